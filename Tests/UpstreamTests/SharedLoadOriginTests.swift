import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// A load that several readers wait on belongs to none of them: a client over its fair share is
/// refused on its own, before it starts anything, and another reader's request for the same data
/// is answered.
@Suite struct SharedLoadOriginTests {
    let clock = TestClock()
    static let bot = ClientAddress(high: 0, low: 0xFFFF_C000_0202)
    static let reader = ClientAddress(high: 0, low: 0xFFFF_C000_0201)

    /// A limiter that lets each client cause one fetch, and a cache that asks it.
    func makeCache() -> (UpstreamCache, UpstreamLimiter) {
        var configuration = LimitsConfiguration()
        configuration.clientShare = Rate(perSecond: 1.0 / 60, burst: 1)
        let limiter = UpstreamLimiter(configuration: configuration, now: clock.now, sleep: { [clock] in clock.advance(by: $0) })
        return (UpstreamCache(limiter: limiter, now: clock.now), limiter)
    }

    /// One comic's load as the clients make it: the budget is asked inside the load (`BudgetedFetching`),
    /// with the purpose the cache says the load runs as, after `started` opens and once `release` does.
    /// Records whom each load ran as in `ranAs`.
    func load(
        _ limiter: UpstreamLimiter, started: Latch, release: Latch, ranAs: TestSupport.RequestLog<FetchOrigin> = .init()
    ) -> @Sendable (FetchOrigin) async throws(UpstreamError) -> (value: String, bytes: Int) {
        { (runsAs: FetchOrigin) async throws(UpstreamError) -> (value: String, bytes: Int) in
            ranAs.append(runsAs)
            started.open()
            await release.wait()
            if let retryAfter = await limiter.admit(budget: "xkcd", source: .xkcd, purpose: runsAs.purpose) {
                throw .coolingDown(retryAfter: retryAfter)
            }
            return ("comic 1234", 10)
        }
    }

    func value(
        _ cache: UpstreamCache, key: String, as origin: FetchOrigin,
        load: @escaping @Sendable (FetchOrigin) async throws(UpstreamError) -> (value: String, bytes: Int)
    ) async throws(UpstreamError) -> String {
        try await cache.value(key: key, source: .xkcd, ttl: 60, origin: origin) {
            (_: String?, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: String, bytes: Int) in try await load(runsAs)
        }.value
    }

    @Test func sharedLoad_whenTheFirstRequesterIsOverItsShare_stillAnswersTheNextReader() async throws {
        let (cache, limiter) = makeCache()
        let open = Latch()
        open.open()
        // The bot spends its one fetch on another comic.
        let botOrigin = FetchOrigin(purpose: .page, client: Self.bot)
        #expect(
            try await value(cache, key: "comic:1", as: botOrigin, load: load(limiter, started: Latch(), release: open))
                == "comic 1234")

        // Over its share, the bot asks for comic 2 first; the reader asks while that request is under way.
        let progress = Latch()
        let release = Latch()
        let ranAs = TestSupport.RequestLog<FetchOrigin>()
        let comic2 = load(limiter, started: progress, release: release, ranAs: ranAs)
        let bot = Task { () async throws(UpstreamError) -> String in
            defer { progress.open() }
            return try await value(cache, key: "comic:2", as: botOrigin, load: comic2)
        }
        await progress.wait()
        let missesBefore = cache.stats.misses
        let readerOrigin = FetchOrigin(purpose: .page, client: Self.reader)
        let reader = Task { () async throws(UpstreamError) -> String in
            try await value(cache, key: "comic:2", as: readerOrigin, load: comic2)
        }
        #expect(try await Poll.until { cache.stats.misses > missesBefore }, "the reader reached the cache")
        release.open()

        #expect(try await reader.value == "comic 1234", "the reader's page is not failed by the bot's share")
        await #expect(throws: UpstreamError.overClientShare(retryAfter: 60), "the bot alone gets its 429") {
            try await bot.value
        }
        #expect(limiter.refusals[.client]?[.xkcd] == 1)
        // The one load the reader waited on ran for nobody in particular, as a page.
        #expect(ranAs.all == [FetchOrigin(purpose: .page, client: nil)])
    }

    @Test func sharedLoad_whenAClientIsRefused_startsNoLoad() async throws {
        let (cache, limiter) = makeCache()
        let open = Latch()
        open.open()
        let botOrigin = FetchOrigin(purpose: .page, client: Self.bot)
        let started = Latch()
        _ = try await value(cache, key: "comic:1", as: botOrigin, load: load(limiter, started: started, release: open))
        await #expect(throws: UpstreamError.overClientShare(retryAfter: 60)) {
            try await value(cache, key: "comic:2", as: botOrigin, load: load(limiter, started: started, release: open))
        }
        #expect(cache.stats.loads == 1, "the refused request started nothing")
        // A hit never asks the client's share.
        #expect(
            try await value(cache, key: "comic:1", as: botOrigin, load: load(limiter, started: started, release: open))
                == "comic 1234")
    }
}
