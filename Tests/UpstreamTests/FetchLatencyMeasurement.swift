import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// Latency of a small JSON fetch through CurlHTTPClient + UpstreamCache on loopback: cold (a miss, one
/// libcurl transfer on a kept-alive connection) and warm (a cache hit). Opt-in: KIOSK_MEASURE=1.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["KIOSK_MEASURE"] != nil))
struct FetchLatencyMeasurement {
    static let samples = 20

    @Test func measure_smallJSON_coldAndWarmMedians() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/info.0.json", .json(#"{"num":3000,"title":"Sample","img":"https://imgs.xkcd.com/comics/x.png"}"#))
        let client = CurlHTTPClient(userAgent: "KioskMeasure/1.0")
        let cache = UpstreamCache()
        let request = FetchRequest(url: server.url("/info.0.json"))
        let load: @Sendable () async throws(UpstreamError) -> (value: Data, bytes: Int) = { () async throws(UpstreamError) in
            let response = try await client.fetch(request)
            return (response.body, response.body.count)
        }
        var cold: [Duration] = []
        var warm: [Duration] = []
        for index in 0..<Self.samples {
            let key = "comic \(index)"
            let coldStart = ContinuousClock.now
            _ = try await cache.value(key: key, source: .xkcd, ttl: .infinity, load: load)
            cold.append(ContinuousClock.now - coldStart)
            let warmStart = ContinuousClock.now
            _ = try await cache.value(key: key, source: .xkcd, ttl: .infinity, load: load)
            warm.append(ContinuousClock.now - warmStart)
        }
        #expect(server.requests.count == Self.samples)
        let report =
            "cold median \(Self.median(cold)) (min \(cold.min()!), max \(cold.max()!)); "
            + "warm median \(Self.median(warm)) (min \(warm.min()!), max \(warm.max()!)); connections \(server.acceptedConnections)\n"
        FileHandle.standardError.write(Data(report.utf8))
    }

    static func median(_ values: [Duration]) -> Duration {
        let sorted = values.sorted()
        return (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}
