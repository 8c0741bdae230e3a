import Foundation
import Models

/// Transcripts from explainxkcd's MediaWiki API (`action=parse`, the page's wikitext), through the
/// cache: with a shared cache on Redis a fleet asks explainxkcd once per comic. Its text is CC BY-SA
/// 3.0: whatever shows it credits explainxkcd and links the page.
public struct ExplainXkcdClient: TranscriptsClient {
    private let requester: APIRequester
    private let cache: UpstreamCache
    /// The API endpoint (`…/wiki/api.php`).
    private let api: String

    public init(settings: UpstreamSettings, api: String, http: any HTTPFetching, cache: UpstreamCache) {
        self.requester = APIRequester(http: http, source: .explainxkcd, settings: settings)
        self.cache = cache
        self.api = api
    }

    /// Where a reader finds comic `number`'s explanation (the number redirects to its page).
    public static func pageURL(number: Int) -> String { "https://www.explainxkcd.com/wiki/index.php/\(number)" }

    public func transcript(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<String?> {
        guard number > 0 else { throw .notFound }
        let query = QueryString.make([
            ("action", "parse"), ("page", String(number)), ("redirects", "1"), ("prop", "wikitext"),
            ("format", "json"), ("formatversion", "2"),
        ])
        let url = api + "?" + query
        // Short-lived: the crawler decides when to look again, and a re-fetch must reach the wiki.
        let ttl = requester.settings.timeToLive.transcript
        return try await cache.value(key: "explainxkcd \(number)", source: .explainxkcd, ttl: ttl, origin: origin) {
            [requester] (_: String??, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: String?, bytes: Int) in
            let response = try await requester.get(url, headers: [HeaderField("Accept", "application/json")], as: runsAs)
            if response.status == 404 { throw .notFound }
            try APIRequester.checkStatus(response)
            return (try TranscriptDecoder.decode(response.body), response.body.count)
        }
    }
}
