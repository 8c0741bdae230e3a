import Glibc

/// The two values the article page (`news.google.com/rss/articles/ID`) carries for the second request:
/// `data-n-a-sg` (a signature) and `data-n-a-ts` (a Unix time), attributes of the
/// `c-wiz > div[jscontroller]` element. The page is a large script-heavy document; only these two
/// attributes matter, so it is scanned for them in one pass rather than parsed.
struct ArticlePageSignature: Equatable, Sendable {
    /// Real signatures are about 40 characters; anything longer is not one.
    static let maximumSignatureLength = 512

    var signature: String
    var timestamp: Int

    /// Nil when either attribute is missing or not in its expected shape.
    init?(page: [UInt8]) {
        guard let signature = Self.attribute("data-n-a-sg", in: page),
            signature.count <= Self.maximumSignatureLength,
            signature.utf8.allSatisfy(Self.isSignatureByte),
            let text = Self.attribute("data-n-a-ts", in: page), text.count <= 12, let timestamp = Int(text), timestamp > 0
        else { return nil }
        self.signature = signature
        self.timestamp = timestamp
    }

    /// The signature is base64 (either alphabet, with padding): nothing that needs escaping in JSON.
    private static func isSignatureByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "="):
            true
        default: false
        }
    }

    /// The value of the first `name="…"` (or `'…'`) in `page`, at most `maximumSignatureLength + 1`
    /// bytes long. `memchr` and `memcmp` find the name: a fixed-length compare at each candidate, linear.
    static func attribute(_ name: String, in page: [UInt8]) -> String? {
        let needle = Array(name.utf8) + [UInt8(ascii: "=")]
        return page.withUnsafeBytes { bytes -> String? in
            guard let base = bytes.baseAddress, bytes.count > needle.count, let first = needle.first else { return nil }
            var from = 0
            var at: Int?
            while at == nil, from + needle.count <= bytes.count,
                let hit = memchr(base + from, Int32(first), bytes.count - needle.count + 1 - from)
            {
                let offset = base.distance(to: UnsafeRawPointer(hit))
                if needle.withUnsafeBytes({ $0.baseAddress.map { memcmp(base + offset, $0, needle.count) } }) == 0 { at = offset }
                from = offset + 1
            }
            guard let at else { return nil }
            var index = at + needle.count
            guard index < bytes.count else { return nil }
            let quote = bytes[index]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { return nil }
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != quote, index - start <= maximumSignatureLength { index += 1 }
            guard index < bytes.count, bytes[index] == quote else { return nil }
            return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }
    }
}
