import Foundation
import Models

/// TMDB v3 movie search and details through the cache. Without a credential it refuses before any request.
public struct TMDBClient: MoviesClient {
    /// What a person does about a missing credential; shown on the movies page.
    public static let missingCredentialHint = "set TMDB_API_KEY"

    private let requester: APIRequester
    private let cache: UpstreamCache
    private let now: @Sendable () -> Date

    public init(
        settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.requester = APIRequester(http: http, source: .tmdb, settings: settings)
        self.cache = cache
        self.now = now
    }

    /// An empty query gets an empty page (TMDB would answer 422); pages outside 1…500 are `.notFound`
    /// without a request (TMDB refuses them with status_code 22).
    public func search(_ query: MovieSearchQuery, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<MovieSearchPage>
    {
        var query = query
        query.text = query.text.trimmingWhitespaceAndNewlines()
        let credential = try credentialOrThrow()
        guard (1...TMDBDecoder.maximumPage).contains(query.page) else { throw .notFound }
        guard !query.text.isEmpty else {
            let empty = MovieSearchPage(query: query, page: 1, totalPages: 0, totalResults: 0, results: [])
            return Fetched(value: empty, fetchedAt: now())
        }
        let key = "tmdb search \(query.language.rawValue) \(query.page) \(query.text)"
        return try await cache.value(key: key, source: .tmdb, ttl: requester.settings.timeToLive.movieSearch, origin: origin) {
            [requester, query] (
                _: MovieSearchPage?, runsAs: FetchOrigin
            ) async throws(UpstreamError) -> (value: MovieSearchPage, bytes: Int) in
            // Built only on a miss: a cache hit costs a dictionary lookup, not URL encoding.
            let url = Self.url(
                requester.settings.tmdbAPI + "/search/movie",
                [
                    ("query", query.text), ("page", String(query.page)),
                    ("language", Self.locale(query.language)), ("include_adult", "false"),
                ], credential: credential)
            let response = try await Self.get(url, credential: credential, requester: requester, as: runsAs)
            return (try TMDBDecoder.decodeSearch(response.body, query: query), response.body.count)
        }
    }

    /// Ids below 1 never exist, so they are answered without a request.
    public func detail(id: Int, language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<MovieDetail> {
        let credential = try credentialOrThrow()
        guard id > 0 else { throw .notFound }
        let key = "tmdb movie \(language.rawValue) \(id)"
        return try await cache.value(key: key, source: .tmdb, ttl: requester.settings.timeToLive.movieDetail, origin: origin) {
            [requester] (_: MovieDetail?, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: MovieDetail, bytes: Int) in
            let url = Self.url(
                requester.settings.tmdbAPI + "/movie/\(id)",
                [
                    // One request for every part of the page, every region's offers included: the region
                    // is chosen when the page is built, so all regions share this cached answer.
                    ("append_to_response", "credits,watch/providers,recommendations,release_dates,images"),
                    // Without this the `language` filter leaves few posters; `null` keeps language-less images.
                    ("include_image_language", "en,ja,null"),
                    ("language", Self.locale(language)),
                ], credential: credential)
            let response = try await Self.get(url, credential: credential, requester: requester, as: runsAs)
            return (try TMDBDecoder.decodeDetail(response.body), response.body.count)
        }
    }

    private func credentialOrThrow() throws(UpstreamError) -> TMDBCredential {
        let credential = requester.settings.tmdbCredential
        if credential == .none { throw .notConfigured(Self.missingCredentialHint) }
        return credential
    }

    /// TMDB's `language=`: the interface language in its home country (`de-DE`, `pt-BR`, `zh-TW`).
    static func locale(_ language: Language) -> String { language.tmdbLocale }

    /// A v3 key travels in the query; a read token in `Authorization` (never both).
    static func url(_ endpoint: String, _ parameters: [(String, String)], credential: TMDBCredential) -> String {
        var parameters = parameters
        if case .apiKey(let key) = credential { parameters.append(("api_key", key)) }
        return endpoint + "?" + QueryString.make(parameters)
    }

    /// Sends the request and maps non-2xx through TMDB's two error envelopes (a 404 without one is still `.notFound`).
    static func get(
        _ url: String, credential: TMDBCredential, requester: APIRequester, as origin: FetchOrigin
    ) async throws(UpstreamError) -> FetchResponse {
        var headers = [HeaderField("Accept", "application/json")]
        if case .bearer(let token) = credential { headers.append(HeaderField("Authorization", "Bearer " + token)) }
        let response = try await requester.get(url, headers: headers, as: origin)
        try APIRequester.checkStatus(response) { response in
            let error = TMDBDecoder.decodeError(status: response.status, data: response.body)
            if response.status == 404, case .httpStatus = error { return .notFound }
            if case .httpStatus(let status, _) = error { return .httpStatus(status, retryAfter: response.retryAfter) }
            return error
        }
        return response
    }
}
