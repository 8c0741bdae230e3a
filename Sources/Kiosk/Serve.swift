import ArgumentParser
import ComicIndex
import Dispatch
import Foundation
import HTTPServer
import Logging
import SampleUpstream
import Upstream
import ViewModels
import Web

/// `kiosk serve`: configuration from flags and environment, live wiring, start and graceful stop.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Serve Kiosk over HTTP until SIGTERM or SIGINT (Ctrl-C), then stop gracefully.")

    @Option(help: "Address to listen on. Falls back to the HOST environment variable, then 127.0.0.1.")
    var host: String?

    @Option(help: "Port to listen on (0 picks a free one). Falls back to the PORT environment variable, then 8080.")
    var port: Int?

    @Option(help: "Folder of static files served at their own path (Public/css/site.css → /css/site.css).")
    var `public`: String = "Public"

    @Option(help: "Folder of Mustache templates, loaded once at start-up.")
    var templates: String = "Templates"

    @Option(help: "Log level: trace, debug, info (one access line per request), notice, warning, error, critical.")
    var logLevel: Logger.Level = .info

    @Flag(help: "Serve bundled sample data from an in-process loopback upstream: no network, no API key.")
    var offline = false

    @Option(
        help:
            "With --offline: use the sample upstream already listening on this loopback port (`kiosk sample-upstream`) instead of starting one, so several instances share it."
    )
    var samplePort: Int?

    @Option(help: "MediaWiki API URL template; {lang} becomes ja or en. Env: KIOSK_WIKIPEDIA_API.")
    var wikipediaAPI: String?

    @Option(
        help:
            "Wikipedia REST API base for articles; {lang} becomes ja or en. MediaWiki core's /w/rest.php/v1 on the same host is the fallback. Env: KIOSK_WIKIPEDIA_REST."
    )
    var wikipediaREST: String?

    @Option(help: "Google News RSS base URL. Env: KIOSK_NEWS_FEED.")
    var newsFeed: String?

    @Option(help: "xkcd JSON API base URL. Env: KIOSK_XKCD_API.")
    var xkcdAPI: String?

    @Option(
        help:
            "explainxkcd's MediaWiki API, where comic transcripts for search come from, or off. Env: KIOSK_EXPLAINXKCD_API."
    )
    var explainxkcdAPI: String?

    @Option(
        help:
            "Folder for local state: the comic search index (comics.sqlite), rebuilt from the upstream if lost. Env: KIOSK_DATA_DIR. Default: data (created at start)."
    )
    var dataDir: String?

    @Option(help: "TMDB v3 API base URL. Env: KIOSK_TMDB_API. The key comes from TMDB_API_KEY (v3 key or read access token).")
    var tmdbAPI: String?

    @Option(
        help:
            "Seconds a stop (SIGTERM, Ctrl-C) may take: requests in flight finish within it, then the process exits whatever is still running. Env: KIOSK_SHUTDOWN_GRACE."
    )
    var shutdownGrace: Double?

    @Option(
        help:
            "Shared cache for several instances: redis://HOST:PORT[/DB]. Env: KIOSK_CACHE. Default: memory (this process only, no Redis)."
    )
    var cache: String?

    @Option(help: "User-Agent sent upstream (Wikimedia asks for a descriptive one with contact details). Env: KIOSK_USER_AGENT.")
    var userAgent: String?

    @Option(
        help:
            "Warm the pages behind Prev/Next in the background after a comic or search page: on or off. Env: KIOSK_PREFETCH. Default: on."
    )
    var prefetch: Switch?

    @Option(
        help:
            "Headline links go to Kiosk's /news/go/{id}, which asks Google News for the publisher's address when clicked (on), or straight to Google News (off). Env: KIOSK_RESOLVE_NEWS_LINKS. Default: on."
    )
    var resolveNewsLinks: Switch?

    @Option(
        help:
            "Fill the comic search index from xkcd (and explainxkcd) in the background: on or off (search then serves what the index already holds). Env: KIOSK_COMIC_CRAWLER. Default: on."
    )
    var comicCrawler: Switch?

    @Option(
        help:
            "The address readers reach Kiosk at (https://kiosk.example), on which feeds' links are absolute. Env: KIOSK_PUBLIC_URL. Default: each request's own origin (Host, and X-Forwarded-Proto/-Host from a trusted proxy)."
    )
    var publicURL: String?

    @OptionGroup var limits: LimitOptions

    func run() async throws {
        try await serve()
    }

    /// Starts everything and returns after a graceful stop.
    func serve() async throws {
        let environment = ProcessInfo.processInfo.environment
        let host = host ?? environment["HOST"] ?? "127.0.0.1"
        guard let port = try port ?? environment["PORT"].map(Self.parsePort) ?? 8080 as Int?, (0...65535).contains(port) else {
            throw ValidationError("--port must be between 0 and 65535.")
        }
        // Lines are buffered and written off the request path (once a second, per 64 KiB, at exit).
        let graceSeconds = try shutdownGrace ?? environment["KIOSK_SHUTDOWN_GRACE"].map(Self.parseGrace) ?? 10
        guard graceSeconds > 0, graceSeconds <= 3_600 else {
            throw ValidationError("--shutdown-grace must be between 0 and 3600 seconds.")
        }
        let grace = Duration.milliseconds(Int64(graceSeconds * 1_000))
        let prefetching = try prefetch ?? environment["KIOSK_PREFETCH"].map(Switch.parse) ?? .on
        let crawling = try comicCrawler ?? environment["KIOSK_COMIC_CRAWLER"].map(Switch.parse) ?? .on
        let resolvingLinks =
            try resolveNewsLinks ?? environment["KIOSK_RESOLVE_NEWS_LINKS"].map {
                try Switch.parse($0, name: "KIOSK_RESOLVE_NEWS_LINKS")
            }
            ?? .on
        let publicURL = try (publicURL ?? environment["KIOSK_PUBLIC_URL"]).map { text in
            do throws(FeedOrigin.Invalid) {
                return try FeedOrigin.publicURL(parsing: text)
            } catch {
                throw ValidationError("--public-url / KIOSK_PUBLIC_URL: \(error)")
            }
        }
        let logBuffer = LogBuffer()
        logBuffer.start()
        LoggingSystem.bootstrap { label in BufferedLogHandler(label: label, level: logLevel, buffer: logBuffer) }
        defer { logBuffer.stop() }
        let logger = Logger(label: "kiosk")

        var settings = UpstreamSettings()
        var sample: Server?
        if offline, let samplePort {
            guard (1...65535).contains(samplePort) else { throw ValidationError("--sample-port must be between 1 and 65535.") }
            settings = .offline(port: samplePort)
            logger.notice("offline: sample upstream on http://127.0.0.1:\(samplePort) (shared)")
        } else if offline {
            // The same libcurl path as production, pointed at a loopback server with sample data.
            let started = try SampleUpstreamServer.start(host: "127.0.0.1", port: 0)
            sample = started.server
            settings = .offline(port: started.server.port)
            logger.notice("offline: sample upstream on http://127.0.0.1:\(started.server.port)")
        } else {
            guard samplePort == nil else { throw ValidationError("--sample-port needs --offline.") }
            settings.wikipediaAPI = wikipediaAPI ?? environment["KIOSK_WIKIPEDIA_API"] ?? settings.wikipediaAPI
            settings.wikipediaREST = wikipediaREST ?? environment["KIOSK_WIKIPEDIA_REST"] ?? settings.wikipediaREST
            settings.newsFeed = newsFeed ?? environment["KIOSK_NEWS_FEED"] ?? settings.newsFeed
            settings.xkcdAPI = xkcdAPI ?? environment["KIOSK_XKCD_API"] ?? settings.xkcdAPI
            settings.tmdbAPI = tmdbAPI ?? environment["KIOSK_TMDB_API"] ?? settings.tmdbAPI
            if let api = explainxkcdAPI ?? environment["KIOSK_EXPLAINXKCD_API"] {
                settings.explainXkcdAPI = api.lowercased() == "off" ? nil : api
            }
            settings.tmdbCredential = TMDBCredential.credential(from: environment["TMDB_API_KEY"])
        }
        settings.userAgent = userAgent ?? environment["KIOSK_USER_AGENT"] ?? settings.userAgent
        let shared = try Self.sharedCache(cache ?? environment["KIOSK_CACHE"])
        if let shared {
            // Logs "connected" or "unreachable" now rather than on the first page; Kiosk starts either way.
            _ = await shared.redis.ping()
        }
        let limiter = try limits.limiter(redis: shared?.redis, environment: environment, offline: offline)
        let clients = UpstreamClients.live(settings: settings, shared: shared, limiter: limiter)
        let comicIndex = ComicIndexStore(
            directory: dataDir ?? environment["KIOSK_DATA_DIR"] ?? "data", xkcdAPI: settings.xkcdAPI)
        comicIndex.open()
        let crawler = Self.crawler(comicIndex, clients: clients, paced: limiter != nil || offline)
        var dependencies = Dependencies(
            wikipedia: clients.wikipedia, news: clients.news, comics: clients.comics,
            movies: clients.movies, images: clients.images, tmdbImageBase: settings.tmdbImageBase,
            prefetcher: prefetching == .on ? Prefetcher(warmer: CacheWarmer(clients: clients)) : nil,
            articles: clients.articles)
        dependencies.comicSearch = comicIndex
        dependencies.trustedProxies = try limits.trustedProxies(environment: environment)
        dependencies.publicURL = publicURL
        dependencies.newsLinks = NewsLinks(
            resolver: resolvingLinks == .on ? clients.newsLinks : nil, articlePage: settings.newsArticlePage,
            articleHost: settings.newsArticleHost)
        dependencies.featured = clients.featured
        dependencies.trending = clients.trending
        let operations = Operations()
        let site = try await Site(
            configuration: .init(templatesDirectory: templates, publicDirectory: `public`, isSampleData: offline),
            dependencies: dependencies, operations: operations)
        let server = Server(
            host: host, port: port, logger: Logger(label: "kiosk.http"),
            errorResponse: { site.errorResponse(status: $0, reason: $1) },
            immediateResponder: site.immediateResponse, observe: operations.record,
            responder: site.respond)
        OperationsWiring.attach(
            to: operations, server: server, clients: clients, shared: shared,
            prefetcher: dependencies.prefetcher, logBuffer: logBuffer)
        if let limiter { OperationsWiring.attach(limiter, to: operations) }
        operations.addChecks {
            [.init(name: "comic-index", problem: comicIndex.unavailableReason.map { "comic search unavailable: \($0)" })]
        }
        try server.start()
        operations.enter(.serving)
        if crawling == .on { crawler.start() }
        await Self.waitForTerminationSignal()
        // /readyz answers 503 from here on (to clients still connected), so balancers look elsewhere.
        operations.enter(.draining)
        crawler.stop()
        logger.notice("signal received: finishing requests in flight")
        // The server drains for most of the grace period; the rest is for the sample server and the
        // log. The deadline is the promise: the process ends by then whatever handlers are doing.
        ShutdownDeadline.start(after: grace) {
            logger.warning("stop took longer than \(grace): exiting with requests still running")
            logBuffer.stop()
        }
        await server.shutdown(gracePeriod: grace * 0.8)
        await sample?.shutdown(gracePeriod: grace * 0.1)
    }

    /// The search index's crawler over the crawl clients. `paced`: a budget (or the sample upstream)
    /// sets the pace; without one (`--limits off` against the real sites) it keeps to about the xkcd
    /// budget's rate and explainxkcd's one request a second on its own.
    static func crawler(_ index: ComicIndexStore, clients: UpstreamClients, paced: Bool) -> ComicCrawler {
        var configuration = ComicCrawler.Configuration()
        configuration.comicPause = paced ? 0 : 0.2
        configuration.transcriptPause = paced ? 0 : 1
        let cache = clients.apiCache
        return ComicCrawler(
            store: index, comics: clients.crawlComics, transcripts: clients.transcripts, configuration: configuration,
            xkcdCooldown: { cache.cooldownRemaining(for: .xkcd) }, sleep: UpstreamLimiter.realSleep)
    }

    static func parseGrace(_ text: String) throws -> Double {
        guard let seconds = Double(text) else {
            throw ValidationError("KIOSK_SHUTDOWN_GRACE must be a number of seconds, not “\(text)”.")
        }
        return seconds
    }

    /// nil (in-process memory) for no value, "" or "memory"; a Redis-backed cache for `redis://…`.
    static func sharedCache(_ value: String?) throws -> SharedCache? {
        guard let value, !value.isEmpty, value != "memory" else { return nil }
        do {
            return SharedCache(redis: RedisClient(try RedisConfiguration(url: value)))
        } catch {
            throw ValidationError("--cache / KIOSK_CACHE: \(error) (expected redis://HOST:PORT[/DB] or memory)")
        }
    }

    static func parsePort(_ text: String) throws -> Int {
        guard let port = Int(text) else { throw ValidationError("PORT must be a number, not “\(text)”.") }
        return port
    }

    /// Suspends until SIGTERM or SIGINT arrives (see `TerminationSignals`).
    static func waitForTerminationSignal() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let thread = Thread {
                TerminationSignals.waitForSignal()
                continuation.resume()
            }
            thread.name = "kiosk.signals"
            thread.start()
        }
    }
}

