import Foundation
import Models
import Testing
@testable import Upstream

/// Cold (miss: libcurl → sample server → decode) and warm (cache hit) medians for a comic and a search,
/// and what the caches hold at their bounds. Opt-in: KIOSK_MEASURE=1; results go to stderr.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["KIOSK_MEASURE"] != nil))
struct ClientLatencyMeasurement {
    static let samples = 25

    @Test func measure_comicAndSearch_coldAndWarmMedians() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            var comicCold: [Duration] = [], comicWarm: [Duration] = [], searchCold: [Duration] = [], searchWarm: [Duration] = []
            _ = try await clients.comics.comic(number: 100)  // opens the kept-alive connection
            for index in 1...Self.samples {
                comicCold.append(try await Self.time { _ = try await clients.comics.comic(number: index) })
                comicWarm.append(try await Self.time { _ = try await clients.comics.comic(number: index) })
                let query = WikiSearchQuery(text: "Swift", language: .en, limit: 10, offset: index)
                searchCold.append(try await Self.time { _ = try await clients.wikipedia.search(query) })
                searchWarm.append(try await Self.time { _ = try await clients.wikipedia.search(query) })
            }
            Self.report(
                "comic cold \(Self.median(comicCold)) warm \(Self.median(comicWarm)); "
                    + "search cold \(Self.median(searchCold)) warm \(Self.median(searchWarm)) (\(Self.samples) runs each)")
        }
    }

    @Test func measure_apiCache_atItsEntryBound() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            let before = try Self.residentBytes()
            for number in 1...(UpstreamClients.apiCacheEntries + 500) where number != 404 {
                _ = try await clients.comics.comic(number: number)
            }
            let stats = clients.apiCache.stats
            Self.report(
                "api cache after \(UpstreamClients.apiCacheEntries + 499) comics: entries \(stats.entries) "
                    + "bytes \(stats.bytes) (limits \(UpstreamClients.apiCacheEntries) / \(UpstreamClients.apiCacheBytes)); "
                    + "RSS +\((try Self.residentBytes() - before) >> 10) KiB")
        }
    }

    @Test func measure_imageCache_atItsByteBound() async throws {
        let cache = UpstreamCache(maxEntries: UpstreamClients.imageCacheEntries, maxBytes: UpstreamClients.imageCacheBytes)
        let imageBytes = 256 << 10
        let count = UpstreamClients.imageCacheBytes / imageBytes + 100
        let before = try Self.residentBytes()
        for index in 0..<count {
            _ = try await cache.value(key: "image \(index)", source: .tmdb, ttl: 3600) { () async throws(UpstreamError) in
                // Written bytes (not a zero-filled mapping), so the pages are really resident.
                let body = Data(repeating: UInt8(truncatingIfNeeded: index | 1), count: imageBytes)
                return (body, body.count)
            }
        }
        let stats = cache.stats
        Self.report(
            "image cache after \(count) × 256 KiB: entries \(stats.entries) bytes \(stats.bytes) "
                + "(limits \(UpstreamClients.imageCacheEntries) / \(UpstreamClients.imageCacheBytes)); RSS +\((try Self.residentBytes() - before) >> 20) MiB"
        )
        #expect(stats.bytes <= UpstreamClients.imageCacheBytes)
    }

    static func time(_ body: () async throws -> Void) async throws -> Duration {
        let start = ContinuousClock.now
        try await body()
        return ContinuousClock.now - start
    }

    static func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }

    static func report(_ line: String) { FileHandle.standardError.write(Data((line + "\n").utf8)) }

    /// Resident set size from /proc/self/statm (pages × page size).
    static func residentBytes() throws -> Int {
        let text = try String(contentsOfFile: "/proc/self/statm", encoding: .utf8)
        let pages = try #require(text.split(separator: " ").dropFirst().first.flatMap { Int($0) }, "statm: \(text)")
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
