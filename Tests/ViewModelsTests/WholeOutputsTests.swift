import Foundation
import Models
import Testing
import TestSupport
import ViewModels

/// One whole-Outputs assertion per page type: each page's Outputs, built from stub
/// clients, fixed fixtures and a fixed clock, is dumped as JSON and compared with the file of the same
/// name in `Expected/`. A change to what a page shows fails here with a readable diff; when the change
/// is meant, rewrite the files and review them:
///
///     KIOSK_RECORD_EXPECTED=1 swift test --filter WholeOutputsTests
///
/// (see `ExpectedOutput` in TestSupport). Nothing here reads the wall clock or the machine.
@Suite struct WholeOutputsTests {
    /// 2026-11-21 12:00:00 UTC.
    private static let now = TestSite.now

    private func expectMatches(_ value: some Encodable, _ name: String) throws {
        let mismatch = try ExpectedOutput.mismatch(value, name: name)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    private static func comic(_ number: Int, title: String) -> Comic {
        Comic(
            number: number, title: title, altText: "Beyond the horizon there is always another comic.",
            imageURL: "https://imgs.xkcd.com/comics/comic_\(number).png", year: 2026, month: 11, day: 20,
            link: nil, isInteractive: false, transcript: nil, news: nil)
    }

    /// The front page with every source answering: all four cards, links into Kiosk only.
    @Test func home_inEnglish() async throws {
        let sources = HomeSources()
        let model = HomeViewModel(
            featured: sources.featured, news: sources.news, comics: sources.comics, trending: sources.trending,
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { Self.now }, sleep: TestClock(Self.now).sleep)
        try expectMatches(await model.outputs(for: .init(language: .en)), "home-en")
    }

    /// Japanese, whose wiki has no news or events: the card says so in one line.
    @Test func home_inJapanese() async throws {
        let sources = HomeSources()
        let model = HomeViewModel(
            featured: sources.featured, news: sources.news, comics: sources.comics, trending: sources.trending,
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { Self.now }, sleep: TestClock(Self.now).sleep)
        try expectMatches(await model.outputs(for: .init(language: .ja)), "home-ja")
    }

    /// A comic past #1084 whose `_2x` image exists, between neighbours: every navigation link and `srcset`.
    @Test func comic_withNeighboursAndDoubleImage_inEnglish() async throws {
        let comics = StubComicsClient(
            latest: 3000,
            comics: [
                2000: Self.comic(2000, title: "Sunrise & <Sunset>"),
                3000: Self.comic(3000, title: "Latest"),
            ])
        let images = StubImageSource(images: ["https://imgs.xkcd.com/comics/comic_2000_2x.png": ("image/png", Data([1]))])
        let model = ComicViewModel(comics: comics, images: images, now: { Self.now }, sleep: TestClock(Self.now).sleep)
        try expectMatches(await model.outputs(for: .init(number: 2000, language: .en)), "comic-en")
    }

    /// `/comics/random`: where it sends the reader, and the page it shows when xkcd cannot say how many comics there are.
    @Test func randomComic_redirectAndUnavailable_inEnglish() async throws {
        struct Dump: Encodable {
            struct Redirect: Encodable { var number: Int; var location: String }
            var redirect: Redirect
            var unavailable: ComicViewModel.Outputs
        }
        let comics = StubComicsClient(latest: 3000, comics: [3000: Self.comic(3000, title: "Latest")])
        // The 2,000th allowed number is #2001: #404 does not exist and is never picked.
        let chosen = await RandomComicViewModel(comics: comics, now: { Self.now }, randomIndex: { _ in 1999 })
            .outcome(for: .init(from: 3000, language: .en))
        let failing = StubComicsClient(latest: 3000, comics: [:], failure: .httpStatus(503, retryAfter: 120))
        let refused = await RandomComicViewModel(comics: failing, now: { Self.now }).outcome(for: .init(from: nil, language: .en))
        guard case .redirect(let number, let location) = chosen, case .unavailable(let page) = refused else {
            Issue.record("expected a redirect and an unavailable page, got \(chosen) and \(refused)")
            return
        }
        try expectMatches(Dump(redirect: .init(number: number, location: location), unavailable: page), "random-comic-en")
    }

    /// The second page of results in Japanese, with a "did you mean" and a next page.
    @Test func search_secondPageWithSuggestion_inJapanese() async throws {
        let client = SearchFixtures.client(
            count: 3, totalHits: 1_234, suggestion: "swift language", nextOffset: 6,
            fetchedAt: Self.now.addingTimeInterval(-90))
        let model = SearchViewModel(wikipedia: client, now: { Self.now })
        let outputs = await model.outputs(for: .init(text: "Swift", language: .ja, limit: 3, offset: 3, isSubmitted: true))
        try expectMatches(outputs, "search-ja")
    }

    /// Headlines in Japanese (Tokyo time), fetched two minutes ago, one dated by day only.
    @Test func news_loaded_inJapanese() async throws {
        let feed = NewsFeed(articles: [
            .fixture("Older story", publisher: "Daily Kiosk", published: Self.now.timeIntervalSince1970 - 7200),
            // Published 2026-11-21T15:30:00Z.
            .fixture("Night & day", publisher: "Tokyo Wire", published: 1_795_275_000, id: "night-and-day"),
            .fixture("Dated only", publisher: "Weekly", published: 1_795_244_400, isDateOnly: true),
        ])
        let client = StubNewsClient { _, _ throws(UpstreamError) in
            Fetched(value: feed, fetchedAt: Self.now.addingTimeInterval(-120))
        }
        let model = NewsViewModel(news: client, now: { Self.now }, sleep: TestClock(Self.now).sleep)
        try expectMatches(await model.outputs(for: .init(language: .ja)), "news-ja")
    }

    /// Headlines in English (New York time) right after the refresh button, with duplicates by id,
    /// link and title (one written with a combining accent), a Japanese title, and times either
    /// side of New York's 2026 fall-back hour.
    @Test func news_loadedAfterRefresh_inEnglish() async throws {
        let now = Self.now.timeIntervalSince1970
        let feed = NewsFeed(articles: [
            .fixture("Caf\u{E9} opens", publisher: "Daily Kiosk", published: now - 60, id: "cafe"),
            .fixture("Cafe\u{301} opens", publisher: "Daily Kiosk", published: now - 120, id: "cafe-again"),
            .fixture("東京で初雪", publisher: "Tokyo Wire", published: now - 3600),
            .fixture(
                "Same link", publisher: "Other", published: now - 7200, link: "https://news.google.com/rss/articles/東京で初雪?oc=5"),
            .fixture("Same id", publisher: "Other", published: now - 7300, id: "cafe"),
            .fixture("Before fall-back", publisher: "Wire", published: 1_793_511_000),  // 2026-11-01T05:30:00Z, 01:30 EDT
            .fixture("After fall-back", publisher: "Wire", published: 1_793_514_600),  // 2026-11-01T06:30:00Z, 01:30 EST
            .fixture("Dated only", publisher: "Weekly", published: 1_795_244_400, isDateOnly: true),
            .fixture("Undated", publisher: nil, published: nil),
        ])
        let client = StubNewsClient { _, _ throws(UpstreamError) in
            Fetched(value: feed, fetchedAt: Self.now.addingTimeInterval(-12))
        }
        let model = NewsViewModel(news: client, now: { Self.now }, sleep: TestClock(Self.now).sleep)
        try expectMatches(await model.outputs(for: .init(language: .en, afterRefresh: true)), "news-en")
    }

    /// Page 2 of 14 of a search for "Star", three cards (one without a poster or date).
    @Test func movieSearch_secondPage_inEnglish() async throws {
        let movies = StubMoviesClient(search: { query throws(UpstreamError) in
            Fetched(
                value: MovieSearchPage(
                    query: query, page: query.page, totalPages: 14, totalResults: 273,
                    results: [
                        .fixture(id: 11, title: "Star Wars", releaseDate: "1977-05-25", posterPath: "/star-wars.jpg"),
                        .fixture(
                            id: 1893, title: "Star Wars: Episode I – The Phantom Menace", releaseDate: "1999-05-19",
                            posterPath: "/phantom-menace.jpg", voteAverage: 6.5, voteCount: 14000),
                        .fixture(
                            id: 999_999, title: "A Star Unknown", releaseDate: nil, posterPath: nil, voteAverage: 0, voteCount: 0),
                    ]), fetchedAt: Self.now)
        })
        let model = MovieSearchViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { Self.now })
        try expectMatches(await model.outputs(for: .init(query: "Star", page: 2, language: .en)), "movie-search-en")
    }

