import Foundation
import Locking
import Models
import Testing
import TestSupport
@testable import Upstream

/// Answers each fetch from a closure over its URL and remembers every URL asked, in order.
final class RoutedHTTP: HTTPFetching {
    private let answer: @Sendable (String) -> FetchResponse
    private let seen = Mutex<[String]>([])
    init(_ answer: @escaping @Sendable (String) -> FetchResponse) { self.answer = answer }
    var urls: [String] { seen.withLock { $0 } }
    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        seen.withLock { $0.append(request.url) }
        return answer(request.url)
    }
}

/// The live `CacheWarming`: it fetches only misses, through the clients the pages use, and asks
/// nothing of a source in a cooldown (in this process or, shared, anywhere in the fleet).
@Suite struct CacheWarmerTests {
    static let imageHost = "127.0.0.1:9"
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// xkcd JSON for every comic, a PNG for every image, a Wikipedia page for every search; 429 for news.
    static func upstream() throws -> RoutedHTTP {
        let comic = try Fixture.data("xkcd-normal")
        let search = try Fixture.data("wikipedia-search-fv1-en")
        return RoutedHTTP { url in
            if url.hasSuffix("info.0.json") { return FetchResponse(status: 200, body: comic) }
            if url.hasSuffix(".png") { return FetchResponse(status: 200, headers: ["content-type": "image/png"], body: png) }
            if url.contains("/w/api.php") { return FetchResponse(status: 200, body: search) }
            return FetchResponse(status: 429, retryAfter: 30)
        }
    }

    static func clients(_ http: RoutedHTTP, shared: SharedCache? = nil, clock: TestClock = TestClock()) -> UpstreamClients {
        var settings = UpstreamSettings()
        settings.extraImageHosts = [imageHost]
        return UpstreamClients.live(settings: settings, http: http, shared: shared, now: clock.now)
    }

    @Test func warmComic_whenMissing_fetchesItOnce_thenFindsItCached() async throws {
        let http = try Self.upstream()
        let clients = Self.clients(http)
        let warmer = CacheWarmer(clients: clients)
        let first = await warmer.warmComic(number: 5)
        let second = await warmer.warmComic(number: 5)
        #expect(first.outcome == .fetched && second.outcome == .alreadyCached)
        #expect(first.comic != nil && second.comic == first.comic, "the cached comic comes back, for its image")
        _ = try await clients.comics.comic(number: 5)
        #expect(http.urls == ["https://xkcd.com/5/info.0.json"], "neither the second warming nor the page asked again")
    }

    @Test func warmComic_whenXkcdIsCoolingDown_asksNothing() async throws {
        let http = RoutedHTTP { _ in FetchResponse(status: 429, retryAfter: 30) }
        let clients = Self.clients(http)
        await #expect(throws: UpstreamError.httpStatus(429, retryAfter: 30)) { try await clients.comics.latest() }
        let warmed = await CacheWarmer(clients: clients).warmComic(number: 5)
        #expect(warmed.outcome == .coolingDown && warmed.comic == nil)
        #expect(http.urls == ["https://xkcd.com/info.0.json"])
    }

    @Test func warmImage_whenMissing_fetchesItOnce_thenFindsItCached() async throws {
        let http = try Self.upstream()
        let clients = Self.clients(http)
        let warmer = CacheWarmer(clients: clients)
        let url = "http://\(Self.imageHost)/comics/a.png"
        #expect(await warmer.warmImage(url: url) == .fetched)
        #expect(await warmer.warmImage(url: url + "#same-file") == .alreadyCached)
        #expect(try await clients.images.image(url: url).body == Self.png)
        #expect(http.urls == [url])
    }

