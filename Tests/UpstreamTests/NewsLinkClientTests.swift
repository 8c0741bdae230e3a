import Foundation
import Locking
import Models
import SampleUpstream
import Testing
import TestSupport
@testable import Upstream

/// The two-step resolution against the sample upstream (the real libcurl path): each of its fault
/// modes becomes the reason the reader is told, and a resolved id is never asked for twice.
@Suite(.serialized) struct NewsLinkClientLiveTests {
    static let edition = NewsEdition.defaultEdition(for: .en)

    /// The first headline's id in the sample's English top stories, read from the feed like the page does.
    static func sampleID(_ sample: LiveSample) async throws -> NewsArticleID {
        let feed = try await sample.clients().news.headlines(language: .en, refresh: false)
        let link = try #require(feed.value.articles.first?.link)
        return try #require(NewsArticleID.inLink(link, host: sample.settings().newsArticleHost))
    }

    func linkRequests(_ sample: LiveSample) -> [String] {
        sample.requests.map(\.target).filter { $0.contains("/rss/articles/") || $0.contains("batchexecute") }
    }

    @Test func resolve_whenSampleID_answersThePublisherPageOnce_thenFromTheCache() async throws {
        try await LiveSample.with { sample in
            let id = try await Self.sampleID(sample)
            let links = sample.clients().newsLinks
            let first = await links.publisherURL(for: id, edition: Self.edition, ownHost: "kiosk.test")
            #expect(first == .success(.init(url: "http://127.0.0.1:\(sample.port)/publisher/\(id.value)", fromCache: false)))
            sample.clock.advance(by: 29 * 24 * 3600)
            let second = await links.publisherURL(for: id, edition: Self.edition, ownHost: "kiosk.test")
            #expect(second == .success(.init(url: "http://127.0.0.1:\(sample.port)/publisher/\(id.value)", fromCache: true)))
            #expect(linkRequests(sample).count == 2, "\(linkRequests(sample))")
            #expect(links.stats.resolved == 1 && links.stats.cached == 1)
            #expect(links.protocolProblem == nil)
        }
    }

