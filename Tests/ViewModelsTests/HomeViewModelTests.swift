import Foundation
import Models
import Testing
import TestSupport
import ViewModels

/// The front page's cards: each source's failure, staleness, budget refusal or lateness stays in
/// its own card, and the page waits for no card longer than its deadline (on a test clock).
@Suite struct HomeViewModelTests {
    private static let now = TestSite.now

    private func model(_ sources: HomeSources, clock: TestClock = TestClock(TestSite.now)) -> HomeViewModel {
        HomeViewModel(
            featured: sources.featured, news: sources.news, comics: sources.comics, trending: sources.trending,
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { Self.now }, sleep: clock.sleep)
    }

    @Test func home_whenEverySourceAnswers_isCompleteAndEveryCardIsFine() async {
        let outputs = await model(HomeSources()).outputs(for: .init(language: .en))
        #expect(outputs.isComplete)
        #expect(
            [outputs.wikipedia.status, outputs.headlines.status, outputs.comic.status, outputs.movies.status].allSatisfy {
                $0.notice == nil
            })
        #expect(outputs.headlines.headlines.count == 5)
        #expect(outputs.movies.posters.count == 6)
        #expect(outputs.wikipedia.news?.items.count == 3)
        #expect(outputs.wikipedia.onThisDay?.items.count == 3)
        #expect(outputs.wikipedia.mostRead?.items.count == 5)
        #expect(outputs.wikipedia.onThisDay?.items.map(\.meta) == ["2014", "59 BC", "1990"])
    }

    @Test func home_whenNewsLinksAreResolved_headlinesGoThroughKiosksNewsGo() async {
        let sources = HomeSources()
        let resolving = HomeViewModel(
            featured: sources.featured, news: sources.news, comics: sources.comics, trending: sources.trending,
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { Self.now }, sleep: TestClock(TestSite.now).sleep,
            links: NewsLinks(resolver: StubNewsLinkResolver([:])))
        let outputs = await resolving.outputs(for: .init(language: .en, edition: "de-DE"))
        let first = outputs.headlines.headlines.first
        #expect(first?.href == "/news/go/headline-1?lang=en&edition=de-DE" || first?.href.hasPrefix("/news/go/headline-") == true)
        #expect(outputs.headlines.headlines.allSatisfy { $0.href.hasPrefix("/news/go/") && $0.isResolvedLink })
        // Without resolving, the link would lead to Google: the headline's search in Kiosk instead.
        let plain = await model(sources).outputs(for: .init(language: .en))
        #expect(plain.headlines.headlines.allSatisfy { $0.href.hasPrefix("/news/search?q=") && !$0.isResolvedLink })
    }

    @Test func home_everyLink_staysInsideKiosk() async throws {
        let outputs = await model(HomeSources()).outputs(for: .init(language: .ja))
        let json = String(decoding: try JSONEncoder().encode(outputs), as: UTF8.self)
        let hrefs = json.components(separatedBy: "\"href\":\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!hrefs.isEmpty)
        for href in hrefs { #expect(href.hasPrefix("\\/"), "\(href) leads out of Kiosk") }
        #expect(!json.contains("\"src\":\"http"), "images only through /img/")
    }

    @Test func home_whenComicsFail_onlyTheComicCardSaysSo() async {
        var sources = HomeSources()
        sources.comics = StubComicsClient(latest: 1, comics: [:], failure: .httpStatus(500, retryAfter: nil))
        let outputs = await model(sources).outputs(for: .init(language: .en))
        #expect(outputs.comic.status.notice == "xkcd answered with an error (HTTP 500).")
        #expect(outputs.comic.status.problem == .badData)
        #expect(outputs.comic.title == nil)
        #expect(outputs.headlines.status.notice == nil && outputs.headlines.headlines.count == 5)
        #expect(outputs.wikipedia.status.notice == nil && outputs.wikipedia.featured != nil)
        #expect(outputs.movies.status.notice == nil && outputs.movies.posters.count == 6)
        #expect(!outputs.isComplete)
    }

    @Test func home_whenNewsIsStale_showsTheSavedHeadlinesWithTheirAge() async {
        var sources = HomeSources()
        sources.news = StubNewsClient { _, _ throws(UpstreamError) in
            Fetched(value: HomeSources.headlines, fetchedAt: Self.now - 300, staleBecause: .timedOut(seconds: 8))
        }
        let outputs = await model(sources).outputs(for: .init(language: .en))
        #expect(outputs.headlines.headlines.count == 5)
        #expect(
            outputs.headlines.status.notice
                == "Google News did not answer in time. Showing what Kiosk saved 5 minutes ago.")
        #expect(outputs.headlines.status.problem == .timedOut)
        #expect(outputs.comic.status.notice == nil)
    }

    @Test func home_whenTMDBBudgetIsSpent_onlyTheMovieCardWaits() async {
        var sources = HomeSources()
        sources.trending = StubTrendingClient { _ throws(UpstreamError) in throw .coolingDown(retryAfter: 30) }
        let outputs = await model(sources).outputs(for: .init(language: .ja))
        #expect(outputs.movies.status.problem == .coolingDown)
        #expect(outputs.movies.posters.isEmpty)
        #expect(outputs.movies.status.retry?.href == "/?lang=ja")
        #expect(outputs.wikipedia.status.notice == nil && outputs.headlines.status.notice == nil)
    }

    @Test func home_whenWikipediaHasNoFeed_saysSoInOneLine() async {
        var sources = HomeSources()
        sources.featured = StubFeaturedClient { _, _ throws(UpstreamError) in throw .notFound }
        let outputs = await model(sources).outputs(for: .init(language: .en))
        #expect(outputs.wikipedia.missingNote == "This language’s Wikipedia has no featured content for this day.")
        #expect(outputs.wikipedia.status.notice == nil)
        #expect(outputs.wikipedia.featured == nil)
        #expect(outputs.isComplete)
    }

    /// The slow feed holds the page only until the deadline; its fetch goes on, and the rest shows.
    @Test func home_whenWikipediaIsSlow_answersAtTheDeadlineWithANotReadyCard() async {
        let clock = TestClock(Self.now)
        let gate = Latch()
        var sources = HomeSources()
        let feed = StubFeaturedClient { _, _ throws(UpstreamError) in
            await gate.wait()
            return Fetched(value: .fixture(), fetchedAt: Self.now)
        }
        sources.featured = feed
        let page = Task { await model(sources, clock: clock).outputs(for: .init(language: .en)) }
        await clock.waitForSleeps(1)
        clock.advance(by: .milliseconds(299))
        #expect(clock.pendingSleeps == 1, "the page still waits before its deadline")
        clock.advance(by: .milliseconds(1))
        let outputs = await page.value
        #expect(outputs.wikipedia.status.isLate)
        #expect(outputs.wikipedia.status.notice == "Still waiting for Wikipedia.")
        #expect(outputs.wikipedia.status.retry?.href == "/?lang=en")
        #expect(outputs.headlines.headlines.count == 5 && outputs.comic.title == "Front Page")
        #expect(!outputs.isComplete)
        gate.open()
        #expect(feed.requested.all == [.init(language: .en, day: "2026/11/21")])
    }

    /// Fresh cached answers: the page starts no fetch and no timer.
    @Test func home_whenEveryCardIsCached_asksNoSourceAndSetsNoTimer() async {
        let clock = TestClock(Self.now)
        var sources = HomeSources()
        sources.featured = StubFeaturedClient(cached: { _, _ in .success(Fetched(value: .fixture(), fetchedAt: Self.now)) }) {
            _, _ throws(UpstreamError) in throw .notConfigured("must not be asked")
        }
        let cachedNews = CachedNewsStub()
        let outputs = await HomeViewModel(
            featured: sources.featured, news: cachedNews, comics: CachedComicStub(), trending: CachedTrendingStub(),
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { Self.now }, sleep: clock.sleep
        ).outputs(for: .init(language: .en))
        #expect(outputs.isComplete)
        #expect(sources.featured.requested.all.isEmpty)
        #expect(cachedNews.stub.requested.all.isEmpty)
        #expect(clock.pendingSleeps == 0)
    }

    @Test func dateLine_followsTheEditionsZone_whileTheFeedDayIsUTC() async {
        // 2026-11-21 20:00 UTC is already the 22nd in Tokyo.
        let late = Self.now + 8 * 3600
        let sources = HomeSources()
        let outputs = await HomeViewModel(
            featured: sources.featured, news: sources.news, comics: sources.comics, trending: sources.trending,
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { late }, sleep: TestClock(late).sleep
        ).outputs(for: .init(language: .en, edition: "ja-JP"))
        #expect(outputs.dateLine == "Sunday 22 November 2026 · Tokyo time")
        #expect(outputs.wikipedia.dateNote == "Featured content of 21 November 2026, Wikipedia’s day (UTC).")
        #expect(sources.featured.requested.all.map(\.day) == ["2026/11/21"])
    }
}

