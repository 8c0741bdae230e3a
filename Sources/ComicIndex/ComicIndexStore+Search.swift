import Foundation
import Models

/// What search pages read: ranked results with marked snippets, title suggestions, transcripts and
/// progress. Every call reads through a pooled connection, never waiting on the crawler (WAL).
extension ComicIndexStore {
    /// Column weights for BM25: a word in the title counts most, then the alt text, then the transcript.
    static let rankWeights = (title: 10.0, alt: 4.0, transcript: 1.0)

    public func search(_ text: String, offset: Int, limit: Int) throws(ComicSearchError) -> ComicSearchPage {
        let expression = SearchExpression.parse(text)
        var page = try withReader { connection throws(SQLiteError) in
            try connection.reading { () throws(SQLiteError) in
                try Self.search(expression, offset: offset, limit: limit, connection)
            }
        }
        for index in page.hits.indices { page.hits[index].imageURL = imageURL(stored: page.hits[index].imageURL) }
        return page
    }

    private static func search(
        _ expression: SearchExpression, offset: Int, limit: Int, _ connection: SQLiteConnection
    ) throws(SQLiteError) -> ComicSearchPage {
        let progress = try Self.progress(connection)
        guard !expression.isEmpty else { return ComicSearchPage(hits: [], total: 0, progress: progress) }
        let (total, numbers) =
            expression.matchExpression != nil
            ? try Self.ranked(expression, offset: offset, limit: limit, connection)
            : try Self.shortOnly(expression, offset: offset, limit: limit, connection)
        // Only the page's rows are read, and their snippets cut here from the stored text.
        let needles = SnippetCutter.needles(expression)
        var hits: [ComicSearchHit] = []
        for number in numbers {
            try connection.query(
                """
                SELECT number, title, image, year, month, day, transcript_origin, alt, transcript
                FROM comics WHERE number = ?1
                """, [.integer(number)]
            ) { row in hits.append(Self.hit(row, needles: needles)) }
        }
        return ComicSearchPage(hits: hits, total: total, progress: progress)
    }

    /// The number of matches and the page's numbers, best first, for a search with indexed terms:
    /// ranked by BM25 with the column weights (`kiosk_bm25`, which orders exactly as FTS5's `bm25()`;
    /// `kiosk_bm25_term` for one term matched by its covering trigrams, which scores it the same).
    private static func ranked(
        _ expression: SearchExpression, offset: Int, limit: Int, _ connection: SQLiteConnection
    ) throws(SQLiteError) -> (Int, [Int]) {
        let scans = expression.shortTerms.contains { !SearchExpression.isWord($0) && !CJKGrams.isTerm($0) }
        // The join to `comics` only when a short term is scanned for in its columns.
        let join = scans ? "JOIN comics c ON c.number = comics_text.rowid" : ""
        let covering = expression.coveringTrigrams
        var (filter, bindings) = Self.filter(
            expression, number: scans ? "c.number" : "comics_text.rowid", match: covering?.match)
        // Several words that also stand side by side (Bobby Tables) beat the same words apart.
        let together = expression.adjacentPhrase == nil ? "0" : "kiosk_adjacent(comics_text)"
        let (title, alt, transcript) = Self.rankWeights
        var score = "kiosk_bm25(comics_text, \(title), \(alt), \(transcript))"
        if let covering {
            bindings.append(.text(covering.offsets))
            score = "kiosk_bm25_term(comics_text, ?\(bindings.count), \(title), \(alt), \(transcript))"
        }
        let matches = """
            SELECT comics_text.rowid AS number, \(together) AS together, \(score) AS score
            FROM comics_text \(join) WHERE \(filter)
            """
        var numbers: [Int] = []
        _ = try connection.integer("SELECT kiosk_bm25_scored()")
        // A row holding a term's covering trigrams out of place has no score: not a match, last.
        try connection.query(
            """
            \(matches) ORDER BY together DESC, score NULLS LAST, number DESC
            LIMIT ?\(bindings.count + 1) OFFSET ?\(bindings.count + 2)
            """,
            bindings + [.integer(limit), .integer(offset)]
        ) { row in if !row.isNull(2) { numbers.append(row.integer(0)) } }
        // Ordering by the score scored every match once: their count, without a second pass.
        let total = try connection.integer("SELECT kiosk_bm25_scored()")
        return (total, numbers)
    }

