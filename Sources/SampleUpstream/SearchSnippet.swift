import Foundation

/// MediaWiki-style snippets: a window of the text around the first match, cut at word boundaries
/// without an ellipsis, entity-escaped, with matches wrapped in `<span class="searchmatch">`.
enum SearchSnippet {
    /// Characters of context kept before the first match.
    static let leadCharacters = 40
    /// Length of the window.
    static let windowCharacters = 160

    static func make(from text: String, terms: [String]) -> String {
        let firstMatch = terms.compactMap { text.range(of: $0, options: .caseInsensitive)?.lowerBound }.min()
        var start = text.startIndex
        if let firstMatch, text.distance(from: text.startIndex, to: firstMatch) > leadCharacters {
            start = text.index(firstMatch, offsetBy: -leadCharacters)
            // Move to the start of the next word, if this text has spaces between words at all.
            if let space = text[start..<firstMatch].firstIndex(of: " ") { start = text.index(after: space) }
        }
        var end = text.index(start, offsetBy: windowCharacters, limitedBy: text.endIndex) ?? text.endIndex
        if end < text.endIndex, let space = text[start..<end].lastIndex(of: " "),
            text.distance(from: start, to: space) > windowCharacters / 2
        {
            end = space
        }
        return highlight(text[start..<end], terms: terms)
    }

    /// Escapes `text` and wraps every case-insensitive occurrence of a term.
    static func highlight(_ text: Substring, terms: [String]) -> String {
        var out = ""
        var rest = text
        while true {
            let matches = terms.compactMap { rest.range(of: $0, options: .caseInsensitive) }
            guard
                let match = matches.min(by: {
                    $0.lowerBound < $1.lowerBound || ($0.lowerBound == $1.lowerBound && $0.upperBound > $1.upperBound)
                }),
                !match.isEmpty
            else { break }
            out += Markup.escapeHTML(rest[rest.startIndex..<match.lowerBound])
            out += "<span class=\"searchmatch\">" + Markup.escapeHTML(rest[match]) + "</span>"
            rest = rest[match.upperBound...]
        }
        return out + Markup.escapeHTML(rest)
    }
}
