import Foundation
import Locking
import Models

/// Decides whether an upstream fetch may go now: the client's fair share first (so a client over it
/// spends none of the budget), then the source's budget. With Redis both are one bucket for the
/// whole fleet; without it, or while it is down, this process keeps its own buckets, the budgets
/// cut to this instance's share of the fleet last seen.
///
/// Only cache misses get here (`BudgetedFetching` sits under the cache): a cached answer never
/// touches the limiter's lock or Redis.
public final class UpstreamLimiter: Sendable {
    /// Why a fetch was refused, for `/metrics`.
    public enum Reason: String, Sendable, CaseIterable {
        /// The source's budget (for the fleet) had no token in time.
        case budget
        /// The client had used its share of fetches for the window.
        case client
    }

    public let configuration: LimitsConfiguration
    private let shared: SharedLimits?
    private let now: @Sendable () -> Date
    private let sleep: @Sendable (Double) async -> Void
    /// Names this process in the fleet's membership set (never an address).
    private let instance = UUID().uuidString
    private let state: Mutex<LimiterState>

    /// - Parameters:
    ///   - redis: the fleet's Redis (`--cache redis://…`), or nil for a process on its own.
    ///   - sleep: how a page's short wait for a token passes (a test clock's in tests).
    public init(
        configuration: LimitsConfiguration = .init(), redis: RedisClient? = nil,
        now: @escaping @Sendable () -> Date = Date.init,
        sleep: @escaping @Sendable (Double) async -> Void = UpstreamLimiter.realSleep
    ) {
        self.configuration = configuration
        self.shared = redis.map(SharedLimits.init)
        self.now = now
        self.sleep = sleep
        var key = [UInt8](repeating: 0, count: 16)
        var generator = SystemRandomNumberGenerator()
        for index in key.indices { key[index] = generator.next() }
        state = Mutex(LimiterState(buckets: LocalBuckets(capacity: configuration.processBuckets), processKey: key))
    }

    /// Nil when `origin`'s client may cause a fetch of `source` now; otherwise the seconds to put in
    /// `Retry-After` (the cache throws `.overClientShare`, and the page becomes a 429). Asked by the cache once per
    /// request that would start a load (joining a load under way, or a hit, costs the client nothing);
    /// the load itself then runs for nobody in particular, so one client's refusal never fails another
    /// reader's request for the same data. Background work and requests without a client pass.
    public func admitClient(_ origin: FetchOrigin, source: Source) async -> Int? {
        guard let client = origin.client, origin.purpose != .background else { return nil }
        let suggestions = origin.purpose == .suggestions
        let share = suggestions ? configuration.suggestionsShare : configuration.clientShare
        let bucket = await clientBucket(client, suggestions: suggestions)
        let decision = await take(bucket, rate: share, background: false, isBudget: false)
        guard !decision.allowed else { return nil }
        let seconds = Self.seconds(decision.wait)
        count(.client, source)
        return seconds
    }

    /// Nil when the fetch may go; otherwise the seconds to put in `Retry-After`. `purpose` is what the
    /// load runs as (`FetchRequest.purpose`). A page waits up to
    /// `maxWait` for a budget token; suggestions and prefetch draw only on the budget's reserved part
    /// and never wait. Only the source's budget is asked here: the client's share was asked before the
    /// load started (`admitClient`).
    public func admit(budget: String, source: Source, purpose: FetchOrigin.Purpose) async -> Int? {
        let rate = configuration.rate(forBudget: budget)
        let background = purpose != .page
        var decision = await take("budget:" + budget, rate: rate, background: background, isBudget: true)
        var waited = 0.0
        while !decision.allowed, purpose == .page, waited + decision.wait <= configuration.maxWait {
            waited += decision.wait
            await sleep(decision.wait)
            decision = await take("budget:" + budget, rate: rate, background: background, isBudget: true)
        }
        record(tokens: decision.tokens, budget: budget)
        guard decision.allowed else {
            count(.budget, source)
            return Self.seconds(decision.wait)
        }
        return nil
    }

    /// Refusals so far, by reason and source.
    public var refusals: [Reason: [Source: Int]] { state.withLock { $0.refusals } }

