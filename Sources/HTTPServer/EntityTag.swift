/// Entity-tag helpers (RFC 9110 §8.8.3): `"opaque"` is strong, `W/"opaque"` weak.
public enum EntityTag {
    /// The suffix that marks the gzip representation's tag, so it differs from identity's.
    public static let gzipSuffix = "-gzip"

    /// `"<XXH64 hash, 16 hex digits>-<size in hex>"`: changes whenever the bytes do, and is the
    /// same on every server process that has the same bytes (unlike an mtime-based tag), so caches
    /// behind a load balancer agree. Used for static files and rendered pages alike.
    public static func strong(for bytes: [UInt8]) -> String {
        let hex = String(XXHash64.hash(bytes), radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(bytes.count, radix: 16) + "\""
    }

    /// The strong tag of the gzip representation: `"abc"` becomes `"abc-gzip"`. A strong validator
    /// must change with the content coding (RFC 9110 §8.8.3); a weak one may be shared between
    /// semantically equivalent representations, so weak or malformed tags are returned unchanged.
    public static func gzipVariant(of tag: String) -> String {
        guard tag.count >= 2, tag.hasPrefix("\""), tag.hasSuffix("\""), !tag.hasSuffix(gzipSuffix + "\"") else { return tag }
        return String(tag.dropLast()) + gzipSuffix + "\""
    }

    /// What weak comparison looks at: the opaque part without `W/`, quotes or the gzip suffix, so a
    /// client revalidating the gzip representation matches the identity tag and vice versa.
    static func comparisonKey(_ tag: Substring) -> Substring {
        var opaque = tag.hasPrefix("W/") ? tag.dropFirst(2) : tag
        if opaque.count >= 2, opaque.hasPrefix("\""), opaque.hasSuffix("\"") { opaque = opaque.dropFirst().dropLast() }
        if opaque.hasSuffix(gzipSuffix) { opaque = opaque.dropLast(gzipSuffix.count) }
        return opaque
    }

    /// The members of an `If-None-Match` / `If-Match` list: `*` or entity-tags. Tags are scanned
    /// quote to quote because a comma is a legal character inside one (etagc, §8.8.3). Parsing
    /// stops at the first malformed member; what came before still counts.
    static func parseList(_ value: String) -> [Substring] {
        var tags: [Substring] = []
        var rest = value[...]
        while true {
            rest = rest.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard !rest.isEmpty else { return tags }
            if rest.first == "*" {
                tags.append(rest.prefix(1))
                rest = rest.dropFirst()
                continue
            }
            let start = rest.startIndex
            if rest.hasPrefix("W/") { rest = rest.dropFirst(2) }
            guard rest.first == "\"", let close = rest.dropFirst().firstIndex(of: "\"") else { return tags }
            let end = rest.index(after: close)
            tags.append(value[start..<end])
            rest = rest[end...]
        }
    }
}