    /// The number of matches and the page's numbers for a search of short terms only: comics with
    /// the first term in the title, then in the alt text, come first, newest first within each.
    private static func shortOnly(
        _ expression: SearchExpression, offset: Int, limit: Int, _ connection: SQLiteConnection
    ) throws(SQLiteError) -> (Int, [Int]) {
        let terms = expression.shortTerms
        if terms.allSatisfy(SearchExpression.isWord) {
            return try classes(of: terms, in: "comics_words", offset: offset, limit: limit, connection)
        }
        if terms.allSatisfy(CJKGrams.isTerm) {
            return try classes(of: terms, in: "comics_grams", offset: offset, limit: limit, connection)
        }
        return try scanned(expression, offset: offset, limit: limit, connection)
    }

    /// Short terms all looked up in one index (`comics_words` or `comics_grams`): the order comes
    /// from three lookups in it, each already newest first (the first term in the title; in the alt
    /// text but not the title; neither), before any text is read. A class is counted only when the
    /// page starts after it, so a first page costs the total's count and one or two lookups.
    private static func classes(
        of terms: [String], in table: String, offset: Int, limit: Int, _ connection: SQLiteConnection
    ) throws(SQLiteError) -> (Int, [Int]) {
        let all = "(" + terms.map(SearchExpression.quoted).joined(separator: " AND ") + ")"
        let first = SearchExpression.quoted(terms[0])
        let kinds = [
            "\(all) AND ({title}: \(first))", "\(all) AND ({alt}: \(first)) NOT ({title}: \(first))",
            "\(all) NOT ({title alt}: \(first))",
        ]
        let total = try connection.integer("SELECT count(*) FROM \(table) WHERE \(table) MATCH ?1", [.text(all)])
        var numbers: [Int] = []
        var skip = offset
        for kind in kinds where numbers.count < limit && skip < total {
            if skip > 0 {
                let count = try connection.integer("SELECT count(*) FROM \(table) WHERE \(table) MATCH ?1", [.text(kind)])
                guard skip < count else {
                    skip -= count
                    continue
                }
            }
            try connection.query(
                "SELECT rowid FROM \(table) WHERE \(table) MATCH ?1 ORDER BY rowid DESC LIMIT ?2 OFFSET ?3",
                [.text(kind), .integer(limit - numbers.count), .integer(skip)]
            ) { row in numbers.append(row.integer(0)) }
            skip = 0
        }
        return (total, numbers)
    }

