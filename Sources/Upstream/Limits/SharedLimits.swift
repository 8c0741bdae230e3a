import Foundation

/// Token buckets on Redis, one per budget and per client hash for the whole fleet, each updated by
/// one atomic script (`GCRA.take` in Lua), and the fleet's hashing key.
///
/// Keys: `kiosk:v1:limit:<bucket>` (a TAT, expiring `expirySlack` after the bucket is full again, so
/// a client's hash is kept no longer than its window), `kiosk:v1:limits:key` and `kiosk:v1:limits:instances`.
struct SharedLimits: Sendable {
    let redis: RedisClient

    /// `GCRA.take`, step for step; numbers cross as strings because Redis truncates Lua numbers to integers.
    static let takeScript = """
        local now = tonumber(ARGV[1]); local interval = tonumber(ARGV[2])
        local burst = tonumber(ARGV[3]); local reserve = tonumber(ARGV[4])
        local tat = tonumber(redis.call('GET', KEYS[1]) or ARGV[1])
        if tat < now then tat = now end
        local nxt = tat + interval
        local allow_at = nxt - interval * (burst - reserve)
        if allow_at > now then
          return {0, tostring(allow_at - now), tostring(burst - (tat - now) / interval)}
        end
        redis.call('SET', KEYS[1], tostring(nxt), 'PX', math.ceil((nxt - now) * 1000) + tonumber(ARGV[5]))
        return {1, '0', tostring(burst - (nxt - now) / interval)}
        """

    /// Sets the fleet's key if none is set, records this instance as alive, and returns the key and
    /// how many instances were seen in the last `aliveSeconds`.
    static let fleetScript = """
        redis.call('SET', KEYS[1], ARGV[1], 'NX')
        redis.call('ZADD', KEYS[2], ARGV[3], ARGV[2])
        redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[3] - ARGV[4])
        return {redis.call('GET', KEYS[1]), redis.call('ZCARD', KEYS[2])}
        """

    /// Kept past the moment a bucket is full again: Redis expires keys on its own clock, the TAT is on
    /// the instances' (skewed by milliseconds under NTP, by anything in tests), and a TAT in the past
    /// already reads as a full bucket, so the slack changes no decision.
    static let expirySlack = 5_000

    /// An instance that has not refreshed its membership for this long counts as gone.
    static let aliveSeconds: Double = 180

    func take(_ bucket: String, now: Double, rate: Rate, reserve: Double) async throws(RedisError) -> GCRA.Decision {
        let reply = try await redis.command([
            Data("EVAL".utf8), Data(Self.takeScript.utf8), Data("1".utf8), Data((SharedCache.keyPrefix + "limit:" + bucket).utf8),
            Data(String(now).utf8), Data(String(rate.interval).utf8), Data(String(rate.burst).utf8), Data(String(reserve).utf8),
            Data(String(Self.expirySlack).utf8),
        ])
        guard case .array(let parts) = reply, parts.count == 3, case .integer(let allowed) = parts[0],
            let wait = try parts[1].bulkOrNull().flatMap({ Double(String(decoding: $0, as: UTF8.self)) }),
            let tokens = try parts[2].bulkOrNull().flatMap({ Double(String(decoding: $0, as: UTF8.self)) })
        else {
            if case .error(let message) = reply { throw .reply(message) }
            throw .unexpectedReply("limit script: \(reply)")
        }
        return GCRA.Decision(allowed: allowed == 1, tat: 0, wait: wait, tokens: max(0, tokens))
    }

    /// The fleet's 16-byte hashing key (set by the first instance to ask) and the live instance count.
    func fleet(instance: String, proposedKey: [UInt8], now: Double) async throws(RedisError) -> (key: [UInt8], instances: Int) {
        let reply = try await redis.command([
            Data("EVAL".utf8), Data(Self.fleetScript.utf8), Data("2".utf8),
            Data((SharedCache.keyPrefix + "limits:key").utf8), Data((SharedCache.keyPrefix + "limits:instances").utf8),
            Data(proposedKey), Data(instance.utf8), Data(String(now).utf8), Data(String(Self.aliveSeconds).utf8),
        ])
        guard case .array(let parts) = reply, parts.count == 2, let key = try parts[0].bulkOrNull(), key.count == 16,
            case .integer(let instances) = parts[1]
        else {
            if case .error(let message) = reply { throw .reply(message) }
            throw .unexpectedReply("fleet script: \(reply)")
        }
        return (Array(key), max(1, instances))
    }
}
