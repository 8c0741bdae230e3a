import Foundation
import Models
import Locking
import Testing
import TestSupport
import ViewModels

/// 2026-11-21 12:00:00 UTC, the fixed "now" of every test here.
private let now = TestSite.now
private let nowSeconds = now.timeIntervalSince1970

private func feed(
    _ articles: [Article], fetchedSecondsAgo: TimeInterval = 120,
    staleBecause: UpstreamError? = nil
) -> Fetched<NewsFeed> {
    Fetched(
        value: NewsFeed(articles: articles), fetchedAt: now.addingTimeInterval(-fetchedSecondsAgo), staleBecause: staleBecause)
}

/// The deadline passes on `clock`, which only the test moves: no fetch here outruns it by accident.
private func viewModel(_ client: StubNewsClient, clock: TestClock = TestClock(now)) -> NewsViewModel {
    NewsViewModel(news: client, now: { now }, sleep: clock.sleep)
}

private func outputs(_ articles: [Article], _ language: Language = .ja) async -> NewsViewModel.Outputs {
    let client = StubNewsClient { _, _ throws(UpstreamError) in feed(articles) }
    return await viewModel(client).outputs(for: .init(language: language))
}

@Suite struct NewsViewModelTests {
    @Test(arguments: [
        (Language.ja, "2026/11/22 0:30"),  // Asia/Tokyo, UTC+9: past midnight, next day
        (Language.en, "11/21/2026, 10:30\u{202F}AM"),  // America/New_York in November, UTC−5
        (Language.de, "21.11.2026, 16:30"),  // Europe/Berlin, UTC+1
        (Language.ko, "2026. 11. 22. 오전 12:30"),  // Asia/Seoul, UTC+9
    ])
    func headline_whenTimed_showsEditionTimeAndISODatetime(language: Language, expected: String) async {
        let shown = await outputs([.fixture("A", published: 1_795_275_000)], language)  // 2026-11-21T15:30:00Z
        #expect(shown.headlines.first?.published == .init(text: expected, datetime: "2026-11-21T15:30:00Z"), "\(language)")
    }

    @Test(arguments: [
        (Language.en, "11/21/2026"), (.ja, "2026/11/21"), (.de, "21.11.2026"), (.fr, "21/11/2026"),
        (.es, "21/11/2026"), (.ptBR, "21/11/2026"), (.it, "21/11/2026"), (.zhHans, "2026/11/21"),
        (.zhHant, "2026/11/21"), (.ko, "2026. 11. 21."), (.ar, "21\u{200F}/11\u{200F}/2026"), (.pseudo, "11/21/2026"),
    ])
    func headline_whenDateOnly_showsOnlyTheDayAsTheLanguageWritesIt(language: Language, expected: String) async {
        // Upstream's date-only stamp: 07:00:00 GMT on the day it means.
        let shown = await outputs([.fixture("A", published: 1_795_244_400, isDateOnly: true)], language)
        #expect(shown.headlines.first?.published == .init(text: expected, datetime: "2026-11-21"), "\(language)")
    }

    @Test func headlines_whenUpstreamUnsorted_listNewestFirstAndUndatedLast() async {
        let shown = await outputs([
            .fixture("Middle", published: nowSeconds - 3600),
            .fixture("Undated", published: nil),
            .fixture("Newest", published: nowSeconds - 60),
            .fixture("Oldest", published: nowSeconds - 86400),
        ])
        #expect(shown.headlines.map(\.title) == ["Newest", "Middle", "Oldest", "Undated"])
    }

    @Test(arguments: [
        (
            "same id",
            Article.fixture(
                "Other title", publisher: "Other", published: nowSeconds - 600, id: "a",
                link: "https://news.google.com/rss/articles/elsewhere?oc=5")
        ),
        (
            "same link",
            Article.fixture(
                "Other title", publisher: "Other", published: nowSeconds - 600, id: "b",
                link: "https://news.google.com/rss/articles/a?oc=5")
        ),
        ("same title and publisher", Article.fixture("Story", publisher: "Kiosk Times", published: nowSeconds - 600, id: "c")),
    ])
    func headlines_whenDuplicate_keepOnlyTheNewest(case name: String, duplicate: Article) async {
        let original = Article.fixture("Story", publisher: "Kiosk Times", published: nowSeconds - 60, id: "a")
        let shown = await outputs([duplicate, original, .fixture("Unrelated", published: nowSeconds - 1200)])
        #expect(shown.headlines.map(\.id) == ["a", "unrelated"], "\(name)")
    }

    @Test func headline_whenSamePublisherOtherTitle_isKept() async {
        let shown = await outputs([.fixture("One", published: nowSeconds), .fixture("Two", published: nowSeconds - 1)])
        #expect(shown.headlines.count == 2)
    }

    /// The decoder empties a link that is not http(s) (see UpstreamURLTests); the headline stays.
    @Test func headline_whenLinkIsEmpty_hasNoHref() async {
        let shown = await outputs([.fixture("A", published: nowSeconds, link: "")])
        #expect(shown.headlines.first?.href == nil)
        #expect(shown.headlines.first?.title == "A")
    }

    @Test func page_whenLoaded_saysWhenUpdatedAndOffersRefresh() async {
        let shown = await outputs([.fixture("A", published: nowSeconds)])
        #expect(shown.state == .loaded)
        #expect(shown.problem == nil)
        // Fetched 11:58 UTC = 20:58 in Tokyo, two minutes before "now".
        #expect(shown.updated?.before == "")
        #expect(shown.updated?.time == .init(text: "20:58", datetime: "2026-11-21T11:58:00Z"))
        #expect(shown.updated?.after == " 更新（2分前）")
        #expect(shown.updated?.ageSeconds == 120)
        #expect(shown.refresh?.action == "/news/refresh")
        #expect(shown.refresh?.fields == [.init(name: "lang", value: "ja"), .init(name: "edition", value: "ja-JP")])
        #expect(shown.chrome.sections.allSatisfy { $0.href.hasSuffix("lang=ja") })
        #expect(shown.source.href == "https://news.google.com/?hl=ja&gl=JP&ceid=JP:ja")
    }