    /// Tokens each budget held when last used, refilled since at its rate (this instance's view); a
    /// source's budget not used yet is full.
    public func tokens() -> [String: Double] {
        let at = now().timeIntervalSince1970
        let full = configuration.budgets.filter { $0.key != LimitsConfiguration.imagesBudget }.mapValues { Double($0.burst) }
        return state.withLock { state in
            state.lastTokens.reduce(into: full) { result, entry in
                let rate = configuration.rate(forBudget: entry.key)
                result[entry.key] = min(Double(rate.burst), entry.value.tokens + (at - entry.value.at) * rate.perSecond)
            }
        }
    }

    /// Client buckets this process holds (capped by `processBuckets`).
    public var localBucketCount: Int { state.withLock { $0.buckets.count } }

    /// On Redis when it answers, else here with this instance's share of a budget. `background`
    /// work must leave the budget's unreserved part (`1 - backgroundShare` of its burst) untouched.
    private func take(_ bucket: String, rate: Rate, background: Bool, isBudget: Bool) async -> GCRA.Decision {
        let at = now().timeIntervalSince1970
        let fraction = background ? 1 - configuration.backgroundShare : 0
        if let shared {
            do {
                return try await shared.take(bucket, now: at, rate: rate, reserve: Double(rate.burst) * fraction)
            } catch {
                // Redis down or slow (its client logged it): this process's own buckets until it is back.
            }
        }
        return state.withLock { state in
            let local = isBudget ? rate.share(of: state.instances) : rate
            return state.buckets.take(bucket, now: at, rate: local, reserve: Double(local.burst) * fraction)
        }
    }

    /// `client:` and the client's keyed hash: the fleet's key when Redis has one, else this process's.
    private func clientBucket(_ client: ClientAddress, suggestions: Bool) async -> String {
        let key = await hashingKey()
        let hash = String(SipHash(key: key).hash(client.bytes), radix: 16)
        return "client:" + hash + (suggestions ? ":s" : "")
    }

    /// Refreshes the fleet's key and size from Redis once a minute.
    private func hashingKey() async -> [UInt8] {
        let at = now().timeIntervalSince1970
        let (current, processKey, due) = state.withLock { ($0.fleetKey, $0.processKey, at - $0.fleetCheckedAt >= 60) }
        guard let shared, due else { return current ?? processKey }
        state.withLock { $0.fleetCheckedAt = at }
        do {
            let fleet = try await shared.fleet(instance: instance, proposedKey: processKey, now: at)
            state.withLock {
                $0.fleetKey = fleet.key
                $0.instances = fleet.instances
            }
            return fleet.key
        } catch {
            return current ?? processKey
        }
    }

    private func count(_ reason: Reason, _ source: Source) {
        state.withLock { $0.refusals[reason, default: [:]][source, default: 0] += 1 }
    }

    private func record(tokens: Double, budget: String) {
        let at = now().timeIntervalSince1970
        state.withLock { $0.lastTokens[budget] = (tokens, at) }
    }

    /// Waits on the real clock; a cancelled wait simply ends early (the fetch then asks once more).
    @Sendable public static func realSleep(_ seconds: Double) async {
        do { try await Task.sleep(for: .seconds(seconds)) } catch {}
    }

    /// Whole seconds, at least one (`Retry-After` has no fractions).
    static func seconds(_ wait: Double) -> Int { max(1, Int(wait.rounded(.up))) }
}

/// What the limiter's mutex guards.
private struct LimiterState {
    var buckets: LocalBuckets
    let processKey: [UInt8]
    var fleetKey: [UInt8]?
    var fleetCheckedAt = -Double.infinity
    /// Instances in the fleet when Redis last said; each takes this share of a budget while it is down.
    var instances = 1
    var refusals: [UpstreamLimiter.Reason: [Source: Int]] = [:]
    var lastTokens: [String: (tokens: Double, at: Double)] = [:]
}

extension Rate {
    /// One of `instances` equal parts of this rate (at least one token of burst).
    func share(of instances: Int) -> Rate {
        guard instances > 1 else { return self }
        return Rate(perSecond: perSecond / Double(instances), burst: max(1, burst / instances))
    }
}
