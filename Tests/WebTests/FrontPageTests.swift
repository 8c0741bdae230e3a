import Foundation
import HTTPServer
import Locking
import Models
import Testing
import TestSupport
@testable import Upstream
@testable import Web
import ViewModels

/// The front page as a reader gets it: each card's source failing on its own, the deadline, what
/// caches may keep, the Atom twin of the Wikipedia card, and what a warm page costs the upstreams.
@Suite("Front page")
struct FrontPageTests {
    private static func site(_ sources: HomeSources, clock: TestClock = TestClock(TestSite.now)) async throws -> Site {
        try await TestSite.make(
            news: sources.news, comics: sources.comics, featured: sources.featured, trending: sources.trending,
            sleep: clock.sleep)
    }

    @Test func frontPage_whenEverySourceAnswers_showsEveryCardAndMayBeStored() async throws {
        let response = try await Self.site(HomeSources()).respond(try TestSite.request("/?lang=en"))
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "public, max-age=60")
        for text in [
            "Mount Fuji", "href=\"/wiki/Mount_Fuji?lang=en\"", "Headline 1", "Paper 1", "href=\"/comics/3001?lang=en\"",
            "/img/https/imgs.xkcd.com/comics/front_page.png", "/img/https/image.tmdb.org/t/p/w342/film1.jpg",
            "not endorsed or certified by TMDB", "Wikipedia’s day (UTC)", "A. Photographer · Own work · CC BY-SA 4.0",
        ] {
            #expect(response.text.contains(text), "missing \(text)")
        }
        #expect(!response.text.contains("href=\"http"), "every card links inside Kiosk")
    }

    @Test(arguments: [Source.wikipedia, .news, .xkcd, .tmdb])
    func frontPage_whenOneSourceFails_onlyItsCardSaysSo_andThePageIsNotStored(failing: Source) async throws {
        var sources = HomeSources()
        let error = UpstreamError.httpStatus(502, retryAfter: nil)
        switch failing {
        case .wikipedia: sources.featured = StubFeaturedClient { _, _ throws(UpstreamError) in throw error }
        case .news: sources.news = StubNewsClient { _, _ throws(UpstreamError) in throw error }
        case .xkcd: sources.comics = StubComicsClient(latest: 1, comics: [:], failure: error)
        case .tmdb: sources.trending = StubTrendingClient { _ throws(UpstreamError) in throw error }
        case .explainxkcd: Issue.record("explainxkcd has no card on the front page")
        }
        let response = try await Self.site(sources).respond(try TestSite.request("/?lang=en"))
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("\(failing.displayName) answered with an error (HTTP 502)."))
        let shown: [Source: String] = [
            .wikipedia: "Mount Fuji", .news: "Headline 1", .xkcd: "Front Page", .tmdb: "Film 1",
        ]
        for (source, text) in shown {
            #expect(response.text.contains(text) == (source != failing), "\(text) with \(failing) failing")
        }
    }

    /// A slow feed: the page answers at the deadline with a "still waiting" line and is not stored;
    /// the fetch goes on and fills the cache, so the next reader gets the whole page.
    @Test func frontPage_whenWikipediaIsSlow_answersAtTheDeadline_andTheLateFetchFillsTheCache() async throws {
        let clock = TestClock(TestSite.now)
        let gate = Latch()
        let body = try Data(contentsOf: URL(fileURLWithPath: Repository.root + "/Tests/UpstreamTests/Fixtures/featured-en.json"))
        let http = GatedFetching(gate: gate, body: body)
        let cache = UpstreamCache(now: clock.now)
        let featured = WikipediaFeaturedClient(settings: .offline(port: 9), http: http, cache: cache)
        let sources = HomeSources()
        let site = try await TestSite.make(
            news: sources.news, comics: sources.comics, featured: featured, trending: sources.trending,
            now: clock.now, sleep: clock.sleep)
        let page = Task { await site.respond(try TestSite.request("/?lang=en")) }
        await clock.waitForSleeps(1)
        clock.advance(by: HomeViewModel.defaultDeadline)
        let late = try await page.value
        #expect(late.status == 200)
        #expect(late.headers["Cache-Control"] == "no-store")
        #expect(late.text.contains("Still waiting for Wikipedia."))
        #expect(late.text.contains("Headline 1"))
        let again = try TestSite.request("/?lang=en")
        #expect(site.answerFromMemory(again) == nil, "an incomplete page is not kept in the micro-cache")
        gate.open()
        #expect(try await Poll.until { featured.cachedFeatured(language: .en, day: "2026/11/21") != nil })
        let next = await site.respond(try TestSite.request("/?lang=en"))
        #expect(next.headers["Cache-Control"] == "public, max-age=60")
        #expect(next.text.contains("href=\"/wiki/Mount_Fuji?lang=en\""))
        let warm = try TestSite.request("/?lang=en")
        #expect(site.answerFromMemory(warm) != nil, "the complete page is answered from the micro-cache")
        #expect(http.requests == 1)
    }

    @Test func frontPage_asAtom_listsTheWikipediaCardLinkingIntoKiosk() async throws {
        let response = try await Self.site(HomeSources()).respond(try TestSite.request("/?lang=en&format=atom"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/atom+xml; charset=utf-8")
        #expect(response.text.contains("/wiki/Mount_Fuji?lang=en"))
        #expect(response.text.contains("Today’s featured article: Mount Fuji"))
    }

    /// Once the caches are warm, a thousand views ask the sample upstream for nothing.
    @Test func frontPage_whenWarm_costsNoUpstreamRequestFor1000Views() async throws {
        try await OfflineSite.with { site in
            for language in ["en", "ja"] {
                let cold = try await site.get("/?lang=\(language)")
                #expect(cold.headers["Cache-Control"] == "public, max-age=60", "every card loaded for \(language)")
            }
            let before = site.upstreamRequests.all.count
            // Four cards in two languages, the latest comic shared by both.
            #expect(before == 7, "\(site.upstreamRequests.all)")
            for index in 0..<1_000 {
                let response = try await site.get("/?lang=\(index % 2 == 0 ? "en" : "ja")")
                #expect(response.status == 200)
            }
            #expect(site.upstreamRequests.all.count == before)
        }
    }
}

/// An upstream that answers the featured feed only once its gate opens, and counts requests.
private final class GatedFetching: HTTPFetching {
    private let gate: Latch
    private let body: Data
    private let count = Mutex(0)

    init(gate: Latch, body: Data) {
        self.gate = gate
        self.body = body
    }

    var requests: Int { count.withLock { $0 } }

    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        count.withLock { $0 += 1 }
        await gate.wait()
        return FetchResponse(status: 200, headers: ["content-type": "application/json"], body: body)
    }
}
