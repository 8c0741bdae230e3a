import CSQLite
import ComicIndex
import Foundation
import Models
import Testing
import TestSupport

/// A store in a fresh folder under the system's temporary directory, removed when the test ends.
struct TemporaryIndex {
    let directory: String
    let clock = TestClock()
    let store: ComicIndexStore

    init(maxPageCount: Int? = nil) {
        directory = NSTemporaryDirectory() + "kiosk-index-\(UUID().uuidString)"
        store = ComicIndexStore(directory: directory, now: clock.now, maxPageCount: maxPageCount)
    }

    /// A store with the relevance set (and `extra` comics) indexed.
    static func filled(_ extra: [Comic] = []) throws -> TemporaryIndex {
        let index = TemporaryIndex()
        index.store.open()
        for entry in RelevanceSet.entries {
            try index.store.add(RelevanceSet.comic(entry), transcript: Transcript(text: entry.transcript, origin: .xkcd))
        }
        for comic in extra {
            try index.store.add(comic, transcript: comic.transcript.map { Transcript(text: $0, origin: .xkcd) })
        }
        return index
    }

    func remove() { try? FileManager.default.removeItem(atPath: directory) }
}

@Suite struct ComicIndexStoreTests {
    @Test(arguments: RelevanceSet.classics)
    func search_whenClassicQuery_ranksTheClassicFirst(query: String, number: Int) throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        let page = try index.store.search(query, offset: 0, limit: 10)
        #expect(page.hits.first?.number == number, "“\(query)” found \(page.hits.map(\.number))")
    }

    @Test func search_whenWordInAltText_marksTheMatchInTheSnippet() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        let hit = try #require(try index.store.search("simon", offset: 0, limit: 10).hits.first)
        #expect(hit.number == 149)
        #expect(hit.snippet.filter(\.isMatch).map(\.text) == ["Simon"])
        #expect(hit.snippet.map(\.text).joined() == "A proper user policy apparently means Simon Says.")
    }

    @Test func search_whenOnlyTranscriptMatches_snippetIsFromTheTranscript() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        let hit = try #require(try index.store.search("antigravity", offset: 0, limit: 10).hits.first)
        #expect(hit.number == 353)
        #expect(hit.snippet.contains(TextRun(text: "antigravity", isMatch: true)))
        #expect(!hit.snippetFromExplainXkcd)
    }

    @Test func search_whenQuotedPhrase_findsOnlyTheExactPhrase() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        #expect(try index.store.search("\"horse battery\"", offset: 0, limit: 10).hits.map(\.number) == [936])
        #expect(try index.store.search("\"battery horse\"", offset: 0, limit: 10).hits.isEmpty)
    }

    @Test func search_whenPaged_splitsTheResultsAndCountsThemAll() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        let all = try index.store.search("password", offset: 0, limit: 10)
        #expect(all.total == 3)
        let second = try index.store.search("password", offset: 2, limit: 2)
        #expect(second.total == 3)
        #expect(second.hits.map(\.number) == [all.hits[2].number])
    }

    static let syntaxComic = Comic(
        number: 5000, title: "Syntax",
        altText: "Type title:password or NEAR(cats dogs) or pass* or ^caret, AND OR NOT (braces) - here.",
        imageURL: nil, year: 2026, month: 1, day: 1, link: nil, isInteractive: false, transcript: nil, news: nil)

    /// FTS5's operators and broken syntax, searched for as the text they are.
    @Test(arguments: [
        ("title:password", [5000]), ("NEAR(cats", [5000]), ("pass*", [5000]), ("^caret", [5000]),
        ("NOT (braces)", [5000]), ("(braces)", [5000]), ("\"Bobby Tables", [327]), ("\"little Bobby\" \"Tables", [327]),
        ("\u{0}sand\u{1}wich\u{7F}", [149, 1]), ("\"\"\"", []), ("*", [5000]), ("NEAR", [5000]),
        ("'); DROP TABLE Students;--", [327]),
    ])
    func search_whenHostileQuery_searchesItAsText(query: String, expected: [Int]) throws {
        let index = try TemporaryIndex.filled([Self.syntaxComic])
        defer { index.remove() }
        let found = try index.store.search(query, offset: 0, limit: 10).hits.map(\.number)
        #expect(found == expected, "query \(query.debugDescription)")
    }

    static let japaneseComic = Comic(
        number: 6000, title: "東京の猫", altText: "東京の猫はとても気まぐれです。AI にも分かりません。",
        imageURL: nil, year: 2026, month: 2, day: 2, link: nil, isInteractive: false, transcript: nil, news: nil)

    @Test(arguments: ["東京の猫", "気まぐれ", "猫", "AI", "東京"])
    func search_whenJapaneseOrShortTerm_findsIt(query: String) throws {
        let index = try TemporaryIndex.filled([Self.japaneseComic])
        defer { index.remove() }
        let found = try index.store.search(query, offset: 0, limit: 10).hits
        let hit = try #require(found.first, "query \(query)")
        #expect(hit.number == 6000)
        let marked = hit.snippet.filter(\.isMatch)
        #expect(!marked.isEmpty, "query \(query): \(hit.snippet)")
    }

    static func cjkComic(_ number: Int, title: String, alt: String, transcript: String?) -> Comic {
        Comic(
            number: number, title: title, altText: alt, imageURL: nil, year: 2026, month: 3, day: 3, link: nil,
            isInteractive: false, transcript: transcript, news: nil)
    }

    /// One or two CJK characters are looked up in the gram index: found as a substring would be (not
    /// the two characters apart), titles first, then alt texts, and kept in step when a comic changes.
    @Test func search_whenShortCJKTerm_findsItAsSubstringTitlesFirstAndFollowsChanges() throws {
        let index = try TemporaryIndex.filled([
            Self.cjkComic(7001, title: "宇宙の旅", alt: "Space.", transcript: nil),
            Self.cjkComic(7002, title: "Orbit", alt: "ロケットで宇宙へ。", transcript: nil),
            Self.cjkComic(7003, title: "Launch", alt: "Up.", transcript: "Cueball: 宇宙だ！"),
            Self.cjkComic(7004, title: "Apart", alt: "宇 and 宙 apart.", transcript: nil),
        ])
        defer { index.remove() }
        #expect(try index.store.search("宇宙", offset: 0, limit: 10).hits.map(\.number) == [7001, 7002, 7003])
        #expect(try index.store.search("宙", offset: 0, limit: 10).hits.map(\.number) == [7001, 7004, 7002, 7003])
        #expect(try index.store.search("宇宙 Launch", offset: 0, limit: 10).hits.map(\.number) == [7003])
        try index.store.add(
            Self.cjkComic(7003, title: "Launch", alt: "Up.", transcript: nil),
            transcript: Transcript(text: "Cueball: 星だ！", origin: .xkcd))
        let after = try index.store.search("宇宙", offset: 0, limit: 10)
        #expect(after.hits.map(\.number) == [7001, 7002])
        #expect(after.total == 2)
    }

    @Test func titleSuggestions_whenPrefix_listsPrefixMatchesFirst() throws {
        let index = try TemporaryIndex.filled()
        defer { index.remove() }
        #expect(try index.store.titleSuggestions(for: "pyth", limit: 5) == ["Python Environment", "Python"])
        #expect(try index.store.titleSuggestions(for: "word", limit: 5) == ["Password Strength", "Password Reuse"])
        #expect(try index.store.titleSuggestions(for: "%", limit: 5).isEmpty)
    }

    @Test func progress_countsIndexedComicsOutOfTheLatestLessAbsentOnes() throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        #expect(try index.store.progress() == IndexProgress(indexed: 0, total: nil))
        try index.store.setLatest(10)
        for number in [1, 2, 3] { try index.store.add(Self.comic(number), transcript: nil) }
        try index.store.markAbsent(4)
        #expect(try index.store.progress() == IndexProgress(indexed: 3, total: 9))
        #expect(try index.store.missingNumbers(upTo: 10) == [5, 6, 7, 8, 9, 10])
    }

    @Test func transcript_whenExplained_isStoredAndReadBackWithItsOrigin() throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        try index.store.add(Self.comic(1700), transcript: nil)
        #expect(try index.store.transcript(number: 1700) == nil)
        try index.store.setExplainedTranscript("[Cueball stands.]\nCueball: Hello.", number: 1700, checkedAt: index.clock.now())
        #expect(
            try index.store.transcript(number: 1700)
                == Transcript(text: "[Cueball stands.]\nCueball: Hello.", origin: .explainXkcd))
        let hit = try #require(try index.store.search("Cueball", offset: 0, limit: 5).hits.first)
        #expect(hit.snippetFromExplainXkcd)
    }

    @Test func transcriptsDue_newComicsInTheirFirstWeekOnlyOldOnesOnce() throws {
        let index = TemporaryIndex()
        defer { index.remove() }
        index.store.open()
        let day: TimeInterval = 86_400
        let ages = [0, 1 * day, 3 * day, 7 * day]
        // Comic 1700 came out long ago; 3000 comes out "today" on the test clock.
        let today = Calendar(identifier: .gregorian).dateComponents(in: TimeZone(secondsFromGMT: 0)!, from: index.clock.now())
        try index.store.add(Self.comic(1700), transcript: nil)
        var fresh = Self.comic(3000)
        (fresh.year, fresh.month, fresh.day) = (today.year!, today.month!, today.day!)
        try index.store.add(fresh, transcript: nil)
        #expect(try index.store.transcriptsDue(from: 1609, ages: ages, at: index.clock.now(), limit: 10) == [3000, 1700])
        try index.store.setExplainedTranscript(nil, number: 1700, checkedAt: index.clock.now())
        try index.store.setExplainedTranscript(nil, number: 3000, checkedAt: index.clock.now())
        #expect(try index.store.transcriptsDue(from: 1609, ages: ages, at: index.clock.now(), limit: 10) == [])
        index.clock.advance(by: 1 * day + 1)
        #expect(try index.store.transcriptsDue(from: 1609, ages: ages, at: index.clock.now(), limit: 10) == [3000])
        try index.store.setExplainedTranscript(nil, number: 3000, checkedAt: index.clock.now())
        index.clock.advance(by: 30 * day)
        #expect(try index.store.transcriptsDue(from: 1609, ages: ages, at: index.clock.now(), limit: 10) == [3000])
        try index.store.setExplainedTranscript(nil, number: 3000, checkedAt: index.clock.now())
        index.clock.advance(by: 300 * day)
        #expect(try index.store.transcriptsDue(from: 1609, ages: ages, at: index.clock.now(), limit: 10) == [])
    }

    static func comic(_ number: Int) -> Comic {
        Comic(
            number: number, title: "Comic \(number)", altText: "Alt \(number)", imageURL: nil, year: 2010, month: 1, day: 1,
            link: nil, isInteractive: false, transcript: nil, news: nil)
    }
}