    /// Fight Club reached from page 2 of a search: facts, three of the cast, a recommendation, the way back.
    @Test func movieDetail_fromASearch_inEnglish() async throws {
        let movies = StubMoviesClient(detail: { id, _ throws(UpstreamError) in
            let pulpFiction = MovieSummary.fixture(
                id: 680, title: "Pulp Fiction", releaseDate: "1994-09-10",
                posterPath: "/pulp-fiction.jpg", voteAverage: 8.5, voteCount: 28_000)
            return Fetched(value: .fixture(id: id, castCount: 3, recommendations: [pulpFiction]), fetchedAt: Self.now)
        })
        let model = MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { Self.now })
        let inputs = MovieDetailViewModel.Inputs(id: 550, language: .en, search: MovieSearchContext(query: "fight", page: "2"))
        try expectMatches(await model.outputs(for: inputs), "movie-detail-en")
    }

    /// Fight Club in Japanese with the US region chosen: where to watch there, cast with and without
    /// pictures, crew, the US release and certification, and no recommendations.
    @Test func movieDetail_withWhereToWatchAndCrew_inJapanese() async throws {
        let movies = StubMoviesClient(detail: { id, _ throws(UpstreamError) in
            Fetched(
                value: .fixture(
                    id: id, castCount: 2, recommendations: [], watchOptions: MovieDetail.fixtureWatchOptions,
                    releases: [MovieRelease(region: "US", date: "1999-10-15", certification: "R")],
                    crew: MovieDetail.fixtureCrew), fetchedAt: Self.now)
        })
        let model = MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { Self.now })
        let region = try #require(MovieRegion.named("US"))
        try expectMatches(await model.outputs(for: .init(id: 550, language: .ja, region: region)), "movie-detail-watch-ja")
    }

    @Test func errorPage_notFound_inEnglish() throws {
        let inputs = ErrorPageViewModel.Inputs(
            problem: .notFound, code: 404, detail: "There is no comic number 999999 (the latest is 3000).",
            language: .en, path: "/comics/999999")
        try expectMatches(ErrorPageViewModel().outputs(for: inputs), "error-404-en")
    }

    /// Title suggestions as typed, and what is said when Wikipedia is cooling down.
    @Test func suggestions_titlesAndCoolingDown_inEnglish() async throws {
        struct Dump: Encodable {
            struct Answer: Encodable { var query: String; var titles: [String]; var problem: UpstreamProblem? }
            var answered: Answer
            var coolingDown: Answer
        }
        func answer(_ client: StubWikipediaClient, _ text: String) async -> Dump.Answer {
            let outputs = await SuggestionsViewModel(wikipedia: client).outputs(for: .init(text: text, language: .en))
            return Dump.Answer(query: outputs.query, titles: outputs.titles, problem: outputs.problem)
        }
        let answering = StubWikipediaClient(
            { _ throws(UpstreamError) in throw .notConfigured("search is not asked") },
            suggest: { _, _ throws(UpstreamError) in
                Fetched(value: ["Swift (programming language)", "Swift", "Swiss franc \"CHF\""], fetchedAt: Self.now)
            })
        let cooling = StubWikipediaClient(
            { _ throws(UpstreamError) in throw .notConfigured("search is not asked") },
            suggest: { _, _ throws(UpstreamError) in throw .coolingDown(retryAfter: 30) })
        try expectMatches(
            Dump(answered: await answer(answering, "Swi"), coolingDown: await answer(cooling, "Swi")), "suggestions-en")
    }
}
