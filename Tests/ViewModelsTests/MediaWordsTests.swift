import Foundation
import Models
import Testing
import TestSupport

@testable import ViewModels

/// The comic and movie pages speak the reader's language: every word on them comes from the catalog.
///
/// Each page is built from the same stubs in English, Japanese and the language under test, and dumped
/// as JSON. A text that differs between English and Japanese is a word (data, numbers and links read the
/// same in both), so it must differ from English in German and Arabic too, and be pseudo text in the
/// pseudo-locale; links, which carry `lang=`, are left out.
@Suite struct MediaWordsTests {
    /// 2026-11-21 12:00:00 UTC.
    private static let now = Date(timeIntervalSince1970: 1_795_262_400)
    private static let imageBase = "https://image.tmdb.org/t/p/"

    /// Texts of a JSON value by path (`movie.facts[2].term`), links and form plumbing left out.
    static func texts(_ value: some Encodable) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
        var found: [String: String] = [:]
        func walk(_ node: Any, _ path: String) {
            if let dictionary = node as? [String: Any] {
                for (key, child) in dictionary where !Self.plumbing.contains(where: key.hasSuffix) {
                    walk(child, path.isEmpty ? key : "\(path).\(key)")
                }
            } else if let array = node as? [Any] {
                for (index, child) in array.enumerated() { walk(child, "\(path)[\(index)]") }
            } else if let text = node as? String {
                found[path] = text
            }
        }
        walk(object, "")
        return found
    }

    /// Keys whose text is a link, a form's plumbing, or a name CLDR gives (a region can be spelled alike).
    static let plumbing = ["href", "Href", "URL", "src", "srcset", "action", "lang", "dir", "fields", "options", "regionName"]

    /// Every wording text of `page` (built in each language) is translated in `language`.
    func expectTranslated(
        _ language: Language, _ page: (Language) async throws -> some Encodable, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let english = try Self.texts(try await page(.en))
        let japanese = try Self.texts(try await page(.ja))
        let shown = try Self.texts(try await page(language))
        // The frame is the chrome's (tested with its own area); quotes and list commas are not words, nor
        // the language tags of TMDB's text.
        let words = english.keys.filter {
            !$0.hasPrefix("chrome.") && !$0.hasSuffix("Lang") && !$0.hasSuffix(".lang")
                && Self.normalized(japanese[$0] ?? "") != Self.normalized(english[$0] ?? "")
        }.sorted()
        let allowed = Set((CatalogTests.sameAsEnglish[language] ?? []).compactMap { CatalogTests.strings(language.words)[$0] })
        #expect(words.count > 10, "the page has words to check", sourceLocation: sourceLocation)
        for path in words {
            let text = shown[path] ?? ""
            if language == .pseudo {
                // Dates come from Foundation, which formats the pseudo-locale as English.
                guard !path.hasSuffix("published"), !path.contains("facts") || path.hasSuffix("term") else { continue }
                #expect(text.contains("⟦"), "\(path): \(text)", sourceLocation: sourceLocation)
            } else if !allowed.contains(text) {
                #expect(text != english[path], "\(path) left in English: \(text)", sourceLocation: sourceLocation)
            }
        }
    }

    /// `text` without quotation marks and with Japanese list commas as English ones: `“a” · b` and `「a」 · b` are
    /// the same data quoted, `Drama、Thriller` the same list.
    static func normalized(_ text: String) -> String {
        String(text.filter { !"“”「」„«»‘’\u{202F}".contains($0) }).replacingOccurrences(of: "、", with: ", ")
    }

    // MARK: Pages

    private static func comic(_ number: Int) -> Comic {
        Comic(
            number: number, title: "Comic \(number)", altText: "Hover text", imageURL: nil, year: 2026, month: 11,
            day: 20, link: "https://example.com/more", isInteractive: true, transcript: nil, news: nil)
    }

    /// An interactive comic between neighbours, with explainxkcd's transcript.
    static func comicPage(_ language: Language) async -> ComicViewModel.Outputs {
        let comics = StubComicsClient(latest: 3000, comics: [2000: comic(2000), 3000: comic(3000)])
        let index = StubComicIndex(hits: [], total: 0, indexProgress: .init(indexed: 10, total: 10))
        let model = ComicViewModel(
            comics: comics, images: nil, now: { now }, sleep: TestClock(now).sleep, transcripts: index)
        return await model.outputs(for: .init(number: 2000, language: language))
    }

    /// A comic not published yet.
    static func missingComicPage(_ language: Language) async -> ComicViewModel.Outputs {
        let comics = StubComicsClient(latest: 3000, comics: [3000: comic(3000)])
        let model = ComicViewModel(comics: comics, images: nil, now: { now }, sleep: TestClock(now).sleep)
        return await model.outputs(for: .init(number: 5000, language: language))
    }

    /// Page 2 of a search while the index is still being built, with a credited snippet.
    static func comicSearchPage(_ language: Language) -> ComicSearchViewModel.Outputs {
        let hit = ComicSearchHit(
            number: 936, title: "Password Strength", imageURL: "https://imgs.xkcd.com/comics/password_strength.png",
            year: 2011, month: 8, day: 10, snippet: [TextRun(text: "correct horse", isMatch: true)],
            snippetFromExplainXkcd: true)
        let index = StubComicIndex(hits: [hit], total: 45, indexProgress: .init(indexed: 2140, total: 3330))
        return ComicSearchViewModel(index: index).outputs(for: .init(text: "password", page: 2, language: language))
    }

    /// A search with results on page 2 of 14.
    static func movieSearchPage(_ language: Language) async -> MovieSearchViewModel.Outputs {
        let movies = StubMoviesClient(search: { query in
            Fetched(value: .fixture(query: query), fetchedAt: now)
        })
        return await MovieSearchViewModel(movies: movies, imageBase: imageBase, now: { now })
            .outputs(for: .init(query: "Star", page: 2, language: language, region: MovieRegion.named("US")))
    }

    /// A movie with offers in the US, a release there, cast, crew and recommendations.
    static func moviePage(_ language: Language) async -> MovieDetailViewModel.Outputs {
        let detail = MovieDetail.fixture(
            originalTitle: "Fight Club (original)", watchOptions: MovieDetail.fixtureWatchOptions,
            releases: [MovieRelease(region: "US", date: "1999-10-15", certification: "R")], crew: MovieDetail.fixtureCrew)
        let movies = StubMoviesClient(detail: { _, _ in Fetched(value: detail, fetchedAt: now) })
        return await MovieDetailViewModel(movies: movies, imageBase: imageBase, now: { now })
            .outputs(
                for: .init(
                    id: 550, language: language, search: MovieSearchContext(query: "fight", page: nil),
                    region: MovieRegion.named("US")))
    }

    // MARK: Every word translated

    @Test(arguments: [Language.de, .ar, .pseudo])
    func comicPages_inLanguage_haveNoEnglishWords(language: Language) async throws {
        try await expectTranslated(language) { await Self.comicPage($0) }
        try await expectTranslated(language) { await Self.missingComicPage($0) }
        try await expectTranslated(language) { Self.comicSearchPage($0) }
    }

    @Test(arguments: [Language.de, .ar, .pseudo])
    func moviePages_inLanguage_haveNoEnglishWords(language: Language) async throws {
        try await expectTranslated(language) { await Self.movieSearchPage($0) }
        try await expectTranslated(language) { await Self.moviePage($0) }
    }

    // MARK: Counts, dates and durations

    @Test(arguments: [
        (1, "قصة مصورة واحدة تطابق «\u{2068}password\u{2069}»"),
        (2, "قصتان مصورتان تطابقان «\u{2068}password\u{2069}» (1–2)"),
        (3, "3 قصص مصورة تطابق «\u{2068}password\u{2069}» (1–3)"),
        (11, "11 قصة مصورة تطابق «\u{2068}password\u{2069}» (1–11)"),
        (100, "100 قصة مصورة تطابق «\u{2068}password\u{2069}» (1–100)"),
        (103, "103 قصص مصورة تطابق «\u{2068}password\u{2069}» (1–103)"),
    ])
    func comicResultSummary_inArabic_takesEachPluralForm(total: Int, expected: String) {
        #expect(Language.ar.words.comics.resultSummary(total, "password", 1, total) == expected)
    }

    @Test(arguments: [
        (1, "1 BD correspond à «\u{202F}mot\u{202F}»"),
        (2, "2 BD correspondent à «\u{202F}mot\u{202F}» (1–2)"),
        (1234, "1\u{202F}234 BD correspondent à «\u{202F}mot\u{202F}» (1–20)"),
    ])
    func comicResultSummary_inFrench_isSingularForOne(total: Int, expected: String) {
        #expect(Language.fr.words.comics.resultSummary(total, "mot", 1, min(total, 20)) == expected)
    }

    @Test func indexProgress_groupsDigitsPerLanguage() {
        #expect(
            Language.en.words.comics.indexProgress(2140, 3330)
                == "2,140 of 3,330 comics indexed so far; the rest are on their way.")
        #expect(Language.de.words.comics.indexProgress(2140, 3330).hasPrefix("2.140 von 3.330 Comics"))
        #expect(Language.ar.words.comics.indexProgress(2140, 3330).contains("2,140 من أصل 3,330 قصة مصورة"))
        #expect(Language.ar.words.comics.indexBuilding(5).contains("5 قصص مصورة"))
    }

    @Test(arguments: [
        (Language.ar, 1, "فيلم واحد يطابق «\u{2068}Star\u{2069}»"), (.ar, 2, "فيلمان يطابقان «\u{2068}Star\u{2069}»"),
        (.ar, 7, "7 أفلام تطابق «\u{2068}Star\u{2069}»"),
        (.ar, 273, "273 فيلمًا تطابق «\u{2068}Star\u{2069}»"), (.ar, 300, "300 فيلم تطابق «\u{2068}Star\u{2069}»"),
        (.fr, 0, "0 film correspond à «\u{202F}Star\u{202F}»"), (.fr, 1, "1 film correspond à «\u{202F}Star\u{202F}»"),
        (.fr, 273, "273 films correspondent à «\u{202F}Star\u{202F}»"), (.en, 1, "1 movie matches “Star”"),
    ])
    func movieResultSummary_takesThePluralForm(language: Language, total: Int, expected: String) {
        #expect(language.words.movies.resultSummary(total, "Star") == expected)
    }

    @Test(arguments: [
        (Language.ar, 1, "صوت واحد"), (.ar, 2, "صوتان"), (.ar, 5, "5 أصوات"), (.ar, 37812, "37,812 صوتًا"),
        (.fr, 1, "1 vote"), (.fr, 37812, "37\u{202F}812 votes"), (.de, 37812, "37.812 Stimmen"), (.ja, 1, "1票"),
    ])
    func votes_takeThePluralForm(language: Language, count: Int, expected: String) {
        #expect(language.words.movies.votes(count) == expected)
    }

    @Test(arguments: [
        (Language.en, 139, "2h 19m"), (.de, 139, "2 Std. 19 Min."), (.fr, 139, "2\u{A0}h 19\u{A0}min"),
        (.zhHans, 139, "2小时19分钟"), (.ko, 120, "2시간"), (.ar, 139, "ساعتان و19 دقيقة"), (.ar, 61, "ساعة واحدة ودقيقة واحدة"),
        (.ar, 45, "45 دقيقة"), (.ar, 185, "3 ساعات و5 دقائق"),
    ])
    func runtime_isWrittenPerLanguage(language: Language, minutes: Int, expected: String) {
        #expect(MovieFormat.runtime(minutes, language: language) == expected)
    }

    @Test(arguments: [
        (Language.en, "October 15, 1999"), (.ja, "1999年10月15日"), (.de, "15. Oktober 1999"), (.fr, "15 octobre 1999"),
    ])
    func releaseDate_isFormattedByFoundationInUTC(language: Language, expected: String) {
        #expect(MovieFormat.releaseDate("1999-10-15", language: language) == expected)
        #expect(MovieFormat.releaseDate("1999-02-31", language: language) == nil, "no such day")
    }

    /// TMDB's `release_date` is "YYYY-MM-DD", "" when unknown; anything else shows no year.
    @Test(
        arguments: [
            ("1999-10-15", "1999"), ("2024-1-5", "2024"), ("0999-12-31", "0999"), ("", nil), ("1999", nil), ("1999-10", nil),
            ("99-10-15", nil), ("1999-13-01", nil), ("1999-10-32", nil), ("1999-10-15-01", nil), ("1999--15", nil),
            ("1999-10-", nil), ("abcd-10-15", nil), ("+999-10-15", nil), ("1999-10-15 ", nil), ("١٩٩٩-10-15", nil),
        ] as [(String, String?)])
    func year_ofAReleaseDate_orNoneForAnythingElse(date: String, expected: String?) {
        #expect(MovieFormat.year(date) == expected.map { String(Int($0)!) }, "\(date)")
    }

    @Test func rating_usesTheLanguagesDecimalSeparator() {
        #expect(MovieRating(average: 8.438, count: 3, language: .de).text == "★ 8,4")
        #expect(MovieRating(average: 8.438, count: 3, language: .ja).text == "★ 8.4")
        #expect(MovieRating(average: 8.438, count: 3, language: .fr).accessibleText == "Note de 8,4 sur 10 (3 votes)")
    }

    @Test func comicNavigation_inArabic_pointsTheWayTheReaderMoves() {
        let navigation = ComicNavigation(current: 2000, latest: 3000, language: .ar)
        #expect(navigation.item(.previous)?.text == "→ السابق")
        #expect(navigation.item(.next)?.text == "التالي ←")
        #expect(navigation.item(.previous)?.accessibleName == "السابق (رقم 1999)")
    }
}

/// A comic index that answers every search with the same page and has every comic's transcript.
private struct StubComicIndex: ComicSearching {
    var hits: [ComicSearchHit]
    var total: Int
    var indexProgress: IndexProgress

    func search(_ text: String, offset: Int, limit: Int) throws(ComicSearchError) -> ComicSearchPage {
        ComicSearchPage(hits: hits, total: total, progress: indexProgress)
    }
    func titleSuggestions(for prefix: String, limit: Int) throws(ComicSearchError) -> [String] { [] }
    func transcript(number: Int) throws(ComicSearchError) -> Transcript? {
        Transcript(text: "[A stick figure waves.]", origin: .explainXkcd)
    }
    func progress() throws(ComicSearchError) -> IndexProgress { indexProgress }
}
