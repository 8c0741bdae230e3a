import Foundation
import HTTPServer
import Locking
import Logging
import Models
import Testing
import TestSupport
@testable import Web

/// The prefetch policy: what one page view warms, and the bounds.
/// Every test waits on `idle()` or a latch, never on the clock.
@Suite struct PrefetcherTests {
    static let latest = 3000

    /// A site whose comics and search pages feed `prefetcher`.
    static func site(
        _ prefetcher: Prefetcher, comics: any ComicsClient = archive(),
        wikipedia: any WikipediaClient = SearchFixtures.client()
    ) async throws -> Site {
        try await Site(
            configuration: .init(templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder),
            dependencies: Dependencies(
                wikipedia: wikipedia, news: StubNewsClient { _, _ throws(UpstreamError) in throw .notConfigured("stub") },
                comics: comics, movies: StubMoviesClient(), images: StubImageSource(),
                now: { TestSite.now }, prefetcher: prefetcher))
    }

    static func archive(failure: UpstreamError? = nil) -> StubComicsClient {
        let numbers = [1, 2, 3, 4, 5, 6, 1499, 1500, 1501, 2999, latest]
        return StubComicsClient(
            latest: latest, comics: Dictionary(uniqueKeysWithValues: numbers.map { ($0, StubCacheWarmer.comic($0)) }),
            failure: failure)
    }

    static func view(_ site: Site, _ target: String) async throws {
        let response = await site.respond(try TestSite.request(target))
        #expect(response.status == 200, "\(target)")
    }

    static func image(_ number: Int) -> StubCacheWarmer.Call { .image("https://imgs.xkcd.com/comics/c\(number).png") }

    @Test func comicView_whenNothingIsCached_warmsTheNextComicAndItsImageOnly() async throws {
        let warmer = StubCacheWarmer()
        let prefetcher = Prefetcher(warmer: warmer)
        try await Self.view(try await Self.site(prefetcher), "/comics/5?lang=en")
        await prefetcher.idle()
        // The budget (two requests a view) is spent on Next: people read forward.
        #expect(warmer.calls.all == [.comic(6), Self.image(6)])
        #expect(prefetcher.stats == .init(enqueued: 1, done: 1, fetched: 2))
    }

    @Test func comicView_whenNextIsCached_warmsThePreviousComicAndItsImage() async throws {
        let warmer = StubCacheWarmer(
            comic: { $0 == 6 ? (.alreadyCached, StubCacheWarmer.comic(6)) : (.fetched, StubCacheWarmer.comic($0)) },
            image: { $0.hasSuffix("c6.png") ? .alreadyCached : .fetched })
        let prefetcher = Prefetcher(warmer: warmer)
        try await Self.view(try await Self.site(prefetcher), "/comics/5?lang=en")
        await prefetcher.idle()
        #expect(warmer.calls.all == [.comic(6), Self.image(6), .comic(4), Self.image(4)])
        #expect(prefetcher.stats == .init(enqueued: 1, done: 1, skippedCached: 2, fetched: 2))
    }

    /// The latest has no next; from #1084 on the next page waits for its `_2x` probe before it
    /// answers, so that is the image to have cached.
    @Test(arguments: [
        ("/comics?lang=en", [StubCacheWarmer.Call.comic(2999), .image("https://imgs.xkcd.com/comics/c2999_2x.png")]),
        ("/comics/1500?lang=en", [.comic(1501), .image("https://imgs.xkcd.com/comics/c1501_2x.png")]),
    ])
    func comicView_warmsTheNeighbourAndTheImageItsPageWaitsFor(target: String, expected: [StubCacheWarmer.Call]) async throws {
        let warmer = StubCacheWarmer()
        let prefetcher = Prefetcher(warmer: warmer)
        try await Self.view(try await Self.site(prefetcher), target)
        await prefetcher.idle()
        #expect(warmer.calls.all == expected, "\(target)")
    }

    @Test func comicView_whenXkcdIsCoolingDown_asksNothingMore() async throws {
        let warmer = StubCacheWarmer(comic: { _ in (.coolingDown, nil) })
        let prefetcher = Prefetcher(warmer: warmer)
        try await Self.view(try await Self.site(prefetcher), "/comics/5?lang=en")
        await prefetcher.idle()
        #expect(warmer.calls.all == [.comic(6)], "neither 6's image nor #4 once the source backs off")
        #expect(prefetcher.stats == .init(enqueued: 1, done: 1, skippedCooling: 1))
    }

    @Test func comicView_whenThePageShowsAnUpstreamProblem_queuesNothing() async throws {
        let warmer = StubCacheWarmer()
        let prefetcher = Prefetcher(warmer: warmer)
        let site = try await Self.site(prefetcher, comics: Self.archive(failure: .httpStatus(429, retryAfter: 30)))
        _ = await site.respond(try TestSite.request("/comics/5?lang=en"))
        await prefetcher.idle()
        #expect(warmer.calls.all.isEmpty)
        #expect(prefetcher.stats == .init())
    }

