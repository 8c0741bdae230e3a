import Foundation
import Models

/// Where one answer lives in an `UpstreamCache`: its key, the source whose cooldown guards it, and how
/// long it stays fresh. Each client says where its answers go, so a prefetch can look before it fetches.
struct CacheSlot: Sendable, Equatable {
    var key: String
    var source: Source
    var ttl: TimeInterval
}

extension UpstreamCache {
    /// What the cache knows about one key, without loading it.
    enum Presence: Sendable, Equatable {
        /// A fresh value (or a fresh "not found").
        case fresh
        /// A load for it is under way: whoever asks next joins it.
        case loading
        /// Its source is backing off after a 429/503.
        case coolingDown
        /// Missing or expired, and nothing stops a fetch.
        case absent
    }

    /// This process's view, then (when shared and still absent here) the fleet's: a fresh value another
    /// instance stored, or a cooldown another instance was told. One Redis round trip at most; a Redis
    /// failure counts as absent, as a miss without Redis would.
    func presence<V: Sendable & Codable>(of slot: CacheSlot, as type: V.Type) async -> Presence {
        let local = localPresence(key: slot.key, source: slot.source, ttl: slot.ttl)
        guard local == .absent, let shared else { return local }
        let snapshot: SharedSnapshot<V>
        do {
            snapshot = try await shared.read(V.self, key: slot.key, source: slot.source)
        } catch {
            return .absent  // the client logged the outage; the fetch that follows goes alone
        }
        if let entry = snapshot.entry,
            CacheEntry(value: entry.value, fetchedAt: entry.fetchedAt, bytes: 0).isFresh(ttl: slot.ttl, now: now())
        {
            return .fresh
        }
        if let until = snapshot.cooldownUntil, until > now() { return .coolingDown }
        return .absent
    }
}
