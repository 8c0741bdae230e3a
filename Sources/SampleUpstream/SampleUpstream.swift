import HTTPTypes
import Foundation
import HTTPServer
import Locking

/// A loopback stand-in for Wikipedia, Google News, xkcd and TMDB: answers their real paths in their
/// real formats from bundled sample data, and misbehaves on demand (fault modes) for tests.
///
/// Faults apply per request through a path prefix (`/_fault/slow=3/info.0.json`) or globally through
/// `faults` (set by tests, or by `POST /_control/fault?mode=slow&seconds=3`; `mode=none` clears it).
public final class SampleUpstream: Sendable {
    /// Size of the `oversized` fault's padding: 20 MiB, far above any sane client limit.
    public static let oversizedBodyBytes = 20 * 1024 * 1024
    static let faultPrefix = "/_fault/"
    static let controlPath = "/_control/fault"
    /// `GET /_control/requests`: how many API requests reached this upstream, per target (path and
    /// query), as JSON; `POST` resets the count. Fleet tests and benchmarks read it.
    static let requestsPath = "/_control/requests"
    /// Distinct targets counted; beyond it only the total grows (a long benchmark stays bounded).
    static let maxCountedTargets = 10_000

    /// The global fault mode; a per-request `/_fault/…` prefix takes precedence over it.
    public let faults = FaultSwitch()
    private let counts = Mutex(RequestCounts())

