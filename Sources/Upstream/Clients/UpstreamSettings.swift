import Foundation
import Models

/// Where the four upstream APIs live and how Kiosk treats them: credentials, User-Agent, timeouts,
/// size caps, cache lifetimes and the image allow-list. `live` defaults point at the real services;
/// `offline(port:)` points everything at the loopback sample upstream.
public struct UpstreamSettings: Sendable {
    /// Connect and total timeouts for one upstream, in seconds.
    public struct Timeouts: Sendable, Equatable {
        public var connect: Double
        public var total: Double
        public init(connect: Double, total: Double) {
            self.connect = connect
            self.total = total
        }
    }

    /// How long each kind of answer counts as fresh, in seconds.
    public struct TimeToLive: Sendable, Equatable {
        /// A search result changes slowly; ten minutes keeps repeated searches off Wikipedia.
        public var wikiSearch: TimeInterval = 10 * 60
        /// Headlines move; five minutes is close to how often Google News changes the top stories.
        public var news: TimeInterval = 5 * 60
        /// New comics appear Mon/Wed/Fri; five minutes makes a new one show up promptly.
        public var latestComic: TimeInterval = 5 * 60
        /// A numbered comic never changes.
        public var numberedComic: TimeInterval = .infinity
        public var movieSearch: TimeInterval = 60 * 60
        public var movieDetail: TimeInterval = 24 * 60 * 60
        /// Articles are edited all the time, but a reader does not need the edit of the last minute.
        public var article: TimeInterval = 10 * 60
        /// A Google News article id always names the same publisher address.
        public var newsLink: TimeInterval = 30 * 24 * 60 * 60
        /// An explainxkcd transcript: the index crawler decides when to look again (a new comic's page
        /// a few times in its first week), so the cache only spares a fleet the same fetch twice.
        public var transcript: TimeInterval = 60 * 60
        /// Wikipedia's featured feed of a day: the service itself tells caches five minutes (s-maxage).
        public var featured: TimeInterval = 5 * 60
        /// After its time-to-live, a day's feed is still shown at once while one refresh runs.
        public var featuredStale: TimeInterval = 24 * 60 * 60
        /// Trending films of the day move over hours, not minutes.
        public var trending: TimeInterval = 60 * 60
        public var trendingStale: TimeInterval = 24 * 60 * 60
        public init() {}
    }

    /// Default connect timeout: a healthy API opens TCP + TLS well within 3 s.
    public static let defaultConnectTimeout: Double = 3
    /// Default total timeout: a person waiting on a page should not wait longer than 8 s for one source.
    public static let defaultTotalTimeout: Double = 8
    /// Cap on a JSON or RSS body: the biggest real answer (TMDB detail with images) is far below 4 MiB.
    public static let defaultMaxResponseBytes = 4 << 20
    /// Cap on one article's Parsoid HTML, per endpoint: a long article is 1–3 MB.
    public static let defaultMaxArticleBytes = 8 << 20
    /// Cap on Google News's article page (the first step of resolving a link): the real one is a few
    /// hundred KiB of script around the two attributes Kiosk reads.
    public static let defaultMaxNewsArticlePageBytes = 2 << 20
    /// Cap on the `batchexecute` answer (the second step): a real one is well under 1 KiB.
    public static let defaultMaxBatchExecuteBytes = 256 << 10
    /// Cap on one proxied image.
    public static let defaultMaxImageBytes = 5 << 20
    /// Descriptive, with a contact, as the Wikimedia User-Agent policy asks (generic agents may get 403).
    public static let defaultUserAgent = "Kiosk/0.1 (https://github.com/kiosk-app/kiosk; kiosk@example.org) libcurl"

