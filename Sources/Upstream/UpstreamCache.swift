import Foundation
import Models
import Locking

/// A bounded in-memory cache in front of the upstreams: time-to-live per call, one shared load per key
/// (concurrent misses wait for it), stale-if-error, and a per-source cooldown after 429/503 + Retry-After.
///
/// `.notFound` is cached as a negative answer for min(ttl, `maxNegativeTTL`), so a flood of requests
/// for a comic that does not exist reaches the upstream at most once per five minutes; it replaces a
/// previously cached value (the upstream answered, it did not fail).
///
/// With a `SharedCache` (`--cache redis://…`) a miss here asks Redis before the upstream, so a fleet of
/// instances fetches each key once and backs off together (see `UpstreamCache+Shared.swift`); this
/// in-process store stays in front of it (hits cost no round trip) and carries on alone when Redis is down.
public final class UpstreamCache: Sendable {
    /// Operator and test counters. `misses` counts every call that was not a fresh hit.
    public struct Stats: Sendable, Equatable {
        public var entries: Int
        public var bytes: Int
        public var hits: Int
        public var misses: Int
        public var loads: Int
        /// Per source, for `/metrics`: fresh hits, requests that went to the upstream, and how many failed.
        public var sources: [Source: SourceCounts] = [:]
    }

    /// One source's traffic. `upstreamErrors` excludes "not found", which is an answer, not a failure.
    public struct SourceCounts: Sendable, Equatable {
        public var hits = 0
        public var upstreamRequests = 0
        public var upstreamErrors = 0
        public init() {}
    }

    /// Longest a "does not exist" answer is trusted: new comics and movies do appear.
    public static let maxNegativeTTL: TimeInterval = 300
    /// Longest cooldown honoured, whatever Retry-After says.
    public static let maxCooldown = RetryAfter.maxSeconds

    /// The fleet-wide cache on Redis, or nil for a process on its own (the default).
    public let shared: SharedCache?
    /// Asked for the client's fair share before a request starts a load (nil: nobody is counted).
    let limiter: UpstreamLimiter?
    private let maxEntries: Int
    private let maxBytes: Int
    let now: @Sendable () -> Date
    private let state = Mutex(CacheState())

    public init(
        maxEntries: Int = 2000, maxBytes: Int = 64 << 20, shared: SharedCache? = nil, limiter: UpstreamLimiter? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        precondition(maxEntries > 0 && maxBytes > 0, "a cache needs room for at least one entry")
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
        self.shared = shared
        self.limiter = limiter
        self.now = now
    }

    /// Fresh value if cached and younger than ttl; otherwise one shared `load` for all concurrent callers of `key`.
    /// On failure: the last good value with `staleBecause` set, or the error if nothing is cached.
    /// A failure that is 429 or 503 with retryAfter puts `source` in a cooldown: until it ends, no `load` runs for that source;
    /// callers get the stale value (staleBecause: .coolingDown(remaining)) or throw .coolingDown(remaining).
    ///
    /// `serveStaleFor` (stale-while-revalidate, RFC 5861 §3): for that long after the ttl, an expired
    /// value is returned at once while one shared load refreshes it in the background, so a slow
    /// upstream never makes a reader wait for something the page could already show.
    ///
    /// `origin` says for whom: a request that would start a load asks its client's share first. The
    /// load is told what it runs as (`origin.shared`, or `.background` for a refresh nobody waits for),
    /// which it hands on to the budget below the cache.
    ///
    /// `load` is offered the value cached for `key` (`previous`: expired, being refreshed in the background
    /// or by force, from this process or the fleet, whichever was fetched last; nil when there is none or
    /// it is "not found"). An upstream that can say "unchanged" (a conditional request, RFC 9110 §13.1)
    /// returns it when the upstream says so (a 304); the others ignore it. Whatever `load` returns counts
    /// as just fetched, here and on Redis, so an unchanged answer is fresh again for `ttl`.
    public func value<V: Sendable & Codable>(
        key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool = false, serveStaleFor: TimeInterval = 0,
        origin: FetchOrigin, load: @escaping Load<V>
    ) async throws(UpstreamError) -> Fetched<V> {
        var step = self.step(
            key: key, source: source, ttl: ttl, forceRefresh: forceRefresh, serveStaleFor: serveStaleFor,
            mayStart: limiter == nil || origin.client == nil, origin: origin, load: load)
        if case .admitFirst = step {
            // This request would cause a fetch: its client pays from its share first, outside the lock.
            // A refusal fails this request alone (its page becomes a 429); nothing was started for others.
            if let retryAfter = await limiter?.admitClient(origin, source: source) {
                state.withLock { $0.misses += 1 }
                throw .overClientShare(retryAfter: retryAfter)
            }
            step = self.step(
                key: key, source: source, ttl: ttl, forceRefresh: forceRefresh, serveStaleFor: serveStaleFor,
                mayStart: true, origin: origin, load: load)
        }
        let outcome: Result<CachedValue, UpstreamError>
        switch step {
        case .cached(let entry):
            guard let value = entry.value else { throw .notFound }
            outcome = .success(CachedValue(value: value, fetchedAt: entry.fetchedAt, staleBecause: nil))
        case .coolingDown(let remaining, let entry):
            guard let entry, let value = entry.value else { throw .coolingDown(retryAfter: remaining) }
            outcome = .success(
                CachedValue(
                    value: value, fetchedAt: entry.fetchedAt,
                    staleBecause: .coolingDown(retryAfter: remaining)))
        case .wait(let task):
            outcome = await task.value
        case .admitFirst:
            preconditionFailure("a second pass may start the load, so it never asks to admit again")
        }
        return try Self.typed(outcome.get(), key: key)
    }