    @Test func page_whenLoadedInEnglish_saysNewYorkTime() async {
        let shown = await outputs([.fixture("A", published: nowSeconds)], .en)
        #expect(shown.updated?.before == "Updated ")
        #expect(shown.updated?.time.text == "06:58")
        #expect(shown.updated?.after == " (2 minutes ago)")
        #expect(shown.timeZoneNote == "Times are New York time.")
    }

    @Test func page_whenFeedEmpty_saysSo() async {
        let shown = await outputs([])
        #expect(shown.state == .loaded)
        #expect(shown.emptyNotice != nil)
    }

    @Test func page_whenRequestFails_showsErrorThenNextRequestWorks() async {
        let calls = Mutex(0)
        let client = StubNewsClient { _, _ throws(UpstreamError) in
            let first = calls.withLock { count in
                count += 1
                return count == 1
            }
            if first { throw .timedOut(seconds: 10) }
            return feed([.fixture("Back", published: nowSeconds)])
        }
        let model = viewModel(client)
        let failed = await model.outputs(for: .init(language: .en))
        #expect(failed.state == .error)
        #expect(failed.problem?.kind == .timedOut)
        #expect(failed.problem?.source == "Google News")
        #expect(failed.problem?.originalURL == "https://news.google.com/?hl=en-US&gl=US&ceid=US:en")
        #expect(failed.headlines.isEmpty)
        #expect(failed.updated == nil)

        let next = await model.outputs(for: .init(language: .en))
        #expect(next.state == .loaded)
        #expect(next.headlines.map(\.title) == ["Back"])
    }

    @Test func page_whenServedStale_showsHeadlinesWithTheirAge() async {
        let client = StubNewsClient { _, _ throws(UpstreamError) in
            feed(
                [.fixture("Old news", published: nowSeconds - 900)], fetchedSecondsAgo: 300,
                staleBecause: .httpStatus(500, retryAfter: nil))
        }
        let shown = await viewModel(client).outputs(for: .init(language: .en))
        #expect(shown.state == .error)
        #expect(shown.problem?.kind == .badData)
        #expect(shown.problem?.staleNotice == "Showing what Kiosk saved 5 minutes ago.")
        #expect(shown.headlines.map(\.title) == ["Old news"])
        #expect(shown.updated?.after == " (5 minutes ago)")
    }

    @Test func refresh_asksTheClientForAFreshCopy() async {
        let client = StubNewsClient { _, _ throws(UpstreamError) in feed([]) }
        let model = viewModel(client)
        let location = await model.refresh(.init(language: .ja))
        _ = await model.outputs(for: .init(language: .ja))
        #expect(location == "/news?lang=ja&edition=ja-JP&refreshed=1")
        #expect(client.requested.all.map(\.refresh) == [true, false])
        #expect(client.requested.all.map(\.edition) == ["ja-JP", "ja-JP"])
    }

    @Test func page_whenFetchOutlastsDeadline_isLoadingAndFetchCarriesOn() async {
        let release = Latch()
        let finished = Latch()
        let client = StubNewsClient { _, _ throws(UpstreamError) in
            await release.wait()
            defer { finished.open() }
            return feed([.fixture("Late", published: nowSeconds)])
        }
        let clock = TestClock(now)
        let model = viewModel(client, clock: clock)
        let showing = Task { await model.outputs(for: .init(language: .ja)) }
        // Just short of the deadline the page still waits; at the deadline it answers without the fetch.
        await clock.waitForSleeps(1)
        clock.advance(by: NewsViewModel.defaultLoadingDeadline - .milliseconds(1))
        #expect(clock.pendingSleeps == 1, "the deadline passed early")
        clock.advance(by: .milliseconds(1))
        let shown = await showing.value
        #expect(shown.state == .loading)
        #expect(shown.isLoading)
        #expect(shown.headlines.isEmpty)
        #expect(shown.problem == nil)
        #expect(shown.loadingNotice != nil)
        #expect(shown.title.contains("読み込み中"))

        // The page answered without the fetch; it was not cancelled and still completes.
        release.open()
        await finished.wait()
        #expect(client.requested.all.map(\.refresh) == [false])
    }
}

/// Cached headlines only: fetching (which would start a task under the loading deadline) fails.
private struct CachedOnlyNewsClient: NewsClient {
    let cached: Fetched<NewsFeed>
    func headlines(
        _ request: NewsRequest, refresh: Bool, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<NewsFeed> {
        throw .notConfigured("fetched although cached")
    }
    func cachedHeadlines(_ request: NewsRequest) -> Result<Fetched<NewsFeed>, UpstreamError>? { .success(cached) }
}

/// Fresh cached headlines make the page at once, the same page a fetch makes.
@Test func news_whenCached_isMadeFromTheCacheWithoutFetching() async {
    let articles: [Article] = [.fixture("A", published: nowSeconds - 60)]
    let cached = await NewsViewModel(
        news: CachedOnlyNewsClient(cached: feed(articles)), now: { now }, sleep: TestClock(now).sleep
    )
    .outputs(for: .init(language: .en))
    let fetched = await outputs(articles, .en)
    #expect(cached.state == .loaded)
    #expect(cached == fetched)
}
