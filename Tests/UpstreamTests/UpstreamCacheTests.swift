import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

@Suite struct UpstreamCacheTests {
    let clock = TestClock()

    @Test func cache_whenYoungerThanTTL_returnsCachedValueWithoutLoading() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("latest=3000"))
        _ = try await cache.value(key: "xkcd latest", source: .xkcd, ttl: 60, load: loader.load())
        clock.advance(by: 59)
        let second = try await cache.value(key: "xkcd latest", source: .xkcd, ttl: 60, load: loader.load())
        #expect(second.value == "latest=3000")
        #expect(second.staleBecause == nil)
        #expect(loader.calls == 1)
        #expect(
            cache.stats
                == .init(
                    entries: 1, bytes: 10, hits: 1, misses: 1, loads: 1,
                    sources: [.xkcd: counts(hits: 1, upstreamRequests: 1)]))
    }

    /// A page whose data is cached reads it without a task; only a fresh entry counts.
    @Test func freshValue_answersOnlyFromAFreshEntryAndCountsTheHit() async throws {
        let cache = UpstreamCache(now: clock.now)
        let empty: Result<Fetched<String>, UpstreamError>? = cache.freshValue(key: "comic 1", source: .xkcd, ttl: 60)
        #expect(empty == nil)
        _ = try await cache.value(key: "comic 1", source: .xkcd, ttl: 60, load: ScriptedLoader(.success("1")).load())
        await #expect(throws: UpstreamError.notFound) {
            try await cache.value(key: "comic 404", source: .xkcd, ttl: 60, load: ScriptedLoader(.failure(.notFound)).load())
        }
        let hit: Result<Fetched<String>, UpstreamError>? = cache.freshValue(key: "comic 1", source: .xkcd, ttl: 60)
        #expect(try hit?.get().value == "1")
        let missing: Result<Fetched<String>, UpstreamError>? = cache.freshValue(key: "comic 404", source: .xkcd, ttl: 60)
        #expect(missing == .failure(.notFound))
        #expect(cache.stats.hits == 2 && cache.stats.misses == 2)
        clock.advance(by: 61)
        let expired: Result<Fetched<String>, UpstreamError>? = cache.freshValue(key: "comic 1", source: .xkcd, ttl: 60)
        #expect(expired == nil, "an expired entry is the cache's to refresh (or serve stale), through value(…)")
        #expect(cache.stats.hits == 2 && cache.stats.misses == 2)
    }

    /// /metrics shows, per source, what the cache answered and what went upstream and failed.
    @Test func stats_countHitsRequestsAndErrorsPerSource() async throws {
        let cache = UpstreamCache(now: clock.now)
        _ = try await cache.value(key: "comic 1", source: .xkcd, ttl: 60, load: ScriptedLoader(.success("1")).load())
        _ = try await cache.value(key: "comic 1", source: .xkcd, ttl: 60, load: ScriptedLoader(.success("1")).load())
        await #expect(throws: UpstreamError.notFound) {
            try await cache.value(key: "comic 404", source: .xkcd, ttl: 60, load: ScriptedLoader(.failure(.notFound)).load())
        }
        await #expect(throws: UpstreamError.timedOut(seconds: 8)) {
            try await cache.value(
                key: "search swift", source: .wikipedia, ttl: 60, load: ScriptedLoader(.failure(.timedOut(seconds: 8))).load())
        }
        #expect(
            cache.stats.sources == [
                .xkcd: counts(hits: 1, upstreamRequests: 2),  // "not found" is an answer, not an error
                .wikipedia: counts(upstreamRequests: 1, upstreamErrors: 1),
            ])
    }

    private func counts(hits: Int = 0, upstreamRequests: Int = 0, upstreamErrors: Int = 0) -> UpstreamCache.SourceCounts {
        var counts = UpstreamCache.SourceCounts()
        counts.hits = hits
        counts.upstreamRequests = upstreamRequests
        counts.upstreamErrors = upstreamErrors
        return counts
    }

    @Test func cache_whenOlderThanTTL_loadsAgain() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("3000"), .success("3001"))
        _ = try await cache.value(key: "latest", source: .xkcd, ttl: 60, load: loader.load())
        clock.advance(by: 60)
        let second = try await cache.value(key: "latest", source: .xkcd, ttl: 60, load: loader.load())
        #expect(second.value == "3001")
        #expect(second.fetchedAt == clock.now())
        #expect(loader.calls == 2)
    }

    @Test func cache_whenTTLInfinite_neverExpires() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("comic 1"))
        _ = try await cache.value(key: "comic 1", source: .xkcd, ttl: .infinity, load: loader.load())
        clock.advance(by: 10 * 365 * 86_400)
        let later = try await cache.value(key: "comic 1", source: .xkcd, ttl: .infinity, load: loader.load())
        #expect(later.value == "comic 1")
        #expect(loader.calls == 1)
    }

    @Test func cache_when50ConcurrentCallersMiss_loadsOnceForAll() async throws {
        let cache = UpstreamCache(now: clock.now)
        let gate = Gate()
        let loads = ScriptedLoader(.success("shared"))
        let load: @Sendable () async throws(UpstreamError) -> (value: String, bytes: Int) = { () async throws(UpstreamError) in
            await gate.wait()
            return try await loads.load()()
        }
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask { try await cache.value(key: "news en", source: .news, ttl: 300, load: load).value }
            }
            // Every caller has passed the cache's lock once all 50 count as misses; only then let the load finish.
            while cache.stats.misses < 50 { await Task.yield() }
            gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: "shared", count: 50))
        #expect(loads.calls == 1)
        #expect(cache.stats.loads == 1)
    }

    @Test func cache_whenLoadFailsAfterSuccess_returnsLastGoodValueWithItsAge() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("headlines"), .failure(.timedOut(seconds: 10)))
        _ = try await cache.value(key: "news ja", source: .news, ttl: 60, load: loader.load())
        clock.advance(by: 120)
        let stale = try await cache.value(key: "news ja", source: .news, ttl: 60, load: loader.load())
        #expect(stale.value == "headlines")
        #expect(stale.staleBecause == .timedOut(seconds: 10))
        #expect(stale.age(at: clock.now()) == 120)
    }

    @Test func cache_whenLoadFailsWithNothingCached_throwsTheError() async {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.failure(.cannotConnect(host: "en.wikipedia.org")))
        await #expect(throws: UpstreamError.cannotConnect(host: "en.wikipedia.org")) {
            try await cache.value(key: "search swift", source: .wikipedia, ttl: 60, load: loader.load())
        }
    }

    @Test func cache_after429WithRetryAfter_makesNoLoadUntilCooldownEnds() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("movies"), .failure(.httpStatus(429, retryAfter: 30)), .success("movies 2"))
        _ = try await cache.value(key: "movies q=alien", source: .tmdb, ttl: 60, load: loader.load())
        clock.advance(by: 61)
        let limited = try await cache.value(key: "movies q=alien", source: .tmdb, ttl: 60, load: loader.load())
        #expect(limited.staleBecause == .httpStatus(429, retryAfter: 30))
        #expect(cache.cooldownRemaining(for: .tmdb) == 30)

        clock.advance(by: 10)
        let cooling = try await cache.value(key: "movies q=alien", source: .tmdb, ttl: 60, load: loader.load())
        #expect(cooling.value == "movies")
        #expect(cooling.staleBecause == .coolingDown(retryAfter: 20))
        await #expect(throws: UpstreamError.coolingDown(retryAfter: 20)) {
            try await cache.value(key: "movies q=other", source: .tmdb, ttl: 60, load: loader.load())
        }
        #expect(loader.calls == 2)
        #expect(cache.cooldownRemaining(for: .xkcd) == nil)

        clock.advance(by: 20)
        #expect(cache.cooldownRemaining(for: .tmdb) == nil)
        let fresh = try await cache.value(key: "movies q=alien", source: .tmdb, ttl: 60, load: loader.load())
        #expect(fresh.value == "movies 2")
        #expect(fresh.staleBecause == nil)
        #expect(loader.calls == 3)
    }

    @Test func cache_whenCoolingDown_otherSourcesStillLoad() async throws {
        let cache = UpstreamCache(now: clock.now)
        let limited = ScriptedLoader(.failure(.httpStatus(503, retryAfter: 120)))
        await #expect(throws: UpstreamError.httpStatus(503, retryAfter: 120)) {
            try await cache.value(key: "news en", source: .news, ttl: 60, load: limited.load())
        }
        let other = ScriptedLoader(.success("comic"))
        let comic = try await cache.value(key: "comic 5", source: .xkcd, ttl: .infinity, load: other.load())
        #expect(comic.value == "comic")
        #expect(cache.cooldownRemaining(for: .news) == 120)
    }

    @Test func cache_whenMoreEntriesThanLimit_evictsLeastRecentlyUsed() async throws {
        let cache = UpstreamCache(maxEntries: 3, now: clock.now)
        let loader = ScriptedLoader(.success("v"))
        for key in ["a", "b", "c"] {
            _ = try await cache.value(key: key, source: .xkcd, ttl: .infinity, load: loader.load())
        }
        _ = try await cache.value(key: "a", source: .xkcd, ttl: .infinity, load: loader.load())  // a is now recent
        _ = try await cache.value(key: "d", source: .xkcd, ttl: .infinity, load: loader.load())  // evicts b
        #expect(loader.calls == 4)
        _ = try await cache.value(key: "a", source: .xkcd, ttl: .infinity, load: loader.load())
        #expect(loader.calls == 4, "a was used recently and must still be cached")
        _ = try await cache.value(key: "b", source: .xkcd, ttl: .infinity, load: loader.load())
        #expect(loader.calls == 5, "b was least recently used and must have been evicted")
        #expect(cache.stats.entries == 3)
    }

    @Test func cache_whenMoreBytesThanLimit_evictsLeastRecentlyUsed() async throws {
        let cache = UpstreamCache(maxBytes: 100, now: clock.now)
        let loader = ScriptedLoader(.success("v"))
        for key in ["a", "b", "c"] {
            _ = try await cache.value(key: key, source: .xkcd, ttl: .infinity, load: loader.load(bytes: 40))
        }
        #expect(cache.stats.entries == 2)
        #expect(cache.stats.bytes == 80)
        _ = try await cache.value(key: "a", source: .xkcd, ttl: .infinity, load: loader.load(bytes: 40))
        #expect(loader.calls == 4, "a was evicted to make room for c")
    }

    @Test func cache_whenValueLargerThanBudget_returnsItWithoutCaching() async throws {
        let cache = UpstreamCache(maxBytes: 100, now: clock.now)
        let loader = ScriptedLoader(.success("huge"))
        let value = try await cache.value(key: "big", source: .tmdb, ttl: 60, load: loader.load(bytes: 101))
        #expect(value.value == "huge")
        #expect(cache.stats.entries == 0)
    }

    @Test func cache_whenForceRefresh_loadsEvenIfFresh() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("old"), .success("new"))
        _ = try await cache.value(key: "news en", source: .news, ttl: 300, load: loader.load())
        let refreshed = try await cache.value(key: "news en", source: .news, ttl: 300, forceRefresh: true, load: loader.load())
        #expect(refreshed.value == "new")
        #expect(loader.calls == 2)
    }

    @Test func cache_whenNotFound_remembersItForAtMostFiveMinutes() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.failure(.notFound), .success("comic 404 exists now"))
        for _ in 0..<3 {
            await #expect(throws: UpstreamError.notFound) {
                try await cache.value(key: "comic 404", source: .xkcd, ttl: .infinity, load: loader.load())
            }
        }
        #expect(loader.calls == 1)
        clock.advance(by: UpstreamCache.maxNegativeTTL)
        let later = try await cache.value(key: "comic 404", source: .xkcd, ttl: .infinity, load: loader.load())
        #expect(later.value == "comic 404 exists now")
    }
}

