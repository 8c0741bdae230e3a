import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// Wikipedia's featured feed and TMDB's trending films: the real shapes, hostile bodies, and the
/// clients through the cache, the sample upstream and the Wikimedia budget.
@Suite struct FeaturedFeedTests {
    @Test func decode_whenEnglishFeed_readsEveryPartPlain() throws {
        let feed = try FeaturedFeedDecoder.decode(try Fixture.data("featured-en"), language: .en, date: "2026-11-21")
        #expect(feed.featuredArticle?.title == "Mount Fuji")
        #expect(feed.featuredArticle?.key == "Mount_Fuji")
        #expect(feed.featuredArticle?.thumbnail?.url.hasPrefix("https://upload.wikimedia.org/") == true)
        #expect(feed.news.count == 4)
        // The story's HTML (a comment, links, <b>, <i>) becomes its text.
        #expect(feed.news[0].text == "The honey bee population of northern Europe recovers to its highest level in a decade.")
        #expect(feed.news[3].text == "The Kingfisher is named bird of the year.")
        #expect(feed.onThisDay.map(\.year) == [2014, 1990, 1707, -59])
        // Ranked by `rank`, not by the order upstream lists them.
        #expect(feed.mostRead.first?.title == "Swift (programming language)")
        #expect(feed.mostRead.first?.views == 412_345)
        #expect(feed.picture?.license == "CC BY-SA 4.0")
        #expect(feed.picture?.artist == "A. Photographer")
        #expect(feed.picture?.credit == "Own work")
    }

    @Test func decode_whenJapaneseFeed_hasNoNewsAndNoEvents() throws {
        let feed = try FeaturedFeedDecoder.decode(try Fixture.data("featured-ja"), language: .ja, date: "2026-11-21")
        #expect(feed.featuredArticle?.title == "富士山")
        #expect(feed.news.isEmpty && feed.onThisDay.isEmpty)
        #expect(feed.mostRead.count == 6)
    }

    @Test func decode_whenEveryPartIsMissing_isAnEmptyFeed() throws {
        let feed = try FeaturedFeedDecoder.decode(Data("{}".utf8), language: .en, date: "2026-11-21")
        #expect(feed == FeaturedFeed(language: .en, date: "2026-11-21"))
    }

    /// Script URLs, markup in titles, megabyte fields and thousands of entries: plain, capped, bounded.
    @Test func decode_whenHostile_keepsOnlyWebImagesAndCapsEverything() throws {
        // About 4 MiB in all, the client's cap: one field of 512 KiB, and thousands of small entries.
        let huge = String(repeating: "<b>x</b>", count: 65_536)
        let page: [String: Any] = [
            "titles": ["canonical": "Evil", "normalized": "Evil"],
            "displaytitle": "<script>alert(1)</script>Evil", "description": "d",
            "thumbnail": ["source": "javascript:alert(1)", "width": 10, "height": 10],
        ]
        let body: [String: Any] = [
            "tfa": page.merging(["extract": huge]) { $1 },
            "news": [["story": huge, "links": Array(repeating: page, count: 60)]]
                + Array(repeating: ["story": "s", "links": [page]], count: 2_000),
            "mostread": ["articles": Array(repeating: page.merging(["views": 5, "rank": 1]) { $1 }, count: 5_000)],
            "onthisday": [["text": "No year"], ["text": "A year", "year": 1999, "pages": [["titles": [:]]]]],
            "image": ["title": "File:X", "thumbnail": ["source": "//upload.wikimedia.org/x.png", "width": 99_999, "height": 1]],
        ]
        let data = try JSONSerialization.data(withJSONObject: body)
        let started = ContinuousClock.now
        let feed = try FeaturedFeedDecoder.decode(data, language: .en, date: "2026-11-21")
        #expect(ContinuousClock.now - started < .seconds(10), "decoding \(data.count) bytes is linear")
        #expect(feed.featuredArticle?.thumbnail == nil, "javascript: never becomes an image")
        #expect(feed.featuredArticle?.extract.count ?? 0 <= UpstreamText.Field.overview.limit)
        #expect(feed.news.count == FeaturedFeedDecoder.maximumItems)
        #expect(feed.news[0].pages.count == FeaturedFeedDecoder.maximumLinks)
        #expect(feed.news[0].text.count <= UpstreamText.Field.snippet.limit)
        #expect(feed.mostRead.count == FeaturedFeedDecoder.maximumItems)
        #expect(feed.onThisDay.map(\.text) == ["A year"])
        #expect(feed.onThisDay[0].pages.isEmpty, "a page without a title is no link")
        #expect(feed.picture?.thumbnail == nil, "a size out of range is not laid out")
    }

