import Foundation
import Models
import ViewModels

/// Everything the pages need from outside: the four clients, the image proxy's source and a
/// clock. Live wiring passes real clients; tests pass stubs and a fixed clock.
public struct Dependencies: Sendable {
    public var wikipedia: any WikipediaClient
    public var news: any NewsClient
    public var comics: any ComicsClient
    public var movies: any MoviesClient
    public var images: any ImageSource
    /// Wikipedia articles read in Kiosk (`/wiki/…`).
    public var articles: any ArticlesClient
    /// Where TMDB's poster and backdrop files live (`https://image.tmdb.org/t/p/` live).
    public var tmdbImageBase: String
    public var now: @Sendable () -> Date
    /// How long the news page waits for a fetch before answering with its self-refreshing placeholder.
    public var newsLoadingDeadline: Duration
    /// Warms the pages behind Prev/Next after a comic or search page; nil is `--prefetch off`.
    public var prefetcher: Prefetcher?
    /// How the pages' deadlines (news loading, the comic's `_2x` probe) pass: the real clock live,
    /// a `TestClock`'s sleep in tests, so no test races the wall clock.
    public var sleep: Deadline.Sleep
    /// The comic search index (`/comics/search`, transcripts on comic pages); nil: search unavailable.
    public var comicSearch: (any ComicSearching)?
    /// The front page's Wikipedia and film cards, and how long it waits for any card.
    public var featured: any FeaturedContentClient = FeaturedNotConfigured()
    public var trending: any TrendingMoviesClient = TrendingNotConfigured()
    public var homeDeadline = HomeViewModel.defaultDeadline
    /// Proxies whose `X-Forwarded-For` names the client the limits count (`--trusted-proxy`).
    public var trustedProxies = TrustedProxies.none
    /// The address readers reach Kiosk at (`--public-url`), checked; nil: each request's own origin.
    /// Feeds' links are absolute on it.
    public var publicURL: String?
    /// Where news headlines link: Google News (the default here), or `/news/go/{id}` with a resolver
    /// (`--resolve-news-links on`, the default of `kiosk serve`).
    public var newsLinks = NewsLinks.viaGoogle

    public init(
        wikipedia: any WikipediaClient, news: any NewsClient, comics: any ComicsClient, movies: any MoviesClient,
        images: any ImageSource, tmdbImageBase: String = "https://image.tmdb.org/t/p/",
        now: @escaping @Sendable () -> Date = Date.init, newsLoadingDeadline: Duration = .seconds(1),
        sleep: @escaping Deadline.Sleep = Deadline.realSleep, prefetcher: Prefetcher? = nil,
        articles: any ArticlesClient = ArticlesNotConfigured()
    ) {
        self.articles = articles
        self.wikipedia = wikipedia
        self.news = news
        self.comics = comics
        self.movies = movies
        self.images = images
        self.tmdbImageBase = tmdbImageBase
        self.now = now
        self.newsLoadingDeadline = newsLoadingDeadline
        self.prefetcher = prefetcher
        self.sleep = sleep
    }
}
