import Foundation
import Models

/// xkcd comics through the cache: the latest (short TTL) and numbered comics (never change).
public struct XkcdClient: ComicsClient {
    private let requester: APIRequester
    private let cache: UpstreamCache

    public init(settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache) {
        self.requester = APIRequester(http: http, source: .xkcd, settings: settings)
        self.cache = cache
    }

    public func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        try await cache.value(
            key: latestSlot.key, source: latestSlot.source, ttl: latestSlot.ttl, origin: origin, load: load("/info.0.json"))
    }

    public func cachedLatest() -> Result<Fetched<Comic>, UpstreamError>? {
        cache.freshValue(key: latestSlot.key, source: latestSlot.source, ttl: latestSlot.ttl)
    }

    public func cachedComic(number: Int) -> Result<Fetched<Comic>, UpstreamError>? {
        guard number > 0 else { return .failure(.notFound) }
        let slot = slot(number: number)
        return cache.freshValue(key: slot.key, source: slot.source, ttl: slot.ttl)
    }

    private var latestSlot: CacheSlot {
        CacheSlot(key: "xkcd latest", source: .xkcd, ttl: requester.settings.timeToLive.latestComic)
    }

    /// Numbers below 1 never exist, so they are answered without a request.
    public func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        guard number > 0 else { throw .notFound }
        let slot = slot(number: number)
        return try await cache.value(
            key: slot.key, source: slot.source, ttl: slot.ttl, origin: origin, load: load("/\(number)/info.0.json"))
    }

    /// Where comic `number` is cached.
    func slot(number: Int) -> CacheSlot {
        CacheSlot(key: "xkcd \(number)", source: .xkcd, ttl: requester.settings.timeToLive.numberedComic)
    }

    /// The request for the comic JSON at `path`, which the cache runs when it has no fresh answer.
    private func load(_ path: String) -> UpstreamCache.Load<Comic> {
        let url = requester.settings.xkcdAPI + path
        return { [requester] (_: Comic?, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: Comic, bytes: Int) in
            let response = try await requester.get(url, headers: [HeaderField("Accept", "application/json")], as: runsAs)
            // A missing comic (404, #404 itself, beyond the latest) has an HTML body: never parse it.
            if response.status == 404 { throw .notFound }
            try APIRequester.checkStatus(response)
            return (try ComicDecoder.decode(response.body), response.body.count)
        }
    }
}