    /// What `value` does for `key` now, decided under the lock: a hit, a wait on a load (joined, or
    /// started here when `mayStart`), a cooldown, or `.admitFirst` when a load is needed but the
    /// client's share has not been asked yet. A started load runs as `origin.shared`: it belongs to
    /// every reader who waits on it, not to the one who happened to start it.
    private func step<V: Sendable & Codable>(
        key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool, serveStaleFor: TimeInterval,
        mayStart: Bool, origin: FetchOrigin,
        load: @escaping Load<V>
    ) -> Step {
        let startedAt = now()
        return state.withLock { state in
            let entry = state.store.peek(key)
            if let entry, !forceRefresh, entry.isFresh(ttl: ttl, now: startedAt) {
                state.hits += 1
                state.sources[source, default: .init()].hits += 1
                state.store.touch(key)
                return .cached(entry)
            }
            if let entry, entry.value != nil, !forceRefresh, serveStaleFor > 0,
                startedAt.timeIntervalSince(entry.fetchedAt) < ttl + serveStaleFor
            {
                state.misses += 1
                if state.inFlight[key] == nil, state.cooldownRemaining(for: source, now: startedAt) == nil {
                    state.loads += 1
                    // Nobody waits for this refresh: it is background work for the limits, not the reader's.
                    state.inFlight[key] = Task {
                        await self.runLoad(
                            key: key, source: source, ttl: ttl, forceRefresh: false, serveStaleFor: serveStaleFor,
                            origin: .background, load: load)
                    }
                }
                return .cached(entry)
            }
            // Joining a load already under way is as fresh as a forced refresh can get.
            if let task = state.inFlight[key] {
                state.misses += 1
                return .wait(task)
            }
            if let remaining = state.cooldownRemaining(for: source, now: startedAt) {
                state.misses += 1
                return .coolingDown(remaining, entry)
            }
            guard mayStart else { return .admitFirst }
            state.misses += 1
            state.loads += 1
            // The task needs the lock to finish, so it cannot remove itself before it is stored here.
            let task = Task {
                await self.runLoad(
                    key: key, source: source, ttl: ttl, forceRefresh: forceRefresh, serveStaleFor: serveStaleFor,
                    origin: origin.shared, load: load)
            }
            state.inFlight[key] = task
            return .wait(task)
        }
    }

    /// What `value` returns at once for a fresh hit (counted as one), without a load, a wait or an
    /// `await`: a page whose data is all cached is then answered without starting a task or hopping
    /// threads. Nil whenever `value` would do more than read a fresh entry (a miss, a load under way,
    /// a cooldown, a stale-while-revalidate answer): the caller then asks `value`.
    public func freshValue<V: Sendable & Codable>(
        key: String, source: Source, ttl: TimeInterval
    ) -> Result<Fetched<V>, UpstreamError>? {
        let at = now()
        let hit: CacheEntry? = state.withLock { state in
            guard let entry = state.store.peek(key), entry.isFresh(ttl: ttl, now: at) else { return nil }
            state.hits += 1
            state.sources[source, default: .init()].hits += 1
            state.store.touch(key)
            return entry
        }
        guard let hit else { return nil }
        guard let value = hit.value else { return .failure(.notFound) }
        do {
            return .success(try Self.typed(CachedValue(value: value, fetchedAt: hit.fetchedAt, staleBecause: nil), key: key))
        } catch {
            return .failure(error)
        }
    }