/// Clients whose fresh cache holds everything, and which fail the test's expectations if asked.
private struct CachedNewsStub: NewsClient {
    let stub = StubNewsClient { _, _ throws(UpstreamError) in throw .notConfigured("must not be asked") }
    func headlines(
        _ request: NewsRequest, refresh: Bool, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<NewsFeed> {
        try await stub.headlines(request, refresh: refresh)
    }
    func cachedHeadlines(_ request: NewsRequest) -> Result<Fetched<NewsFeed>, UpstreamError>? {
        .success(Fetched(value: HomeSources.headlines, fetchedAt: TestSite.now))
    }
}

private struct CachedComicStub: ComicsClient {
    func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        throw .notConfigured("must not be asked")
    }
    func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        throw .notConfigured("must not be asked")
    }
    func cachedLatest() -> Result<Fetched<Comic>, UpstreamError>? {
        .success(
            Fetched(
                value: Comic(
                    number: 1, title: "One", altText: "", imageURL: nil, year: 2026, month: 1, day: 1, link: nil,
                    isInteractive: false, transcript: nil, news: nil), fetchedAt: TestSite.now))
    }
}

private struct CachedTrendingStub: TrendingMoviesClient {
    func trending(language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<[MovieSummary]> {
        throw .notConfigured("must not be asked")
    }
    func cachedTrending(language: Language) -> Result<Fetched<[MovieSummary]>, UpstreamError>? {
        .success(Fetched(value: [.fixture()], fetchedAt: TestSite.now))
    }
}
