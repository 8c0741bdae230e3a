/// Escaping for the HTML and XML the sample upstreams emit.
enum Markup {
    /// MediaWiki's snippet escaping: `&`, `<`, `>`, `"` and `'` (as `&#039;`, PHP's htmlspecialchars).
    static func escapeHTML(_ text: some StringProtocol) -> String { escape(text, apostrophe: "&#039;") }

    /// XML character data escaping (XML 1.0 §2.4): `&` and `<` must be escaped, `>` and `"` by habit.
    static func escapeXML(_ text: some StringProtocol) -> String { escape(text, apostrophe: nil) }

    private static func escape(_ text: some StringProtocol, apostrophe: String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": if let apostrophe { out += apostrophe } else { out.append(character) }
            default: out.append(character)
            }
        }
        return out
    }

    /// A deterministic 64-bit hash (FNV-1a), because `Hasher` is seeded per process and the sample
    /// data must come out the same on every run.
    static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return hash
    }
}
