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
        return
            lines
            .map { decodeEntities(collapsingWhitespace($0)).trimmingASCIIWhitespace() }
            .joined(separator: "\n")
            .trimmingASCIIWhitespace()
    }

    /// A Wikipedia snippet as runs: text inside `<span class="searchmatch">` is a match, every other tag is
    /// dropped, entities are decoded, whitespace is collapsed within a run, and neighbouring runs of the
    /// same kind are merged. Linear: each piece is collapsed once, as it is appended.
    public static func snippetRuns(_ html: String) -> [TextRun] {
        var runs: [TextRun] = []
        var lastWasSpace = false
        // One entry per open span, true when it is a searchmatch, so nested spans close correctly.
        var openSpans: [Bool] = []
        for token in HTMLTokenizer.tokens(html) {
            switch token {
            case .text(let text):
                let isMatch = openSpans.contains(true)
                if runs.last?.isMatch != isMatch {
                    runs.append(TextRun(text: "", isMatch: isMatch))
                    lastWasSpace = false
                }
                appendCollapsingWhitespace(decodeEntities(text), to: &runs[runs.count - 1].text, lastWasSpace: &lastWasSpace)
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
        attributeValue("class", in: attributes)?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
    }

    /// The raw value (entities not decoded) of the first attribute called `wanted` (lowercase) in a tag's
    /// attribute text, found by one left-to-right scan (a pattern with backtracking would be a way to
    /// make hostile input slow); nil when it is absent or has no value.
    static func attributeValue(_ wanted: String, in attributes: String) -> String? {
        let scalars = Array(attributes.unicodeScalars)
        var index = 0
        func skipSpaces() { while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 } }
        while index < scalars.count {
            // An attribute name: everything up to whitespace, `=` or `>`.
            skipSpaces()
            let nameStart = index
            while index < scalars.count, !scalars[index].properties.isWhitespace, scalars[index] != "=" { index += 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<index])).lowercased()
            skipSpaces()
            guard index < scalars.count, scalars[index] == "=" else { continue }
            index += 1
            skipSpaces()
            let value: ArraySlice<Unicode.Scalar>
            if index < scalars.count, scalars[index] == "\"" || scalars[index] == "'" {
                let quote = scalars[index]
                let valueStart = index + 1
                index = valueStart
                while index < scalars.count, scalars[index] != quote { index += 1 }
                value = scalars[valueStart..<min(index, scalars.count)]
                index += 1
            } else {
                let valueStart = index
                while index < scalars.count, !scalars[index].properties.isWhitespace { index += 1 }
                value = scalars[valueStart..<index]
            }
            if name == wanted { return String(String.UnicodeScalarView(value)) }
        }
        return nil
    }

    /// Runs of spaces, tabs and line breaks become one space, as HTML renders them. No-break spaces stay.
    static func collapsingWhitespace(_ text: String) -> String {
        var output = ""
        var lastWasSpace = false
        appendCollapsingWhitespace(text, to: &output, lastWasSpace: &lastWasSpace)
        return output
    }

    /// Appends `text` with whitespace runs collapsed, continuing a run that `output` already ends in.
    static func appendCollapsingWhitespace(_ text: String, to output: inout String, lastWasSpace: inout Bool) {
        for character in text {
            if character.isASCIIWhitespace {
                if !lastWasSpace { output.append(" ") }
                lastWasSpace = true
            } else {
                output.append(character)
                lastWasSpace = false
            }
        }
    }
}

extension Character {
    /// Space, tab, CR or LF: what HTML collapses. Unlike `isWhitespace`, not U+00A0 (`&nbsp;`).
    var isASCIIWhitespace: Bool { self == " " || self == "\t" || self == "\n" || self == "\r" || self == "\r\n" }
}

extension StringProtocol {
    func trimmingASCIIWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isASCIIWhitespace }),
            let last = lastIndex(where: { !$0.isASCIIWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
