import Foundation
import Models

/// The four API clients and the image fetcher, wired to shared caches: what `kiosk serve` hands to Web.
///
/// API answers and images live in separate caches, so a page full of posters cannot evict search
/// results and news (images are large and cheap to fetch again; API answers are small and rate limited).
public struct UpstreamClients: Sendable {
    /// Entry cap of the API cache: thousands of distinct searches fit easily.
    public static let apiCacheEntries = 2000
    /// Byte cap of the API cache: bodies are a few KiB to a few hundred KiB.
    public static let apiCacheBytes = 32 << 20
    /// Entry cap of the image cache.
    public static let imageCacheEntries = 1000
    /// Byte cap of the image cache: posters are ~50–300 KiB, so a few hundred stay warm.
    public static let imageCacheBytes = 64 << 20
    /// Transfers per upstream at once when `live(settings:)` builds one libcurl client per upstream.
    public static let connectionsPerUpstream = 16

    public let wikipedia: WikipediaAPIClient
    public let articles: WikipediaArticleClient
    public let news: GoogleNewsClient
    public let comics: XkcdClient
    public let movies: TMDBClient
    /// The front page's Wikipedia and movie cards.
    public let featured: WikipediaFeaturedClient
    public let trending: TMDBTrendingClient
    public let images: ImageFetcher
    public let apiCache: UpstreamCache
    public let imageCache: UpstreamCache

    /// Every client on one `http` (tests, stubs, or a shared libcurl client).
    public static func live(
        settings: UpstreamSettings, http: any HTTPFetching, shared: SharedCache? = nil,
        limiter: UpstreamLimiter? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) -> UpstreamClients {
        live(settings: settings, shared: shared, now: now) { budgeted(http, $0, limiter) }
    }

    /// One `CurlHTTPClient` per upstream (and one for images), each with its own threads: a stuck
    /// upstream (every transfer waiting out its timeout) fills only its own pool, never another's.
    /// With `shared` (`--cache redis://…`) API answers are shared with every instance on that Redis;
    /// images stay in this process (large, cheap to fetch again, and not rate limited like the APIs).
    /// With `limiter`, every request passes its budgets first (see `BudgetedFetching`).
    public static func live(
        settings: UpstreamSettings, shared: SharedCache? = nil, limiter: UpstreamLimiter? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> UpstreamClients {
        live(settings: settings, shared: shared, now: now) { source in
            budgeted(CurlHTTPClient(userAgent: settings.userAgent, maxConcurrent: connectionsPerUpstream), source, limiter)
        }
    }

    private static func budgeted(_ http: any HTTPFetching, _ source: Source?, _ limiter: UpstreamLimiter?) -> any HTTPFetching {
        guard let limiter else { return http }
        return BudgetedFetching(inner: http, limiter: limiter, source: source)
    }

    /// `client(nil)` is the image client; `client(source)` the API client for `source`.
    static func live(
        settings: UpstreamSettings, shared: SharedCache?, now: @escaping @Sendable () -> Date,
        client: (Source?) -> any HTTPFetching
    ) -> UpstreamClients {
        let apiCache = UpstreamCache(maxEntries: apiCacheEntries, maxBytes: apiCacheBytes, shared: shared, now: now)
        let imageCache = UpstreamCache(maxEntries: imageCacheEntries, maxBytes: imageCacheBytes, now: now)
        return UpstreamClients(
            wikipedia: WikipediaAPIClient(settings: settings, http: client(.wikipedia), cache: apiCache, now: now),
            articles: WikipediaArticleClient(settings: settings, http: client(.wikipedia), cache: apiCache),
            news: GoogleNewsClient(settings: settings, http: client(.news), cache: apiCache, now: now),
            comics: XkcdClient(settings: settings, http: client(.xkcd), cache: apiCache),
            movies: TMDBClient(settings: settings, http: client(.tmdb), cache: apiCache, now: now),
            featured: WikipediaFeaturedClient(settings: settings, http: client(.wikipedia), cache: apiCache),
            trending: TMDBTrendingClient(settings: settings, http: client(.tmdb), cache: apiCache),
            images: ImageFetcher(
                http: client(nil), allowedHosts: settings.imageHosts, cache: imageCache,
                maxBytes: settings.maxImageBytes),
            apiCache: apiCache, imageCache: imageCache)
    }
}
