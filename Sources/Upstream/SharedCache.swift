import Foundation
import Models
import Locking

/// The fleet-wide half of `UpstreamCache`, on Redis: fetched values with their fetch time, the
/// one-fetch-per-key lock (`SET NX PX`) and the per-source 429/503 cooldowns.
///
/// Keys are `kiosk:v1:<source>:<key>` (values), `kiosk:v1:lock:<source>:<key>` and
/// `kiosk:v1:cooldown:<source>`; a change to the stored format bumps `v1`, so an instance never reads
/// another version's values wrongly (it just misses). Every method throws `RedisError` for the caller
/// to fall back on; none of them ever reaches a page.
public final class SharedCache: Sendable {
    /// Operator and test counters (for `/metrics`).
    public struct Stats: Sendable, Equatable {
        /// Misses in this process answered by a value (or "not found") another instance stored.
        public var hits = 0
        /// Misses that found another instance fetching the key and waited for its result.
        public var lockWaits = 0
        /// Misses that went to the upstream without the fleet because Redis failed.
        public var fallbacks = 0
    }
    /// Namespace and format version of every key Kiosk writes.
    static let keyPrefix = "kiosk:v1:"
    /// Lifetime of the fetch lock: longer than the default total upstream timeout (8 s), so a holder
    /// that is alive always finishes (and releases it) first; a holder that died frees it by expiry.
    static let lockTTL: Duration = .seconds(10)
    /// How often an instance waiting on another's fetch looks for the result: a fraction of a typical
    /// upstream answer (100–500 ms), at one sub-millisecond Redis round trip per look.
    static let lockPollInterval: Duration = .milliseconds(20)
    /// Values larger than this stay in the process: moving them would not fit the command timeout.
    static let maxValueBytes = 1 << 20
    /// How long past its time-to-live a value is kept for stale-if-error (and stale-while-revalidate).
    static let staleRetention: TimeInterval = 24 * 3600
    /// Longest any value lives in Redis, even one that never expires (a numbered comic): Redis is a
    /// cache with bounded memory, like the in-process LRU it stands beside.
    static let maxRetention: TimeInterval = 7 * 24 * 3600
    /// Longest a value with a finite time-to-live beyond `maxRetention` is kept: such a time-to-live is
    /// the client's statement that the value does not change in that time (a resolved news link, 30
    /// days), so it stays fresh for the fleet as long as for the process, but never beyond this.
    static let longestFiniteRetention: TimeInterval = 31 * 24 * 3600

    public let redis: RedisClient
    private let counters = Mutex(Stats())

    public init(redis: RedisClient) {
        self.redis = redis
    }

    public var stats: Stats { counters.withLock { $0 } }

    func count(_ update: (inout Stats) -> Void) { counters.withLock { update(&$0) } }

    /// The value stored for `key` (nil when absent or written by an incompatible format) and the
    /// end of `source`'s cooldown, if one is set: one round trip (MGET).
    func read<V: Codable>(_ type: V.Type, key: String, source: Source) async throws(RedisError) -> SharedSnapshot<V> {
        let reply = try await redis.command([Data("MGET".utf8), valueKey(key, source), cooldownKey(source)])
        guard case .array(let parts) = reply, parts.count == 2 else { throw .unexpectedReply("MGET: \(reply)") }
        var entry: SharedEntry<V>?
        if let data = try parts[0].bulkOrNull() {
            // Unreadable means written by an incompatible build under the same version: a miss, which
            // the next fetch overwrites (the version prefix exists so this does not happen).
            do { entry = try JSONDecoder().decode(SharedEntry<V>.self, from: data) } catch { entry = nil }
        }
        let cooldown = try parts[1].bulkOrNull().flatMap { Double(String(decoding: $0, as: UTF8.self)) }
        return SharedSnapshot(
            entry: entry, entryBytes: try parts[0].bulkOrNull()?.count ?? 0,
            cooldownUntil: cooldown.map(Date.init(timeIntervalSince1970:)))
    }

