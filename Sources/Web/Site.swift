import HTTPTypes
import Foundation
import HTTPServer
import Logging
import Models
import ViewModels

/// The whole web application as one `Responder`: static files from `Public/`, then the route
/// table; every failure becomes a real page.
public final class Site: Sendable {
    /// Where templates and static files live, and whether the data is the bundled sample.
    public struct Configuration: Sendable {
        public var templatesDirectory: String
        public var publicDirectory: String
        public var isSampleData: Bool
        public init(templatesDirectory: String = "Templates", publicDirectory: String = "Public", isSampleData: Bool = false) {
            self.templatesDirectory = templatesDirectory
            self.publicDirectory = publicDirectory
            self.isSampleData = isSampleData
        }
    }

    let pages: Pages
    let staticFiles: StaticFiles
    let logger: Logger
    let routes: Routes.Dispatch
    let pageCache: PageCache

    /// Loads templates and static files; throws (naming the file) when either is unusable.
    ///
    /// `operations` answers `/readyz` and `/metrics`; `kiosk serve` hands in the one it feeds.
    public init(
        configuration: Configuration, dependencies: Dependencies, operations: Operations = Operations(),
        logger: Logger = Logger(label: "kiosk.web")
    ) async throws {
        let renderer = try await PageRenderer(directory: configuration.templatesDirectory)
        pages = Pages(renderer: renderer, isSampleData: configuration.isSampleData, logger: logger)
        staticFiles = try StaticFiles(root: configuration.publicDirectory)
        self.logger = logger
        pageCache = PageCache()
        routes = Routes.make(pages: pages, dependencies: dependencies, operations: operations)
    }

    /// What can be answered from memory at once (the server calls this on its socket loop, with
    /// no Task): static files, `/healthz` and shared pages. Nil for everything else, leaving in
    /// `request.prepared` what it read (language, format, the cache key) for `respond`, which the
    /// server calls next with the same request. Answers' coding is settled or made ahead, so the
    /// server's final step costs little on its socket loop.
    public func immediateResponse(for request: inout Request) -> Response? {
        if let file = staticFile(for: request) { return file }
        if request.rawPath == Routes.healthPath, request.method == "GET" || request.method == "HEAD" { return Routes.healthHere }
        var prepared = PreparedRequest(request)
        if let key = PageCache.Key(request, prepared), let shared = pageCache.lookup(key) { return shared }
        prepared.missedMemory = true
        request.prepared = prepared
        return nil
    }

    /// Answers one request: static files first (they are the cheapest), then a shared answer, then
    /// the routes. After `immediateResponse` declined, only the routes are left: one pipeline, the
    /// request read once (no second look for the file, no second cache key, lookup or language).
    public func respond(_ request: Request) async -> Response {
        var request = request
        let prepared: PreparedRequest
        if let ready = request.prepared as? PreparedRequest, ready.missedMemory {
            prepared = ready
        } else {
            if let file = staticFile(for: request) { return file }
            var fresh = PreparedRequest(request)
            fresh.missedMemory = true
            if let key = PageCache.Key(request, fresh), let shared = pageCache.lookup(key) { return shared }
            prepared = fresh
            request.prepared = fresh
        }
        let key = PageCache.Key(request, prepared)
        // Anything but GET/HEAD may change state: nothing shared may outlive it. (A GET with a
        // refused `lang=` is not shared either, but changes nothing, so it leaves the cache alone.)
        if !prepared.isShareable { pageCache.removeAll() }
        switch Route.parse(method: request.method, path: request.rawPath, query: request.query) {
        case .found(let route):
            var response = await routes(route, request)
            if let key {
                // Coded before it is shared (once, for every client of the same key); the server's
                // final step then only decides 304 for each request that gets it.
                ResponseFinisher.settleCoding(&response, acceptEncoding: AcceptEncoding.headerValue(of: request))
                pageCache.store(response, for: key)
            }
            return response
        case .methodNotAllowed(let allow):
            return pages.error(.methodNotAllowed(allow: allow), request: request)
        case .notFound:
            return pages.error(.noPage, request: request)
        }
    }

    /// What metrics call the static files' answers (one series, not one per file).
    static let staticRoute = "(static)"

    private func staticFile(for request: Request) -> Response? {
        guard var file = staticFiles.response(for: request) else { return nil }
        file.route = Self.staticRoute
        return file
    }

    /// Forgets every shared and rendered page, so the next request for any page renders it afresh
    /// (Benchmarks/PageBenchmark measures exactly that; the upstream cache is kept).
    public func forgetRenderedPages() {
        pageCache.removeAll()
        pages.cache.removeAll()
    }

    /// The server's own errors (parse errors, timeouts, connection cap) as pages.
    public func errorResponse(status: HTTPResponse.Status, reason: String) -> Response {
        pages.error(status: status, detail: reason, request: nil)
    }
}
