import Foundation
import Models

/// TMDB's trending films of the day (`/3/trending/movie/day`, a page in the search shape) through
/// the cache. Without a credential it refuses before any request, like the rest of TMDB.
public struct TMDBTrendingClient: TrendingMoviesClient {
    private let requester: APIRequester
    private let cache: UpstreamCache

    public init(settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache) {
        self.requester = APIRequester(http: http, source: .tmdb, settings: settings)
        self.cache = cache
    }

    public func trending(language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<[MovieSummary]> {
        let credential = requester.settings.tmdbCredential
        if credential == .none { throw .notConfigured(TMDBClient.missingCredentialHint) }
        let slot = slot(language: language)
        return try await cache.value(
            key: slot.key, source: slot.source, ttl: slot.ttl, serveStaleFor: requester.settings.timeToLive.trendingStale,
            origin: origin
        ) {
            [requester] (
                _: [MovieSummary]?, runsAs: FetchOrigin
            ) async throws(UpstreamError) -> (value: [MovieSummary], bytes: Int) in
            let url = TMDBClient.url(
                requester.settings.tmdbAPI + "/trending/movie/day", [("language", TMDBClient.locale(language))],
                credential: credential)
            let response = try await TMDBClient.get(url, credential: credential, requester: requester, as: runsAs)
            return (try TMDBDecoder.decodeTrending(response.body, language: language), response.body.count)
        }
    }

    public func cachedTrending(language: Language) -> Result<Fetched<[MovieSummary]>, UpstreamError>? {
        if requester.settings.tmdbCredential == .none { return .failure(.notConfigured(TMDBClient.missingCredentialHint)) }
        let slot = slot(language: language)
        return cache.freshValue(key: slot.key, source: slot.source, ttl: slot.ttl)
    }

    func slot(language: Language) -> CacheSlot {
        CacheSlot(key: "tmdb trending \(language.rawValue)", source: .tmdb, ttl: requester.settings.timeToLive.trending)
    }
}

extension TMDBDecoder {
    /// A trending page: the search shape (with `media_type`), read as its results only.
    public static func decodeTrending(_ data: Data, language: Language) throws(UpstreamError) -> [MovieSummary] {
        try decodeSearch(data, query: MovieSearchQuery(text: "", page: 1, language: language)).results
    }
}
