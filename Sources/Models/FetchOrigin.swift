import Synchronization

/// Why an upstream fetch is made and for whom, carried as a task-local from the request that causes
/// it down to the one place a fetch is admitted (a load task inherits it from the request that
/// started it). Only misses read it: a cached answer never looks.
public final class FetchOrigin: Sendable {
    /// What the fetch serves, which decides how much of a source's budget it may draw on.
    public enum Purpose: Sendable, Equatable {
        /// A page a reader is waiting for: may use the whole budget, and waits a moment for a token.
        case page
        /// Address-bar title suggestions: their own per-client allowance, the budget's reserved part only.
        case suggestions
        /// Warming a page nobody asked for yet (prefetch): the reserved part only, never waits.
        case background
    }

    /// Nil outside any request (start-up, tests): such a fetch follows a page's rules with no client to count.
    @TaskLocal public static var current: FetchOrigin?

    public let purpose: Purpose
    /// The client the request came from (nil: nobody to count, such as prefetch).
    public let client: ClientAddress?
    /// Seconds until this client may cause a fetch again, once its share refused one; 0 while none was.
    private let refusedFor = Atomic<Int>(0)

    public init(purpose: Purpose, client: ClientAddress?) {
        self.purpose = purpose
        self.client = client
    }

    /// Records that the client's fair share refused a fetch for this request: the page becomes a 429.
    public func refuseClient(retryAfter: Int) {
        refusedFor.store(max(1, retryAfter), ordering: .relaxed)
    }

    /// Seconds to put in `Retry-After` when the client's share refused a fetch; nil when none was.
    public var clientRefusal: Int? {
        let seconds = refusedFor.load(ordering: .relaxed)
        return seconds > 0 ? seconds : nil
    }

    /// The same purpose for nobody in particular: what a shared load runs as, since every reader
    /// waiting on it gets its answer (the client that started it was counted before it started).
    public var shared: FetchOrigin { client == nil ? self : FetchOrigin(purpose: purpose, client: nil) }

    /// The same purpose with no client, for work that outlives the request (a prefetch it queued).
    public static let background = FetchOrigin(purpose: .background, client: nil)
}

/// A client as the limits count it: an IPv4 address, or an IPv6 /64 (one subscriber's usual
/// allocation, so hopping addresses inside it gains nothing). Never logged or stored as is: the
/// limiter keeps only a keyed hash of it.
public struct ClientAddress: Sendable, Hashable {
    /// The 16 bytes, big-endian, IPv4 as `::ffff:a.b.c.d`, the low 64 bits of IPv6 zeroed.
    public let high: UInt64
    public let low: UInt64

    /// From an address's two halves; an IPv6 address (anything but IPv4-mapped) is cut to its /64.
    public init(high: UInt64, low: UInt64) {
        let isIPv4 = high == 0 && low >> 32 == 0xFFFF
        self.high = high
        self.low = isIPv4 ? low : 0
    }

    /// The 16 bytes, for hashing.
    public var bytes: [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
    }
}
