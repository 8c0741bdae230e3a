import Foundation
import Models

/// How one in-process load ended, before it is recorded: the rules for each case are in `UpstreamCache.apply`.
enum LoadOutcome<V: Sendable & Codable>: Sendable {
    /// This instance asked the upstream, which answered (or failed) at `finishedAt`. `sharedStale` is the
    /// fleet's last value, for stale-if-error when this process has none of its own.
    case fetched(Result<(value: V, bytes: Int), UpstreamError>, finishedAt: Date, sharedStale: SharedEntry<V>?)
    /// Another instance fetched it (a fresh value, or a fresh "not found"); `bytes` is its stored size.
    case shared(SharedEntry<V>, bytes: Int)
    /// Another instance was told to back off from this source until `until`.
    case coolingDown(until: Date, sharedStale: SharedEntry<V>?)
}

extension UpstreamCache {
    /// A miss in this process, resolved through the fleet: a fresh value another instance stored, a shared
    /// cooldown, or, under the fleet-wide lock, this instance's own fetch (then stored for the others).
    /// While another instance holds the lock this one polls for its result; if the holder dies, its lock
    /// expires and this one takes over. Any Redis failure means: fetch alone, as a single process would.
    func sharedLoad<V: Sendable & Codable>(
        _ shared: SharedCache, key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool, serveStaleFor: TimeInterval,
        local: SharedEntry<V>?,
        origin: FetchOrigin, load: @escaping Load<V>
    ) async -> LoadOutcome<V> {
        let first: SharedSnapshot<V>
        do {
            first = try await shared.read(V.self, key: key, source: source)
        } catch {
            // Redis down or slow: the client logged it once; this process carries on by itself.
            shared.count { $0.fallbacks += 1 }
            return .fetched(
                await fetch(load, revalidating: local?.value, as: origin, source: source), finishedAt: now(),
                sharedStale: nil)
        }
        let seen = first.entry
        if !forceRefresh, let entry = seen, isFresh(entry, ttl: ttl) {
            shared.count { $0.hits += 1 }
            return .shared(entry, bytes: first.entryBytes)
        }
        if let cooling = cooldown(in: first) { return cooling }

        let token = UUID().uuidString
        // A living holder releases the lock within its lifetime; past that (and a few polls), stop waiting.
        let giveUpAt = ContinuousClock.now + SharedCache.lockTTL + SharedCache.lockPollInterval * 5
        var waited = false
        do {
            while ContinuousClock.now < giveUpAt {
                if try await shared.tryLock(key: key, source: source, token: token) {
                    // The previous holder may have stored its result and released the lock between this
                    // instance's last look and taking the lock: one more look before asking the upstream.
                    let settled: LoadOutcome<V>?
                    do {
                        settled = try await settledResult(shared, key: key, source: source, seen: seen)
                    } catch {
                        settled = nil  // Redis failed (the client logged it): fetch, as a single process would
                    }
                    let outcome: LoadOutcome<V>
                    if let settled {
                        outcome = settled
                    } else {
                        outcome = await fetchAndShare(
                            shared, key: key, source: source, ttl: ttl,
                            serveStaleFor: serveStaleFor, seen: seen, local: local, origin: origin, load: load)
                    }
                    // A lock left behind expires within `lockTTL`; nothing to do about a failure here.
                    do { try await shared.unlock(key: key, source: source, token: token) } catch {}
                    return outcome
                }
                if !waited {
                    waited = true
                    shared.count { $0.lockWaits += 1 }
                }
                try await Task.sleep(for: SharedCache.lockPollInterval)
                if let settled = try await settledResult(shared, key: key, source: source, seen: seen) { return settled }
            }
        } catch {
            // Redis failed while waiting (or the task was cancelled): fall through and fetch.
        }
        return await fetchAndShare(
            shared, key: key, source: source, ttl: ttl, serveStaleFor: serveStaleFor,
            seen: seen, local: local, origin: origin, load: load)
    }

    /// What another instance settled since this one looked: a newer value or "not found" (its fetch
    /// result, a forced refresh included), or a cooldown; nil while there is nothing new.
    private func settledResult<V: Sendable & Codable>(
        _ shared: SharedCache, key: String, source: Source, seen: SharedEntry<V>?
    ) async throws(RedisError) -> LoadOutcome<V>? {
        let polled = try await shared.read(V.self, key: key, source: source)
        if let entry = polled.entry, entry.fetchedAt > (seen?.fetchedAt ?? .distantPast) {
            shared.count { $0.hits += 1 }
            return .shared(entry, bytes: polled.entryBytes)
        }
        return cooldown(in: polled)
    }

    /// Asks the upstream, then tells the fleet: the value, a "not found", or a cooldown. The load
    /// revalidates whichever of the fleet's value (`seen`) and this process's (`local`) was fetched
    /// last, so a value read from Redis is revalidated like one of this process's own, and an
    /// unchanged answer is written back fresh for every instance.
    private func fetchAndShare<V: Sendable & Codable>(
        _ shared: SharedCache, key: String, source: Source, ttl: TimeInterval, serveStaleFor: TimeInterval,
        seen: SharedEntry<V>?, local: SharedEntry<V>?,
        origin: FetchOrigin, load: @escaping Load<V>
    ) async -> LoadOutcome<V> {
        let previous = [seen, local].compactMap { $0 }.filter { $0.value != nil }.max { $0.fetchedAt < $1.fetchedAt }
        let result = await fetch(load, revalidating: previous?.value, as: origin, source: source)
        let finishedAt = now()
        do {
            switch result {
            case .success(let loaded):
                try await shared.write(
                    SharedEntry(fetchedAt: finishedAt, value: loaded.value), key: key, source: source,
                    retention: SharedCache.retention(ttl: ttl, serveStaleFor: serveStaleFor, isNegative: false))
            case .failure(.notFound):
                try await shared.write(
                    SharedEntry<V>(fetchedAt: finishedAt, value: nil), key: key, source: source,
                    retention: SharedCache.retention(ttl: ttl, serveStaleFor: serveStaleFor, isNegative: true))
            case .failure(let error):
                if let seconds = Self.cooldownSeconds(after: error) {
                    try await shared.writeCooldown(
                        source: source, until: finishedAt.addingTimeInterval(Double(seconds)), seconds: seconds)
                }
            }
        } catch {
            // Redis failed after the fetch: the result still serves this process; the client logged the outage.
        }
        return .fetched(result, finishedAt: finishedAt, sharedStale: seen)
    }

    private func isFresh<V: Sendable & Codable>(_ entry: SharedEntry<V>, ttl: TimeInterval) -> Bool {
        CacheEntry(value: entry.value, fetchedAt: entry.fetchedAt, bytes: 0).isFresh(ttl: ttl, now: now())
    }

    /// A cooldown another instance set and that has not ended yet.
    private func cooldown<V: Sendable & Codable>(in snapshot: SharedSnapshot<V>) -> LoadOutcome<V>? {
        guard let until = snapshot.cooldownUntil, until > now() else { return nil }
        return .coolingDown(until: until, sharedStale: snapshot.entry)
    }
}
