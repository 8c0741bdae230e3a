import CSQLite
import ComicIndex
import Foundation
import Models
import Testing

/// What the faster search must keep: `kiosk_bm25` orders every match exactly as FTS5's `bm25()`
/// (also after the file changes under a connection that kept row lengths), snippets cut from the
/// stored text mark what the index matched, and short terms page through their three classes.
@Suite struct ComicSearchSpeedTests {
    /// Text where common words are in nearly every comic and rarer ones in a few, so that terms of
    /// every frequency are ranked, and more comics than the rows ranked by lookups before the
    /// connection reads every row's length.
    static func crowd(_ count: Int, from first: Int = 10_000) -> [Comic] {
        let common = ["the", "and", "password", "東京", "パスワード", "is", "it"]
        let rare = ["volcano", "sandwich", "staple", "orbit", "kite", "graph", "コンピューター", "猫"]
        return (0..<count).map { index in
            var state = UInt64(index + 1)
            func next(_ bound: Int) -> Int {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((state >> 33) % UInt64(bound))
            }
            func words(_ count: Int) -> String {
                (0..<count).map { _ in next(3) == 0 ? rare[next(rare.count)] : common[next(common.count)] }.joined(
                    separator: " ")
            }
            return Comic(
                number: first + index, title: words(1 + next(3)), altText: words(5 + next(20)), imageURL: nil, year: 2020,
                month: 1, day: 1, link: nil, isInteractive: false, transcript: words(10 + next(80)), news: nil)
        }
    }

    /// Runs `body` on a connection of its own to the file at `path`, with the store's SQL functions.
    static func opened<T>(_ path: String, _ body: (OpaquePointer) throws -> T) throws -> T {
        var opened: OpaquePointer?
        #expect(sqlite3_open(path, &opened) == SQLITE_OK)
        let handle = try #require(opened)
        defer { sqlite3_close(handle) }
        #expect(ComicIndexStore.registerFunctions(on: handle) == SQLITE_OK)
        return try body(handle)
    }

    func rowids(_ handle: OpaquePointer, _ sql: String, _ match: String) throws -> [Int] {
        var statement: OpaquePointer?
        #expect(sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, "\(String(cString: sqlite3_errmsg(handle)))")
        defer { sqlite3_finalize(statement) }
        #expect(kiosk_sqlite3_bind_text_transient(statement, 1, match, -1) == SQLITE_OK)
        var found: [Int] = []
        while sqlite3_step(statement) == SQLITE_ROW { found.append(Int(sqlite3_column_int64(statement, 0))) }
        return found
    }

    func order(_ handle: OpaquePointer, _ function: String, _ match: String) throws -> [Int] {
        try rowids(
            handle,
            "SELECT rowid FROM comics_text WHERE comics_text MATCH ?1 ORDER BY \(function)(comics_text, 10, 4, 1), rowid DESC",
            match)
    }

    @Test func kioskBM25_ordersEveryMatchAsBM25_alsoAfterTheFileChanges() throws {
        let index = try TemporaryIndex.filled(Self.crowd(300))
        defer { index.remove() }
        var opened: OpaquePointer?
        #expect(sqlite3_open(index.store.path, &opened) == SQLITE_OK)
        let handle = try #require(opened)
        defer { sqlite3_close(handle) }
        #expect(ComicIndexStore.registerFunctions(on: handle) == SQLITE_OK)
        let matches = [
            "\"the\"", "\"password\"", "\"パスワード\"", "\"volcano\"", "\"password\" AND \"the\"", "\"sandwich\" AND \"staple\"",
            "\"the password\"", "\"コンピューター\"",
        ]
        for match in matches {
            let expected = try order(handle, "bm25", match)
            #expect(!expected.isEmpty, "\(match)")
            #expect(try order(handle, "kiosk_bm25", match) == expected, "\(match)")
        }
        // Lengths change under the connection, which read them all above: it must not use them.
        for comic in Self.crowd(40, from: 10_000).reversed() {
            var longer = comic
            longer.altText += " " + String(repeating: "the password and ", count: 6)
            try index.store.add(longer, transcript: nil)
        }
        for match in matches {
            #expect(try order(handle, "kiosk_bm25", match) == order(handle, "bm25", match), "after the change: \(match)")
        }
    }

