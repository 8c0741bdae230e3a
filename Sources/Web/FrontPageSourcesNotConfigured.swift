import Models

/// The featured-feed client of a site built without one (tests of other pages): the front page's
/// Wikipedia card says "not configured" instead of failing.
public struct FeaturedNotConfigured: FeaturedContentClient {
    public init() {}

    public func featured(
        language: Language, day: String, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<FeaturedFeed> {
        throw .notConfigured("no featured-feed client")
    }

    public func cachedFeatured(language: Language, day: String) -> Result<Fetched<FeaturedFeed>, UpstreamError>? {
        .failure(.notConfigured("no featured-feed client"))
    }
}

/// The trending-films client of a site built without one: the front page's movie card says so.
public struct TrendingNotConfigured: TrendingMoviesClient {
    public init() {}

    public func trending(language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<[MovieSummary]> {
        throw .notConfigured("no trending client")
    }

    public func cachedTrending(language: Language) -> Result<Fetched<[MovieSummary]>, UpstreamError>? {
        .failure(.notConfigured("no trending client"))
    }
}