    /// `{lang}` is replaced by the language code (`en`, `ja`).
    public var wikipediaAPI = "https://{lang}.wikipedia.org/w/api.php"
    /// Wikipedia's REST API (Parsoid HTML at `/page/html/{title}`); `{lang}` as above.
    public var wikipediaREST = "https://{lang}.wikipedia.org/api/rest_v1"
    /// MediaWiki core's REST API, on every wiki: the fallback when `wikipediaREST`'s route is gone,
    /// and the language links.
    public var wikipediaCoreREST = "https://{lang}.wikipedia.org/w/rest.php/v1"
    /// Top stories feed; the edition query (`hl`, `gl`, `ceid`) is appended.
    public var newsFeed = "https://news.google.com/rss"
    /// Google News's article page; `/{id}` is appended (the first step of resolving a link).
    public var newsArticlePage = "https://news.google.com/rss/articles"
    /// Google News's `batchexecute` endpoint (the second step); `?rpcids=Fbv4je` is appended.
    public var newsBatchExecute = "https://news.google.com/_/DotsSplashUi/data/batchexecute"
    /// `host:port` pairs a resolved link may point to although they are not public: the offline
    /// sample publisher on loopback. Empty live.
    public var newsLinkHosts: [String] = []
    /// Base of `/info.0.json` and `/N/info.0.json`.
    public var xkcdAPI = "https://xkcd.com"
    /// explainxkcd's MediaWiki API, where comic transcripts come from; nil is `--explainxkcd-api off`.
    public var explainXkcdAPI: String? = "https://www.explainxkcd.com/wiki/api.php"
    /// TMDB v3 base, without a trailing slash.
    public var tmdbAPI = "https://api.themoviedb.org/3"
    /// Image base: size (`w500`) and `file_path` are appended.
    public var tmdbImageBase = "https://image.tmdb.org/t/p/"
    public var tmdbCredential: TMDBCredential = .none
    public var userAgent = defaultUserAgent
    /// Per-source timeouts; a source not listed uses the defaults.
    public var timeouts: [Source: Timeouts] = [:]
    public var maxResponseBytes = defaultMaxResponseBytes
    public var maxImageBytes = defaultMaxImageBytes
    public var maxArticleBytes = defaultMaxArticleBytes
    public var maxNewsArticlePageBytes = defaultMaxNewsArticlePageBytes
    public var maxBatchExecuteBytes = defaultMaxBatchExecuteBytes
    public var timeToLive = TimeToLive()
    /// Hosts ("host" or "host:port") the image proxy may fetch from, besides the two image CDNs.
    public var extraImageHosts: [String] = []

    public init() {}

    /// The image CDNs of xkcd and TMDB, Wikimedia's (article images), plus `extraImageHosts`.
    public var imageHosts: [String] { ["imgs.xkcd.com", "image.tmdb.org"] + Self.articleImageHosts + extraImageHosts }

    /// Where article images (Commons) live; formulas come as MathML inside the article.
    public static let articleImageHosts = ["upload.wikimedia.org"]

    /// The host (and port, when not the default) that the feeds' article links are on: `news.google.com`
    /// live, `127.0.0.1:PORT` offline. Only links there carry an id Kiosk can resolve.
    public var newsArticleHost: String {
        PublisherURLPolicy.authority(of: newsArticlePage).map { authority in
            authority.host + (authority.port.map { ":\($0)" } ?? "")
        } ?? "news.google.com"
    }

    public func timeouts(for source: Source) -> Timeouts {
        timeouts[source] ?? Timeouts(connect: Self.defaultConnectTimeout, total: Self.defaultTotalTimeout)
    }

    /// Every API on the loopback sample upstream at `port` (`kiosk serve --offline`, tests).
    public static func offline(port: Int) -> UpstreamSettings {
        var settings = UpstreamSettings()
        let base = "http://127.0.0.1:\(port)"
        settings.wikipediaAPI = base + "/{lang}/w/api.php"
        settings.wikipediaREST = base + "/{lang}/api/rest_v1"
        settings.wikipediaCoreREST = base + "/{lang}/w/rest.php/v1"
        settings.newsFeed = base + "/rss"
        settings.newsArticlePage = base + "/rss/articles"
        settings.newsBatchExecute = base + "/_/DotsSplashUi/data/batchexecute"
        settings.newsLinkHosts = ["127.0.0.1:\(port)"]
        settings.xkcdAPI = base
        settings.tmdbAPI = base + "/3"
        settings.explainXkcdAPI = base + "/explainxkcd/api.php"
        settings.tmdbImageBase = base + "/t/p/"
        settings.tmdbCredential = .apiKey("offline-sample-key")
        settings.extraImageHosts = ["127.0.0.1:\(port)"]
        return settings
    }
}

/// How Kiosk authenticates to TMDB v3.
public enum TMDBCredential: Sendable, Equatable {
    case none
    /// The 32-hex v3 key, sent as the `api_key` query parameter.
    case apiKey(String)
    /// The API Read Access Token (a JWT), sent as `Authorization: Bearer`.
    case bearer(String)

    /// Picks the kind by shape: a JWT starts with `eyJ` (base64 of `{"`); anything else non-empty is a v3 key.
    /// Sending the wrong kind gets TMDB's 401 status_code 7, so guessing by shape matters.
    public static func credential(from value: String?) -> TMDBCredential {
        let trimmed = (value ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .none }
        return trimmed.hasPrefix("eyJ") ? .bearer(trimmed) : .apiKey(trimmed)
    }
}