    @Test(arguments: [
        ("CBMiFaultNoSignature", NewsLinkFailure.protocolChanged), ("CBMiFaultFraming", .protocolChanged),
        ("CBMiFaultTooManyRequests", .rateLimited), ("CBMiFaultPrivateAddress", .refused),
        ("CBMiFaultJavascript", .refused), ("CBMiFaultHuge", .protocolChanged), ("CBMiUnknownToTheSample", .unreachable),
    ])
    func resolve_whenSampleFault_fallsBackWithItsReason(id: String, expected: NewsLinkFailure) async throws {
        try await LiveSample.with { sample in
            let links = sample.clients().newsLinks
            let result = await links.publisherURL(for: try #require(NewsArticleID(id)), edition: Self.edition, ownHost: nil)
            #expect(result == .failure(expected), "\(id)")
            #expect(links.stats.fellBack[expected] == 1)
        }
    }

    @Test func resolve_whenOwnHost_isRefusedEvenFromTheCache() async throws {
        try await LiveSample.with { sample in
            let id = try await Self.sampleID(sample)
            let links = sample.clients().newsLinks
            _ = await links.publisherURL(for: id, edition: Self.edition, ownHost: "kiosk.test")
            // Kiosk reached by the same loopback authority the sample publisher is on, but not allowed: a
            // client with no exemption for it refuses the cached address.
            var settings = sample.settings()
            settings.newsLinkHosts = []
            let strict = GoogleNewsLinkClient(settings: settings, http: sample.http, cache: sample.clients().apiCache)
            #expect(await strict.publisherURL(for: id, edition: Self.edition, ownHost: "127.0.0.1:8080") == .failure(.refused))
        }
    }

    @Test func resolve_whenGoogleSays429_coolsDownWithoutFurtherRequests() async throws {
        try await LiveSample.with { sample in
            let id = try await Self.sampleID(sample)
            let links = sample.clients(sample.settings(fault: "429=30")).newsLinks
            #expect(await links.publisherURL(for: id, edition: Self.edition, ownHost: nil) == .failure(.rateLimited))
            let sent = linkRequests(sample).count
            sample.clock.advance(by: 10)
            #expect(await links.publisherURL(for: id, edition: Self.edition, ownHost: nil) == .failure(.rateLimited))
            #expect(linkRequests(sample).count == sent, "no request during the cooldown")
        }
    }

    @Test func resolve_whenAnswerIsSlowerThanTheTimeout_isUnreachable() async throws {
        let release = Latch()
        let held = try SampleUpstream(now: Date.init, sleep: { _ in await release.wait() })
        try await LiveSample.with(upstream: held) { sample in
            defer { release.open() }
            var settings = sample.settings(fault: "slow=2")
            settings.timeouts[.news] = .init(connect: 1, total: 0.4)
            let id = try #require(NewsArticleID("CBMiFaultSlowAnything"))
            let result = await sample.clients(settings).newsLinks.publisherURL(for: id, edition: Self.edition, ownHost: nil)
            release.open()
            #expect(result == .failure(.unreachable))
        }
    }

    @Test func readiness_whenEveryIdFailsForTenMinutes_namesTheProtocol_untilOneSucceeds() async throws {
        try await LiveSample.with { sample in
            let links = sample.clients().newsLinks
            let broken = try #require(NewsArticleID("CBMiFaultFraming"))
            _ = await links.publisherURL(for: broken, edition: Self.edition, ownHost: nil)
            #expect(links.protocolProblem != nil)
            sample.clock.advance(by: GoogleNewsLinkClient.protocolWindow + 1)
            #expect(links.protocolProblem == nil, "nothing asked for ten minutes: nothing known to be broken")
            _ = await links.publisherURL(for: broken, edition: Self.edition, ownHost: nil)
            #expect(links.protocolProblem != nil)
            _ = await links.publisherURL(for: try await Self.sampleID(sample), edition: Self.edition, ownHost: nil)
            #expect(links.protocolProblem == nil, "one id resolved in the window")
        }
    }
}

/// Answers the two steps for any id, holding every request until `release` opens.
final class HeldLinkUpstream: HTTPFetching {
    let release = Latch()
    private let seen = Mutex<[FetchRequest]>([])
    var requests: [FetchRequest] { seen.withLock { $0 } }

    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        seen.withLock { $0.append(request) }
        await release.wait()
        if request.body == nil {
            return FetchResponse(status: 200, body: Data(#"<div data-n-a-ts="1764000000" data-n-a-sg="AU_yqLsig"></div>"#.utf8))
        }
        return FetchResponse(
            status: 200, body: BatchExecuteAnswerTests.chunked([BatchExecuteAnswerTests.envelope("https://publisher.example/a")]))
    }
}

@Suite struct NewsLinkClientTests {
    static let edition = NewsEdition.defaultEdition(for: .ja)

