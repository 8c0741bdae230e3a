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
    /// Entries of the crawler's cache: it reads each comic once, so a few are plenty.
    public static let crawlCacheEntries = 64
    /// Transfers per upstream at once when `live(settings:)` builds one libcurl client per upstream.
    public static let connectionsPerUpstream = 16

    public let wikipedia: WikipediaAPIClient
    public let articles: WikipediaArticleClient
    public let news: GoogleNewsClient
    /// Google News article links resolved to publishers' addresses, on their own `news-links` budget.
    public let newsLinks: GoogleNewsLinkClient
    public let comics: XkcdClient
    /// The same xkcd API for the search index's crawler, on its own small cache (shared with the fleet
    /// on Redis like the pages' one): walking the whole archive must not evict what readers look at.
    public let crawlComics: XkcdClient
    /// explainxkcd's transcripts, for the crawler; nil is `--explainxkcd-api off`.
    public let transcripts: ExplainXkcdClient?
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
        live(settings: settings, shared: shared, limiter: limiter, now: now, links: budgetedLinks(http, limiter)) {
            budgeted(http, $0, limiter)
        }
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
        // Few at once: each link is two requests a reader waits for, and the budget allows one a second.
        let links = CurlHTTPClient(userAgent: settings.userAgent, maxConcurrent: 4)
        return live(settings: settings, shared: shared, limiter: limiter, now: now, links: budgetedLinks(links, limiter)) {
            source in
            budgeted(CurlHTTPClient(userAgent: settings.userAgent, maxConcurrent: connectionsPerUpstream), source, limiter)
        }
    }

    private static func budgetedLinks(_ http: any HTTPFetching, _ limiter: UpstreamLimiter?) -> any HTTPFetching {
        guard let limiter else { return http }
        return BudgetedFetching(inner: http, limiter: limiter, source: .news, budgetName: LimitsConfiguration.newsLinksBudget)
    }

    private static func budgeted(_ http: any HTTPFetching, _ source: Source?, _ limiter: UpstreamLimiter?) -> any HTTPFetching {
        guard let limiter else { return http }
        return BudgetedFetching(inner: http, limiter: limiter, source: source)
    }

    /// `client(nil)` is the image client; `client(source)` the API client for `source`. With `limiter`,
    /// both caches ask a reader's fair share before a request of theirs starts a load.
    static func live(
        settings: UpstreamSettings, shared: SharedCache?, limiter: UpstreamLimiter?, now: @escaping @Sendable () -> Date,
        links: any HTTPFetching, client: (Source?) -> any HTTPFetching
    ) -> UpstreamClients {
        let apiCache = UpstreamCache(
            maxEntries: apiCacheEntries, maxBytes: apiCacheBytes, shared: shared, limiter: limiter, now: now)
        let imageCache = UpstreamCache(maxEntries: imageCacheEntries, maxBytes: imageCacheBytes, limiter: limiter, now: now)
        // The crawler's comics are background work, never a reader's request: no fair share to ask.
        let crawlCache = UpstreamCache(maxEntries: crawlCacheEntries, maxBytes: 1 << 20, shared: shared, now: now)
        let xkcd = client(.xkcd)
        return UpstreamClients(
            wikipedia: WikipediaAPIClient(settings: settings, http: client(.wikipedia), cache: apiCache, now: now),
            articles: WikipediaArticleClient(settings: settings, http: client(.wikipedia), cache: apiCache),
            news: GoogleNewsClient(settings: settings, http: client(.news), cache: apiCache, now: now),
            newsLinks: GoogleNewsLinkClient(settings: settings, http: links, cache: apiCache, now: now),
            comics: XkcdClient(settings: settings, http: xkcd, cache: apiCache),
            crawlComics: XkcdClient(settings: settings, http: xkcd, cache: crawlCache),
            transcripts: settings.explainXkcdAPI.map {
                ExplainXkcdClient(settings: settings, api: $0, http: client(.explainxkcd), cache: crawlCache)
            },
            movies: TMDBClient(settings: settings, http: client(.tmdb), cache: apiCache, now: now),
            featured: WikipediaFeaturedClient(settings: settings, http: client(.wikipedia), cache: apiCache),
            trending: TMDBTrendingClient(settings: settings, http: client(.tmdb), cache: apiCache),
            images: ImageFetcher(
                http: client(nil), allowedHosts: settings.imageHosts, cache: imageCache,
                maxBytes: settings.maxImageBytes),
            apiCache: apiCache, imageCache: imageCache)
    }
}
