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
    let router: Router<WebRoute>
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
        router = Routes.make(pages: pages, dependencies: dependencies, operations: operations)
    }

    /// The server's first look at a request, on its socket loop with no Task: static files,
    /// `/healthz` and shared pages are answered from memory at once (their coding settled or made
    /// ahead, so the server's final step costs little there). Anything else is read once (language,
    /// format, the cache key) and handed, typed, to the step that runs the route.
    public func immediateResponse(for request: Request) -> FirstLook {
        if let file = staticFile(for: request) { return .answered(file) }
        if request.rawPath == "/healthz", request.method == "GET" || request.method == "HEAD" {
            return .answered(Routes.healthHere)
        }
        let first = PageRequest.FirstRead(request)
        let key = PageCache.Key(request, first)
        if let key, let shared = pageCache.lookup(key) { return .answered(shared) }
        return .respond { [self] in await route(request, first, key) }
    }

    /// Answers one request whole (tests, sub-requests): the first look, then the route.
    public func respond(_ request: Request) async -> Response {
        switch immediateResponse(for: request) {
        case .answered(let response): return response
        case .respond(let route): return await route()
        case .declined: preconditionFailure("the site's first look always answers or routes")
        }
    }

    /// Runs the request's route with what the first look read; a page gets its `PageRequest`.
    private func route(_ request: Request, _ first: PageRequest.FirstRead, _ key: PageCache.Key?) async -> Response {
        // Anything but GET/HEAD may change state: nothing shared may outlive it. (A GET with a
        // refused `lang=` is not shared either, but changes nothing, so it leaves the cache alone.)
        if !first.isShareable { pageCache.removeAll() }
        var request = request
        switch router.match(method: request.method, rawPath: request.rawPath) {
        case .found(let route, let parameters, let pattern):
            request.parameters = parameters
            var response: Response
            switch route {
            case .page(let page):
                let origin = FetchOrigin(purpose: page.purpose, client: proxies.client(of: request))
                response = await pages.run(page, request, first, origin: origin)
            case .plain(let responder):
                response = await responder(request)
            }
            if response.route.isEmpty { response.route = pattern }
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
            return pages.error(.notFound("There is no page at this address."), request: request)
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
