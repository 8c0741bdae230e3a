import Foundation
import Locking
import Models
import Testing
import TestSupport
@testable import Upstream

/// Stands for an upstream that answers conditional requests: records the cached value each load was
/// handed, then answers "unchanged" (returns it) or the next scripted new value.
final class RevalidatingLoader: Sendable {
    private let state: Mutex<(received: [String?], changes: [String?])>

    /// `changes[i]` is the i-th load's answer: a new value, or nil for "not modified".
    init(_ changes: String?...) { state = Mutex(([], changes)) }

    var received: [String?] { state.withLock { $0.received } }

    func load() -> @Sendable (String?) async throws(UpstreamError) -> (value: String, bytes: Int) {
        { (previous: String?) async throws(UpstreamError) -> (value: String, bytes: Int) in
            let change = self.state.withLock { state in
                state.received.append(previous)
                return state.changes.isEmpty ? nil : state.changes.removeFirst()
            }
            guard let value = change ?? previous else { throw .httpStatus(304, retryAfter: nil) }
            return (value, 10)
        }
    }
}

@Suite struct UpstreamCacheRevalidationTests {
    let clock = TestClock()

    @Test func revalidate_whenExpired_receivesTheCachedValueAndUnchangedIsFreshAgain() async throws {
        let cache = UpstreamCache(now: clock.now)
        let upstream = RevalidatingLoader("rev 1", nil)
        _ = try await cache.value(key: "article en Tea", source: .wikipedia, ttl: 60, revalidate: upstream.load())
        clock.advance(by: 61)
        let revalidated = try await cache.value(key: "article en Tea", source: .wikipedia, ttl: 60, revalidate: upstream.load())
        #expect(revalidated.value == "rev 1")
        #expect(revalidated.fetchedAt == clock.now())
        clock.advance(by: 59)
        _ = try await cache.value(key: "article en Tea", source: .wikipedia, ttl: 60, revalidate: upstream.load())
        #expect(upstream.received == [nil, "rev 1"])
        #expect(cache.stats.sources[.wikipedia]?.upstreamRequests == 2)
    }

    @Test func revalidate_whenForcedOrInTheBackground_receivesTheCachedValue() async throws {
        let cache = UpstreamCache(now: clock.now)
        let upstream = RevalidatingLoader("morning", nil, "evening")
        _ = try await cache.value(key: "news en", source: .news, ttl: 300, serveStaleFor: 3600, revalidate: upstream.load())
        _ = try await cache.value(key: "news en", source: .news, ttl: 300, forceRefresh: true, revalidate: upstream.load())
        clock.advance(by: 301)
        let stale = try await cache.value(
            key: "news en", source: .news, ttl: 300, serveStaleFor: 3600, revalidate: upstream.load())
        #expect(stale.value == "morning")
        // A caller without serveStaleFor joins the background refresh.
        #expect(try await cache.value(key: "news en", source: .news, ttl: 300, revalidate: upstream.load()).value == "evening")
        #expect(upstream.received == [nil, "morning", "morning"])
    }

    @Test func revalidate_whenOnlyNotFoundIsCached_receivesNil() async throws {
        let cache = UpstreamCache(now: clock.now)
        let missing = ScriptedLoader(.failure(.notFound))
        await #expect(throws: UpstreamError.notFound) {
            try await cache.value(key: "comic 404", source: .xkcd, ttl: 60, load: missing.load())
        }
        clock.advance(by: 61)
        let upstream = RevalidatingLoader("exists now")
        #expect(
            try await cache.value(key: "comic 404", source: .xkcd, ttl: 60, revalidate: upstream.load()).value == "exists now")
        #expect(upstream.received == [nil])
    }
}

/// Revalidation across a fleet: the value another instance stored on Redis is what gets revalidated,
/// and an unchanged answer is written back so every instance sees it fresh.
extension SharedCacheTests {
    @Test func revalidate_whenTheValueIsOnlyOnRedis_receivesItAndWritesItBackFresh() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = RevalidatingLoader("rev 1", nil)
        _ = try await a.value(key: "article en Tea", source: .wikipedia, ttl: 60, revalidate: upstream.load())
        clock.advance(by: 61)
        let revalidated = try await b.value(key: "article en Tea", source: .wikipedia, ttl: 60, revalidate: upstream.load())
        #expect(revalidated.value == "rev 1")
        #expect(revalidated.fetchedAt == clock.now())
        // A's own copy is expired; Redis holds B's fresh one, so A asks nobody.
        let fromFleet = try await a.value(key: "article en Tea", source: .wikipedia, ttl: 60, revalidate: upstream.load())
        #expect(fromFleet.fetchedAt == revalidated.fetchedAt)
        #expect(upstream.received == [nil, "rev 1"])
        #expect(a.shared?.stats.hits == 1)
    }
}