    @Test func warmImage_whenItsSourceIsCoolingDown_asksNothing() async throws {
        let http = try Self.upstream()
        let clients = Self.clients(http)
        // A loopback image counts as Google News (`ImageFetcher.source(forHost:)`); its feed answers 429.
        await #expect(throws: UpstreamError.httpStatus(429, retryAfter: 30)) {
            try await clients.news.headlines(language: .en, refresh: false)
        }
        #expect(await CacheWarmer(clients: clients).warmImage(url: "http://\(Self.imageHost)/comics/a.png") == .coolingDown)
        #expect(http.urls.count == 1)
    }

    @Test func warmImage_whenTheURLIsRefused_failsWithoutARequest() async throws {
        let http = try Self.upstream()
        #expect(await CacheWarmer(clients: Self.clients(http)).warmImage(url: "http://10.0.0.1/a.png") == .failed)
        #expect(http.urls.isEmpty)
    }

    @Test func warmSearch_whenMissing_fetchesTheQueryAsThePageWouldAskIt() async throws {
        let http = try Self.upstream()
        let clients = Self.clients(http)
        let warmer = CacheWarmer(clients: clients)
        #expect(await warmer.warmSearch(WikiSearchQuery(text: " Swift\n", language: .en, limit: 20, offset: 20)) == .fetched)
        #expect(await warmer.warmSearch(WikiSearchQuery(text: "Swift", language: .en, limit: 20, offset: 20)) == .alreadyCached)
        _ = try await clients.wikipedia.search(WikiSearchQuery(text: "Swift", language: .en, limit: 20, offset: 20))
        #expect(http.urls.count == 1, "the page's own search is a cache hit: \(http.urls)")
        #expect(http.urls.first?.contains("sroffset=20") == true)
    }

    @Test func warmSearch_whenWikipediaIsCoolingDown_asksNothing() async throws {
        let http = RoutedHTTP { _ in FetchResponse(status: 503, retryAfter: 60) }
        let clients = Self.clients(http)
        let first = WikiSearchQuery(text: "Swift", language: .en, limit: 20, offset: 0)
        await #expect(throws: UpstreamError.httpStatus(503, retryAfter: 60)) { try await clients.wikipedia.search(first) }
        var next = first
        next.offset = 20
        #expect(await CacheWarmer(clients: clients).warmSearch(next) == .coolingDown)
        #expect(http.urls.count == 1)
    }
}

/// The same rules across a fleet: what another instance fetched, or was told to back off from, costs
/// this one no upstream request.
@Suite(.enabled(if: RedisTestServer.shouldRun, "redis-server is not installed (run .ci/install)"))
struct CacheWarmerSharedTests {
    static func instance(_ server: RedisTestServer, _ http: RoutedHTTP) throws -> UpstreamClients {
        CacheWarmerTests.clients(http, shared: SharedCache(redis: RedisClient(try .forTests(server))))
    }

    @Test func warmComic_whenAnotherInstanceFetchedIt_asksNothing() async throws {
        let server = try RedisTestServer()
        let (httpA, httpB) = (try CacheWarmerTests.upstream(), try CacheWarmerTests.upstream())
        let a = try Self.instance(server, httpA)
        let b = try Self.instance(server, httpB)
        _ = try await a.comics.comic(number: 5)
        let warmed = await CacheWarmer(clients: b).warmComic(number: 5)
        #expect(warmed.outcome == .alreadyCached && warmed.comic != nil)
        #expect(httpA.urls.count == 1 && httpB.urls.isEmpty)
    }

    @Test func warmComic_whenAnotherInstanceWasToldToBackOff_asksNothing() async throws {
        let server = try RedisTestServer()
        let httpA = RoutedHTTP { _ in FetchResponse(status: 429, retryAfter: 30) }
        let httpB = try CacheWarmerTests.upstream()
        let a = try Self.instance(server, httpA)
        let b = try Self.instance(server, httpB)
        await #expect(throws: UpstreamError.httpStatus(429, retryAfter: 30)) { try await a.comics.latest() }
        #expect(await CacheWarmer(clients: b).warmComic(number: 5).outcome == .coolingDown)
        #expect(httpB.urls.isEmpty)
    }
}
