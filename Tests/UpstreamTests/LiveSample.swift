import Foundation
import HTTPServer
import Models
import SampleUpstream
import Locking
import TestSupport
@testable import Upstream

/// One request as the sample server saw it.
struct SeenRequest: Sendable {
    let target: String
    let userAgent: String?
    let acceptEncoding: String?
    let authorization: String?
    let ifNoneMatch: String?
}

/// A `SampleUpstreamServer` on a free loopback port, a libcurl client and a test clock; each test
/// starts its own (`LiveSample.with`) so fault switches and request counts never leak between tests.
final class LiveSample: Sendable {
    let server: Server
    let upstream: SampleUpstream
    let clock = TestClock()
    let http = CurlHTTPClient(userAgent: "KioskTests/1.0 (libcurl default, overridden per request)")
    private let seen = RequestLog()

    private init(upstream: SampleUpstream?) throws {
        let seen = seen
        (server, self.upstream) = try SampleUpstreamServer.start(upstream: upstream) { request in
            seen.append(
                SeenRequest(
                    target: request.target, userAgent: request.headers["User-Agent"],
                    acceptEncoding: request.headers["Accept-Encoding"],
                    authorization: request.headers["Authorization"], ifNoneMatch: request.headers["If-None-Match"]))
        }
    }

    /// Runs `body` against a fresh sample server and always shuts it down.
    ///
    /// The default grace period matters: it outlasts every `slow` fault used here. A handler that
    /// finishes after `forceClose` crashes the server (over-resumed read source in `Connection`).
    @discardableResult
    static func with<T>(upstream: SampleUpstream? = nil, _ body: (LiveSample) async throws -> T) async throws -> T {
        let sample = try LiveSample(upstream: upstream)
        do {
            let result = try await body(sample)
            await sample.server.shutdown()
            return result
        } catch {
            await sample.server.shutdown()
            throw error
        }
    }

    var port: Int { server.port }
    var requests: [SeenRequest] { seen.all }

    /// Offline settings, optionally with every API base behind a `/_fault/<mode>` prefix.
    func settings(fault: String? = nil) -> UpstreamSettings {
        var settings = UpstreamSettings.offline(port: port)
        guard let fault else { return settings }
        let base = "http://127.0.0.1:\(port)"
        let faulty = base + "/_fault/" + fault
        settings.wikipediaAPI = settings.wikipediaAPI.replacingOccurrences(of: base, with: faulty)
        settings.newsFeed = settings.newsFeed.replacingOccurrences(of: base, with: faulty)
        settings.newsArticlePage = settings.newsArticlePage.replacingOccurrences(of: base, with: faulty)
        settings.newsBatchExecute = settings.newsBatchExecute.replacingOccurrences(of: base, with: faulty)
        settings.xkcdAPI = faulty
        settings.tmdbAPI = settings.tmdbAPI.replacingOccurrences(of: base, with: faulty)
        settings.explainXkcdAPI = settings.explainXkcdAPI?.replacingOccurrences(of: base, with: faulty)
        return settings
    }

    /// Clients with their own fresh caches on the test clock.
    func clients(_ settings: UpstreamSettings? = nil) -> UpstreamClients {
        UpstreamClients.live(settings: settings ?? self.settings(), http: http, now: clock.now)
    }

    /// Calls one client of `source` with a typical request and returns just whether and how it failed.
    static func call(_ source: Source, _ clients: UpstreamClients) async -> Result<Void, UpstreamError> {
        do throws(UpstreamError) {
            switch source {
            case .wikipedia:
                _ = try await clients.wikipedia.search(WikiSearchQuery(text: "Swift", language: .en, limit: 5, offset: 0))
            case .news: _ = try await clients.news.headlines(language: .en, refresh: false)
            case .xkcd: _ = try await clients.comics.comic(number: 1)
            case .tmdb: _ = try await clients.movies.search(MovieSearchQuery(text: "the", page: 1, language: .en))
            case .explainxkcd: _ = try await clients.transcripts?.transcript(number: 1700)
            }
            return .success(())
        } catch {
            return .failure(error)
        }
    }
}

/// Every request the sample server received, in arrival order.
final class RequestLog: Sendable {
    private let entries = Mutex<[SeenRequest]>([])
    func append(_ request: SeenRequest) { entries.withLock { $0.append(request) } }
    var all: [SeenRequest] { entries.withLock { $0 } }
}
