import Foundation
import Models

/// What search pages read: ranked results with marked snippets, title suggestions, transcripts and
/// progress. Every call reads through a pooled connection, never waiting on the crawler (WAL).
extension ComicIndexStore {
    /// Column weights for BM25: a word in the title counts most, then the alt text, then the transcript.
    static let rankWeights = (title: 10.0, alt: 4.0, transcript: 1.0)
    /// SQLite's snippet() length, in tokens; a trigram token is one character, so about a line of text.
    static let snippetTokens = 64
    /// Where snippet() marks a match: control characters, which indexed text never holds (`plain`).
    static let matchStart: Character = "\u{1}"
    static let matchEnd: Character = "\u{2}"

    public func search(_ text: String, offset: Int, limit: Int) throws(ComicSearchError) -> ComicSearchPage {
        let expression = SearchExpression.parse(text)
        return try withReader { connection throws(SQLiteError) in
            let progress = try Self.progress(connection)
            guard !expression.isEmpty else { return ComicSearchPage(hits: [], total: 0, progress: progress) }
            let fromFTS = expression.matchExpression != nil
            let scans = expression.shortTerms.contains { !SearchExpression.isWord($0) && !CJKGrams.isTerm($0) }
            // The join to `comics` only when a short term is scanned for in its columns. Index lookups
            // filter the match's own numbers, written `+rowid` so that SQLite runs the match once and
            // checks each number against the looked-up list (not the match once per listed number).
            let needsJoin = scans
            let (filter, bindings) = Self.filter(expression, number: fromFTS && !scans ? "+comics_text.rowid" : "c.number")
            // Without a scan only numbers are needed, and the small `comics_published` index holds
            // every one of them: reading it instead of the table's rows (with their texts) halves a count of 2,000 comics.
            let numbers = scans ? "comics c" : "comics c INDEXED BY comics_published"
            let total = try connection.integer(
                fromFTS
                    ? "SELECT count(*) FROM comics_text \(needsJoin ? "JOIN comics c ON c.number = comics_text.rowid" : "") WHERE \(filter)"
                    : "SELECT count(*) FROM \(numbers) WHERE \(filter)", bindings)
            var hits: [ComicSearchHit] = []
            if fromFTS {
                // Several words that also stand side by side (Bobby Tables) beat the same words apart.
                var page = bindings
                var together = ""
                if let phrase = expression.adjacentPhrase {
                    page.append(.text(phrase))
                    together = "comics_text.rowid IN (SELECT rowid FROM comics_text WHERE comics_text MATCH ?\(page.count)) DESC,"
                }
                page += [.integer(limit), .integer(offset)]
                let (title, alt, transcript) = Self.rankWeights
                // Ranks every match but builds snippets for the page's rows only: SQLite would compute
                // the selected columns of every matching row before sorting them.
                try connection.query(
                    """
                    WITH top AS (
                        SELECT comics_text.rowid AS number,
                            \(together.isEmpty ? "0" : String(together.dropLast(" DESC,".count))) AS together,
                            bm25(comics_text, \(title), \(alt), \(transcript)) AS score
                        FROM comics_text \(needsJoin ? "JOIN comics c ON c.number = comics_text.rowid" : "")
                        WHERE \(filter)
                        ORDER BY together DESC, score, comics_text.rowid DESC
                        LIMIT ?\(page.count - 1) OFFSET ?\(page.count)
                    )
                    SELECT c.number, c.title, c.image, c.year, c.month, c.day, c.transcript_origin,
                        snippet(comics_text, 1, char(1), char(2), '…', \(Self.snippetTokens)) AS alt_snippet,
                        -- The transcript's snippet only when the alt text's has no match (it is not shown otherwise).
                        CASE WHEN instr(snippet(comics_text, 1, char(1), char(2), '…', \(Self.snippetTokens)), char(1)) > 0
                            THEN '' ELSE snippet(comics_text, 2, char(1), char(2), '…', \(Self.snippetTokens)) END,
                        substr(c.alt, 1, \(SnippetCutter.length + 1))
                    FROM top JOIN comics_text ON comics_text.rowid = top.number JOIN comics c ON c.number = top.number
                    WHERE comics_text MATCH ?1
                    ORDER BY top.together DESC, top.score, top.number DESC
                    """, page
                ) { row in
                    // snippet() has nothing for a column without a match: the alt text's start then.
                    let alt = Self.runs(row.text(7))
                    let start = SnippetCutter.runs(row.text(9), terms: [])
                    hits.append(Self.hit(row, alt: alt.isEmpty ? start : alt, transcript: Self.runs(row.text(8))))
                }
            } else {
                // Only short terms: comics with the first term in the title, then in the alt text, come
                // first. The order is found from the numbers (and, for a CJK term, the gram index's
                // columns) before any transcript is read: only the page's rows read theirs.
                let first = expression.shortTerms[0]
                var page = bindings
                let inTitle: String
                let inAlt: String
                var source = "comics c"
                if CJKGrams.isTerm(first) {
                    source = numbers
                    page += [
                        .text("{title}: " + SearchExpression.quoted(first)), .text("{alt}: " + SearchExpression.quoted(first)),
                    ]
                    inTitle = "c.number IN (SELECT rowid FROM comics_grams WHERE comics_grams MATCH ?\(page.count - 1))"
                    inAlt = "c.number IN (SELECT rowid FROM comics_grams WHERE comics_grams MATCH ?\(page.count))"
                } else {
                    page.append(.text(SearchExpression.likePattern(first)))
                    inTitle = "c.title LIKE ?\(page.count) ESCAPE '\\'"
                    inAlt = "c.alt LIKE ?\(page.count) ESCAPE '\\'"
                }
                page += [.integer(limit), .integer(offset)]
                try connection.query(
                    """
                    WITH top AS (
                        SELECT c.number, \(inTitle) AS in_title, \(inAlt) AS in_alt
                        FROM \(source) WHERE \(filter)
                        ORDER BY in_title DESC, in_alt DESC, c.number DESC
                        LIMIT ?\(page.count - 1) OFFSET ?\(page.count)
                    )
                    SELECT c.number, c.title, c.image, c.year, c.month, c.day, c.transcript_origin, c.alt, c.transcript
                    FROM top JOIN comics c ON c.number = top.number
                    ORDER BY top.in_title DESC, top.in_alt DESC, top.number DESC
                    """, page
                ) { row in
                    let terms = expression.shortTerms
                    hits.append(
                        Self.hit(
                            row, alt: SnippetCutter.runs(row.text(7), terms: terms),
                            transcript: SnippetCutter.runs(row.text(8), terms: terms)))
                }
            }
            return ComicSearchPage(hits: hits, total: total, progress: progress)
        }
    }

