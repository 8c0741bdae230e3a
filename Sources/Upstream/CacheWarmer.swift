import Foundation
import Models

/// `CacheWarming` over the live clients: it looks in the cache (and Redis) first and fetches only a
/// miss, through the same client a page uses, so what it warms is exactly what that page asks for.
public struct CacheWarmer: CacheWarming {
    private let clients: UpstreamClients

    public init(clients: UpstreamClients) {
        self.clients = clients
    }

    public func warmComic(number: Int) async -> (outcome: WarmOutcome, comic: Comic?) {
        guard number > 0 else { return (.alreadyCached, nil) }  // never exists, never asked (XkcdClient)
        let presence = await clients.apiCache.presence(of: clients.comics.slot(number: number), as: Comic.self)
        if presence == .coolingDown { return (.coolingDown, nil) }
        // Cached or loading: read it back (a cache hit, or a join of the load under way), for its image.
        let outcome: WarmOutcome = presence == .absent ? .fetched : .alreadyCached
        switch await Self.result({ () async throws(UpstreamError) in
            try await clients.comics.comic(number: number, for: .background)
        }) {
        case .success(let fetched): return (fetched.staleBecause.map(Self.outcome(after:)) ?? outcome, fetched.value)
        case .failure(.notFound): return (outcome, nil)
        case .failure(let error): return (Self.outcome(after: error), nil)
        }
    }

    /// An image host shares the cooldown of its API (a 429 from imgs.xkcd.com or xkcd.com means the same
    /// people want less traffic), so both caches are asked.
    public func warmImage(url: String) async -> WarmOutcome {
        let found: (slot: CacheSlot, cache: UpstreamCache)
        do { found = try clients.images.slot(url: url) } catch { return .failed }
        if clients.apiCache.cooldownRemaining(for: found.slot.source) != nil { return .coolingDown }
        switch await found.cache.presence(of: found.slot, as: ImagePayload.self) {
        case .fresh, .loading: return .alreadyCached
        case .coolingDown: return .coolingDown
        case .absent: break
        }
        switch await Self.result({ () async throws(UpstreamError) in try await clients.images.image(url: url, for: .background) })
        {
        case .success, .failure(.notFound): return .fetched
        case .failure(let error): return Self.outcome(after: error)
        }
    }

    public func warmSearch(_ query: WikiSearchQuery) async -> WarmOutcome {
        let query = WikipediaAPIClient.normalized(query)
        guard !query.text.isEmpty else { return .alreadyCached }  // answered without a request
        switch await clients.apiCache.presence(of: clients.wikipedia.slot(normalized: query), as: WikiSearchPage.self) {
        case .fresh, .loading: return .alreadyCached
        case .coolingDown: return .coolingDown
        case .absent: break
        }
        switch await Self.result({ () async throws(UpstreamError) in try await clients.wikipedia.search(query, for: .background) }
        ) {
        case .success(let fetched): return fetched.staleBecause.map(Self.outcome(after:)) ?? .fetched
        case .failure(let error): return Self.outcome(after: error)
        }
    }

    /// A cooldown that began since the look (another request's 429) asked nothing; anything else may have.
    private static func outcome(after error: UpstreamError) -> WarmOutcome {
        if case .coolingDown = error { return .coolingDown }
        return .failed
    }

    private static func result<Value>(_ body: () async throws(UpstreamError) -> Value) async -> Result<Value, UpstreamError> {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