    /// Short terms of both kinds, or scanned for (`C#`): comics with the first term in the title,
    /// then in the alt text, come first. The order is found from the numbers (and, for a CJK term,
    /// the gram index's columns) before any text is read.
    private static func scanned(
        _ expression: SearchExpression, offset: Int, limit: Int, _ connection: SQLiteConnection
    ) throws(SQLiteError) -> (Int, [Int]) {
        let scans = expression.shortTerms.contains { !SearchExpression.isWord($0) && !CJKGrams.isTerm($0) }
        let (filter, bindings) = Self.filter(expression, number: "c.number")
        // Without a scan only numbers are needed, and the small `comics_published` index holds
        // every one of them: reading it instead of the table's rows (with their texts) halves a count of 2,000 comics.
        let numbers = scans ? "comics c" : "comics c INDEXED BY comics_published"
        let total = try connection.integer("SELECT count(*) FROM \(numbers) WHERE \(filter)", bindings)
        guard offset < total else { return (total, []) }
        let first = expression.shortTerms[0]
        var page = bindings
        let inTitle: String
        let inAlt: String
        var source = "comics c"
        if CJKGrams.isTerm(first) {
            source = numbers
            page += [.text("{title}: " + SearchExpression.quoted(first)), .text("{alt}: " + SearchExpression.quoted(first))]
            inTitle = "c.number IN (SELECT rowid FROM comics_grams WHERE comics_grams MATCH ?\(page.count - 1))"
            inAlt = "c.number IN (SELECT rowid FROM comics_grams WHERE comics_grams MATCH ?\(page.count))"
        } else if SearchExpression.isWord(first) {
            page += [.text("{title}: " + SearchExpression.quoted(first)), .text("{alt}: " + SearchExpression.quoted(first))]
            inTitle = "c.number IN (SELECT rowid FROM comics_words WHERE comics_words MATCH ?\(page.count - 1))"
            inAlt = "c.number IN (SELECT rowid FROM comics_words WHERE comics_words MATCH ?\(page.count))"
        } else {
            page.append(.text(SearchExpression.likePattern(first)))
            inTitle = "c.title LIKE ?\(page.count) ESCAPE '\\'"
            inAlt = "c.alt LIKE ?\(page.count) ESCAPE '\\'"
        }
        page += [.integer(limit), .integer(offset)]
        var found: [Int] = []
        try connection.query(
            """
            SELECT c.number, \(inTitle) AS in_title, \(inAlt) AS in_alt
            FROM \(source) WHERE \(filter)
            ORDER BY in_title DESC, in_alt DESC, c.number DESC
            LIMIT ?\(page.count - 1) OFFSET ?\(page.count)
            """, page
        ) { row in found.append(row.integer(0)) }
        return (total, found)
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

    /// The WHERE clause for `expression` and its bindings: the FTS5 match (`?1`; `match` instead of
    /// the expression's own when given) when there are indexed terms, a lookup of `number` in the word
    /// and gram indexes for short words and short CJK terms, and a substring condition for each other
    /// short term.
    static func filter(
        _ expression: SearchExpression, number: String, match: String? = nil
    ) -> (String, [SQLiteValue]) {
        var clauses: [String] = []
        var bindings: [SQLiteValue] = []
        if let match = match ?? expression.matchExpression {
            bindings.append(.text(match))
            clauses.append("comics_text MATCH ?1")
        }
        // A short word of ASCII letters and digits is a whole word (`AI` is not in "said"), looked up
        // in the word index; one or two CJK letters are looked up in the gram index; both rather than
        // scanned for. One lookup for all the terms of each kind.
        // The numbers found there are looked up once, when the first row asks, and each row is a
        // bit test (`kiosk_in`), not a probe of a temporary index.
        for (table, terms) in [
            ("comics_words", expression.shortTerms.filter(SearchExpression.isWord)),
            ("comics_grams", expression.shortTerms.filter(CJKGrams.isTerm)),
        ] where !terms.isEmpty {
            bindings.append(.text(terms.map(SearchExpression.quoted).joined(separator: " AND ")))
            clauses.append("kiosk_in('\(table)', ?\(bindings.count), \(number))")
        }
        for term in expression.shortTerms where !SearchExpression.isWord(term) && !CJKGrams.isTerm(term) {
            bindings.append(.text(SearchExpression.likePattern(term)))
            let at = bindings.count
            let columns = ["c.title", "c.alt", "c.transcript"].map { "\($0) LIKE ?\(at) ESCAPE '\\'" }
            clauses.append("(" + columns.joined(separator: " OR ") + ")")
        }
        return (clauses.joined(separator: " AND "), bindings)
    }

    /// The snippet a result shows: the alt text's when a term is in it, else the transcript's
    /// (credited when explainxkcd wrote it), else the start of the alt text, or of the transcript
    /// when there is no alt text. The transcript is read from the row only when needed.
    private static func hit(_ row: SQLiteConnection.Row, needles: [SnippetCutter.Needle]) -> ComicSearchHit {
        var snippet = SnippetCutter.matched(row.text(7), needles: needles)
        var fromTranscript = false
        if snippet == nil, let transcript = SnippetCutter.matched(row.text(8), needles: needles) {
            snippet = transcript
            fromTranscript = true
        }
        if snippet == nil, case let opening = SnippetCutter.opening(row.text(7)), !opening.isEmpty { snippet = opening }
        if snippet == nil {
            // No alt text at all (a few comics): the transcript's start says more than nothing.
            snippet = SnippetCutter.opening(row.text(8))
            fromTranscript = snippet?.isEmpty == false
        }
        return ComicSearchHit(
            number: row.integer(0), title: row.text(1), imageURL: row.isNull(2) ? nil : row.text(2), year: row.integer(3),
            month: row.integer(4), day: row.integer(5), snippet: snippet ?? [],
            snippetFromExplainXkcd: fromTranscript && row.integer(6) == Transcript.Origin.explainXkcd.rawValue)
    }
}
