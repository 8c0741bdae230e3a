import Foundation
import Models

/// Turns the HTML that upstreams put in text fields into plain text or match-flagged runs,
/// so that no layer above `Upstream` ever handles upstream markup.
public enum HTMLText {
    /// Decodes character references (`&amp;`, `&eacute;`, `&#039;`, `&#x1F600;`); unknown ones stay as written.
    public static func decodeEntities(_ text: String) -> String {
        HTMLEntities.decode(text)
    }

    /// Removes tags (and comments, scripts, styles) but keeps a `<` that does not start a tag (`a < b`,
    /// `<City>-Style Pizza`). Entities are left as they are.
    public static func stripTags(_ html: String) -> String {
        var output = ""
        for case .text(let text) in HTMLTokenizer.tokens(html) {
            output += text
        }
        return output
    }

    /// The text a reader sees: tags stripped, entities decoded, whitespace runs collapsed as a browser
    /// would, `<br>` kept as a line break, ends trimmed.
    public static func plainText(_ html: String) -> String {
        var lines: [String] = [""]
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .text(let text):
                lines[lines.count - 1] += collapsingWhitespace(text)
            case .tag(let name, _, _) where name == "br":
                lines.append("")
            case .tag:
                break
            }
        }
        return lines
            .map { decodeEntities(collapsingWhitespace($0)).trimmingASCIIWhitespace() }
            .joined(separator: "\n")
            .trimmingASCIIWhitespace()
    }

    /// A Wikipedia snippet as runs: text inside `<span class="searchmatch">` is a match, every other tag is
    /// dropped, entities are decoded, and neighbouring runs of the same kind are merged.
    public static func snippetRuns(_ html: String) -> [TextRun] {
        var runs: [TextRun] = []
        // One entry per open span, true when it is a searchmatch, so nested spans close correctly.
        var openSpans: [Bool] = []
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .text(let text):
                let isMatch = openSpans.contains(true)
                let decoded = decodeEntities(collapsingWhitespace(text))
                if let last = runs.last, last.isMatch == isMatch {
                    runs[runs.count - 1].text = collapsingWhitespace(last.text + decoded)
                } else {
                    runs.append(TextRun(text: decoded, isMatch: isMatch))
                }
            case .tag(name: "span", isClosing: false, let attributes):
                openSpans.append(classNames(in: attributes).contains(searchMatchClass))
            case .tag(name: "span", isClosing: true, _):
                _ = openSpans.popLast()
            case .tag:
                break
            }
        }
        if !runs.isEmpty {
            runs[0].text = String(runs[0].text.drop(while: \.isASCIIWhitespace))
            var last = runs[runs.count - 1].text
            while last.last?.isASCIIWhitespace == true { last.removeLast() }
            runs[runs.count - 1].text = last
        }
        return runs.filter { !$0.text.isEmpty }
    }

    /// The class MediaWiki puts on highlighted search terms.
    static let searchMatchClass = "searchmatch"

    /// Class names in a tag's attribute text (`class="a b"`, `class='a'`, `class=a`).
    static func classNames(in attributes: String) -> [String] {
        guard let classRange = attributes.range(of: #"\bclass\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)"#,
                                                options: [.regularExpression, .caseInsensitive]) else { return [] }
        let assignment = attributes[classRange]
        guard let equals = assignment.firstIndex(of: "=") else { return [] }
        let value = assignment[assignment.index(after: equals)...]
            .trimmingCharacters(in: .whitespaces)
            .trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
        return value.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Runs of spaces, tabs and line breaks become one space, as HTML renders them. No-break spaces stay.
    static func collapsingWhitespace(_ text: String) -> String {
        var output = ""
        var lastWasSpace = false
        for character in text {
            if character.isASCIIWhitespace {
                if !lastWasSpace { output.append(" ") }
                lastWasSpace = true
            } else {
                output.append(character)
                lastWasSpace = false
            }
        }
        return output
    }
}

extension Character {
    /// Space, tab, CR or LF: what HTML collapses. Unlike `isWhitespace`, not U+00A0 (`&nbsp;`).
    var isASCIIWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n" }
}

extension StringProtocol {
    func trimmingASCIIWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isASCIIWhitespace }),
              let last = lastIndex(where: { !$0.isASCIIWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
