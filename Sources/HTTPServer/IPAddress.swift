import Glibc

/// An IPv4 or IPv6 address as 16 bytes (IPv4 as `::ffff:a.b.c.d`, RFC 4291 §2.5.5.2), so both families
/// compare, hash and match prefixes alike. The peer of a connection, or an `X-Forwarded-For` entry.
public struct IPAddress: Sendable, Hashable, CustomStringConvertible {
    /// The first and last eight bytes, big-endian.
    public var high: UInt64
    public var low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Parses a numeric IPv4 or IPv6 address (no brackets, no port, no zone); nil for anything else.
    public init?(_ text: some StringProtocol) {
        var text = String(text)
        if text.hasPrefix("["), text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            self.init(ipv4: UInt32(bigEndian: v4.s_addr))
            return
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, text, &v6) == 1 else { return nil }
        self.init(ipv6: v6)
    }

    /// `a.b.c.d` as a number (host order).
    public init(ipv4 value: UInt32) {
        self.init(high: 0, low: 0xFFFF_0000_0000 | UInt64(value))
    }

    init(ipv6 address: in6_addr) {
        let bytes = withUnsafeBytes(of: address) { Array($0) }
        self.init(high: bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }, low: bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) })
    }

    /// The address of an accepted socket's peer; nil for a family other than IPv4 and IPv6.
    init?(_ storage: sockaddr_storage) {
        var storage = storage
        switch Int32(storage.ss_family) {
        case AF_INET:
            let value = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt32(bigEndian: $0.pointee.sin_addr.s_addr) }
            }
            self.init(ipv4: value)
        case AF_INET6:
            let address = withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            }
            self.init(ipv6: address)
        default:
            return nil
        }
    }

    /// True for an IPv4 address (or an IPv4-mapped IPv6 one, which is the same host).
    public var isIPv4: Bool { high == 0 && low >> 32 == 0xFFFF }

    /// Whether the first `bits` bits (of the 128) equal `network`'s.
    public func hasPrefix(_ network: IPAddress, bits: Int) -> Bool {
        let bits = min(max(bits, 0), 128)
        let highMask: UInt64 = bits >= 64 ? .max : (bits == 0 ? 0 : ~(UInt64.max >> bits))
        let lowMask: UInt64 = bits <= 64 ? 0 : (bits == 128 ? .max : ~(UInt64.max >> (bits - 64)))
        return high & highMask == network.high & highMask && low & lowMask == network.low & lowMask
    }

    public var description: String {
        if isIPv4 {
            let value = UInt32(truncatingIfNeeded: low)
            return "\(value >> 24).\(value >> 16 & 0xFF).\(value >> 8 & 0xFF).\(value & 0xFF)"
        }
        let groups =
            (0..<4).map { String(high >> (48 - 16 * $0) & 0xFFFF, radix: 16) }
            + (0..<4).map { String(low >> (48 - 16 * $0) & 0xFFFF, radix: 16) }
        return groups.joined(separator: ":")
    }
}
