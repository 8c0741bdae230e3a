import Foundation
import Models
import Locking

/// A bounded in-memory cache in front of the upstreams: time-to-live per call, one shared load per key
/// (concurrent misses wait for it), stale-if-error, and a per-source cooldown after 429/503 + Retry-After.
///
/// `.notFound` is cached as a negative answer for min(ttl, `maxNegativeTTL`), so a flood of requests
/// for a comic that does not exist reaches the upstream at most once per five minutes; it replaces a
/// previously cached value (the upstream answered, it did not fail).
public final class UpstreamCache: Sendable {
    /// Operator and test counters. `misses` counts every call that was not a fresh hit.
    public struct Stats: Sendable, Equatable {
        public var entries: Int
        public var bytes: Int
        public var hits: Int
        public var misses: Int
        public var loads: Int
    }

    /// Longest a "does not exist" answer is trusted: new comics and movies do appear.
    public static let maxNegativeTTL: TimeInterval = 300
    /// Longest cooldown honoured, whatever Retry-After says.
    public static let maxCooldown = RetryAfter.maxSeconds

    private let maxEntries: Int
    private let maxBytes: Int
    private let now: @Sendable () -> Date
    private let state = Mutex(CacheState())

    public init(maxEntries: Int = 2000, maxBytes: Int = 64 << 20, now: @escaping @Sendable () -> Date = Date.init) {
        precondition(maxEntries > 0 && maxBytes > 0, "a cache needs room for at least one entry")
        self.maxEntries = maxEntries
        self.maxBytes = maxBytes
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
    public func value<V: Sendable>(
        key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool = false, serveStaleFor: TimeInterval = 0,
        load: @escaping @Sendable () async throws(UpstreamError) -> (value: V, bytes: Int)
    ) async throws(UpstreamError) -> Fetched<V> {
        let startedAt = now()
        let step: Step = state.withLock { state in
            let entry = state.store.peek(key)
            if let entry, !forceRefresh, entry.isFresh(ttl: ttl, now: startedAt) {
                state.hits += 1
                state.store.touch(key)
                return .cached(entry)
            }
            state.misses += 1
            if let entry, entry.value != nil, !forceRefresh, serveStaleFor > 0,
               startedAt.timeIntervalSince(entry.fetchedAt) < ttl + serveStaleFor {
                if state.inFlight[key] == nil, state.cooldownRemaining(for: source, now: startedAt) == nil {
                    state.loads += 1
                    state.inFlight[key] = Task { await self.runLoad(key: key, source: source, load: load) }
                }
                return .cached(entry)
            }
            // Joining a load already under way is as fresh as a forced refresh can get.
            if let task = state.inFlight[key] { return .wait(task) }
            if let remaining = state.cooldownRemaining(for: source, now: startedAt) {
                return .coolingDown(remaining, entry)
            }
            state.loads += 1
            // The task needs the lock to finish, so it cannot remove itself before it is stored here.
            let task = Task { await self.runLoad(key: key, source: source, load: load) }
            state.inFlight[key] = task
            return .wait(task)
        }
        let outcome: Result<CachedValue, UpstreamError>
        switch step {
        case .cached(let entry):
            guard let value = entry.value else { throw .notFound }
            outcome = .success(CachedValue(value: value, fetchedAt: entry.fetchedAt, staleBecause: nil))
        case .coolingDown(let remaining, let entry):
            guard let entry, let value = entry.value else { throw .coolingDown(retryAfter: remaining) }
            outcome = .success(CachedValue(value: value, fetchedAt: entry.fetchedAt,
                                           staleBecause: .coolingDown(retryAfter: remaining)))
        case .wait(let task):
            outcome = await task.value
        }
        let cached = try outcome.get()
        guard let value = cached.value as? V else {
            throw .undecodable("cache key \(key) holds \(type(of: cached.value)), not \(V.self)")
        }
        return Fetched(value: value, fetchedAt: cached.fetchedAt, staleBecause: cached.staleBecause)
    }

    public var stats: Stats {
        state.withLock { Stats(entries: $0.store.count, bytes: $0.bytes, hits: $0.hits, misses: $0.misses, loads: $0.loads) }
    }

    /// Whole seconds left in `source`'s cooldown, or nil when it may be called.
    public func cooldownRemaining(for source: Source) -> Int? {
        let at = now()
        return state.withLock { $0.cooldownRemaining(for: source, now: at) }
    }

    /// Runs the one shared load and records its outcome for every waiting caller.
    private func runLoad<V: Sendable>(
        key: String, source: Source, load: @Sendable () async throws(UpstreamError) -> (value: V, bytes: Int)
    ) async -> Result<CachedValue, UpstreamError> {
        let result: Result<(value: V, bytes: Int), UpstreamError>
        do { result = .success(try await load()) } catch { result = .failure(error) }
        let finishedAt = now()
        return state.withLock { state in
            state.inFlight[key] = nil
            switch result {
            case .success(let loaded):
                let entry = CacheEntry(value: loaded.value, fetchedAt: finishedAt, bytes: max(0, loaded.bytes))
                state.insert(key, entry, maxEntries: maxEntries, maxBytes: maxBytes)
                return .success(CachedValue(value: loaded.value, fetchedAt: finishedAt, staleBecause: nil))
            case .failure(.notFound):
                let entry = CacheEntry(value: nil, fetchedAt: finishedAt, bytes: key.utf8.count)
                state.insert(key, entry, maxEntries: maxEntries, maxBytes: maxBytes)
                return .failure(.notFound)
            case .failure(let error):
                if case .httpStatus(let status, let retryAfter?) = error, status == 429 || status == 503, retryAfter > 0 {
                    state.cooldownUntil[source] = finishedAt.addingTimeInterval(Double(min(retryAfter, Self.maxCooldown)))
                }
                if let old = state.store.peek(key), let value = old.value {
                    return .success(CachedValue(value: value, fetchedAt: old.fetchedAt, staleBecause: error))
                }
                return .failure(error)
            }
        }
    }

    private enum Step {
        case cached(CacheEntry)
        case coolingDown(Int, Optional<CacheEntry>)
        case wait(Task<Result<CachedValue, UpstreamError>, Never>)
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
