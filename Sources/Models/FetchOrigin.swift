/// Why an upstream fetch is made and for whom: the web layer makes it from its page request and
/// passes it as a parameter through the ViewModel and the client down to the one place a fetch is
/// admitted (`UpstreamCache`, then the limiter). Only misses read it: a cached answer never looks.
public struct FetchOrigin: Sendable, Hashable {
    /// What the fetch serves, which decides how much of a source's budget it may draw on.
    public enum Purpose: Sendable, Hashable {
        /// A page a reader is waiting for: may use the whole budget, and waits a moment for a token.
        case page
        /// Address-bar title suggestions: their own per-client allowance, the budget's reserved part only.
        case suggestions
        /// Warming a page nobody asked for yet (prefetch, the crawler, a stale entry's refresh): the
        /// reserved part only, never waits.
        case background
    }

    public let purpose: Purpose
    /// The client the request came from (nil: nobody to count, such as prefetch).
    public let client: ClientAddress?

    public init(purpose: Purpose, client: ClientAddress?) {
        self.purpose = purpose
        self.client = client
    }

    /// The same purpose for nobody in particular: what a shared load runs as, since every reader
    /// waiting on it gets its answer (the client that started it was counted before it started).
    public var shared: FetchOrigin { FetchOrigin(purpose: purpose, client: nil) }

    /// Background work for nobody: a prefetch, the comic crawler, a refresh nobody waits for.
    public static let background = FetchOrigin(purpose: .background, client: nil)
    /// A page's rules with no client to count: what the image proxy (which counts images by host,
    /// not by reader) and work outside any request fetch as.
    public static let anonymous = FetchOrigin(purpose: .page, client: nil)
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
