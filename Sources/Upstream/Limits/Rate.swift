import Foundation

/// A token bucket's shape: `perSecond` tokens refill each second, up to `burst` held at once.
public struct Rate: Sendable, Equatable, CustomStringConvertible {
    public var perSecond: Double
    public var burst: Int

    public init(perSecond: Double, burst: Int) {
        precondition(perSecond > 0 && burst >= 1, "a rate needs a positive refill and room for one token")
        self.perSecond = perSecond
        self.burst = burst
    }

    /// Seconds between two tokens.
    public var interval: Double { 1 / perSecond }

    /// Parses `N/s`, `N/min` or `N/h`, with an optional `:BURST` (default: one second's worth, at least 1).
    public init(parsing text: some StringProtocol) throws(RateError) {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard let spec = parts.first, let slash = spec.firstIndex(of: "/"),
            let count = Double(spec[..<slash]), count > 0, count.isFinite
        else {
            throw .invalid("\(text): expected N/s, N/min or N/h, optionally :BURST (10/s:20)")
        }
        let seconds: Double
        switch spec[spec.index(after: slash)...].lowercased() {
        case "s", "sec", "second": seconds = 1
        case "m", "min", "minute": seconds = 60
        case "h", "hour": seconds = 3600
        default: throw .invalid("\(text): the period is s, min or h")
        }
        var burst = max(1, Int(count / seconds))
        if parts.count == 2 {
            guard let value = Int(parts[1]), value >= 1 else { throw .invalid("\(text): the burst is a whole number from 1 up") }
            burst = value
        }
        self.init(perSecond: count / seconds, burst: burst)
    }

    public var description: String {
        perSecond >= 1 ? "\(perSecond.formatted())/s:\(burst)" : "\((perSecond * 60).formatted())/min:\(burst)"
    }
}

/// A limit that does not parse (`--upstream-rate`, `--client-rate`).
public enum RateError: Error, Sendable, Equatable, CustomStringConvertible {
    case invalid(String)
    public var description: String {
        switch self {
        case .invalid(let why): why
        }
    }
}

private extension Double {
    func formatted() -> String { rounded() == self ? String(Int(self)) : String(self) }
}
