import Foundation
import HTTPServer
import Testing
import TestSupport
import Web

/// End to end: the live prefetcher, libcurl and the sample upstream on loopback. After a
/// page view (and its prefetch), the Next click asks the upstream nothing.
@Suite struct PrefetchOfflineTests {
    /// What one click costs: views `first`, lets its prefetch finish, then GETs `next`.
    struct Click {
        var response: Response
        /// Upstream request targets that arrived while `next` was answered.
        var asked: [String]
        /// Upstream request targets since `next` was asked, once its own prefetch has finished too.
        var askedWithPrefetch: [String]
        var stats: Prefetcher.Stats
    }

    static func click(from first: String, to next: String) async throws -> Click {
        try await OfflineSite.with(prefetch: true) { offline in
            let prefetcher = try #require(offline.prefetcher)
            #expect(try await offline.get(first).status == 200)
            await prefetcher.idle()
            let before = offline.upstreamRequests.all.count
            let response = try await offline.get(next)
            #expect(response.status == 200)
            let asked = Array(offline.upstreamRequests.all.dropFirst(before))
            await prefetcher.idle()
            return Click(
                response: response, asked: asked, askedWithPrefetch: Array(offline.upstreamRequests.all.dropFirst(before)),
                stats: prefetcher.stats)
        }
    }

    @Test func nextComic_afterAViewAndItsPrefetch_needsNoUpstreamRequest() async throws {
        let click = try await Self.click(from: "/comics/1600?lang=en", to: "/comics/1601?lang=en")
        // Its `_2x` probe was prefetched too: the page found it, so it offers the 2x picture.
        let double = try #require(
            click.response.text.firstMatch(of: /\/img\/http\/127\.0\.0\.1:\d+(\/comics\/[a-z0-9_]+_2x\.png) 2x/)?.1)
        // Only 1600's own probe may still be on its way (it outlives a slow page's deadline).
        #expect(!click.asked.contains("/1601/info.0.json") && !click.asked.contains(String(double)), "\(click.asked)")
        #expect(click.stats.enqueued == 2 && click.stats.fetched <= 4)
    }

    @Test func nextSearchPage_afterAViewAndItsPrefetch_needsNoUpstreamRequest() async throws {
        let click = try await Self.click(from: "/search?q=the&limit=5&lang=en", to: "/search?q=the&limit=5&offset=5&lang=en")
        // The clicked page's own prefetch (offset 10) may already be on its way: only offset 5 must not be.
        #expect(!click.asked.contains { $0.contains("&sroffset=5&") }, "\(click.asked)")
        #expect(click.askedWithPrefetch.count == 1, "the view's own prefetch, offset 10: \(click.askedWithPrefetch)")
        #expect(click.stats == .init(enqueued: 2, done: 2, fetched: 2))
    }
}