    /// Stores a value (or a "not found", `value == nil`) for as long as it can serve: its ttl, then
    /// stale-while-revalidate and stale-if-error.
    func write<V: Codable>(_ entry: SharedEntry<V>, key: String, source: Source, retention: TimeInterval) async throws(RedisError)
    {
        let data: Data
        do { data = try JSONEncoder().encode(entry) } catch { throw .unexpectedReply("cannot encode \(V.self): \(error)") }
        guard data.count <= Self.maxValueBytes else { return }
        _ = try await redis.command([
            Data("SET".utf8), valueKey(key, source), data, Data("PX".utf8), Self.milliseconds(retention),
        ])
    }

    /// Puts `source` in a cooldown for every instance until `until`; the key expires with it.
    func writeCooldown(source: Source, until: Date, seconds: Int) async throws(RedisError) {
        let value = Data(String(until.timeIntervalSince1970).utf8)
        _ = try await redis.command([
            Data("SET".utf8), cooldownKey(source), value, Data("PX".utf8),
            Self.milliseconds(TimeInterval(seconds)),
        ])
    }

    /// True when this instance now holds the fetch lock for `key` (`SET NX PX`).
    func tryLock(key: String, source: Source, token: String) async throws(RedisError) -> Bool {
        let reply = try await redis.command([
            Data("SET".utf8), lockKey(key, source), Data(token.utf8), Data("NX".utf8),
            Data("PX".utf8), Self.milliseconds(Self.lockTTL),
        ])
        switch reply {
        case .status("OK"): return true
        case .null: return false
        default: throw .unexpectedReply("SET NX: \(reply)")
        }
    }

    /// Releases the lock only if this instance still holds it: after an expiry another instance may
    /// own it, and deleting theirs would let a third fetch too.
    func unlock(key: String, source: Source, token: String) async throws(RedisError) {
        _ = try await redis.command([
            Data("EVAL".utf8), Data(Self.compareAndDelete.utf8), Data("1".utf8),
            lockKey(key, source), Data(token.utf8),
        ])
    }

    private static let compareAndDelete =
        "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end"

    /// How long a value is kept: `retention` for it to serve fresh, then stale; capped.
    static func retention(ttl: TimeInterval, serveStaleFor: TimeInterval, isNegative: Bool) -> TimeInterval {
        if isNegative { return min(ttl, UpstreamCache.maxNegativeTTL) }
        let cap = ttl.isFinite ? min(max(maxRetention, ttl), longestFiniteRetention) : maxRetention
        return min(ttl + max(0, serveStaleFor) + staleRetention, cap)
    }

    func valueKey(_ key: String, _ source: Source) -> Data { Data((Self.keyPrefix + "\(source.rawValue):" + key).utf8) }
    func lockKey(_ key: String, _ source: Source) -> Data { Data((Self.keyPrefix + "lock:\(source.rawValue):" + key).utf8) }
    func cooldownKey(_ source: Source) -> Data { Data((Self.keyPrefix + "cooldown:\(source.rawValue)").utf8) }

    /// A positive whole number of milliseconds for `PX` (Redis refuses 0).
    private static func milliseconds(_ seconds: TimeInterval) -> Data {
        let value =
            seconds.isFinite ? max(1, Int(min(seconds, longestFiniteRetention) * 1000)) : Int(maxRetention * 1000)
        return Data(String(value).utf8)
    }

    private static func milliseconds(_ duration: Duration) -> Data {
        milliseconds(TimeInterval(duration.components.seconds) + TimeInterval(duration.components.attoseconds) / 1e18)
    }
}

/// One stored value: `value == nil` records "not found"; `fetchedAt` is when the upstream answered.
struct SharedEntry<V: Codable>: Codable {
    var fetchedAt: Date
    var value: V?
}

extension SharedEntry: Sendable where V: Sendable {}

/// What one read of Redis found for a key.
struct SharedSnapshot<V: Codable> {
    var entry: SharedEntry<V>?
    /// Encoded size of `entry`, for the in-process cache's byte budget.
    var entryBytes: Int
    var cooldownUntil: Date?
}
