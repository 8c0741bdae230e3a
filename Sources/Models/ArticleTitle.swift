/// Article titles as MediaWiki normalises them: `_` and runs of spaces as one space, trimmed, and
/// the first letter capitalised (every Wikipedia capitalises it, `$wgCapitalLinks`).
public enum ArticleTitle {
    /// MediaWiki's own limit, in bytes.
    public static let maximumBytes = 255

    /// The canonical title, or nil when nothing is left or it is longer than MediaWiki allows.
    public static func normalized(_ raw: String) -> String? {
        let words = raw.split(whereSeparator: { $0 == "_" || $0 == " " || $0 == "\u{00A0}" || $0 == "\t" })
        var title = words.joined(separator: " ")
        guard let first = title.first, title.utf8.count <= maximumBytes,
            !title.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }),
            !title.contains(where: {
                $0 == "#" || $0 == "<" || $0 == ">" || $0 == "[" || $0 == "]"
                    || $0 == "{" || $0 == "}" || $0 == "|"
            })
        else { return nil }
        // Only a lowercase letter changes: uppercasing `ß` or `ŉ` would make two letters of one.
        if first.isLowercase, case let upper = String(first).uppercased(), upper.count == 1 {
            title.replaceSubrange(title.startIndex...title.startIndex, with: upper)
        }
        return title
    }

    /// The title as a path segment: spaces as `_`, then percent-encoded (a `/` becomes `%2F`).
    public static func pathSegment(_ title: String) -> String {
        var result = ""
        for byte in title.replacingOccurrences(of: " ", with: "_").utf8 {
            if unreserved.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return result
    }

    /// RFC 3986 unreserved characters, plus what MediaWiki leaves readable in paths (`:`, `(`, `)`, `,`, `'`, `!`, `*`).
    private static let unreserved: Set<UInt8> = Set(
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:(),'!*".utf8))
}
