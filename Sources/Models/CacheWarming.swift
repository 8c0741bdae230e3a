/// The port a background prefetch warms the upstream cache through. Each call asks the upstream only
/// for what is not already cached (here or, with `--cache redis://…`, in Redis) or being fetched, and
/// never a source in a 429/503 cooldown; the outcome says which, so the prefetcher can count it.
/// `Upstream` implements it over the live clients and caches; tests pass a stub.
public protocol CacheWarming: Sendable {
    /// Comic `number` in the cache, and the comic (from the cache or the fetch) when it exists.
    func warmComic(number: Int) async -> (outcome: WarmOutcome, comic: Comic?)
    /// The image at the upstream URL `url` (as in `Comic.imageURL`) in the image cache.
    func warmImage(url: String) async -> WarmOutcome
    /// The search result page for `query` in the cache.
    func warmSearch(_ query: WikiSearchQuery) async -> WarmOutcome
}

/// What one warming call did.
public enum WarmOutcome: String, Sendable, Equatable, CaseIterable {
    /// The upstream was asked once and answered (a "not found" is an answer, and is cached too).
    case fetched
    /// Fresh in a cache, or already being fetched: nothing was asked.
    case alreadyCached
    /// The source is backing off after a 429/503: nothing was asked.
    case coolingDown
    /// The request failed (timeout, bad data, a refused URL); it may have reached the upstream.
    case failed

    /// Whether the call may have cost an upstream request (what the per-page-view budget counts).
    public var mayHaveRequested: Bool { self == .fetched || self == .failed }
}
