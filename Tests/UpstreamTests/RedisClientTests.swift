import Foundation
import Testing
import TestSupport
@testable import Upstream

/// The hiredis client against a real `redis-server` on loopback (started and stopped by the test).
@Suite(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
struct RedisClientTests {
    @Test func redisClient_setThenGet_returnsTheBytesUnchanged() async throws {
        let server = try RedisTestServer()
        let client = RedisClient(try .forTests(server))
        let value = Data([0, 255, 10, 13, 32]) + Data("値".utf8)
        #expect(try await client.command([Data("SET".utf8), Data("k y".utf8), value]) == .status("OK"))
        #expect(try await client.command("GET", "k y").bulkOrNull() == value)
        #expect(try await client.command("GET", "absent").bulkOrNull() == nil)
    }

    @Test func redisClient_whenServerStops_failsFastThenRecoversAfterRestart() async throws {
        let server = try RedisTestServer()
        let client = RedisClient(try .forTests(server))
        #expect(await client.ping())
        server.stop()
        #expect(await !client.ping())
        #expect(!client.isReachable)
        // Within the reconnect delay a command fails at once instead of waiting on the network. The bound
        // is generous (a busy 2-core runner took 1.3 s here once): it only has to rule out a command that
        // hangs on a dead server.
        let started = ContinuousClock.now
        await #expect(throws: RedisError.self) { try await client.command("GET", "k") }
        #expect(ContinuousClock.now - started < .seconds(5))
        try server.restart()
        #expect(try await Poll.until { await client.ping() })
        #expect(client.isReachable)
    }

    /// A fresh client's first command waited for its pool thread to start; on a loaded host that took
    /// longer than the 50 ms command timeout, the command failed as `.busy`, and `kiosk serve --cache`
    /// logged neither "connected" nor "unreachable" (KioskProcessTests, 2 of 20 suite runs). A zero
    /// command timeout makes any such wait too long: only a command that found every connection taken
    /// may be refused as busy.
    @Test func redisClient_whenNoConnectionIsTaken_neverAnswersBusy() async throws {
        let server = try RedisTestServer()
        var configuration = try RedisConfiguration.forTests(server)
        configuration.commandTimeout = .zero
        let client = RedisClient(configuration)
        for _ in 0..<3 {
            #expect(try await client.command("PING") == .status("PONG"))
        }
    }

    @Test func redisConfiguration_parsesHostPortAndDatabase() throws {
        #expect(
            try RedisConfiguration(url: "redis://10.0.0.5:6380/3")
                == RedisConfiguration(host: "10.0.0.5", port: 6380, database: 3))
        #expect(try RedisConfiguration(url: "redis://cache") == RedisConfiguration(host: "cache"))
        #expect(try RedisConfiguration(url: "redis://[::1]:7000/") == RedisConfiguration(host: "::1", port: 7000))
        for bad in [
            "http://cache:6379", "redis://:6379", "redis://cache:port", "redis://cache:6379/x",
            "redis://cache:6379/16", "redis://user:pw@cache:6379", "redis://cache:0",
        ] {
            #expect(throws: RedisError.self, "\(bad)") { try RedisConfiguration(url: bad) }
        }
    }
}

extension RedisConfiguration {
    /// The test server's address with timeouts a busy two-core CI runner cannot trip by accident (the
    /// production 50 ms is a choice for a healthy LAN, not something these tests measure), and a short
    /// reconnect delay so recovery tests wait tenths of a second, not seconds.
    static func forTests(_ server: RedisTestServer) throws -> RedisConfiguration {
        var configuration = try RedisConfiguration(url: server.url)
        configuration.connectTimeout = .seconds(2)
        configuration.commandTimeout = .seconds(2)
        configuration.reconnectDelay = .milliseconds(50)
        return configuration
    }
}
