import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// The clients with a limiter under their cache: a refused fetch never reaches the upstream, is the
/// busy state every page already knows (stale data, else `.coolingDown`), and is not counted as an
/// upstream request; a cache hit never asks the limiter.
@Suite struct BudgetedFetchingTests {
    let clock = TestClock()

    func clients(_ http: RoutedHTTP, budget: String) throws -> UpstreamClients {
        var configuration = LimitsConfiguration()
        try configuration.setBudget(budget)
        let limiter = UpstreamLimiter(configuration: configuration, now: clock.now, sleep: { [clock] in clock.advance(by: $0) })
        return UpstreamClients.live(settings: UpstreamSettings(), http: http, limiter: limiter, now: clock.now)
    }

    func query(_ text: String) -> WikiSearchQuery { WikiSearchQuery(text: text, language: .en, limit: 20, offset: 0) }

    @Test func search_whenTheBudgetIsSpent_isRefusedWithoutARequest_andCountsNone() async throws {
        let http = try CacheWarmerTests.upstream()
        let clients = try clients(http, budget: "wikipedia=1/min:1")
        _ = try await clients.wikipedia.search(query("Swift"))
        await #expect(throws: UpstreamError.coolingDown(retryAfter: 60)) { try await clients.wikipedia.search(query("Kyoto")) }
        #expect(http.urls.count == 1)
        #expect(clients.apiCache.stats.sources[.wikipedia]?.upstreamRequests == 1)
        // A hit costs no token: the first search is still answered.
        #expect(try await clients.wikipedia.search(query("Swift")).staleBecause == nil)
    }

    @Test func search_whenExpiredAndTheBudgetIsSpent_servesTheLastGoodValue() async throws {
        let http = try CacheWarmerTests.upstream()
        let clients = try clients(http, budget: "wikipedia=1/h:1")
        let first = try await clients.wikipedia.search(query("Swift"))
        clock.advance(by: 11 * 60)
        let again = try await clients.wikipedia.search(query("Swift"))
        #expect(again.value == first.value)
        #expect(again.staleBecause?.asksToBackOff == true)
        #expect(http.urls.count == 1)
    }
}
