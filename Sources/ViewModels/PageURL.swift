/// Builds the site's own relative URLs with their query, so every link carries the settings
/// (`lang`) and stays bookmarkable.
public enum PageURL {
    /// `/search?q=Swift&lang=ja`; pairs with an empty value are left out so URLs stay short.
    public static func make(_ path: String, _ query: [(String, String)]) -> String {
        var url = path
        var separator = "?"
        for (name, value) in query where !value.isEmpty {
            url += separator
            url += encode(name)
            url += "="
            url += encode(value)
            separator = "&"
        }
        return url
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986 §2.3), so the value
    /// survives any query parser, including `+` and `&` inside a search.
    public static func encode(_ value: String) -> String {
        PercentEncoding.encode(value, keeping: PercentEncoding.unreserved)
    }
}

/// Percent-encoding of each UTF-8 byte outside an ASCII set as `%XX` (uppercase hex), as Foundation's
/// `addingPercentEncoding(withAllowedCharacters:)` does for the same set, without its bridging: every
/// page builds a dozen links or more (the header's alone are six).
enum PercentEncoding {
    /// A set of ASCII bytes, one bit each.
    struct ASCIISet: Sendable {
        private var low: UInt64 = 0
        private var high: UInt64 = 0

        init(_ characters: String) {
            for byte in characters.utf8 {
                precondition(byte < 128, "an ASCIISet holds ASCII only")
                if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte - 64)) != 0
        }
    }

    /// RFC 3986 §2.3 unreserved characters.
    static let unreserved = ASCIISet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    static func encode(_ value: String, keeping allowed: ASCIISet) -> String {
        let utf8 = value.utf8
        guard !utf8.allSatisfy(allowed.contains) else { return value }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if allowed.contains(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