    private static func typed<V>(_ cached: CachedValue, key: String) throws(UpstreamError) -> Fetched<V> {
        guard let value = cached.value as? V else {
            throw .undecodable("cache key \(key) holds \(type(of: cached.value)), not \(V.self)")
        }
        return Fetched(value: value, fetchedAt: cached.fetchedAt, staleBecause: cached.staleBecause)
    }

    public var stats: Stats {
        state.withLock {
            Stats(
                entries: $0.store.count, bytes: $0.bytes, hits: $0.hits, misses: $0.misses, loads: $0.loads, sources: $0.sources)
        }
    }

    /// What this process holds for `key`, without loading anything: what a background prefetch checks
    /// before it spends an upstream request (see `presence(of:as:)` for the fleet's view too).
    func localPresence(key: String, source: Source, ttl: TimeInterval) -> Presence {
        let at = now()
        return state.withLock { state in
            if let entry = state.store.peek(key), entry.isFresh(ttl: ttl, now: at) { return .fresh }
            if state.inFlight[key] != nil { return .loading }
            return state.cooldownRemaining(for: source, now: at) == nil ? .absent : .coolingDown
        }
    }

    /// Whole seconds left in `source`'s cooldown, or nil when it may be called.
    public func cooldownRemaining(for source: Source) -> Int? {
        let at = now()
        return state.withLock { $0.cooldownRemaining(for: source, now: at) }
    }

    /// Runs the one shared load (through Redis when shared) and records its outcome for every waiting caller.
    private func runLoad<V: Sendable & Codable>(
        key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool, serveStaleFor: TimeInterval,
        origin: FetchOrigin, load: @escaping Load<V>
    ) async -> Result<CachedValue, UpstreamError> {
        let local: SharedEntry<V>? = state.withLock { state in
            guard let entry = state.store.peek(key), let value = entry.value as? V else { return nil }
            return SharedEntry(fetchedAt: entry.fetchedAt, value: value)
        }
        let outcome: LoadOutcome<V>
        if let shared {
            outcome = await sharedLoad(
                shared, key: key, source: source, ttl: ttl, forceRefresh: forceRefresh,
                serveStaleFor: serveStaleFor, local: local, origin: origin, load: load)
        } else {
            let result = await fetch(load, revalidating: local?.value, as: origin, source: source)
            outcome = .fetched(result, finishedAt: now(), sharedStale: nil)
        }
        let finishedAt = now()
        return state.withLock { state in
            state.inFlight[key] = nil
            return apply(outcome, key: key, source: source, now: finishedAt, to: &state)
        }
    }

    /// Records a load's outcome in this process and says what every caller waiting on it gets.
    private func apply<V: Sendable & Codable>(
        _ outcome: LoadOutcome<V>, key: String, source: Source, now: Date,
        to state: inout CacheState
    ) -> Result<CachedValue, UpstreamError> {
        switch outcome {
        case .fetched(.success(let loaded), let fetchedAt, _):
            let entry = CacheEntry(value: loaded.value, fetchedAt: fetchedAt, bytes: max(0, loaded.bytes))
            state.insert(key, entry, maxEntries: maxEntries, maxBytes: maxBytes)
            return .success(CachedValue(value: loaded.value, fetchedAt: fetchedAt, staleBecause: nil))
        case .fetched(.failure(.notFound), let fetchedAt, _):
            let entry = CacheEntry(value: nil, fetchedAt: fetchedAt, bytes: key.utf8.count)
            state.insert(key, entry, maxEntries: maxEntries, maxBytes: maxBytes)
            return .failure(.notFound)
        case .fetched(.failure(let error), let fetchedAt, let sharedStale):
            if let seconds = Self.cooldownSeconds(after: error) {
                state.cooldownUntil[source] = fetchedAt.addingTimeInterval(Double(seconds))
            }
            return state.lastGood(key, or: sharedStale, because: error) ?? .failure(error)
        case .shared(let entry, let bytes):
            state.insert(
                key, CacheEntry(value: entry.value, fetchedAt: entry.fetchedAt, bytes: max(bytes, key.utf8.count)),
                maxEntries: maxEntries, maxBytes: maxBytes)
            guard let value = entry.value else { return .failure(.notFound) }
            return .success(CachedValue(value: value, fetchedAt: entry.fetchedAt, staleBecause: nil))
        case .coolingDown(let until, let sharedStale):
            state.cooldownUntil[source] = max(until, state.cooldownUntil[source] ?? until)
            let error = UpstreamError.coolingDown(retryAfter: max(1, Int(until.timeIntervalSince(now).rounded(.up))))
            return state.lastGood(key, or: sharedStale, because: error) ?? .failure(error)
        }
    }