    @Test func everyView_queuesOneJob_ofAtMostTwoRequests() async throws {
        let warmer = StubCacheWarmer()
        let prefetcher = Prefetcher(warmer: warmer)
        let site = try await Self.site(prefetcher)
        for number in 1...5 {
            try await Self.view(site, "/comics/\(number)?lang=en")
            await prefetcher.idle()
        }
        #expect(prefetcher.stats == .init(enqueued: 5, done: 5, fetched: 10))
        #expect(warmer.calls.all == (1...5).flatMap { [.comic($0 + 1), Self.image($0 + 1)] })
    }

    @Test func queue_whenFull_dropsTheJob_countsIt_andWarnsOncePerMinute() async throws {
        let started = Latch(), release = Latch()
        let warmer = StubCacheWarmer(beforeEachCall: { call in
            guard call == .comic(2) else { return }
            started.open()
            await release.wait()
        })
        let clock = TestClock()
        let log = LogRecorder()
        let prefetcher = Prefetcher(warmer: warmer, capacity: 2, logger: log.logger, now: clock.now)
        let site = try await Self.site(prefetcher)
        try await Self.view(site, "/comics/1?lang=en")
        await started.wait()  // the worker holds job 1; the queue is empty
        for number in 2...5 { try await Self.view(site, "/comics/\(number)?lang=en") }
        #expect(prefetcher.stats.enqueued == 3)
        #expect(prefetcher.stats.dropped == 2)
        #expect(log.warnings.count == 1, "one warning for two drops within a minute")
        clock.advance(by: Prefetcher.dropWarningInterval)
        try await Self.view(site, "/comics/6?lang=en")
        #expect(log.warnings.count == 2)
        release.open()
        await prefetcher.idle()
        #expect(prefetcher.stats == .init(enqueued: 3, done: 3, dropped: 3, fetched: 6))
        // The pages were all served meanwhile: a full queue never holds a page back.
    }

    @Test func searchView_withANextPage_warmsOffsetPlusLimit() async throws {
        let warmer = StubCacheWarmer()
        let prefetcher = Prefetcher(warmer: warmer)
        let site = try await Self.site(prefetcher, wikipedia: SearchFixtures.client(count: 20, totalHits: 200, nextOffset: 60))
        try await Self.view(site, "/search?q=%20Swift&limit=20&offset=40&lang=en")
        await prefetcher.idle()
        #expect(warmer.calls.all == [.search(WikiSearchQuery(text: "Swift", language: .en, limit: 20, offset: 60))])
        #expect(prefetcher.stats == .init(enqueued: 1, done: 1, fetched: 1))
    }

    @Test(arguments: ["/search?q=Swift&lang=en", "/search?lang=en", "/search?q=&lang=en"])
    func searchView_withoutANextPage_warmsNothing(target: String) async throws {
        let warmer = StubCacheWarmer()
        let prefetcher = Prefetcher(warmer: warmer)
        let site = try await Self.site(prefetcher, wikipedia: SearchFixtures.client(count: 5, totalHits: 5, nextOffset: nil))
        _ = await site.respond(try TestSite.request(target))
        await prefetcher.idle()
        #expect(warmer.calls.all.isEmpty, "\(target)")
    }

    @Test func searchView_whenWikipediaIsCoolingDown_countsTheSkip() async throws {
        let warmer = StubCacheWarmer(search: { _ in .coolingDown })
        let prefetcher = Prefetcher(warmer: warmer)
        let site = try await Self.site(prefetcher, wikipedia: SearchFixtures.client(count: 20, totalHits: 200, nextOffset: 20))
        try await Self.view(site, "/search?q=Swift&lang=en")
        await prefetcher.idle()
        #expect(prefetcher.stats == .init(enqueued: 1, done: 1, skippedCooling: 1))
    }

    @Test func jobDescription_neverHoldsTheSearchText() {
        let job = Prefetcher.Job.search(WikiSearchQuery(text: "private words", language: .ja, limit: 20, offset: 40))
        #expect(job.description == "search ja limit 20 offset 40")
    }
}

/// Keeps the warnings a logger writes, for assertions.
final class LogRecorder: Sendable {
    private let lines = Mutex<[String]>([])

    var warnings: [String] { lines.withLock { $0 } }

    var logger: Logger {
        Logger(label: "test.prefetch") { _ in Handler(recorder: self) }
    }

    private struct Handler: LogHandler {
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .debug

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            guard event.level == .warning else { return }
            recorder.lines.withLock { $0.append(event.message.description) }
        }
    }
}
