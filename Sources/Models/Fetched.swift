import Foundation

/// A value from an upstream with when it was fetched. When the upstream failed and the cache
/// still had the last good value, `staleBecause` says why the value may be old (stale-if-error).
public struct Fetched<Value: Sendable>: Sendable {
    public var value: Value
    public var fetchedAt: Date
    public var staleBecause: UpstreamError?

    public init(value: Value, fetchedAt: Date, staleBecause: UpstreamError? = nil) {
        self.value = value
        self.fetchedAt = fetchedAt
        self.staleBecause = staleBecause
    }

    /// Whole seconds between fetching and `now`.
    public func age(at now: Date) -> Int { max(0, Int(now.timeIntervalSince(fetchedAt))) }
}

extension Fetched: Equatable where Value: Equatable {}