    @Test func resolve_whenManyReadersClickOneIdAtOnce_asksGoogleOnce() async throws {
        let http = HeldLinkUpstream()
        let clients = UpstreamClients.live(settings: UpstreamSettings(), http: http, now: TestClock().now)
        let id = try #require(NewsArticleID("CBMiOneId"))
        let results = Task {
            await withTaskGroup(of: Result<NewsLinkResolution, NewsLinkFailure>.self) { group in
                for _ in 0..<8 {
                    group.addTask { await clients.newsLinks.publisherURL(for: id, edition: Self.edition, ownHost: nil) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        http.release.open()
        let all = await results.value
        #expect(all.count == 8 && all.allSatisfy { $0.map(\.url) == .success("https://publisher.example/a") })
        #expect(http.requests.count == 2, "one page and one batchexecute, not \(http.requests.count)")
        #expect(clients.newsLinks.stats.resolved + clients.newsLinks.stats.cached == 8)
    }

    @Test func requests_areTheArticlePage_thenTheFormPostWithTheEditionAndSignature() async throws {
        let http = HeldLinkUpstream()
        http.release.open()
        let clients = UpstreamClients.live(settings: UpstreamSettings(), http: http, now: TestClock().now)
        _ = await clients.newsLinks.publisherURL(
            for: try #require(NewsArticleID("CBMi_x-1")), edition: Self.edition, ownHost: nil)
        let (page, post) = (http.requests[0], http.requests[1])
        #expect(page.url == "https://news.google.com/rss/articles/CBMi_x-1" && page.body == nil)
        #expect(post.url == "https://news.google.com/_/DotsSplashUi/data/batchexecute?rpcids=Fbv4je")
        #expect(post.headers.contains(HeaderField("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8")))
        let form = String(decoding: try #require(post.body), as: UTF8.self)
        let request = try #require(form.hasPrefix("f.req=") ? String(form.dropFirst(6)).removingPercentEncoding : nil)
        #expect(request.contains(#"\"JP:ja\""#) && request.contains(#"\"CBMi_x-1\",1764000000,\"AU_yqLsig\""#), "\(request)")
        #expect(page.maxBytes == UpstreamSettings.defaultMaxNewsArticlePageBytes)
        #expect(post.maxBytes == UpstreamSettings.defaultMaxBatchExecuteBytes)
    }

    @Test func budget_newsLinks_allowsFourAtOnceThenOneASecond_apartFromTheFeeds() async throws {
        let http = HeldLinkUpstream()
        http.release.open()
        let clock = TestClock()
        var configuration = LimitsConfiguration()
        configuration.maxWait = 0
        #expect(configuration.rate(forBudget: "news-links") == Rate(perSecond: 1, burst: 4))
        let limiter = UpstreamLimiter(configuration: configuration, now: clock.now, sleep: { [clock] in clock.advance(by: $0) })
        let clients = UpstreamClients.live(settings: UpstreamSettings(), http: http, limiter: limiter, now: clock.now)
        func click(_ n: Int) async -> Result<NewsLinkResolution, NewsLinkFailure> {
            await clients.newsLinks.publisherURL(for: NewsArticleID("CBMi\(n)")!, edition: Self.edition, ownHost: nil)
        }
        // Two ids are four requests: the burst.
        #expect(try await click(1).get().fromCache == false)
        #expect(try await click(2).get().fromCache == false)
        #expect(await click(3) == .failure(.busy))
        #expect(http.requests.count == 4)
        #expect(limiter.refusals[.budget]?[.news] == 1)
        clock.advance(by: 2)
        #expect(try await click(3).get().fromCache == false)
        #expect(http.requests.count == 6)
        // The feeds' own budget was not touched.
        #expect(limiter.tokens()["news"] == 5)
    }

    @Test func budget_newsLinks_isAKnownSourceForUpstreamRate() throws {
        var configuration = LimitsConfiguration()
        try configuration.setBudget("news-links=2/s:8")
        #expect(configuration.rate(forBudget: "news-links") == Rate(perSecond: 2, burst: 8))
    }
}

/// A resolved link is kept for the fleet as long as for the process: 30 days, past the usual 7-day cap.
@Suite(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
struct NewsLinkSharedCacheTests {
    @Test func retention_whenTimeToLiveIsFiniteAndLong_isKeptThatLong_elseCappedAsBefore() {
        let day: TimeInterval = 24 * 3600
        #expect(SharedCache.retention(ttl: 30 * day, serveStaleFor: 0, isNegative: false) == 30 * day)
        #expect(SharedCache.retention(ttl: .infinity, serveStaleFor: 0, isNegative: false) == 7 * day)
        #expect(SharedCache.retention(ttl: 600, serveStaleFor: 0, isNegative: false) == 600 + day)
        #expect(SharedCache.retention(ttl: 400 * day, serveStaleFor: 0, isNegative: false) == 31 * day)
    }

    @Test func resolve_withRedis_storesTheLinkForThirtyDays_andASecondInstanceAsksNobody() async throws {
        let server = try RedisTestServer()
        let clock = TestClock()
        let http = HeldLinkUpstream()
        http.release.open()
        func instance() throws -> UpstreamClients {
            UpstreamClients.live(
                settings: UpstreamSettings(), http: http, shared: SharedCache(redis: RedisClient(try .forTests(server))),
                now: clock.now)
        }
        let (a, b) = (try instance(), try instance())
        let id = try #require(NewsArticleID("CBMiShared"))
        #expect(
            try await a.newsLinks.publisherURL(for: id, edition: .defaultEdition(for: .en), ownHost: nil).get().fromCache == false
        )
        clock.advance(by: 20 * 24 * 3600)
        #expect(
            try await b.newsLinks.publisherURL(for: id, edition: .defaultEdition(for: .en), ownHost: nil).get().fromCache == true)
        #expect(http.requests.count == 2)
        let ttl = try await b.apiCache.shared?.redis.command("PTTL", "kiosk:v1:news:newslink CBMiShared")
        guard case .integer(let milliseconds)? = ttl else {
            Issue.record("no expiry read: \(String(describing: ttl))")
            return
        }
        #expect(milliseconds > 29 * 24 * 3600 * 1000, "\(milliseconds) ms")
    }
}
