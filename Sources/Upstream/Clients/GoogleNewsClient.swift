import Foundation
import Models
import Locking

/// Google News RSS (an edition's top stories, a topic or a search) through the cache.
///
/// The refresh rule lives here, not in the cache: `refresh: true` forces a new fetch at most once per
/// `minimumRefreshInterval` per feed; other refreshes in that window are served from the cache, so a
/// person (or a bot) pressing refresh repeatedly cannot turn Kiosk into a load generator for Google.
public final class GoogleNewsClient: NewsClient {
    /// Shortest time between two forced refreshes of one feed.
    public static let minimumRefreshInterval: TimeInterval = 30
    /// Feeds whose last forced refresh is remembered; beyond it the ones outside the interval are
    /// forgotten, so a stream of distinct searches cannot grow the table without end.
    static let rememberedRefreshes = 1_024

    private let requester: APIRequester
    private let cache: UpstreamCache
    private let now: @Sendable () -> Date
    private let lastForced = Mutex<[String: Date]>([:])

    public init(
        settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.requester = APIRequester(http: http, source: .news, settings: settings)
        self.cache = cache
        self.now = now
    }

    public func headlines(
        _ request: NewsRequest, refresh: Bool, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<NewsFeed> {
        let url = Self.url(request, base: requester.settings.newsFeed)
        let key = Self.cacheKey(request)
        let force = refresh && claimForcedRefresh(for: key)
        return try await cache.value(
            key: key, source: .news,
            ttl: requester.settings.timeToLive.news, forceRefresh: force,
            serveStaleFor: Self.serveStaleFor, origin: origin
        ) {
            [requester] (_: NewsFeed?, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: NewsFeed, bytes: Int) in
            let response = try await requester.get(
                url, headers: [HeaderField("Accept", "application/rss+xml, application/xml;q=0.9")], as: runsAs)
            // Google News has no error envelope: a bare status is all there is.
            try APIRequester.checkStatus(response)
            return (try NewsFeedDecoder.decode(response.body), response.body.count)
        }
    }

    public func cachedHeadlines(_ request: NewsRequest) -> Result<Fetched<NewsFeed>, UpstreamError>? {
        cache.freshValue(key: Self.cacheKey(request), source: .news, ttl: requester.settings.timeToLive.news)
    }

    /// One entry per edition and view: `news en-US`, `news de-DE topic world`, `news ja-JP search 台風`.
    static func cacheKey(_ request: NewsRequest) -> String {
        switch request.view {
        case .top: "news \(request.edition.id)"
        case .topic(let topic): "news \(request.edition.id) topic \(topic.rawValue)"
        case .search(let query): "news \(request.edition.id) search \(query)"
        }
    }

    /// The feed's URL below `base` (`https://news.google.com/rss`); `hl`, `gl` and `ceid` must agree,
    /// or the feed comes back odd or empty, so they come from the edition table only.
    static func url(_ request: NewsRequest, base: String) -> String {
        let edition = request.edition.parameters
        return switch request.view {
        case .top: base + "?" + edition
        case .topic(let topic): base + "/headlines/section/topic/" + topic.upstreamName + "?" + edition
        case .search(let query): base + "/search?q=" + QueryString.encode(query) + "&" + edition
        }
    }

    /// How long expired headlines are still shown at once while fresh ones load in the background:
    /// an hour-old front page with its age beats a "loading" placeholder.
    static let serveStaleFor: TimeInterval = 60 * 60

    /// True when a forced refresh of the feed under `key` is allowed now, and records it.
    private func claimForcedRefresh(for key: String) -> Bool {
        let at = now()
        return lastForced.withLock { last in
            if let previous = last[key], at.timeIntervalSince(previous) < Self.minimumRefreshInterval { return false }
            if last.count >= Self.rememberedRefreshes {
                last = last.filter { at.timeIntervalSince($0.value) < Self.minimumRefreshInterval }
            }
            last[key] = at
            return true
        }
    }
}
