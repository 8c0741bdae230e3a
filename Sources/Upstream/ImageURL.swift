import Models

/// A strictly parsed http(s) image URL. Kiosk validates its own parse and hands libcurl the URL rebuilt
/// from it, so a parser disagreement (backslashes, `@`, percent-encoded hosts) cannot smuggle another host.
struct ImageURL: Equatable {
    let scheme: String
    /// Lowercased; IPv6 literals keep their brackets.
    let host: String
    let port: Int?
    /// Starts with "/"; the fragment is dropped (never sent, RFC 9110 §4.2.4).
    let pathAndQuery: String

    var effectivePort: Int { port ?? (scheme == "https" ? 443 : 80) }
    var canonical: String { "\(scheme)://\(host)\(port.map { ":\($0)" } ?? "")\(pathAndQuery)" }

    /// Longest URL accepted; image URLs from the four APIs are far shorter.
    static let maxLength = 2048

    static func parse(_ text: String) throws(UpstreamError) -> ImageURL {
        guard text.utf8.count <= maxLength else { throw .refused("URL too long") }
        // Printable ASCII only, no backslash: what browsers "fix up" differently from libcurl.
        guard text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else {
            throw .refused("URL has spaces, control or non-ASCII characters")
        }
        // Byte by byte from here (every byte is printable ASCII, so each is a character): Foundation's
        // `range(of:)` bridged every image URL of a page to NSString, microseconds per comic page.
        let bytes = text.utf8
        // The scheme ends at the first colon: "http" and "https" have none, so any other "://" is refused too.
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), bytes[colon...].starts(with: "://".utf8) else {
            throw .refused("not an absolute http(s) URL")
        }
        let scheme = text[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { throw .refused("scheme \(scheme) not allowed") }
        let rest = text[bytes.index(colon, offsetBy: 3)...]
        let authorityEnd =
            rest.utf8.firstIndex { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard !authority.utf8.contains(UInt8(ascii: "@")) else { throw .refused("credentials in URL") }
        var path = rest[authorityEnd...]
        if let hash = path.utf8.firstIndex(of: UInt8(ascii: "#")) { path = path[..<hash] }
        let pathAndQuery = path.utf8.first == UInt8(ascii: "/") ? String(path) : "/" + path
        guard !hasTraversal(pathAndQuery) else { throw .refused("dot segments or encoded slashes in the path") }
        let (host, port) = try splitHostPort(authority)
        return ImageURL(scheme: scheme, host: host, port: port, pathAndQuery: pathAndQuery)
    }

    /// Dot segments (`..`, also as `%2e%2e`) and encoded slashes or backslashes: libcurl or the image host
    /// would resolve them (RFC 3986 §5.2.4) to another path than the one the proxy URL names.
    static func hasTraversal(_ pathAndQuery: String) -> Bool {
        // One pass over the bytes (the path is printable ASCII by now): a segment that is only dots,
        // each written `.` or `%2e`, and one or two of them, is a dot segment.
        let path = pathAndQuery.utf8.prefix { $0 != UInt8(ascii: "?") }
        var dots = 0
        var onlyDots = true
        var index = path.startIndex
        while index != path.endIndex {
            let byte = path[index]
            if byte == UInt8(ascii: "/") {
                if onlyDots, dots == 1 || dots == 2 { return true }
                dots = 0
                onlyDots = true
                index = path.index(after: index)
            } else if byte == UInt8(ascii: "%"), let escaped = escape(in: path, after: index) {
                switch escaped {
                case 0x2F, 0x5C: return true  // an encoded slash or backslash, anywhere
                case 0x2E: dots += 1
                default: onlyDots = false
                }
                index = path.index(index, offsetBy: 3)
            } else {
                if byte == UInt8(ascii: ".") { dots += 1 } else { onlyDots = false }
                index = path.index(after: index)
            }
        }
        return onlyDots && (dots == 1 || dots == 2)
    }

    /// ASCII letters and digits, `-` and `.` (bytes, not Characters: no Unicode property lookups).
    private static func isHostNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }

    /// The byte a `%` at `index` encodes when two hex digits follow it (either case), else nil.
    private static func escape(in path: Substring.UTF8View, after index: Substring.UTF8View.Index) -> UInt8? {
        guard let high = path.index(index, offsetBy: 1, limitedBy: path.endIndex), high != path.endIndex,
            let low = path.index(high, offsetBy: 1, limitedBy: path.endIndex), low != path.endIndex,
            let highValue = Digits.hexValue(path[high]), let lowValue = Digits.hexValue(path[low])
        else { return nil }
        return highValue << 4 | lowValue
    }

    static func splitHostPort(_ authority: Substring) throws(UpstreamError) -> (String, Int?) {
        var host: Substring
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { throw .refused("malformed IPv6 host") }
            host = authority[...close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { throw .refused("malformed host") }
                portText = after.dropFirst()
            }
            let inner = host.dropFirst().dropLast()
            guard !inner.isEmpty, inner.allSatisfy({ $0.isHexDigit || $0 == ":" || $0 == "." }) else {
                throw .refused("malformed IPv6 host")
            }
        } else {
            let colon = authority.utf8.firstIndex(of: UInt8(ascii: ":"))
            host = colon.map { authority[..<$0] } ?? authority
            portText = colon.map { authority[authority.utf8.index(after: $0)...] }
            guard portText?.utf8.contains(UInt8(ascii: ":")) != true else { throw .refused("malformed host") }
            // Letters, digits, '-' and '.': no percent-encoding, underscores or IDN tricks.
            guard !host.isEmpty, host.utf8.allSatisfy(isHostNameByte) else {
                throw .refused("malformed host")
            }
        }
        var port: Int?
        if let portText {
            guard !portText.isEmpty, portText.utf8.count <= 5, let value = Int(portText),
                (1...65535).contains(value)
            else { throw .refused("malformed port") }
            port = value
        }
        return (host.lowercased(), port)
    }
}