    private let wikipedia: WikipediaSearch
    private let articles: WikipediaArticles
    private let news: NewsRSSFeed
    private let comics: ComicArchive
    private let movies: MovieCatalogue
    private let featured: FeaturedFeedSample
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Double) async -> Void

    /// Loads the bundled data from `Bundle.module`.
    public convenience init() throws {
        try self.init(
            now: { Date() },
            sleep: { seconds in
                do {
                    try await Task.sleep(for: .seconds(seconds))
                } catch {
                    // Cancelled: the client went away, so answering early harms nobody.
                }
            })
    }

    /// For tests: `now` dates the news feed, `sleep` implements the `slow` fault.
    public init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Double) async -> Void) throws {
        self.now = now
        self.sleep = sleep
        let corpus = [
            "en": try SampleData.load([WikiArticle].self, from: "articles-en.json"),
            "ja": try SampleData.load([WikiArticle].self, from: "articles-ja.json"),
        ]
        wikipedia = WikipediaSearch(articles: corpus)
        articles = WikipediaArticles(articles: corpus)
        news = NewsRSSFeed(editions: [
            .en: try SampleData.load([NewsItem].self, from: "news-en.json"),
            .ja: try SampleData.load([NewsItem].self, from: "news-ja.json"),
            .de: try SampleData.load([NewsItem].self, from: "news-de.json"),
            .ar: try SampleData.load([NewsItem].self, from: "news-ar.json"),
        ])
        comics = ComicArchive(data: try SampleData.load(ComicsData.self, from: "comics-special.json"))
        movies = MovieCatalogue(data: try SampleData.load(MoviesData.self, from: "movies.json"))
        featured = try FeaturedFeedSample(now: now)
    }

    /// Answers one request: control endpoint, then the fault (prefix or global), then the route.
    /// Nil is the `drop` fault: no answer, the connection closes (`Server(…, respondOrClose:)`).
    public func respond(_ request: Request) async -> Response? {
        var path = request.rawPath
        if path == Self.controlPath { return control(request) }
        if path == Self.requestsPath { return requestCounts(request) }
        let second = Int(Date().timeIntervalSince1970)
        counts.withLock { $0.count(request.target, at: second) }
        var mode = faults.mode(for: RequestCounts.source(of: request.target))
        if path.hasPrefix(Self.faultPrefix) {
            let rest = path.dropFirst(Self.faultPrefix.count)
            let segment = rest.prefix { $0 != "/" }
            guard let prefixed = FaultMode(pathSegment: String(segment)) else {
                return .text(
                    "Unknown fault mode \"\(segment)\". Use slow=S, status=N, 429=S, malformed, oversized or drop.", status: 400)
            }
            mode = prefixed
            path = String(rest.dropFirst(segment.count))
            if path.isEmpty { path = "/" }
        }
        return await apply(mode) { self.route(path, request) }
    }

    private func route(_ path: String, _ request: Request) -> Response {
        // Google News article links: the one POST this upstream answers, and the publishers' pages.
        if path == NewsRSSFeed.batchExecutePath {
            return news.batchExecute(request, host: request.headers["Host"] ?? "127.0.0.1")
        }
        if path.hasPrefix(NewsRSSFeed.publisherPrefix) {
            return news.publisherPage(id: String(path.dropFirst(NewsRSSFeed.publisherPrefix.count)))
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            var response = Response.text("Method not allowed", status: 405)
            response.headers.add("Allow", "GET, HEAD")
            return response
        }
        let host = request.headers["Host"] ?? "127.0.0.1"
        if path == "/w/api.php" { return wikipedia.respond(language: "en", query: request.query, host: host) }
        if path.hasSuffix("/w/api.php") {
            let language = String(path.dropFirst().dropLast("/w/api.php".count))
            guard wikipedia.languages.contains(language) else { return .text("No wiki for \(language)", status: 404) }
            return wikipedia.respond(language: language, query: request.query, host: host)
        }
        if let response = articleRoute(path, host: host) { return response }
        if path == "/rss" || path.hasPrefix("/rss/") {
            return news.respond(path: path, query: request.query, host: host, now: now())
        }
        // xkcd before TMDB: comic 3 is `/3/info.0.json`, which also starts with TMDB's `/3/`.
        if path.hasSuffix("/info.0.json") || path.hasPrefix("/comics/") { return comics.respond(path: path, host: host) }
        if path == "/explainxkcd/api.php" { return ExplainXkcdWiki(comics: comics).respond(query: request.query) }
        if path.hasPrefix("/3/") || path.hasPrefix("/t/p/") { return movies.respond(path: path, request: request, host: host) }
        return .text("Not found: \(path)", status: 404)
    }

    /// Article HTML and language links under `/{lang}/`, and the images articles point at.
    private func articleRoute(_ path: String, host: String) -> Response? {
        if path.hasPrefix("/upload/") { return ArticleImages.respond(path: path) }
        let language = path.dropFirst().prefix { $0 != "/" }
        guard wikipedia.languages.contains(String(language)) || ParsoidShowcase.languages.contains(String(language)) else {
            return nil
        }
        let rest = String(path.dropFirst(language.count + 1))
        if let feed = featured.respond(language: String(language), path: rest, host: host) { return feed }
        return articles.respond(language: String(language), path: String(path.dropFirst(language.count + 1)), host: host)
    }

    /// Runs `route` under `mode`.
    private func apply(_ mode: FaultMode, _ route: () -> Response) async -> Response? {
        switch mode {
        case .none:
            return route()
        case .slow(let seconds):
            await sleep(seconds)
            return route()
        case .status(let status):
            return .text("Sample upstream fault: HTTP \(status)", status: HTTPResponse.Status(code: status))
        case .tooManyRequests(let seconds):
            var response = Response.text("Too many requests; retry after \(seconds) s", status: 429)
            response.headers.add("Retry-After", String(seconds))
            return response
        case .malformed:
            var response = route()
            response.body = Array(response.body.prefix(response.body.count / 2))
            return response
        case .oversized:
            var response = route()
            // Trailing whitespace keeps JSON and XML well-formed: only the size is wrong.
            response.body += [UInt8](repeating: UInt8(ascii: " "), count: Self.oversizedBodyBytes)
            return response
        case .drop:
            return nil
        }
    }

    /// API requests answered (or faulted) so far: total and per target.
    public var requestsSeen: (total: Int, targets: [String: Int]) { counts.withLock { ($0.total, $0.targets) } }

    private func requestCounts(_ request: Request) -> Response {
        if request.method == "POST" {
            counts.withLock { $0 = RequestCounts() }
        }
        let (total, targets) = requestsSeen
        let perSecond = counts.withLock { $0.perSecond }
        let json = JSONValue.object([
            ("total", .int(total)),
            ("targets", .object(targets.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            (
                "perSecond",
                .object(
                    perSecond.sorted { $0.key < $1.key }.map { source, seconds in
                        (source, .object(seconds.sorted { $0.key < $1.key }.map { (String($0.key), .int($0.value)) }))
                    })
            ),
        ])
        var response = Response(status: 200, headers: ["Content-Type": "application/json"], body: json.serialized())
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    /// `POST /_control/fault?mode=…&seconds=…|status=…` sets the global mode, or with `&source=xkcd`
    /// that source's alone; `GET` reads the global one.
    private func control(_ request: Request) -> Response {
        if request.method == "GET" || request.method == "HEAD" { return .text("fault mode: \(faults.mode)\n") }
        guard request.method == "POST" else { return .text("Use GET or POST", status: 405) }
        var parameters = request.query
        if parameters.isEmpty {
            do {
                parameters = try request.formParameters()
            } catch {
                return .text("Unreadable form: \(error)", status: 400)
            }
        }
        let name = parameters["mode"] ?? ""
        guard let mode = FaultMode(name: name, argument: parameters["seconds"] ?? parameters["status"]) else {
            return .text("Unknown or incomplete fault mode \"\(name)\"", status: 400)
        }
        if let source = parameters["source"] {
            faults.set(mode, for: source)
            return .text("fault mode for \(source): \(mode)\n")
        }
        faults.mode = mode
        return .text("fault mode: \(mode)\n")
    }
}

/// What `/_control/requests` reports.
struct RequestCounts {
    /// Seconds of per-source history kept (a flood benchmark runs for well under this).
    static let secondsKept = 600

    var total = 0
    var targets: [String: Int] = [:]
    /// Requests per source (`wikipedia`, `news`, `xkcd`, `tmdb`, `images`) per Unix second, so a
    /// benchmark can check that no second went over a budget.
    var perSecond: [String: [Int: Int]] = [:]

    mutating func count(_ target: String, at second: Int) {
        total += 1
        if targets[target] != nil || targets.count < SampleUpstream.maxCountedTargets { targets[target, default: 0] += 1 }
        let source = Self.source(of: target)
        perSecond[source, default: [:]][second, default: 0] += 1
        if perSecond[source]?.count ?? 0 > Self.secondsKept {
            perSecond[source] = perSecond[source]?.filter { $0.key > second - Self.secondsKept }
        }
    }

    /// Which API a target belongs to, by the paths this server answers.
    static func source(of target: String) -> String {
        let path = target.prefix { $0 != "?" }
        if path.hasSuffix("/w/api.php") || path.contains("/api/rest_v1/") || path.contains("/w/rest.php/") {
            return "wikipedia"
        }
        if path.hasPrefix("/rss") || path.hasPrefix("/_/") { return "news" }
        if path.hasSuffix("info.0.json") { return "xkcd" }
        if path.hasPrefix("/3/") { return "tmdb" }
        if path.hasPrefix("/explainxkcd/") { return "explainxkcd" }
        return "images"
    }
}
