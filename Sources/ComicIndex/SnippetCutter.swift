import Models

/// Snippets for searches that the full-text index cannot run (only one- and two-character terms):
/// about a line of text around the first match, each occurrence of a term marked. Case is ignored
/// for ASCII letters, as SQLite's `LIKE` ignores it, so what is marked is what matched.
enum SnippetCutter {
    /// Characters kept before the first match; the whole snippet is about `length` characters.
    static let lead = 20
    static let length = 80

    static func runs(_ text: String, terms: [String]) -> [TextRun] {
        let characters = Array(text.replacingOccurrences(of: "\n", with: " "))
        let folded = characters.map(fold)
        // Whether each needle is a whole word is decided once, not hashed at every position.
        let needles = terms.filter { !$0.isEmpty }.map { (characters: Array($0).map(fold), isWord: SearchExpression.isWord($0)) }
        guard let first = firstMatch(folded, needles, from: 0) else {
            guard !characters.isEmpty else { return [] }
            let end = min(characters.count, length)
            return [TextRun(text: String(characters[..<end]) + (end < characters.count ? "…" : ""), isMatch: false)]
        }
        let start = max(0, first.at - lead)
        let end = min(characters.count, start + length)
        var runs: [TextRun] = []
        var plain = start > 0 ? "…" : ""
        var index = start
        while index < end {
            if let count = longestMatch(folded, needles, at: index) {
                if !plain.isEmpty { runs.append(TextRun(text: plain, isMatch: false)) }
                plain = ""
                let stop = min(end, index + count)
                runs.append(TextRun(text: String(characters[index..<stop]), isMatch: true))
                index = stop
            } else {
                plain.append(characters[index])
                index += 1
            }
        }
        if end < characters.count { plain += "…" }
        if !plain.isEmpty { runs.append(TextRun(text: plain, isMatch: false)) }
        return runs
    }

    /// The first position at or after `from` where one of `needles` starts.
    private static func firstMatch(
        _ haystack: [Character], _ needles: [Needle], from: Int
    ) -> (at: Int, count: Int)? {
        var index = from
        while index < haystack.count {
            if let count = longestMatch(haystack, needles, at: index) { return (index, count) }
            index += 1
        }
        return nil
    }

    /// A term as folded characters, and whether it matches only as a whole word.
    typealias Needle = (characters: [Character], isWord: Bool)

    /// The length of the longest of `needles` that starts at `index`, if any does (words only as
    /// whole words, as the search matched them).
    private static func longestMatch(_ haystack: [Character], _ needles: [Needle], at index: Int) -> Int? {
        var longest: Int?
        for (needle, isWord) in needles where index + needle.count <= haystack.count && haystack[index] == needle[0] {
            if isWord {
                let before = index == 0 ? " " : haystack[index - 1]
                let after = index + needle.count == haystack.count ? " " : haystack[index + needle.count]
                if isWordCharacter(before) || isWordCharacter(after) { continue }
            }
            if haystack[index..<(index + needle.count)].elementsEqual(needle), needle.count > (longest ?? 0) {
                longest = needle.count
            }
        }
        return longest
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// ASCII letters lowercased (from the byte: `Character.isUppercase` asks Unicode's tables).
    private static func fold(_ character: Character) -> Character {
        guard let byte = character.asciiValue, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) else { return character }
        return Character(Unicode.Scalar(byte | 0x20))
    }
}
