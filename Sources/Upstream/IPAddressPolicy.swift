import Glibc

/// Recognises IP literals in every form libcurl and browsers accept (dotted, `127.1`, `2130706433`,
/// `0x7f.1`, octal `0177.0.0.1`, bracketed IPv6) and says whether an address is publicly routable.
enum IPAddressPolicy {
    enum Address: Equatable, Sendable {
        case v4(UInt32)
        case v6([UInt8])

        /// Numeric text as inet_ntop writes it (and libcurl reports CURLINFO_PRIMARY_IP).
        var text: String {
            switch self {
            case .v4(let value):
                return [24, 16, 8, 0].map { String((value >> $0) & 0xFF) }.joined(separator: ".")
            case .v6(let bytes):
                var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
                var raw = bytes
                guard raw.count == 16, inet_ntop(AF_INET6, &raw, &buffer, socklen_t(buffer.count)) != nil else { return "" }
                let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
                return String(decoding: text, as: UTF8.self)
            }
        }
    }

    enum Literal: Equatable {
        case notAnIP
        case address(Address)
        /// Looks numeric (so a resolver would treat it as an address) but does not parse: refuse it.
        case malformed
    }

    /// A numeric address as libcurl reports or takes one: dotted IPv4 or IPv6 without brackets; nil otherwise.
    static func numeric(_ text: String) -> Address? {
        if text.contains(":") { return ipv6Bytes(text).map(Address.v6) }
        guard text.split(separator: ".", omittingEmptySubsequences: false).count == 4,
            case .address(let address) = literal(text)
        else { return nil }
        return address
    }

    /// Classifies a URL host (lowercased; IPv6 in brackets).
    static func literal(_ host: String) -> Literal {
        if host.hasPrefix("[") {
            guard host.hasSuffix("]"), let bytes = ipv6Bytes(String(host.dropFirst().dropLast())) else { return .malformed }
            return .address(.v6(bytes))
        }
        // WHATWG URL "ends in a number": if the last label is numeric, the whole host is an IPv4 literal.
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        var last = labels.last ?? ""
        if last.isEmpty && labels.count > 1 { last = labels[labels.count - 2] }
        guard isNumericLabel(last) else { return .notAnIP }
        return ipv4(labels).map { .address(.v4($0)) } ?? .malformed
    }

    private static func isNumericLabel(_ label: Substring) -> Bool {
        if label.hasPrefix("0x") { return label.dropFirst(2).allSatisfy(\.isHexDigit) }
        return !label.isEmpty && label.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// inet_aton rules: 1–4 parts, each decimal, octal (leading 0) or hex (0x); the last fills the rest.
    private static func ipv4(_ rawLabels: [Substring]) -> UInt32? {
        var labels = rawLabels
        if labels.count > 1, labels.last == "" { labels.removeLast() }
        guard (1...4).contains(labels.count) else { return nil }
        var values: [UInt64] = []
        for label in labels {
            guard let value = number(label) else { return nil }
            values.append(value)
        }
        var address: UInt64 = 0
        for value in values.dropLast() {
            guard value <= 255 else { return nil }
            address = address << 8 | value
        }
        let remainingBits = UInt64(8 * (5 - values.count))
        guard let last = values.last, last < (1 << remainingBits) else { return nil }
        return UInt32(address << remainingBits | last)
    }

    private static func number(_ label: Substring) -> UInt64? {
        guard !label.isEmpty, label.count <= 12 else { return nil }
        if label.hasPrefix("0x") { return label.count == 2 ? 0 : UInt64(label.dropFirst(2), radix: 16) }
        if label.count > 1, label.hasPrefix("0") { return UInt64(label.dropFirst(), radix: 8) }
        return UInt64(label, radix: 10)
    }

    static func ipv6Bytes(_ text: String) -> [UInt8]? {
        var storage = in6_addr()
        guard inet_pton(AF_INET6, text, &storage) == 1 else { return nil }
        return withUnsafeBytes(of: &storage) { Array($0) }
    }

    /// False for loopback, private, link-local, unique-local, unspecified, multicast, CGNAT and reserved ranges,
    /// and for IPv6 forms that embed such an IPv4 address (mapped, compatible, NAT64, 6to4).
    static func isPublic(_ address: Address) -> Bool {
        switch address {
        case .v4(let value): return isPublicV4(value)
        case .v6(let bytes): return isPublicV6(bytes)
        }
    }

    private static func isPublicV4(_ a: UInt32) -> Bool {
        let blocked: [(UInt32, UInt32)] = [
            (0x0000_0000, 8), (0x0A00_0000, 8), (0x6440_0000, 10), (0x7F00_0000, 8), (0xA9FE_0000, 16),
            (0xAC10_0000, 12), (0xC000_0000, 24), (0xC000_0200, 24), (0xC0A8_0000, 16), (0xC612_0000, 15),
            (0xC633_6400, 24), (0xCB00_7100, 24), (0xE000_0000, 4), (0xF000_0000, 4),
        ]
        return !blocked.contains { network, bits in a >> (32 - bits) == network >> (32 - bits) }
    }

    private static func isPublicV6(_ b: [UInt8]) -> Bool {
        func v4(at offset: Int) -> UInt32 { b[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        let first10Zero = b[0..<10].allSatisfy { $0 == 0 }
        if first10Zero && b[10] == 0xFF && b[11] == 0xFF { return isPublicV4(v4(at: 12)) }  // ::ffff:a.b.c.d
        if b[0..<12].allSatisfy({ $0 == 0 }) { return false }  // ::, ::1, ::a.b.c.d
        if b[0..<12] == [0x00, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] { return isPublicV4(v4(at: 12)) }  // NAT64
        if b[0] == 0x20 && b[1] == 0x02 { return isPublicV4(v4(at: 2)) }  // 6to4
        if b[0] & 0xFE == 0xFC { return false }  // fc00::/7 unique-local
        if b[0] == 0xFE && b[1] & 0xC0 == 0x80 { return false }  // fe80::/10 link-local
        if b[0] == 0xFE && b[1] & 0xC0 == 0xC0 { return false }  // fec0::/10 site-local
        if b[0] == 0xFF { return false }  // multicast
        if b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x0D && b[3] == 0xB8 { return false }  // documentation
        return true
    }
}
