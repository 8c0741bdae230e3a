import Foundation

// The ports ViewModels depend on. `Upstream` implements them against the real APIs (with the cache);
// `TestSupport` has stubs. Every result says when it was fetched and, when served stale, why.

/// Wikipedia full-text search, and title suggestions for the browser's address bar.
public protocol WikipediaClient: Sendable {
    func search(_ query: WikiSearchQuery, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<WikiSearchPage>
    /// Article titles beginning like `text` (MediaWiki's `action=opensearch`), best first.
    func suggestions(for text: String, language: Language, origin: FetchOrigin) async throws(UpstreamError) -> Fetched<[String]>
}

/// Google News: an edition's top stories, topics and searches.
public protocol NewsClient: Sendable {
    /// `refresh` asks for a fresh copy instead of a cached one (the page's refresh button).
    func headlines(
        _ request: NewsRequest, refresh: Bool, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<NewsFeed>
    /// What `headlines(request, refresh: false)` would return at once from a fresh cache entry, without
    /// waiting; nil when it would have to do more (or the client keeps no cache).
    func cachedHeadlines(_ request: NewsRequest) -> Result<Fetched<NewsFeed>, UpstreamError>?
}

extension NewsClient {
    public func cachedHeadlines(_ request: NewsRequest) -> Result<Fetched<NewsFeed>, UpstreamError>? { nil }

    /// The top stories of the interface language's own edition.
    public func headlines(
        language: Language, refresh: Bool, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<NewsFeed> {
        try await headlines(.top(language), refresh: refresh, for: origin)
    }
}

/// xkcd comics.
public protocol ComicsClient: Sendable {
    func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic>
    /// Throws `.notFound` for numbers that do not exist (404, or beyond the latest).
    func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic>
    /// What `latest()` and `comic(number:)` would return at once from a fresh cache entry, without
    /// waiting; nil when they would have to do more (or the client keeps no cache).
    func cachedLatest() -> Result<Fetched<Comic>, UpstreamError>?
    func cachedComic(number: Int) -> Result<Fetched<Comic>, UpstreamError>?
}

extension ComicsClient {
    public func cachedLatest() -> Result<Fetched<Comic>, UpstreamError>? { nil }
    public func cachedComic(number: Int) -> Result<Fetched<Comic>, UpstreamError>? { nil }
}

/// TMDB movie search and details.
public protocol MoviesClient: Sendable {
    func search(_ query: MovieSearchQuery, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<MovieSearchPage>
    /// Throws `.notFound` for ids TMDB does not know.
    func detail(id: Int, language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<MovieDetail>
}

/// Images for the `/img/` proxy: only allow-listed upstream hosts, image types only.
public protocol ImageSource: Sendable {
    func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data)
    /// Whether `image(url:)` would succeed, when a fresh cache entry already says so; nil when it
    /// would have to do more (or the source keeps no cache).
    func cachedImageExists(url: String) -> Bool?
}

extension ImageSource {
    public func cachedImageExists(url: String) -> Bool? { nil }
}

/// Wikipedia articles, read as typed documents (`ArticleDocument`), and their other languages.
public protocol ArticlesClient: Sendable {
    /// The article titled `title` (already normalised), or where its redirect points; throws
    /// `.notFound` when there is no such page.
    func article(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<ArticleAnswer>
    /// The same article in other languages; empty when it has none.
    func languageLinks(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<[ArticleLanguageLink]>
}
