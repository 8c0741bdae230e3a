import Foundation

/// One language's articles, with the word list the spelling suggestions come from.
struct SearchCorpus: Sendable {
    /// Corrections further than this many edits away are not offered.
    static let maximumSuggestionDistance = 2
    /// Words shorter than this are never corrected or offered.
    static let minimumWordLength = 3

    let articles: [WikiArticle]
    /// Lowercased Latin words of titles and texts, with how often each occurs.
    private let vocabulary: [String: Int]
    /// Each article's title and text as UTF-8 with ASCII letters lowercased: a byte search there
    /// rules an article out for an ASCII term before Foundation's case-insensitive search, which
    /// is dear: a query nothing matches searched every article's text, and made the sample
    /// upstream, not Kiosk, the bottleneck of the uncached benchmark (Benchmarks/cores).
    private let folded: [(title: [UInt8], text: [UInt8])]

    init(articles: [WikiArticle]) {
        self.articles = articles
        folded = articles.map { (Self.foldASCII(Array($0.title.utf8)), Self.foldASCII(Array($0.text.utf8))) }
        var counts: [String: Int] = [:]
        for article in articles {
            for word in Self.latinWords(article.title + " " + article.text) { counts[word, default: 0] += 1 }
        }
        vocabulary = counts
    }

    /// Articles whose title or text contains every term (case-insensitive); title matches rank first.
    func search(_ terms: [String]) -> [WikiArticle] {
        guard !terms.isEmpty else { return [] }
        // An ASCII term can only match where its lowercased bytes occur in the folded bytes (the
        // corpus has no characters that case-fold into ASCII, such as the Kelvin sign).
        let asciiTerms: [[UInt8]?] = terms.map { term in
            term.utf8.allSatisfy { $0 < 0x80 } ? Self.foldASCII(Array(term.utf8)) : nil
        }
        let scored: [(Int, Int, WikiArticle)] = articles.enumerated().compactMap { index, article in
            var score = 0
            for (term, ascii) in zip(terms, asciiTerms) {
                let mayBeInTitle = ascii.map { Self.contains(folded[index].title, $0) } ?? true
                let mayBeInText = ascii.map { Self.contains(folded[index].text, $0) } ?? true
                guard mayBeInTitle || mayBeInText else { return nil }
                let inTitle = mayBeInTitle && article.title.range(of: term, options: .caseInsensitive) != nil
                guard inTitle || (mayBeInText && article.text.range(of: term, options: .caseInsensitive) != nil) else {
                    return nil
                }
                score += inTitle ? 10 : 1
            }
            if article.title.caseInsensitiveCompare(terms.joined(separator: " ")) == .orderedSame { score += 100 }
            return (score, index, article)
        }
        return scored.sorted { $0.0 != $1.0 ? $0.0 > $1.0 : $0.1 < $1.1 }.map(\.2)
    }

    private static func foldASCII(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { nee in
                let base = hay.baseAddress!, last = hay.count - nee.count
                var start = 0
                while start <= last {
                    guard let found = memchr(base + start, Int32(nee[0]), last - start + 1) else { return false }
                    if memcmp(found, nee.baseAddress!, nee.count) == 0 { return true }
                    start = UnsafeRawPointer(found) - base + 1
                }
                return false
            }
        }
    }

    /// "Did you mean": each Latin term not in the vocabulary replaced by its nearest word, or nil
    /// when nothing was corrected. The snippet marks corrected words with `<em>`.
    func suggestion(for terms: [String]) -> (plain: String, snippet: String)? {
        var plain: [String] = [], snippet: [String] = [], corrected = false
        for term in terms {
            let lower = term.lowercased()
            if lower.count >= Self.minimumWordLength, Self.isLatin(lower), vocabulary[lower] == nil,
                let better = nearestWord(to: lower)
            {
                plain.append(better)
                snippet.append("<em>\(Markup.escapeHTML(better))</em>")
                corrected = true
            } else {
                plain.append(lower)
                snippet.append(Markup.escapeHTML(lower))
            }
        }
        return corrected ? (plain.joined(separator: " "), snippet.joined(separator: " ")) : nil
    }

    private func nearestWord(to word: String) -> String? {
        var best: (distance: Int, count: Int, word: String)?
        let letters = Array(word)
        for (candidate, count) in vocabulary where abs(candidate.count - letters.count) <= Self.maximumSuggestionDistance {
            let distance = Self.editDistance(letters, Array(candidate))
            guard distance <= Self.maximumSuggestionDistance else { continue }
            if let current = best, (current.distance, -current.count, current.word) <= (distance, -count, candidate) { continue }
            best = (distance, count, candidate)
        }
        return best?.word
    }

    /// Optimal string alignment distance: Levenshtein plus adjacent transpositions ("swfit" → "swift" is 1).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    private static func isLatin(_ word: String) -> Bool {
        word.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }
    }

    private static func latinWords(_ text: String) -> [String] {
        text.lowercased()
            .split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
            .map(String.init)
            .filter { $0.count >= minimumWordLength }
    }
}
