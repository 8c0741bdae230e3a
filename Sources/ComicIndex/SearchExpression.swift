import Models

/// A reader's search, as terms the index looks for. The text never reaches FTS5's query syntax as
/// syntax: each term becomes a quoted FTS5 string (its own quotes doubled), so `NEAR`, `col:`, `*`,
/// `^`, `AND`/`OR`/`NOT`, parentheses and stray quotes are all just text to find.
///
/// The index uses the trigram tokenizer (it finds Japanese, which has no spaces between words, and
/// parts of words), which cannot look up fewer than three characters: such terms (`shortTerms`) are
/// looked up as whole words in a second, word-tokenised index when they are ASCII letters and digits
/// (`AI`), in an index of CJK letters and their pairs when they are CJK (`猫`, `東京`), and matched as
/// substrings of the stored text otherwise (`C#`).
public struct SearchExpression: Sendable, Equatable {
    /// Terms of three characters or more: looked up in the full-text index.
    public var indexedTerms: [String]
    /// Terms of one or two characters: whole words, CJK grams or substrings (`LIKE`).
    public var shortTerms: [String]

    public static let maximumLength = ComicSearchLimits.maximumQueryLength
    /// Terms beyond this many are dropped: each one costs a lookup, and no real search has more.
    public static let maximumTerms = 16
    /// The trigram tokenizer's shortest searchable term.
    static let trigramLength = 3

    public init(indexedTerms: [String], shortTerms: [String]) {
        self.indexedTerms = indexedTerms
        self.shortTerms = shortTerms
    }

    /// No term to look for (only spaces, quotes or control characters).
    public var isEmpty: Bool { indexedTerms.isEmpty && shortTerms.isEmpty }

    /// Splits `text` on white space into words and `"quoted phrases"` (an unclosed quote runs to the
    /// end). Control characters are dropped first; a term is kept once.
    public static func parse(_ text: String) -> SearchExpression {
        var terms: [String] = []
        var current = ""
        var inPhrase = false
        func finish() {
            let term = current.trimmingWhitespace()
            current = ""
            guard !term.isEmpty, !terms.contains(term), terms.count < maximumTerms else { return }
            terms.append(term)
        }
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                // Tabs and line breaks still separate words; other control characters are dropped.
                if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                    if inPhrase { current.unicodeScalars.append(" ") } else { finish() }
                }
                continue
            }
            if scalar == "\"" {
                finish()
                inPhrase.toggle()
            } else if scalar.properties.isWhitespace && !inPhrase {
                finish()
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        finish()
        let indexed = terms.filter { $0.count >= trigramLength }
        let short = terms.filter { $0.count < trigramLength }
        return SearchExpression(indexedTerms: indexed, shortTerms: short)
    }

    /// The FTS5 `MATCH` expression: every indexed term as a quoted string, all required. Nil when
    /// every term is short.
    public var matchExpression: String? {
        guard !indexedTerms.isEmpty else { return nil }
        return indexedTerms.map(Self.quoted).joined(separator: " AND ")
    }

    /// The words as one phrase, when there are several plain words (no quoted phrase among them):
    /// results holding them side by side rank first.
    public var adjacentPhrase: String? {
        guard indexedTerms.count > 1, shortTerms.isEmpty, !indexedTerms.contains(where: { $0.contains(" ") }) else {
            return nil
        }
        return Self.quoted(indexedTerms.joined(separator: " "))
    }

    /// A short term of ASCII letters and digits, matched as a whole word.
    static func isWord(_ term: String) -> Bool {
        !term.isEmpty && term.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// `text` as one FTS5 string: in double quotes, a double quote inside written twice.
    public static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A `LIKE … ESCAPE '\'` pattern matching `term` anywhere: its own `%`, `_` and `\` escaped.
    static func likePattern(_ term: String) -> String {
        var pattern = "%"
        for character in term {
            if character == "%" || character == "_" || character == "\\" { pattern.append("\\") }
            pattern.append(character)
        }
        return pattern + "%"
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
