import Foundation
import Models

/// Wikipedia full-text search (`action=query&list=search`) through the cache, per language edition.
public struct WikipediaAPIClient: WikipediaClient {
    /// MediaWiki's own ceiling for `srlimit` without bot rights.
    static let maximumLimit = 500
    /// Wait used when a `maxlag` error comes without `Retry-After` (the MediaWiki manual suggests ~5 s).
    static let defaultMaxlagWait = 5
    /// Error codes that mean "ask again later", not "your request is wrong": they start a cooldown.
    static let backOffCodes: Set<String> = ["maxlag", "ratelimited", "concurrency-limit"]

    // Internal, not private: the suggestions in WikipediaAPIClient+Suggestions.swift use them too.
    let requester: APIRequester
    let cache: UpstreamCache
    let now: @Sendable () -> Date

    public init(
        settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.requester = APIRequester(http: http, source: .wikipedia, settings: settings)
        self.cache = cache
        self.now = now
    }

    /// An empty query is answered with an empty page and never sent (MediaWiki would say `missingparam`).
    public func search(_ query: WikiSearchQuery, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<WikiSearchPage> {
        let query = Self.normalized(query)
        guard !query.text.isEmpty else {
            let empty = WikiSearchPage(
                query: query, language: query.language, totalHits: 0, suggestion: nil,
                nextOffset: nil, results: [])
            return Fetched(value: empty, fetchedAt: now())
        }
        let slot = slot(normalized: query)
        return try await cache.value(key: slot.key, source: slot.source, ttl: slot.ttl, origin: origin) {
            [requester, query] (
                _: WikiSearchPage?, runsAs: FetchOrigin
            ) async throws(UpstreamError) -> (value: WikiSearchPage, bytes: Int) in
            // Built only on a miss: a cache hit costs a dictionary lookup, not URL encoding.
            let response = try await requester.get(Self.url(for: query, template: requester.settings.wikipediaAPI), as: runsAs)
            return (try Self.page(from: response, query: query), response.body.count)
        }
    }

    /// The query as it is sent and cached: trimmed text, limit and offset within MediaWiki's range.
    static func normalized(_ query: WikiSearchQuery) -> WikiSearchQuery {
        var query = query
        query.text = query.text.trimmingCharacters(in: .whitespacesAndNewlines)
        query.limit = min(max(query.limit, 1), maximumLimit)
        query.offset = max(query.offset, 0)
        return query
    }

    /// Where the results for a `normalized` query are cached.
    func slot(normalized query: WikiSearchQuery) -> CacheSlot {
        CacheSlot(
            key: "wikipedia \(query.language.code) \(query.limit) \(query.offset) \(query.text)",
            source: .wikipedia, ttl: requester.settings.timeToLive.wikiSearch)
    }

    static func url(for query: WikiSearchQuery, template: String) -> String {
        let endpoint = template.replacingOccurrences(of: "{lang}", with: query.language.code)
        // No `maxlag`: the manual reserves it for non-interactive jobs, and a person is waiting here.
        return endpoint + "?"
            + QueryString.make([
                ("action", "query"), ("list", "search"), ("srsearch", query.text),
                ("srlimit", String(query.limit)), ("sroffset", String(query.offset)),
                ("srprop", "size|wordcount|timestamp|snippet"),
                ("format", "json"), ("formatversion", "2"), ("utf8", "1"),
            ])
    }

    /// MediaWiki reports errors in the body, usually with 200, so the body is read whatever the status.
    static func page(from response: FetchResponse, query: WikiSearchQuery) throws(UpstreamError) -> WikiSearchPage {
        if response.status == 429 || response.status == 503 {
            throw .httpStatus(response.status, retryAfter: response.retryAfter)
        }
        do {
            let page = try WikipediaDecoder.decode(response.body, query: query)
            try APIRequester.checkStatus(response)
            return page
        } catch .apiError(let code, let message) {
            if backOffCodes.contains(code) {
                // As 503 + Retry-After so the cache puts Wikipedia in a cooldown (lagged replicas need time).
                throw .httpStatus(503, retryAfter: response.retryAfter ?? defaultMaxlagWait)
            }
            throw .apiError(code: code, message: message)
        } catch {
            // A non-2xx body that is not MediaWiki JSON (a proxy's HTML page): the status says more.
            guard (200..<300).contains(response.status) else {
                throw .httpStatus(response.status, retryAfter: response.retryAfter)
            }
            throw error
        }
    }
}
