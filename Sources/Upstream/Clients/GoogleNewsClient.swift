import Foundation
import Models
import Locking

/// Google News top stories (RSS) per language edition, through the cache.
///
/// The refresh rule lives here, not in the cache: `refresh: true` forces a new fetch at most once per
/// `minimumRefreshInterval` per edition; other refreshes in that window are served from the cache, so a
/// person (or a bot) pressing refresh repeatedly cannot turn Kiosk into a load generator for Google.
public final class GoogleNewsClient: NewsClient {
    /// Shortest time between two forced refreshes of one edition.
    public static let minimumRefreshInterval: TimeInterval = 30

    private let requester: APIRequester
    private let cache: UpstreamCache
    private let now: @Sendable () -> Date
    private let lastForced = Mutex<[Language: Date]>([:])

    public init(settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache,
                now: @escaping @Sendable () -> Date = Date.init) {
        self.requester = APIRequester(http: http, source: .news, settings: settings)
        self.cache = cache
        self.now = now
    }

    public func headlines(language: Language, refresh: Bool) async throws(UpstreamError) -> Fetched<NewsFeed> {
        let url = requester.settings.newsFeed + "?" + Self.edition(language)
        let force = refresh && claimForcedRefresh(for: language)
        return try await cache.value(key: Self.cacheKey(language), source: .news,
                                     ttl: requester.settings.timeToLive.news, forceRefresh: force,
                                     serveStaleFor: Self.serveStaleFor) {
            [requester] () async throws(UpstreamError) -> (value: NewsFeed, bytes: Int) in
            let response = try await requester.get(url, headers: [HeaderField("Accept", "application/rss+xml, application/xml;q=0.9")])
            // Google News has no error envelope: a bare status is all there is.
            try APIRequester.checkStatus(response)
            return (try NewsFeedDecoder.decode(response.body, language: language), response.body.count)
        }
    }

    public func cachedHeadlines(language: Language) -> Result<Fetched<NewsFeed>, UpstreamError>? {
        cache.freshValue(key: Self.cacheKey(language), source: .news, ttl: requester.settings.timeToLive.news)
    }

    static func cacheKey(_ language: Language) -> String { "news \(language.rawValue)" }

    /// How long expired headlines are still shown at once while fresh ones load in the background:
    /// an hour-old front page with its age beats a "loading" placeholder.
    static let serveStaleFor: TimeInterval = 60 * 60

    /// `hl`, `gl` and `ceid` must agree, or the feed comes back odd or empty.
    static func edition(_ language: Language) -> String {
        switch language {
        case .en: "hl=en-US&gl=US&ceid=US:en"
        case .ja: "hl=ja&gl=JP&ceid=JP:ja"
        }
    }

    /// True when a forced refresh of `language` is allowed now, and records it.
    private func claimForcedRefresh(for language: Language) -> Bool {
        let at = now()
        return lastForced.withLock { last in
            if let previous = last[language], at.timeIntervalSince(previous) < Self.minimumRefreshInterval { return false }
            last[language] = at
            return true
        }
    }
}
