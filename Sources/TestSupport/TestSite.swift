import Foundation
import HTTPServer
import Models
import ViewModels
import Web

/// The repository's own folders, found from this file's path so tests run from any directory.
public enum Repository {
    public static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()
    public static var templates: String { root + "/Templates" }
    public static var publicFolder: String { root + "/Public" }
}

/// Builds a `Site` on the real templates and static files with the given (stub) dependencies,
/// and requests for it, so handler tests run without sockets. The pages' deadlines pass on `sleep`:
/// by default a `TestClock` nobody advances, so no deadline passes unless a test moves its own clock.
public enum TestSite {
    /// A fixed instant for tests: 2026-11-21 12:00:00 UTC.
    public static let now = Date(timeIntervalSince1970: 1_795_262_400)

    public static func make(
        wikipedia: any WikipediaClient = StubWikipediaClient { _ throws(UpstreamError) in throw .notConfigured("stub") },
        news: any NewsClient = StubNewsClient { _, _ throws(UpstreamError) in throw .notConfigured("stub") },
        comics: any ComicsClient = StubComicsClient(latest: 1, comics: [:]),
        movies: any MoviesClient = StubMoviesClient(),
        images: any ImageSource = StubImageSource(),
        articles: any ArticlesClient = StubArticlesClient(),
        comicSearch: (any ComicSearching)? = nil,
        featured: any FeaturedContentClient = FeaturedNotConfigured(),
        trending: any TrendingMoviesClient = TrendingNotConfigured(),
        isSampleData: Bool = false,
        operations: Operations = Operations(),
        now: @escaping @Sendable () -> Date = { TestSite.now },
        sleep: @escaping Deadline.Sleep = TestClock(TestSite.now).sleep
    ) async throws -> Site {
        var dependencies = Dependencies(
            wikipedia: wikipedia, news: news, comics: comics, movies: movies, images: images, now: now,
            sleep: sleep, articles: articles)
        dependencies.comicSearch = comicSearch
        dependencies.featured = featured
        dependencies.trending = trending
        return try await Site(
            configuration: .init(
                templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder, isSampleData: isSampleData),
            dependencies: dependencies, operations: operations)
    }

    /// A GET request for `target`.
    public static func request(_ target: String, headers: [(String, String)] = [], body: String = "") throws -> Request {
        try request("GET", target, headers: headers, body: body)
    }

    /// A request as the parser would produce it for `target` (path and query).
    public static func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: String = ""
    ) throws -> Request {
        let parts = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let query = try QueryParameters(decoding: parts.count > 1 ? String(parts[1]) : "")
        // One Host (RFC 9112 §3.2): the test's own, or kiosk.test.
        let host = headers.contains { $0.0.lowercased() == "host" } ? [] : [("Host", "kiosk.test")]
        var allHeaders = HTTPHeaders(host + headers)
        if !body.isEmpty && allHeaders["Content-Type"] == nil { allHeaders["Content-Type"] = "application/x-www-form-urlencoded" }
        return Request(
            method: method, target: target, rawPath: String(parts[0]), query: query, headers: allHeaders, body: Array(body.utf8))
    }
}

extension Site {
    /// What the server sends for `request`: the site's answer after the server's final step
    /// (`ResponseFinisher`: gzip and 304), without a socket.
    public func answer(_ request: Request) async -> Response {
        var response = await respond(request)
        ResponseFinisher.finish(&response, for: request)
        return response
    }

    /// The answer the site's first look gives from memory (a static file, `/healthz`, a shared
    /// page), or nil when the request would go on to its route.
    public func answerFromMemory(_ request: Request) -> Response? {
        if case .answered(let response) = immediateResponse(for: request) { return response }
        return nil
    }
}

extension Response {
    /// The body as text, for assertions.
    public var text: String { String(decoding: body, as: UTF8.self) }
}
