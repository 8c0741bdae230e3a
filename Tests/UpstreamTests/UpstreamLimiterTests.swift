import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// `UpstreamLimiter` in one process: shares per client, budgets per source, the reserved part for
/// background work, and the short wait of a page. Time moves only when the test (or the limiter's
/// injected sleep) moves the clock.
@Suite struct UpstreamLimiterTests {
    let clock = TestClock()

    func makeLimiter() -> UpstreamLimiter { makeLimiter { _ in } }

    func makeLimiter(_ configure: (inout LimitsConfiguration) throws -> Void) rethrows -> UpstreamLimiter {
        var configuration = LimitsConfiguration()
        try configure(&configuration)
        return UpstreamLimiter(configuration: configuration, now: clock.now, sleep: { [clock] in clock.advance(by: $0) })
    }

    static let reader = ClientAddress(high: 0, low: 0xFFFF_C000_0201)
    static let bot = ClientAddress(high: 0, low: 0xFFFF_C000_0202)

    /// Admits as `client` with `purpose`; returns the refusal's seconds and whether the client's share refused.
    func admit(
        _ limiter: UpstreamLimiter, _ client: ClientAddress?, purpose: FetchOrigin.Purpose = .page,
        budget: String = "wikipedia"
    ) async -> (retryAfter: Int?, clientRefused: Bool) {
        let origin = FetchOrigin(purpose: purpose, client: client)
        // As the cache asks: the client's share before it starts a load, then the budget for the fetch.
        if let refused = await limiter.admitClient(origin, source: .wikipedia) { return (refused, true) }
        return (await limiter.admit(budget: budget, source: .wikipedia, purpose: origin.shared.purpose), false)
    }

    @Test func admit_whenAClientHasUsedItsShare_refusesIt_andNobodyElse() async {
        // A source budget well above the client's share, so only the share can refuse here.
        let limiter = makeLimiter { $0.budgets["wikipedia"] = Rate(perSecond: 10, burst: 20) }
        for index in 0..<10 {
            #expect(await admit(limiter, Self.bot).retryAfter == nil, "fetch \(index) within the burst of 10")
        }
        let refused = await admit(limiter, Self.bot)
        #expect(refused.retryAfter == 2 && refused.clientRefused, "one fetch every 2 s at 30/min")
        #expect(await admit(limiter, Self.reader).retryAfter == nil)
        #expect(limiter.refusals[.client]?[.wikipedia] == 1)
        clock.advance(by: 2)
        #expect(await admit(limiter, Self.bot).retryAfter == nil)
    }

    @Test func admit_whenAnIPv6ClientHopsWithinIts64_countsOneClient() async {
        let limiter = makeLimiter { $0.clientShare = Rate(perSecond: 0.5, burst: 1) }
        #expect(await admit(limiter, ClientAddress(high: 0x2001_0db8_0000_0001, low: 1)).retryAfter == nil)
        #expect(await admit(limiter, ClientAddress(high: 0x2001_0db8_0000_0001, low: 2)).clientRefused)
        #expect(await admit(limiter, ClientAddress(high: 0x2001_0db8_0000_0002, low: 1)).retryAfter == nil)
    }

    @Test func admit_whenTheBudgetIsSpent_waitsABoundedMomentForAPage_thenRefuses() async throws {
        let limiter = try makeLimiter { try $0.setBudget("wikipedia=10/s:2") }
        let start = clock.now()
        #expect(await admit(limiter, nil).retryAfter == nil)
        #expect(await admit(limiter, nil).retryAfter == nil)
        #expect(await admit(limiter, nil).retryAfter == nil, "waited 0.1 s for the next token")
        #expect(abs(clock.now().timeIntervalSince(start) - 0.1) < 1e-6)
        let slow = try makeLimiter {
            try $0.setBudget("news=1/s:1"); $0.maxWait = 0.25
        }
        #expect(await admit(slow, nil, budget: "news").retryAfter == nil)
        let refused = await admit(slow, nil, budget: "news")
        #expect(refused.retryAfter == 1 && !refused.clientRefused, "a second is longer than a page waits")
        #expect(slow.refusals[.budget]?[.wikipedia] == 1)
    }

    @Test func admit_whenOnlyTheReserveIsLeft_refusesPrefetchAndSuggestionsButNotPages() async throws {
        let limiter = try makeLimiter { try $0.setBudget("wikipedia=1/s:8") }
        for _ in 0..<2 { #expect(await admit(limiter, nil, purpose: .background).retryAfter == nil) }
        #expect(await admit(limiter, nil, purpose: .background).retryAfter != nil, "background may use 2 of 8")
        #expect(await admit(limiter, Self.reader, purpose: .suggestions).retryAfter != nil)
        #expect(await admit(limiter, Self.reader).retryAfter == nil)
    }

    @Test func admit_suggestionsCountApartFromPages() async {
        let limiter = makeLimiter { $0.clientShare = Rate(perSecond: 0.5, burst: 1) }
        #expect(await admit(limiter, Self.reader).retryAfter == nil)
        #expect(await admit(limiter, Self.reader).clientRefused)
        #expect(await admit(limiter, Self.reader, purpose: .suggestions).retryAfter == nil)
    }

    @Test func admit_whenManyMoreAddressesAskThanItKeeps_memoryStaysWithinItsBound() async {
        let limiter = makeLimiter { $0.processBuckets = 500 }
        for index in 0..<100_000 {
            _ = await admit(limiter, ClientAddress(high: 0, low: 0xFFFF_0000_0000 | UInt64(index)), budget: "tmdb")
        }
        #expect(limiter.localBucketCount <= 500)
    }
}
