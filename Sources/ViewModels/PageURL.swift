import Models

/// Builds URLs with a query for other sites (Wikipedia, TMDB, Google News), for the links a page
/// offers to the original. Kiosk's own URLs come from `Route`, the one definition of them.
public enum PageURL {
    /// `https://example.org/search?q=Swift&lang=ja`; pairs with an empty value are left out so URLs stay short.
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
                appendEscape(byte, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// `%XX` for `byte`.
    private static func appendEscape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0xF)])
    }

    /// What a path may hold as it is (RFC 3986 §3.3 `pchar` and `/`), besides `%` escapes.
    static let pathCharacters = ASCIISet(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/")

    /// URL syntax made fit for a path: its escapes kept, any byte a path cannot hold escaped
    /// (`?`, `#`, space, controls, non-ASCII, a `%` that starts no escape).
    static func escapingOutsidePath(_ text: Substring) -> String {
        // The usual image URL has nothing to escape: one pass, no copy of its bytes.
        if text.utf8.allSatisfy({ pathCharacters.contains($0) }) { return String(text) }
        let utf8 = Array(text.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        for (index, byte) in utf8.enumerated() {
            let isEscape =
                byte == UInt8(ascii: "%") && index + 2 < utf8.count
                && Digits.hexValue(utf8[index + 1]) != nil && Digits.hexValue(utf8[index + 2]) != nil
            if pathCharacters.contains(byte) || isEscape {
                bytes.append(byte)
            } else {
                appendEscape(byte, to: &bytes)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `decode` would give text for `raw`, found without building it: an image link checks
    /// every segment of its path, several on each page.
    static func isDecodable(_ raw: some Collection<UInt8>) -> Bool {
        !transcode(DecodedBytes(raw), from: UTF8.self, to: UTF32.self, stoppingOnError: true) { _ in }
    }

    /// Percent-decodes one component of a path; nil when an escape is malformed, or the bytes are
    /// not UTF-8 or hold a control character (never text a person typed; no page could show it).
    static func decode(_ raw: some Collection<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index != raw.endIndex {
            var byte = raw[index]
            index = raw.index(after: index)
            if byte == UInt8(ascii: "%") {
                guard index != raw.endIndex, let high = Digits.hexValue(raw[index]) else { return nil }
                index = raw.index(after: index)
                guard index != raw.endIndex, let low = Digits.hexValue(raw[index]) else { return nil }
                index = raw.index(after: index)
                byte = high << 4 | low
            }
            guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D, byte != 0x7F else { return nil }
            out.append(byte)
        }
        return String(validating: out, as: UTF8.self)
    }
}

/// The bytes `PercentEncoding.decode` makes of `raw`, one at a time; a malformed escape or a
/// control character ends them with 0xFF, a byte no UTF-8 holds, so that UTF-8 decoding fails there.
private struct DecodedBytes<Raw: Collection<UInt8>>: IteratorProtocol {
    let raw: Raw
    var index: Raw.Index

    init(_ raw: Raw) {
        self.raw = raw
        index = raw.startIndex
    }

    mutating func next() -> UInt8? {
        guard index != raw.endIndex else { return nil }
        var byte = raw[index]
        index = raw.index(after: index)
        if byte == UInt8(ascii: "%") {
            guard index != raw.endIndex, let high = Digits.hexValue(raw[index]) else { return fail() }
            index = raw.index(after: index)
            guard index != raw.endIndex, let low = Digits.hexValue(raw[index]) else { return fail() }
            index = raw.index(after: index)
            byte = high << 4 | low
        }
        guard byte >= 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D, byte != 0x7F else { return fail() }
        return byte
    }

    private mutating func fail() -> UInt8? {
        index = raw.endIndex
        return 0xFF
    }
}
