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

    /// Where to watch, credits, recommendations and release dates arrive appended to the one detail
    /// request: a movie's page costs TMDB's budget one token, and every region shares that answer.
    @Test func movieDetail_withEveryAppendedPart_costsOneTokenForAllRegions() async throws {
        let detail = try Fixture.data("tmdb-detail-watch")
        let http = RoutedHTTP { url in
            url.contains("/movie/910001?") ? FetchResponse(status: 200, body: detail) : FetchResponse(status: 404)
        }
        var configuration = LimitsConfiguration()
        try configuration.setBudget("tmdb=1/min:1")
        let limiter = UpstreamLimiter(configuration: configuration, now: clock.now, sleep: { [clock] in clock.advance(by: $0) })
        var settings = UpstreamSettings()
        settings.tmdbCredential = .apiKey("k")
        let clients = UpstreamClients.live(settings: settings, http: http, limiter: limiter, now: clock.now)
        let movie = try await clients.movies.detail(id: 910001, language: .en).value
        #expect(movie.watchOptions.count == 3 && movie.releases.count == 3 && !movie.crew.isEmpty)
        _ = try await clients.movies.detail(id: 910001, language: .en)
        await #expect(throws: UpstreamError.coolingDown(retryAfter: 60)) {
            try await clients.movies.detail(id: 550, language: .en)
        }
        #expect(http.urls.count == 1)
        #expect(
            http.urls.first?.contains("append_to_response=credits,watch%2Fproviders,recommendations,release_dates,images")
                == true, "\(http.urls)")
    }
}
