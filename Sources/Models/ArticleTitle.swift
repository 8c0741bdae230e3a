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
        // Byte by byte through a table: every article link on a page is written this way.
        var result: [UInt8] = []
        result.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            if byte == UInt8(ascii: " ") {
                result.append(UInt8(ascii: "_"))
            } else if unreserved[Int(byte)] {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// RFC 3986 unreserved characters, plus what MediaWiki leaves readable in paths (`:`, `(`, `)`, `,`, `'`, `!`, `*`),
    /// by byte value.
    private static let unreserved: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:(),'!*".utf8 { table[Int(byte)] = true }
        return table
    }()
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
