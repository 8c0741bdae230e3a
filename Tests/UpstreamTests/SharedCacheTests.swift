import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// Two `UpstreamCache` instances — two Kiosk processes — sharing one real `redis-server` on loopback.
/// One `ScriptedLoader` stands for the upstream both would ask, so its call count is the fleet's.
@Suite(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
struct SharedCacheTests {
    let clock = TestClock()

    /// An instance with its own Redis connections, as a separate process would have.
    func instance(_ server: RedisTestServer) throws -> UpstreamCache {
        UpstreamCache(shared: SharedCache(redis: RedisClient(try .forTests(server))), now: clock.now)
    }

    @Test func sharedCache_whenAFetchedFirst_BAnswersWithoutAskingTheUpstream() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = ScriptedLoader(.success("comic 1"))
        let first = try await a.value(key: "xkcd 1", source: .xkcd, ttl: .infinity, load: upstream.load())
        clock.advance(by: 5)
        let second = try await b.value(key: "xkcd 1", source: .xkcd, ttl: .infinity, load: upstream.load())
        #expect(second.value == "comic 1")
        #expect(second.fetchedAt == first.fetchedAt)
        #expect(upstream.calls == 1)
        #expect(b.shared?.stats.hits == 1)
        // Versioned, namespaced key, so a later format never misreads this one.
        let stored = try await b.shared?.redis.command("GET", "kiosk:v1:xkcd:xkcd 1").bulkOrNull()
        #expect(stored != nil)
    }

    @Test func sharedCache_whenExpiredEverywhere_fetchesAgainOnce() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = ScriptedLoader(.success("3000"), .success("3001"))
        _ = try await a.value(key: "xkcd latest", source: .xkcd, ttl: 60, load: upstream.load())
        clock.advance(by: 61)
        #expect(try await b.value(key: "xkcd latest", source: .xkcd, ttl: 60, load: upstream.load()).value == "3001")
        #expect(try await a.value(key: "xkcd latest", source: .xkcd, ttl: 60, load: upstream.load()).value == "3001")
        #expect(upstream.calls == 2)
    }

    @Test func sharedCache_whenNotFoundInA_BAnswersNotFoundWithoutAsking() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = ScriptedLoader(.failure(.notFound))
        await #expect(throws: UpstreamError.notFound) {
            try await a.value(key: "xkcd 99999", source: .xkcd, ttl: .infinity, load: upstream.load())
        }
        await #expect(throws: UpstreamError.notFound) {
            try await b.value(key: "xkcd 99999", source: .xkcd, ttl: .infinity, load: upstream.load())
        }
        #expect(upstream.calls == 1)
    }

    @Test func sharedCache_after429InA_BAnswersTheCooldownWithoutAsking() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = ScriptedLoader(.failure(.httpStatus(429, retryAfter: 30)), .success("results"))
        await #expect(throws: UpstreamError.httpStatus(429, retryAfter: 30)) {
            try await a.value(key: "tmdb search en 1 alien", source: .tmdb, ttl: 60, load: upstream.load())
        }
        clock.advance(by: 10)
        // Another key of the same source, on the other instance: the whole fleet backs off TMDB.
        await #expect(throws: UpstreamError.coolingDown(retryAfter: 20)) {
            try await b.value(key: "tmdb movie en 348", source: .tmdb, ttl: 60, load: upstream.load())
        }
        #expect(b.cooldownRemaining(for: .tmdb) == 20)
        #expect(upstream.calls == 1)
        clock.advance(by: 21)
        #expect(try await b.value(key: "tmdb movie en 348", source: .tmdb, ttl: 60, load: upstream.load()).value == "results")
    }

    @Test func sharedCache_whenAFailsWithNothingOfItsOwn_servesTheFleetsLastGoodValue() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = ScriptedLoader(.success("headlines"), .failure(.httpStatus(500, retryAfter: nil)))
        _ = try await b.value(key: "news en", source: .news, ttl: 60, load: upstream.load())
        clock.advance(by: 120)
        let stale = try await a.value(key: "news en", source: .news, ttl: 60, load: upstream.load())
        #expect(stale.value == "headlines")
        #expect(stale.staleBecause == .httpStatus(500, retryAfter: nil))
        #expect(stale.age(at: clock.now()) == 120)
    }

    @Test func sharedCache_whenAAndBMissTogether_theUpstreamIsAskedOnce() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let started = Latch()
        let gate = Gate()
        let upstream = ScriptedLoader(.success("results"))
        let load: @Sendable () async throws(UpstreamError) -> (value: String, bytes: Int) = { () async throws(UpstreamError) in
            started.open()
            await gate.wait()
            return try await upstream.load()()
        }
        let values = try await withThrowingTaskGroup(of: String.self) { group in
            for cache in [a, a, a, b, b, b] {
                group.addTask {
                    try await cache.value(key: "wikipedia en 20 0 swift", source: .wikipedia, ttl: 60, load: load).value
                }
            }
            await started.wait()  // one instance holds the fleet lock and is "asking the upstream"
            // Let the upstream answer only once the other instance is waiting on that lock (a real
            // Redis round trip or two away, so this polls; the bound is for a busy CI runner).
            let waiting = try await Poll.until {
                (a.shared?.stats.lockWaits ?? 0) + (b.shared?.stats.lockWaits ?? 0) == 1
            }
            #expect(waiting, "the second instance never waited on the first one's lock")
            gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(values == Array(repeating: "results", count: 6))
        #expect(upstream.calls == 1)
    }

    @Test func sharedCache_whenTheLockHolderDied_aWaiterFetchesItselfOnceTheLockExpires() async throws {
        let server = try RedisTestServer()
        let b = try instance(server)
        let redis = try #require(b.shared?.redis)
        // The lock of an instance that crashed mid-fetch; it expires below, once B is waiting on it.
        #expect(try await redis.command("SET", "kiosk:v1:lock:xkcd:xkcd 7", "dead-instance", "NX") == .status("OK"))
        let upstream = ScriptedLoader(.success("comic 7"))
        let fetch = Task { try await b.value(key: "xkcd 7", source: .xkcd, ttl: .infinity, load: upstream.load()).value }
        #expect(try await Poll.until { b.shared?.stats.lockWaits == 1 }, "B never waited on the lock")
        #expect(upstream.calls == 0)
        // What `PX` does to a dead holder's lock, without waiting the real 10 s.
        #expect(try await redis.command("PEXPIRE", "kiosk:v1:lock:xkcd:xkcd 7", "1") == .integer(1))
        #expect(try await fetch.value == "comic 7")
        #expect(upstream.calls == 1)
    }

    @Test func sharedCache_whenRedisStops_bothServeAloneAndShareAgainAfterItRestarts() async throws {
        let server = try RedisTestServer()
        let (a, b) = (try instance(server), try instance(server))
        let upstream = ScriptedLoader(.success("value"))
        _ = try await a.value(key: "xkcd 1", source: .xkcd, ttl: .infinity, load: upstream.load())
        #expect(upstream.calls == 1)

        server.stop()
        #expect(try await a.value(key: "xkcd 2", source: .xkcd, ttl: .infinity, load: upstream.load()).value == "value")
        #expect(try await b.value(key: "xkcd 2", source: .xkcd, ttl: .infinity, load: upstream.load()).value == "value")
        #expect(try await b.value(key: "xkcd 1", source: .xkcd, ttl: .infinity, load: upstream.load()).value == "value")
        #expect(try await a.value(key: "xkcd 1", source: .xkcd, ttl: .infinity, load: upstream.load()).value == "value")
        #expect(upstream.calls == 4, "with Redis down each instance asks for itself, and still serves from its own memory")
        #expect(a.shared?.redis.isReachable == false)

        try server.restart()
        // Each client reconnects by itself after its reconnect delay (real time: the only wait here).
        #expect(try await Poll.until { await a.shared!.redis.ping() })
        #expect(try await Poll.until { await b.shared!.redis.ping() })
        _ = try await a.value(key: "xkcd 3", source: .xkcd, ttl: .infinity, load: upstream.load())
        #expect(try await b.value(key: "xkcd 3", source: .xkcd, ttl: .infinity, load: upstream.load()).value == "value")
        #expect(upstream.calls == 5)
    }

    @Test func sharedCache_whenRedisStalls_servesFromTheUpstreamWithinTheCommandTimeout() async throws {
        let server = try RedisTestServer()
        var configuration = try RedisConfiguration.forTests(server)
        configuration.commandTimeout = .milliseconds(100)
        let a = UpstreamCache(shared: SharedCache(redis: RedisClient(configuration)), now: clock.now)
        #expect(await a.shared!.redis.ping())
        // Another client stalls the whole server for 20 s (DEBUG SLEEP), as a stuck Redis would; a probe
        // with the same 100 ms timeout tells when the stall has begun.
        var stallerConfiguration = try RedisConfiguration.forTests(server)
        stallerConfiguration.commandTimeout = .seconds(30)
        let staller = RedisClient(stallerConfiguration)
        let stall = Task { try await staller.command("DEBUG", "SLEEP", "20") }
        let probe = RedisClient(configuration)
        #expect(try await Poll.until { await !probe.ping() }, "Redis never stalled")
        let upstream = ScriptedLoader(.success("fresh"))
        let started = ContinuousClock.now
        #expect(try await a.value(key: "news en", source: .news, ttl: 60, load: upstream.load()).value == "fresh")
        let elapsed = ContinuousClock.now - started
        // 100 ms timeout, then the upstream; 10 s is a wide margin for a busy runner, still half the stall.
        #expect(elapsed < .seconds(10), "waited \(elapsed) on a stalled Redis")
        #expect(a.shared?.stats.fallbacks == 1)
        stall.cancel()  // its reply (or the server's end) no longer matters
    }
}
