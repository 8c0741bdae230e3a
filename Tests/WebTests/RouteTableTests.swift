import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import ViewModels
@testable import Web

/// The route table's "adding a page" steps (`Routes`), held for every route: each page answers
/// through `Pages` (security headers on pages, error pages and redirects alike), its status comes
/// from `Problem`, and no page handler builds a `Response` or names a status.
@Suite struct RouteTableTests {
    /// One example request per route (method, target, form body). A route added without one fails
    /// `routeTable_whenARouteIsAdded_hasAnExampleHere`, so the checks below cover it too.
    static let examples: [String: (method: String, target: String, body: String)] = [
        "GET /": ("GET", "/?lang=en", ""),
        "GET /comics": ("GET", "/comics?lang=en", ""),
        "GET /comics/random": ("GET", "/comics/random?lang=en", ""),
        "GET /comics/:number": ("GET", "/comics/1?lang=en", ""),
        "GET /comics/search": ("GET", "/comics/search?q=password&lang=en", ""),
        "GET /comics/search/suggestions": ("GET", "/comics/search/suggestions?q=pass&lang=en", ""),
        "GET /img/*path": ("GET", "/img/imgs.xkcd.com/comics/x.png", ""),
        "GET /news": ("GET", "/news?lang=en", ""),
        "GET /wiki/*title": ("GET", "/wiki/Swift_(programming_language)?lang=en", ""),
        "GET /news/search": ("GET", "/news/search?q=lamp&lang=en&edition=de-DE", ""),
        "GET /news/go/:id": ("GET", "/news/go/CBMiAbc_-1?lang=en&edition=en-GB", ""),
        "GET /news/:topic": ("GET", "/news/world?lang=en&edition=en-GB", ""),
        "POST /news/refresh": ("POST", "/news/refresh", "lang=en"),
        "GET /news/refresh": ("GET", "/news/refresh?lang=en", ""),
        "GET /movies": ("GET", "/movies?q=alien&lang=en", ""),
        "GET /settings": ("GET", "/settings?lang=de", ""),
        "GET /movies/:id": ("GET", "/movies/348?lang=en", ""),
        "GET /search": ("GET", "/search?q=swift&lang=en", ""),
        "POST /search": ("POST", "/search", "q=swift&lang=en"),
        "GET /opensearch.xml": ("GET", "/opensearch.xml?lang=en", ""),
        "GET /search/suggestions": ("GET", "/search/suggestions?q=sw&lang=en", ""),
        "GET /healthz": ("GET", "/healthz", ""),
        "GET /readyz": ("GET", "/readyz", ""),
        "GET /metrics": ("GET", "/metrics", ""),
    ]

    /// Routes that are not pages, so not held to a page's headers: the image proxy sends its own
    /// stricter ones (an image may load and run nothing), and the operator's plain-text endpoints.
    static let notPages: Set<String> = ["GET /img/*path", "GET /healthz", "GET /readyz", "GET /metrics"]

    @Test func routeTable_whenARouteIsAdded_hasAnExampleHere() throws {
        let routes = Set(Route.everyShape.map { "\($0.method) \($0.pattern)" })
        let untried = routes.subtracting(Self.examples.keys)
        let unknown = Set(Self.examples.keys).subtracting(routes)
        #expect(untried.isEmpty, "add an example request for: \(untried)")
        #expect(unknown.isEmpty, "no such route: \(unknown)")
        for (shape, example) in Self.examples {
            let request = try TestSite.request(example.method, example.target, body: example.body)
            guard case .found(let route) = Route.parse(method: example.method, path: request.rawPath, query: request.query) else {
                Issue.record("\(example.target) is no route")
                continue
            }
            #expect("\(route.method) \(route.pattern)" == shape, "\(example.target)")
        }
    }

    @Test func everyPageRoute_whenAnswered_carriesTheSecurityHeadersAndAStatusFromTheTable() async throws {
        let site = try await TestSite.make()
        let statuses = Set([200, Redirect.found.status, Redirect.seeOther.status] + Self.everyProblem.map(\.status))
        for (route, example) in Self.examples.sorted(by: { $0.key < $1.key }) where !Self.notPages.contains(route) {
            let response = await site.respond(try TestSite.request(example.method, example.target, body: example.body))
            #expect(response.headers["Content-Security-Policy"] == SecurityHeaders.contentSecurityPolicy, "\(route)")
            #expect(response.headers["X-Frame-Options"] == "DENY", "\(route)")
            #expect(response.headers["Cache-Control"] != nil, "\(route)")
            #expect(statuses.contains(response.status), "\(route): \(response.status)")
        }
    }

    @Test(arguments: [
        ("POST", "/search", "q=swift&lang=en", 303, "/search?q=swift&lang=en"),
        ("POST", "/news/refresh", "lang=ja", 303, "/news?lang=ja&edition=ja-JP&refreshed=1"),
        ("GET", "/news/refresh?lang=en", "", 303, "/news?lang=en"),
        ("GET", "/comics/random?from=2&lang=en", "", 302, "/comics/1?lang=en"),
    ])
    func redirect_whenAnswered_hasItsStatusLocationNoStoreAndSecurityHeaders(
        method: String, target: String, body: String, status: Int, location: String
    ) async throws {
        // The latest is #2, so a random comic other than #2 is #1.
        let latest = Comic(
            number: 2, title: "Two", altText: "", imageURL: "https://imgs.xkcd.com/comics/two.png",
            year: 2026, month: 11, day: 20, link: nil, isInteractive: false, transcript: nil, news: nil)
        let site = try await TestSite.make(comics: StubComicsClient(latest: 2, comics: [2: latest]))
        let response = await site.respond(try TestSite.request(method, target, body: body))
        #expect(response.status.code == status, "\(target)")
        #expect(response.headers["Location"] == location, "\(target)")
        #expect(response.headers["Cache-Control"] == "no-store", "\(target)")
        #expect(response.headers["Content-Security-Policy"] == SecurityHeaders.contentSecurityPolicy, "\(target)")
        #expect(response.body.isEmpty, "\(target)")
    }

    static let everyProblem: [Problem] = [
        .invalidInput, .refused, .notFound, .methodNotAllowed, .unsupportedMediaType, .unexpected,
        .upstream(.badData), .upstream(.unreachable), .upstream(.coolingDown), .upstream(.notConfigured), .upstream(.timedOut),
    ]

    @Test func problemTable_whenRead_givesEachProblemTheStatusRFC9110Names() {
        #expect(Self.everyProblem.map(\.status) == [400, 403, 404, 405, 415, 500, 502, 502, 503, 503, 504])
        #expect(Problem(.shown) == nil)
        #expect(Problem(.invalidInput) == .invalidInput)
    }

    /// Step 3 of the route table's steps, read from the source: a page handler returns what `Pages`
    /// makes, so a new page cannot quietly skip the headers or pick its own status.
    @Test func pageHandlers_whenRead_buildNoResponseAndNameNoStatus() throws {
        let folder = Repository.root + "/Sources/Web"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        var handlers = 0
        for file in files.sorted() {
            let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            guard source.contains(": PageHandler {") else { continue }
            handlers += 1
            for forbidden in [
                "Response(", "Response.text(", "SecurityHeaders", "status: 2", "status: 3", "status: 4", "status: 5",
            ] {
                #expect(!source.contains(forbidden), "\(file) has \(forbidden): answer through pages.respond, redirect or answer")
            }
        }
        #expect(handlers >= 7, "found \(handlers) page handlers in \(folder)")
    }
}
