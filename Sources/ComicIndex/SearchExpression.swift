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

    /// The most trigrams `kiosk_bm25_term` covers one term with.
    static let maximumCoveringTrigrams = 128

    /// The one indexed term as fewer trigrams than its phrase has, when it has five characters or
    /// more: a trigram every third character and one ending the term (`コンピ`, `ュータ`, `ーター` at 0, 3
    /// and 4 for `コンピューター`, not its five), as a MATCH expression requiring each, and where each
    /// starts in the term, for `kiosk_bm25_term`, which keeps the rows where all of them stand at those
    /// offsets in one column: exactly the rows, and the places, where the phrase matches. FTS5 then
    /// intersects fewer lists of rows and matches no positions itself.
    public var coveringTrigrams: (match: String, offsets: String)? {
        guard indexedTerms.count == 1, let term = indexedTerms.first else { return nil }
        let scalars = Array(term.unicodeScalars)
        let length = Self.trigramLength
        // Three or four characters are as many trigrams either way.
        guard scalars.count >= length + 2 else { return nil }
        let offsets = Array(stride(from: 0, to: scalars.count - length, by: length)) + [scalars.count - length]
        guard offsets.count <= Self.maximumCoveringTrigrams else { return nil }
        let match = offsets.map { offset in
            Self.quoted(String(String.UnicodeScalarView(scalars[offset..<offset + length])))
        }
        return (match.joined(separator: " AND "), offsets.map(String.init).joined(separator: " "))
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
        // Foundation's replacing is most of the cost of a search's terms; most have no quote.
        guard text.utf8.contains(UInt8(ascii: "\"")) else { return "\"" + text + "\"" }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
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