    public func titleSuggestions(for prefix: String, limit: Int) throws(ComicSearchError) -> [String] {
        let text = ComicIndexStore.plain(prefix, limit: SearchExpression.maximumLength).trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return [] }
        var titles: [String] = []
        try withReader { connection throws(SQLiteError) in
            try connection.query(
                """
                SELECT title FROM comics WHERE title LIKE ?1 ESCAPE '\\'
                ORDER BY title LIKE ?2 ESCAPE '\\' DESC, number DESC LIMIT ?3
                """,
                [
                    .text(SearchExpression.likePattern(text)), .text(String(SearchExpression.likePattern(text).dropFirst())),
                    .integer(limit),
                ]
            ) { row in titles.append(row.text(0)) }
        }
        return titles
    }

    public func transcript(number: Int) throws(ComicSearchError) -> Transcript? {
        var transcript: Transcript?
        try withReader { connection throws(SQLiteError) in
            try connection.query(
                "SELECT transcript, transcript_origin FROM comics WHERE number = ?1 AND transcript <> ''", [.integer(number)]
            ) { row in
                transcript = Transcript.Origin(rawValue: row.integer(1)).map { Transcript(text: row.text(0), origin: $0) }
            }
        }
        return transcript
    }

    public func progress() throws(ComicSearchError) -> IndexProgress {
        try withReader { connection throws(SQLiteError) in try Self.progress(connection) }
    }

    /// Comics indexed, out of the latest number less the numbers that do not exist.
    static func progress(_ connection: SQLiteConnection) throws(SQLiteError) -> IndexProgress {
        var indexed = 0
        var latest: Int?
        var absent = 0
        try connection.query(
            """
            SELECT (SELECT count(*) FROM comics), (SELECT value FROM meta WHERE key = 'latest'),
                (SELECT count(*) FROM absent WHERE number <= coalesce((SELECT value FROM meta WHERE key = 'latest'), 0))
            """
        ) { row in
            indexed = row.integer(0)
            latest = row.isNull(1) ? nil : row.integer(1)
            absent = row.integer(2)
        }
        return IndexProgress(indexed: indexed, total: latest.map { max(indexed, $0 - absent) })
    }

    /// The WHERE clause for `expression` and its bindings: the FTS5 match (`?1`) when there are
    /// indexed terms, a lookup of `number` in the word and gram indexes for short words and short CJK
    /// terms, and a substring condition for each other short term.
    static func filter(_ expression: SearchExpression, number: String) -> (String, [SQLiteValue]) {
        var clauses: [String] = []
        var bindings: [SQLiteValue] = []
        if let match = expression.matchExpression {
            bindings.append(.text(match))
            clauses.append("comics_text MATCH ?1")
        }
        // A short word of ASCII letters and digits is a whole word (`AI` is not in "said"), looked up
        // in the word index; one or two CJK letters are looked up in the gram index; both rather than
        // scanned for. One lookup for all the terms of each kind.
        let words = expression.shortTerms.filter(SearchExpression.isWord)
        if !words.isEmpty {
            bindings.append(.text(words.map(SearchExpression.quoted).joined(separator: " AND ")))
            clauses.append("\(number) IN (SELECT rowid FROM comics_words WHERE comics_words MATCH ?\(bindings.count))")
        }
        let grams = expression.shortTerms.filter(CJKGrams.isTerm)
        if !grams.isEmpty {
            bindings.append(.text(grams.map(SearchExpression.quoted).joined(separator: " AND ")))
            clauses.append("\(number) IN (SELECT rowid FROM comics_grams WHERE comics_grams MATCH ?\(bindings.count))")
        }
        for term in expression.shortTerms where !SearchExpression.isWord(term) && !CJKGrams.isTerm(term) {
            bindings.append(.text(SearchExpression.likePattern(term)))
            let at = bindings.count
            let columns = ["c.title", "c.alt", "c.transcript"].map { "\($0) LIKE ?\(at) ESCAPE '\\'" }
            clauses.append("(" + columns.joined(separator: " OR ") + ")")
        }
        return (clauses.joined(separator: " AND "), bindings)
    }

    /// The snippet a result shows: the alt text's when a word matched there, else the transcript's
    /// (credited when explainxkcd wrote it), else the start of the alt text.
    private static func hit(_ row: SQLiteConnection.Row, alt: [TextRun], transcript: [TextRun]) -> ComicSearchHit {
        let fromTranscript = !alt.contains(where: \.isMatch) && transcript.contains(where: \.isMatch)
        return ComicSearchHit(
            number: row.integer(0), title: row.text(1), imageURL: row.isNull(2) ? nil : row.text(2), year: row.integer(3),
            month: row.integer(4), day: row.integer(5), snippet: fromTranscript ? transcript : alt,
            snippetFromExplainXkcd: fromTranscript && row.integer(6) == Transcript.Origin.explainXkcd.rawValue)
    }

    /// Splits snippet() output on its markers into runs; line breaks become spaces.
    static func runs(_ snippet: String) -> [TextRun] {
        var runs: [TextRun] = []
        var current = ""
        var isMatch = false
        func flush() {
            if !current.isEmpty { runs.append(TextRun(text: current, isMatch: isMatch)) }
            current = ""
        }
        for character in snippet {
            switch character {
            case matchStart:
                flush()
                isMatch = true
            case matchEnd:
                flush()
                isMatch = false
            case "\n", "\r\n": current.append(" ")
            default: current.append(character)
            }
        }
        flush()
        return runs
    }
}
