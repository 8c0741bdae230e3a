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
    let routes: Routes.Table
    let pageCache: PageCache
    /// Which proxies' `X-Forwarded-For` names the client a page's fetches count against.
    let proxies: TrustedProxies

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
        proxies = dependencies.trustedProxies
        routes = Routes.make(pages: pages, dependencies: dependencies, operations: operations)
    }

    /// The server's first look at a request, on its socket loop with no Task: static files,
    /// `/healthz` and shared pages are answered from memory at once (their coding settled or made
    /// ahead, so the server's final step costs little there). Anything else is read once (language,
    /// format, the cache key, the route) and handed, typed, to the closure the server runs in a Task:
    /// for a page, its handler with its `PageRequest`.
    public func immediateResponse(for request: Request) -> FirstLook {
        if let file = staticFile(for: request) { return .answered(file) }
        if request.rawPath == Routes.healthPath, request.method == "GET" || request.method == "HEAD" {
            return .answered(Routes.healthHere)
        }
        let first = PageRequest.FirstRead(request)
        let key = PageCache.Key(request, first)
        if let key, let shared = pageCache.lookup(key) { return .answered(shared) }
        // Anything but GET/HEAD may change state: nothing shared may outlive it. (A GET with a
        // refused `lang=` is not shared either, but changes nothing, so it leaves the cache alone.)
        if !first.isShareable { pageCache.removeAll() }
        switch Route.parse(method: request.method, path: request.rawPath, query: request.query) {
        case .found(let route):
            let pattern = route.pattern
            switch routes(route) {
            case .page(let page):
                let origin = FetchOrigin(purpose: page.purpose, client: proxies.client(of: request))
                return .respond { [self] in
                    let response: Response
                    do {
                        response = try await page.handle(request, try PageRequest(request, first, origin: origin))
                    } catch {
                        response = pages.failure(error, request: request)
                    }
                    return shared(response, route: pattern, key: key, request: request)
                }
            case .plain(let responder):
                return .respond { [self] in shared(await responder(request), route: pattern, key: key, request: request) }
            }
        case .methodNotAllowed(let allow):
            return .respond { [self] in pages.error(.methodNotAllowed(allow: allow), request: request) }
        case .notFound:
            return .respond { [self] in pages.error(.noPage, request: request) }
        }
    }

    /// Answers one request whole (tests, sub-requests): the first look, then the route.
    public func respond(_ request: Request) async -> Response {
        switch immediateResponse(for: request) {
        case .answered(let response): return response
        case .respond(let route): return await route()
        case .declined: preconditionFailure("the site's first look always answers or routes")
        }
    }

    /// A route's answer, filed under its pattern, and kept in the micro-cache when it may be shared:
    /// coded first (once, for every client of the same key), so the server's final step then only
    /// decides 304 for each request that gets it.
    private func shared(_ response: Response, route: String, key: PageCache.Key?, request: Request) -> Response {
        var response = response
        if response.route.isEmpty { response.route = route }
        if let key {
            ResponseFinisher.settleCoding(&response, acceptEncoding: AcceptEncoding.headerValue(of: request))
            pageCache.store(response, for: key)
        }
        return response
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