    /// A term matched by its covering trigrams (`kiosk_bm25_term`) must find, count and order
    /// exactly the rows its phrase does (`bm25()`), also where the trigrams stand in a row apart, in
    /// another order or in different columns, and where one trigram is the term's twice.
    @Test(arguments: ["password", "パスワード", "コンピューター", "the password", "lalalala", "sword"])
    func kioskBM25Term_findsCountsAndOrdersAsThePhrase_evenWithItsTrigramsApart(term: String) throws {
        let index = try TemporaryIndex.filled(Self.crowd(300) + Self.apart)
        defer { index.remove() }
        try Self.opened(index.store.path) { handle in try kioskBM25TermFindsAsThePhrase(handle, index, term) }
    }

    private func kioskBM25TermFindsAsThePhrase(_ handle: OpaquePointer, _ index: TemporaryIndex, _ term: String) throws {
        let covering = try #require(SearchExpression.parse("\"\(term)\"").coveringTrigrams)
        let expected = try order(handle, "bm25", SearchExpression.quoted(term))
        #expect(!expected.isEmpty)
        _ = try rowids(handle, "SELECT kiosk_bm25_scored() WHERE ?1 = ''", "")
        // As the search ranks: every row scored once, in the ORDER BY; the rows without a score last.
        var statement: OpaquePointer?
        #expect(
            sqlite3_prepare_v2(
                handle,
                """
                SELECT rowid, kiosk_bm25_term(comics_text, '\(covering.offsets)', 10, 4, 1) AS score
                FROM comics_text WHERE comics_text MATCH ?1 ORDER BY score NULLS LAST, rowid DESC
                """, -1, &statement, nil) == SQLITE_OK)
        #expect(kiosk_sqlite3_bind_text_transient(statement, 1, covering.match, -1) == SQLITE_OK)
        var found: [Int] = []
        var apartOnes = 0
        while sqlite3_step(statement) == SQLITE_ROW {
            if sqlite3_column_type(statement, 1) == SQLITE_NULL {
                apartOnes += 1
            } else {
                #expect(apartOnes == 0, "a row without the term ranked before one with it")
                found.append(Int(sqlite3_column_int64(statement, 0)))
            }
        }
        sqlite3_finalize(statement)
        #expect(found == expected)
        #expect(apartOnes > 0, "no row holds the trigrams apart: the test tests nothing")
        #expect(try rowids(handle, "SELECT kiosk_bm25_scored() WHERE ?1 = ''", "") == [expected.count])
        // Through the search: the same count and the same first page.
        let page = try index.store.search("\"\(term)\"", offset: 0, limit: 20)
        #expect(page.total == expected.count)
        #expect(page.hits.map(\.number) == Array(expected.prefix(20)))
    }

    /// How many segments each full-text index of the file at `path` has (FTS5 numbers a segment's
    /// pages from rowid `segment << 37`).
    static func segments(_ path: String) throws -> [Int] {
        try opened(path) { handle in try segments(handle) }
    }

    private static func segments(_ handle: OpaquePointer) throws -> [Int] {
        return try ["comics_text", "comics_words", "comics_grams"].map { table in
            var statement: OpaquePointer?
            #expect(
                sqlite3_prepare_v2(
                    handle, "SELECT count(DISTINCT id >> 37) FROM \(table)_data WHERE id >= 1 << 37", -1, &statement, nil)
                    == SQLITE_OK)
            defer { sqlite3_finalize(statement) }
            try #require(sqlite3_step(statement) == SQLITE_ROW)
            return Int(sqlite3_column_int64(statement, 0))
        }
    }

    @Test func optimize_mergesEachIndexIntoOneSegment_andSearchesFindTheSame() throws {
        let index = try TemporaryIndex.filled(Self.crowd(300))
        defer { index.remove() }
        #expect(try Self.segments(index.store.path).allSatisfy { $0 > 1 }, "one comic a write: many segments")
        let queries = ["the", "password strength", "猫 コンピューター", "is it", "東京", "\"the password\"", "zzzzqq"]
        let before = try queries.map { try index.store.search($0, offset: 0, limit: 50) }
        try index.store.optimize()
        #expect(try Self.segments(index.store.path) == [1, 1, 1])
        #expect(try queries.map { try index.store.search($0, offset: 0, limit: 50) } == before)
    }

    @Test func search_whenTheMatchIsDeepInALongTranscript_cutsALineAroundItBetweenWords() throws {
        let filler = String(repeating: "Cueball keeps talking about the weather and nothing else. ", count: 20)
        let comic = Comic(
            number: 8000, title: "Long Talk", altText: "Nothing here.", imageURL: nil, year: 2026, month: 1, day: 1, link: nil,
            isInteractive: false, transcript: nil, news: nil)
        let index = try TemporaryIndex.filled([])
        defer { index.remove() }
        try index.store.add(
            comic, transcript: Transcript(text: filler + "Megan: The QUASAR is back.\n" + filler, origin: .explainXkcd))
        let hit = try #require(try index.store.search("quasar", offset: 0, limit: 5).hits.first)
        #expect(hit.number == 8000)
        #expect(hit.snippetFromExplainXkcd)
        #expect(hit.snippet.filter(\.isMatch).map(\.text) == ["QUASAR"])
        let text = hit.snippet.map(\.text).joined()
        #expect(text.hasPrefix("…") && text.hasSuffix("…"), "\(text)")
        #expect(text.count <= 82, "\(text)")
        // Cut between words: what follows the opening ellipsis and precedes the closing one is whole.
        let words = filler.split(separator: " ").map(String.init) + ["Megan:", "The", "QUASAR", "is", "back."]
        let inner = text.dropFirst().dropLast().split(separator: " ").map(String.init)
        #expect(inner.allSatisfy(words.contains), "\(inner)")
        #expect(!text.contains("\n"))
    }

    @Test func search_snippetMarksWhatTheIndexMatched_caseAndWholeWords() throws {
        let index = try TemporaryIndex.filled([
            ComicIndexStoreTests.cjkComic(8101, title: "Café", alt: "The CAFÉ serves passwords.", transcript: nil),
            ComicIndexStoreTests.cjkComic(8102, title: "Go", alt: "Go is a game; going is not.", transcript: nil),
        ])
        defer { index.remove() }
        let cafe = try #require(try index.store.search("café", offset: 0, limit: 5).hits.first { $0.number == 8101 })
        #expect(cafe.snippet.filter(\.isMatch).map(\.text) == ["CAFÉ"])
        // An indexed term matches inside words, as the trigram index does.
        let passwords = try #require(try index.store.search("PASSWORD", offset: 0, limit: 5).hits.first { $0.number == 8101 })
        #expect(passwords.snippet.filter(\.isMatch).map(\.text) == ["password"])
        // A short word only as a whole word, as the word index does.
        let go = try #require(try index.store.search("go", offset: 0, limit: 5).hits.first)
        #expect(go.number == 8102)
        #expect(go.snippet.filter(\.isMatch).map(\.text) == ["Go"])
    }

    @Test func search_whenTitleMatchesAndThereIsNoAltText_snippetIsTheTranscriptsStart() throws {
        let index = try TemporaryIndex.filled([])
        defer { index.remove() }
        let comic = ComicIndexStoreTests.cjkComic(8201, title: "Quokka", alt: "", transcript: nil)
        try index.store.add(comic, transcript: Transcript(text: "[A quiet field.]\nMegan: Look.", origin: .explainXkcd))
        let hit = try #require(try index.store.search("quokka", offset: 0, limit: 5).hits.first)
        #expect(hit.snippet == [TextRun(text: "[A quiet field.] Megan: Look.", isMatch: false)])
        #expect(hit.snippetFromExplainXkcd)
    }

    /// Short terms only: the first term in the title, then in the alt text, then elsewhere, newest
    /// first in each; pages that cross from one class to the next, and a count of all of them.
    @Test(arguments: ["is", "猫"])
    func search_whenOnlyShortTerms_pagesThroughTitleAltThenTheRest(term: String) throws {
        let comics = [
            ComicIndexStoreTests.cjkComic(9001, title: "Rest", alt: "Nothing.", transcript: "Here \(term) is said."),
            ComicIndexStoreTests.cjkComic(9002, title: "What \(term) this", alt: "Title.", transcript: nil),
            ComicIndexStoreTests.cjkComic(9003, title: "Alt", alt: "Alt \(term) here.", transcript: nil),
            ComicIndexStoreTests.cjkComic(9004, title: "More", alt: "None.", transcript: "Again \(term) there."),
            ComicIndexStoreTests.cjkComic(9005, title: "Also \(term)", alt: "And \(term) too.", transcript: nil),
            ComicIndexStoreTests.cjkComic(9006, title: "Alt two", alt: "\(term) again.", transcript: nil),
        ]
        let index = try TemporaryIndex.filled(comics)
        defer { index.remove() }
        let ordered = [9005, 9002, 9006, 9003, 9004, 9001]
        let all = try index.store.search(term, offset: 0, limit: 100)
        #expect(all.total == all.hits.count)
        // The relevance set's comics with the word fall in between, by the same rules.
        #expect(all.hits.map(\.number).filter { $0 > 9000 } == ordered)
        for (offset, limit) in [(1, 2), (2, 3), (3, 2), (5, 4), (6, 3)] {
            let page = try index.store.search(term, offset: offset, limit: limit)
            let expected = Array(all.hits.map(\.number).dropFirst(offset).prefix(limit))
            #expect(page.hits.map(\.number) == expected, "offset \(offset), limit \(limit)")
            #expect(page.total == all.total)
        }
    }

    /// The count comes from the ranking itself (every match scored once): it must be every match,
    /// with short terms looked up or scanned beside the full-text ones, on any page, past the end too.
    @Test(arguments: ["猫 コンピューター", "the", "password the", "C# the", "\"the password\"", "is the", "zzzzqq"])
    func search_whenRanked_countsEveryMatchOnEveryPage(query: String) throws {
        let index = try TemporaryIndex.filled(Self.crowd(120) + [Self.hash])
        defer { index.remove() }
        let first = try index.store.search(query, offset: 0, limit: 500)
        #expect(first.total == first.hits.count)
        let second = try index.store.search(query, offset: 3, limit: 4)
        #expect(second.hits.map(\.number) == Array(first.hits.map(\.number).dropFirst(3).prefix(4)))
        #expect(second.total == first.total)
        let beyond = try index.store.search(query, offset: first.total + 5, limit: 4)
        #expect(beyond.hits.isEmpty)
        #expect(beyond.total == first.total)
    }

    /// Comics holding the covering trigrams of a test's terms, but apart: in another order, in
    /// different columns, a term's whole trigrams but not the term.
    static let apart = [
        ("Pass", "A swollen word.", "pas swo ord"), ("コンピュータ", "ーター", "パスワ ワード"), ("La la", "lala lala", "lalala"),
        ("Swords", "fish sword", "the pass word"), ("Lalalala", "the password", "コンピューター"),
    ].enumerated().map { index, texts in
        Comic(
            number: 9_500 + index, title: texts.0, altText: texts.1, imageURL: nil, year: 2020, month: 1, day: 1,
            link: nil, isInteractive: false, transcript: texts.2, news: nil)
    }

    /// One term matched by its covering trigrams, beside short terms looked up or scanned for: the
    /// count is every comic holding all the terms (each in a column), no more, on every page.
    @Test(arguments: ["password", "C# password", "猫 パスワード", "コンピューター 東京", "\"the password\" C#"])
    func search_whenOneLongTerm_countsEveryComicHoldingItAndNoOther(query: String) throws {
        let comics = Self.crowd(300) + Self.apart + [Self.hash]
        let index = try TemporaryIndex.filled(comics)
        defer { index.remove() }
        let texts =
            RelevanceSet.entries.map { entry in
                let comic = RelevanceSet.comic(entry)
                return [comic.title, comic.altText, entry.transcript]
            } + comics.map { [$0.title, $0.altText, $0.transcript ?? ""] }
        let terms = SearchExpression.parse(query)
        let holding = texts.filter { columns in
            (terms.indexedTerms + terms.shortTerms).allSatisfy { term in
                columns.contains { $0.lowercased().contains(term.lowercased()) }
            }
        }
        #expect(!holding.isEmpty)
        let all = try index.store.search(query, offset: 0, limit: 1_000)
        #expect(all.total == holding.count)
        #expect(all.hits.count == holding.count)
        let page = try index.store.search(query, offset: 2, limit: 3)
        #expect(page.total == holding.count)
        #expect(page.hits.map(\.number) == Array(all.hits.map(\.number).dropFirst(2).prefix(3)))
    }

    static let hash = Comic(
        number: 8300, title: "Sharp", altText: "C# and the password.", imageURL: nil, year: 2026, month: 1, day: 1, link: nil,
        isInteractive: false, transcript: nil, news: nil)
}
