import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// Two limiters — two Kiosk processes — on one real `redis-server`: one budget and one share per
/// client for the fleet, clients kept only as keyed hashes, and a local share while Redis is down.
@Suite(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
struct SharedLimitsTests {
    let clock = TestClock()

    func instance(
        _ server: RedisTestServer, _ configure: (inout LimitsConfiguration) throws -> Void = { _ in }
    ) throws -> UpstreamLimiter {
        var configuration = LimitsConfiguration()
        try configure(&configuration)
        return UpstreamLimiter(
            configuration: configuration, redis: RedisClient(try .forTests(server)), now: clock.now,
            sleep: { [clock] in clock.advance(by: $0) })
    }

    static let client = ClientAddress(high: 0, low: 0xFFFF_C633_6407)

    func admit(_ limiter: UpstreamLimiter, client: ClientAddress? = nil, budget: String = "wikipedia") async -> Int? {
        let origin = FetchOrigin(purpose: .page, client: client)
        if let refused = await limiter.admitClient(origin, source: .wikipedia) { return refused }
        return await limiter.admit(budget: budget, source: .wikipedia, purpose: origin.shared.purpose)
    }

    @Test func sharedBudget_whenTwoInstancesAsk_grantsTheBurstOnceForBoth() async throws {
        let server = try RedisTestServer()
        // A token a minute: Redis expires keys on its own clock, so the test's frozen clock must not
        // outlive them however slowly a loaded runner gets through the calls.
        let (a, b) = (
            try instance(server) { try $0.setBudget("news=1/min:4") }, try instance(server) { try $0.setBudget("news=1/min:4") }
        )
        var granted = 0
        for limiter in [a, b, a, b, a, b] where await admit(limiter, budget: "news") == nil { granted += 1 }
        #expect(granted == 4)
        withExtendedLifetime(server) {}
    }

    @Test func sharedShare_whenAClientSwitchesInstances_isCountedOnce_andStoredOnlyAsAHash() async throws {
        let server = try RedisTestServer()
        let (a, b) = (
            try instance(server) { $0.clientShare = Rate(perSecond: 1.0 / 60, burst: 2) },
            try instance(server) { $0.clientShare = Rate(perSecond: 1.0 / 60, burst: 2) }
        )
        #expect(await admit(a, client: Self.client) == nil)
        #expect(await admit(b, client: Self.client) == nil)
        #expect(await admit(a, client: Self.client) == 60)
        let keys = try await RedisClient(try .forTests(server)).command("KEYS", "kiosk:v1:limit:client:*")
        guard case .array(let names) = keys else { Issue.record("KEYS: \(keys)"); return }
        #expect(names.count == 1)
        let name = String(decoding: try names[0].bulkOrNull() ?? Data(), as: UTF8.self)
        #expect(!name.contains("198.51.100.7") && !name.contains("c6336407"), "\(name) holds the address")
        let ttl = try await RedisClient(try .forTests(server)).command("PTTL", name)
        #expect(ttl != .integer(-1), "a client's bucket expires with its window")
    }

    @Test func sharedBudget_whenRedisGoesDown_eachInstanceKeepsItsShare() async throws {
        let server = try RedisTestServer()
        let (a, b) = (
            try instance(server) { try $0.setBudget("xkcd=1/s:4") }, try instance(server) { try $0.setBudget("xkcd=1/s:4") }
        )
        // Each learns the fleet's size with a client's hash, once a minute: a, the first, saw itself alone.
        _ = await admit(a, client: Self.client, budget: "tmdb")
        _ = await admit(b, client: Self.client, budget: "tmdb")
        clock.advance(by: 60)
        _ = await admit(a, client: Self.client, budget: "tmdb")
        server.stop()
        var granted = 0
        for _ in 0..<4 where await admit(a, budget: "xkcd") == nil { granted += 1 }
        #expect(granted == 2, "half of a burst of 4")
        withExtendedLifetime(server) {}
    }
}
