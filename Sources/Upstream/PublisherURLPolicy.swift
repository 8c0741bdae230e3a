/// Where `/news/go/` may send a reader: the one check between a resolved address and a `302`.
///
/// The address came from Google's answer, which Kiosk does not control, and a redirect from Kiosk
/// carries Kiosk's name: it must not become a way into the reader's own network or back into Kiosk.
/// Refused: anything but http(s); user info (`https://news.example@evil.example`); hosts with
/// percent escapes or non-ASCII characters (a browser decodes and maps them, so `％31２７.0.0.1`
/// could end up loopback); `localhost` and single-label intranet names; IP literals in any form a
/// browser accepts that are not public (loopback, private, link-local…, see `IPAddressPolicy`);
/// ports below 1024 other than the scheme's own; and Kiosk's own host. `allowedAuthorities`
/// (`127.0.0.1:PORT`, the offline sample publisher) are exempt from every rule but the scheme.
struct PublisherURLPolicy: Sendable {
    /// `host:port` pairs, lowercased, that may be linked although they are not public.
    let allowedAuthorities: Set<String>

    init(allowedAuthorities: [String] = []) {
        self.allowedAuthorities = Set(allowedAuthorities.map { $0.lowercased() })
    }

    /// A URL's host (lowercased, without a trailing dot; IPv6 in brackets) and port as written.
    struct Authority: Equatable {
        var host: String
        var port: Int?
        var hasUserInfo: Bool
    }

    /// Nil when `url` is acceptable; otherwise why not, for the log.
    func refusal(of url: String, ownHost: String?) -> String? {
        let lowered = url.lowercased()
        let https = lowered.hasPrefix("https://")
        guard https || lowered.hasPrefix("http://") else { return "not an http(s) address" }
        guard let authority = Self.authority(of: url) else { return "no readable host" }
        let port = authority.port ?? (https ? 443 : 80)
        if allowedAuthorities.contains("\(authority.host):\(port)") { return nil }
        if authority.hasUserInfo { return "user info in the address" }
        let host = authority.host
        guard host.utf8.allSatisfy({ $0 < 0x80 }), !host.contains("%") else { return "escaped or non-ASCII host" }
        if let ownHost, Self.hostOnly(ownHost) == host { return "Kiosk's own host" }
        guard port == 80 || port == 443 || port >= 1024, port <= 65535 else { return "non-standard port \(port)" }
        switch IPAddressPolicy.literal(host) {
        case .malformed: return "malformed address"
        case .address(let address): if !IPAddressPolicy.isPublic(address) { return "not a public address" }
        case .notAnIP:
            if host == "localhost" || host.hasSuffix(".localhost") { return "loopback name" }
            if !host.contains(".") { return "single-label host" }
        }
        return nil
    }

    /// The authority of an `http(s)://` URL as a browser splits it (`\` ends it like `/`); nil when there is none.
    static func authority(of url: String) -> Authority? {
        guard let schemeEnd = url.range(of: "://") else { return nil }
        let rest = url[schemeEnd.upperBound...]
        let authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != "\\" }
        var hostPort = authority
        var hasUserInfo = false
        if let at = authority.lastIndex(of: "@") {
            hasUserInfo = true
            hostPort = authority[authority.index(after: at)...]
        }
        var host: Substring
        var portText: Substring?
        if hostPort.hasPrefix("[") {
            guard let close = hostPort.firstIndex(of: "]") else { return nil }
            host = hostPort[...close]
            let after = hostPort[hostPort.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
        } else if let colon = hostPort.lastIndex(of: ":") {
            host = hostPort[..<colon]
            portText = hostPort[hostPort.index(after: colon)...]
        } else {
            host = hostPort
        }
        var port: Int?
        if let portText, !portText.isEmpty {
            guard portText.count <= 5, let value = Int(portText) else { return nil }
            port = value
        }
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        guard !name.isEmpty else { return nil }
        return Authority(host: name, port: port, hasUserInfo: hasUserInfo)
    }

    /// `Host: kiosk.example:8080` → `kiosk.example`; `[::1]:8080` → `[::1]`.
    static func hostOnly(_ hostHeader: String) -> String {
        var text = Substring(hostHeader.lowercased())
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            text = text[...close]
        } else if let colon = text.lastIndex(of: ":") {
            text = text[..<colon]
        }
        var host = String(text)
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }

    /// `url` as a `Location` field value: a URI reference is ASCII (RFC 3986 §2, RFC 9110 §10.2.2), so
    /// bytes of non-ASCII characters and the ASCII ones a URI may not hold as they are (`"<>^`{|}`)
    /// are percent-encoded; the host is ASCII already (the policy refuses any other). Not `\`: a browser
    /// reads it as `/`, so it may end the authority the policy checked, and `%5C` would not end it
    /// (`https://a.example\@10.0.0.1/` goes to `a.example`; `https://a.example%5C@10.0.0.1/` would not).
    static func location(_ url: String) -> String {
        let unsafe: Set<UInt8> = Set("\"<>^`{|}".utf8)
        guard url.utf8.contains(where: { $0 >= 0x80 || unsafe.contains($0) }) else { return url }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(url.utf8.count * 2)
        for byte in url.utf8 {
            if byte >= 0x80 || unsafe.contains(byte) {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