/// SIGTERM and SIGINT stop Kiosk gracefully. A process-wide handler (installed first thing in
/// `main.swift`) writes one byte to a pipe; a plain thread waits on the pipe. Blocking the signals
/// instead is not enough: threads the runtime starts before `main` runs would not inherit the
/// mask, and one of them could take the default action (exit mid-request).
enum TerminationSignals {
    /// Written once, before the handler is installed; the handler only reads it.
    nonisolated(unsafe) static var pipeWriteEnd: Int32 = -1
    nonisolated(unsafe) static var pipeReadEnd: Int32 = -1

    static func install() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        pipeReadEnd = ends[0]
        pipeWriteEnd = ends[1]
        for signalNumber in [SIGTERM, SIGINT] {
            // Only async-signal-safe work here: one write(2).
            signal(signalNumber) { _ in
                var byte: UInt8 = 1
                _ = write(TerminationSignals.pipeWriteEnd, &byte, 1)
            }
        }
    }

    /// Blocks the calling thread until a termination signal has arrived.
    static func waitForSignal() {
        var byte: UInt8 = 0
        while read(pipeReadEnd, &byte, 1) < 0 && errno == EINTR {}
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}

/// A feature that is `on` or `off` (`--prefetch`).
enum Switch: String, ExpressibleByArgument, CaseIterable {
    case on, off

    /// The environment's spelling, which must be one of the two as well.
    static func parse(_ text: String) throws -> Switch { try parse(text, name: "KIOSK_PREFETCH") }

    static func parse(_ text: String, name: String) throws -> Switch {
        guard let value = Switch(rawValue: text.lowercased()) else {
            throw ValidationError("\(name) must be on or off, not “\(text)”.")
        }
        return value
    }
}