    /// Seconds of cooldown an upstream failure asks for (429 or 503 with Retry-After), capped.
    static func cooldownSeconds(after error: UpstreamError) -> Int? {
        guard case .httpStatus(_, let retryAfter?) = error, error.asksToBackOff, retryAfter > 0 else { return nil }
        return min(retryAfter, maxCooldown)
    }

    /// Runs `load` (one request to the upstream) as `origin`, offering it `previous`, and counts it,
    /// and its failure, for `source`.
    func fetch<V>(
        _ load: Load<V>, revalidating previous: V?, as origin: FetchOrigin, source: Source
    ) async -> Result<(value: V, bytes: Int), UpstreamError> {
        state.withLock { $0.sources[source, default: .init()].upstreamRequests += 1 }
        do throws(UpstreamError) {
            return .success(try await load(previous, origin))
        } catch {
            state.withLock { state in
                if case .coolingDown = error {
                    // Refused by a budget before it was sent (`BudgetedFetching`): no request reached the upstream.
                    state.sources[source, default: .init()].upstreamRequests -= 1
                } else if error != .notFound {
                    state.sources[source, default: .init()].upstreamErrors += 1
                }
            }
            return .failure(error)
        }
    }

    /// One request to the upstream, as a client hands it to `value`: offered the value cached for the
    /// key (`previous`, nil when none), told what it runs as, it returns the value and its size.
    public typealias Load<V> =
        @Sendable (_ previous: V?, _ runsAs: FetchOrigin) async throws(UpstreamError) -> (value: V, bytes: Int)

    private enum Step {
        case cached(CacheEntry)
        case coolingDown(Int, Optional<CacheEntry>)
        case wait(Task<Result<CachedValue, UpstreamError>, Never>)
        /// A load is needed and this request's client has not been asked for its share yet.
        case admitFirst
    }
}

/// A type-erased cached answer; `value == nil` records "not found".
struct CacheEntry: Sendable {
    let value: (any Sendable)?
    let fetchedAt: Date
    let bytes: Int

    func isFresh(ttl: TimeInterval, now: Date) -> Bool {
        let age = now.timeIntervalSince(fetchedAt)
        return age < (value == nil ? min(ttl, UpstreamCache.maxNegativeTTL) : ttl)
    }
}

/// What a shared load hands to each waiting caller, before the cast back to the caller's type.
struct CachedValue: Sendable {
    let value: any Sendable
    let fetchedAt: Date
    let staleBecause: UpstreamError?
}

/// Everything the cache's mutex guards.
struct CacheState {
    var store = LRUStore<CacheEntry>()
    var bytes = 0
    var inFlight: [String: Task<Result<CachedValue, UpstreamError>, Never>] = [:]
    var cooldownUntil: [Source: Date] = [:]
    var hits = 0
    var misses = 0
    var loads = 0
    var sources: [Source: UpstreamCache.SourceCounts] = [:]

    /// Stale-if-error: this process's last good value for `key`, else the fleet's, marked with why it is old.
    func lastGood<V: Sendable & Codable>(
        _ key: String, or shared: SharedEntry<V>?,
        because error: UpstreamError
    ) -> Result<CachedValue, UpstreamError>? {
        if let old = store.peek(key), let value = old.value {
            return .success(CachedValue(value: value, fetchedAt: old.fetchedAt, staleBecause: error))
        }
        if let shared, let value = shared.value {
            return .success(CachedValue(value: value, fetchedAt: shared.fetchedAt, staleBecause: error))
        }
        return nil
    }

    mutating func cooldownRemaining(for source: Source, now: Date) -> Int? {
        guard let until = cooldownUntil[source] else { return nil }
        let remaining = until.timeIntervalSince(now)
        guard remaining > 0 else {
            cooldownUntil[source] = nil
            return nil
        }
        return Int(remaining.rounded(.up))
    }

    /// Stores `entry` as most recent, then evicts least recently used entries until within both limits.
    /// An entry larger than the whole byte budget is not kept (it would evict everything else).
    mutating func insert(_ key: String, _ entry: CacheEntry, maxEntries: Int, maxBytes: Int) {
        if let old = store.remove(key) { bytes -= old.bytes }
        guard entry.bytes <= maxBytes else { return }
        store.set(key, entry)
        bytes += entry.bytes
        while store.count > maxEntries || bytes > maxBytes, let evicted = store.removeLeastRecent() {
            bytes -= evicted.value.bytes
        }
    }
}