@Suite struct UpstreamCacheStaleWhileRevalidateTests {
    let clock = TestClock()

    @Test func cache_whenExpiredWithinServeStale_returnsOldValueAtOnceAndRefreshesInBackground() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("morning"), .success("noon"))
        let first = try await cache.value(key: "news en", source: .news, ttl: 300, serveStaleFor: 3600, load: loader.load())
        clock.advance(by: 600)
        let second = try await cache.value(key: "news en", source: .news, ttl: 300, serveStaleFor: 3600, load: loader.load())
        #expect(second.value == "morning")
        #expect(second.fetchedAt == first.fetchedAt)  // its age is shown, it is not passed off as new
        #expect(cache.stats.loads == 2)  // the refresh started, in the background
        // A caller without serveStaleFor joins that refresh rather than starting another.
        let third = try await cache.value(key: "news en", source: .news, ttl: 300, load: loader.load())
        #expect(third.value == "noon")
        #expect(loader.calls == 2)
    }

    @Test func cache_whenExpiredBeyondServeStale_waitsForTheLoad() async throws {
        let cache = UpstreamCache(now: clock.now)
        let loader = ScriptedLoader(.success("yesterday"), .success("today"))
        _ = try await cache.value(key: "news ja", source: .news, ttl: 300, serveStaleFor: 3600, load: loader.load())
        clock.advance(by: 300 + 3600)
        let fresh = try await cache.value(key: "news ja", source: .news, ttl: 300, serveStaleFor: 3600, load: loader.load())
        #expect(fresh.value == "today")
    }
}
