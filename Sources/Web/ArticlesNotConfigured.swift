import Models

/// The articles client of a site built without one (tests of other pages): every article is
/// "not configured", so `/wiki/…` says so instead of failing.
public struct ArticlesNotConfigured: ArticlesClient {
    public init() {}

    public func article(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<ArticleAnswer> {
        throw .notConfigured("no articles client")
    }

    public func languageLinks(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<[ArticleLanguageLink]> {
        throw .notConfigured("no articles client")
    }
}
