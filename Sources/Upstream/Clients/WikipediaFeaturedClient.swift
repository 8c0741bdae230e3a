import Foundation
import Models

/// Wikipedia's featured content of a day (`/api/rest_v1/feed/featured/{yyyy}/{mm}/{dd}`) through the
/// cache, on the same Wikimedia budget as search, suggestions and articles.
///
/// Its fetches draw only on the budget's reserved share (the `background` purpose): the front page
/// is one page among many, and a burst of morning readers must not spend the tokens a reader's
/// search or article needs. One fetch per language and day serves every reader until the
/// time-to-live, and an expired feed is shown at once while one refresh runs behind it.
public struct WikipediaFeaturedClient: FeaturedContentClient {
    private let requester: APIRequester
    private let cache: UpstreamCache

    public init(settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache) {
        self.requester = APIRequester(http: http, source: .wikipedia, settings: settings)
        self.cache = cache
    }

    public func featured(
        language: Language, day: String, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<FeaturedFeed> {
        guard Self.isDay(day) else { throw .notFound }
        let slot = slot(language: language, day: day)
        let url =
            requester.settings.wikipediaREST.replacingOccurrences(of: "{lang}", with: language.rawValue)
            + "/feed/featured/" + day
        return try await cache.value(
            key: slot.key, source: slot.source, ttl: slot.ttl, serveStaleFor: requester.settings.timeToLive.featuredStale,
            origin: origin
        ) { [requester] (_: FeaturedFeed?, _: FetchOrigin) async throws(UpstreamError) -> (value: FeaturedFeed, bytes: Int) in
            // Background work for the limits whoever asked: it may use only the budget's reserved share.
            let response = try await requester.get(url, headers: [HeaderField("Accept", "application/json")], as: .background)
            // A day the wiki has no feed for (too early, in the future) is an answer, not a failure.
            if response.status == 404 { throw .notFound }
            try APIRequester.checkStatus(response)
            let date = day.replacingOccurrences(of: "/", with: "-")
            return (try FeaturedFeedDecoder.decode(response.body, language: language, date: date), response.body.count)
        }
    }

    public func cachedFeatured(language: Language, day: String) -> Result<Fetched<FeaturedFeed>, UpstreamError>? {
        guard Self.isDay(day) else { return .failure(.notFound) }
        let slot = slot(language: language, day: day)
        return cache.freshValue(key: slot.key, source: slot.source, ttl: slot.ttl)
    }

    func slot(language: Language, day: String) -> CacheSlot {
        CacheSlot(
            key: "wikipedia featured \(language.rawValue) \(day)", source: .wikipedia,
            ttl: requester.settings.timeToLive.featured)
    }

    /// "YYYY/MM/DD" with digits only: anything else never reaches the URL.
    static func isDay(_ day: String) -> Bool {
        let parts = day.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts.map(\.utf8.count) == [4, 2, 2]
            && parts.allSatisfy { $0.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
    }
}