    @Test func decode_whenNotJSON_isUndecodable() {
        #expect(
            undecodableReason { () throws(UpstreamError) in
                try FeaturedFeedDecoder.decode(Data("<html>".utf8), language: .en, date: "x")
            } != nil)
    }

    @Test func decodeTrending_keepsOnlyTMDBImagePaths() throws {
        let films = try TMDBDecoder.decodeTrending(try Fixture.data("tmdb-trending"), language: .en)
        #expect(films.map(\.title) == ["The Wild Robot", "The Substance", "Anora"])
        #expect(films.map(\.posterPath) == ["/wTnV3PCVW5O92JMrFvvrRcV39RU.jpg", nil, nil])
    }

    @Test func featuredClient_throughTheSample_fetchesOncePerDayAndLanguage() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            let first = try await clients.featured.featured(language: .en, day: "2026/11/21")
            #expect(first.value.featuredArticle?.title == "Mount Fuji")
            #expect(first.value.date == "2026-11-21")
            _ = try await clients.featured.featured(language: .en, day: "2026/11/21")
            #expect(clients.featured.cachedFeatured(language: .en, day: "2026/11/21") != nil)
            let japanese = try await clients.featured.featured(language: .ja, day: "2026/11/21")
            #expect(japanese.value.news.isEmpty)
            #expect(
                sample.requests.map(\.target) == [
                    "/en/api/rest_v1/feed/featured/2026/11/21", "/ja/api/rest_v1/feed/featured/2026/11/21",
                ])
        }
    }

    @Test func featuredClient_whenTheDayHasNoFeed_isNotFoundAndNeverAMalformedURL() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            await #expect(throws: UpstreamError.notFound) {
                try await clients.featured.featured(language: .en, day: "2015/01/01")
            }
            await #expect(throws: UpstreamError.notFound) { try await clients.featured.featured(language: .en, day: "../../x") }
            #expect(sample.requests.map(\.target) == ["/en/api/rest_v1/feed/featured/2015/01/01"])
        }
    }

    @Test func trendingClient_throughTheSample_readsThePageInTheSearchShape() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            let films = try await clients.trending.trending(language: .ja)
            #expect(films.value.count == 20)
            #expect(films.value.filter { $0.posterPath != nil }.count >= 6, "enough posters for the card")
            _ = try await clients.trending.trending(language: .ja)
            #expect(sample.requests.count == 1)
            #expect(sample.requests.first?.target.hasPrefix("/3/trending/movie/day?language=ja-JP&api_key=") == true)
        }
    }

    /// The feed spends only the reserved share of the Wikimedia budget: with the rest used up by
    /// readers, it is refused while a reader's search still gets its token.
    @Test func featuredClient_drawsOnlyOnTheReservedShareOfTheWikimediaBudget() async throws {
        try await LiveSample.with { sample in
            var configuration = LimitsConfiguration()
            configuration.budgets["wikipedia"] = Rate(perSecond: 0.001, burst: 4)
            let limiter = UpstreamLimiter(configuration: configuration, now: sample.clock.now, sleep: { _ in })
            let clients = UpstreamClients.live(
                settings: sample.settings(), http: sample.http, limiter: limiter, now: sample.clock.now)
            // Three of four tokens go to readers' searches; the reserved quarter (one token) is left.
            for text in ["a", "b", "c"] {
                _ = try await clients.wikipedia.search(WikiSearchQuery(text: text, language: .en, limit: 1, offset: 0))
            }
            do throws(UpstreamError) {
                _ = try await clients.featured.featured(language: .en, day: "2026/11/21")
                Issue.record("the feed took a reader's token")
            } catch {
                #expect(error.asksToBackOff, "refused by the budget: \(error)")
            }
            _ = try await clients.wikipedia.search(WikiSearchQuery(text: "d", language: .en, limit: 1, offset: 0))
        }
    }

    /// The sample's fault switch per source: one card's source fails while the others answer.
    @Test func sampleFault_forOneSource_leavesTheOthersAnswering() async throws {
        try await LiveSample.with { sample in
            sample.upstream.faults.set(.status(500), for: "xkcd")
            let clients = sample.clients()
            await #expect(throws: UpstreamError.httpStatus(500, retryAfter: nil)) { try await clients.comics.latest() }
            _ = try await clients.featured.featured(language: .en, day: "2026/11/21")
            _ = try await clients.trending.trending(language: .en)
            sample.upstream.faults.set(.none, for: "xkcd")
            _ = try await clients.comics.comic(number: 1)
        }
    }

    @Test func defaultWikimediaBudget_fitsTwoHundredRequestsAMinute() {
        let rate = LimitsConfiguration().rate(forBudget: "wikipedia")
        #expect(rate.perSecond * 60 + Double(rate.burst) <= 200)
    }
}
