import ComicIndex
import Foundation
import HTTPServer
import SampleUpstream
import Upstream
import ViewModels
import Web

/// The whole application as `kiosk serve --offline` wires it — sample upstream on loopback, live
/// libcurl clients, real templates — that also records every request its sample upstream receives, so hostile-input tests can prove a refused request fetched nothing; and
/// can put the whole site behind a live loopback `Server`, as `kiosk serve --offline` does.
public final class OfflineSite: Sendable {
    public let site: Site
    public let sampleServer: Server
    /// Request targets (path and query) the sample upstream received, in arrival order.
    public let upstreamRequests: RequestLog<String>
    /// The live prefetcher when the site was made with `prefetch: true` (`kiosk serve`'s default).
    public let prefetcher: Prefetcher?
    /// What the site's pages were built with (the live clients, the clock), so a caller can drive a
    /// page's ViewModel on its own against the same upstream cache (Benchmarks/PageBenchmark does).
    public let dependencies: Dependencies
    /// The comic search index when the site was made with a `dataDirectory`, wired as `kiosk serve` wires it.
    public let comicIndex: ComicIndexStore?

    private init(
        site: Site, sampleServer: Server, upstreamRequests: RequestLog<String>, prefetcher: Prefetcher?,
        dependencies: Dependencies, comicIndex: ComicIndexStore?
    ) {
        self.site = site
        self.comicIndex = comicIndex
        self.dependencies = dependencies
        self.sampleServer = sampleServer
        self.upstreamRequests = upstreamRequests
        self.prefetcher = prefetcher
    }

    /// The sample upstream's port: the only loopback port on the image allow-list.
    public var upstreamPort: Int { sampleServer.port }

    /// Runs `body` against a fresh watched site and always stops its sample server. `now` defaults to
    /// the live clock. The pages' deadlines (news loading after `newsLoadingDeadline`, the comic's `_2x`
    /// probe) pass on `sleep`: by default a `TestClock` nobody advances, so they never pass and a busy
    /// runner never turns a test's news page into the "loading" placeholder (the live 1 s deadline did);
    /// a test of the placeholder passes its own clock's `sleep` and advances it.
    /// `prefetch` wires the live prefetcher (off by default, so other tests count only a page's own requests).
    /// `dataDirectory` wires comic search to an index file there (no crawler: the test fills it).
    public static func with<T>(
        now: @escaping @Sendable () -> Date = Date.init, newsLoadingDeadline: Duration = .seconds(60),
        sleep: @escaping Deadline.Sleep = TestClock().sleep, prefetch: Bool = false, dataDirectory: String? = nil,
        _ body: (OfflineSite) async throws -> T
    ) async throws -> T {
        let log = RequestLog<String>()
        let (server, _) = try SampleUpstreamServer.start { log.append($0.target) }
        let watched: OfflineSite
        do {
            let settings = UpstreamSettings.offline(port: server.port)
            let clients = UpstreamClients.live(settings: settings)
            let prefetcher = prefetch ? Prefetcher(warmer: CacheWarmer(clients: clients)) : nil
            var dependencies = Dependencies(
                wikipedia: clients.wikipedia, news: clients.news, comics: clients.comics,
                movies: clients.movies, images: clients.images, tmdbImageBase: settings.tmdbImageBase,
                now: now, newsLoadingDeadline: newsLoadingDeadline, sleep: sleep, prefetcher: prefetcher,
                articles: clients.articles)
            dependencies.featured = clients.featured
            dependencies.trending = clients.trending
            let comicIndex = dataDirectory.map { ComicIndexStore(directory: $0, xkcdAPI: settings.xkcdAPI) }
            comicIndex?.open()
            dependencies.comicSearch = comicIndex
            let site = try await Site(
                configuration: .init(
                    templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder,
                    isSampleData: true), dependencies: dependencies)
            watched = OfflineSite(
                site: site, sampleServer: server, upstreamRequests: log, prefetcher: prefetcher,
                dependencies: dependencies, comicIndex: comicIndex)
        } catch {
            await server.shutdown()
            throw error
        }
        do {
            let result = try await body(watched)
            await server.shutdown()
            return result
        } catch {
            await server.shutdown()
            throw error
        }
    }

    /// Answers a GET of `target` in-process, finished (gzip, 304) as the server does.
    public func get(_ target: String, headers: [(String, String)] = []) async throws -> Response {
        try await respond("GET", target, headers: headers)
    }

    /// Answers `method` on `target` in-process (a form POST when `body` is given).
    public func respond(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: String = ""
    ) async throws -> Response {
        let request = try TestSite.request(method, target, headers: headers, body: body)
        var response = await site.respond(request)
        ResponseFinisher.finish(&response, for: request)
        return response
    }

    /// Starts a live loopback `Server` in front of the site (errors rendered by the site, as in
    /// `kiosk serve`) for the duration of `body`.
    public func withLiveServer<T>(_ body: (Server) async throws -> T) async throws -> T {
        let site = site
        let server = Server(
            host: "127.0.0.1", port: 0, errorResponse: { site.errorResponse(status: $0, reason: $1) },
            immediateResponder: site.immediateResponse, responder: site.respond)
        try server.start()
        do {
            let result = try await body(server)
            await server.shutdown(gracePeriod: .seconds(1))
            return result
        } catch {
            await server.shutdown(gracePeriod: .seconds(1))
            throw error
        }
    }
}

/// The hostile-input tests' name for the same thing.
public typealias WatchedOfflineSite = OfflineSite
