import Foundation
import Locking

/// How the sample upstream misbehaves, for load and failure tests.
public enum FaultMode: Sendable, Equatable, CustomStringConvertible {
    case none
    /// Wait this many seconds, then answer normally.
    case slow(seconds: Double)
    /// Answer with this status and a short plain-text body instead of the real answer.
    case status(Int)
    /// 429 with `Retry-After: seconds` (RFC 9110 §10.2.3).
    case tooManyRequests(retryAfter: Int)
    /// The real status and headers with a body cut in half: truncated JSON, unclosed XML.
    case malformed
    /// The real answer padded with whitespace to more than `SampleUpstream.oversizedBodyBytes`.
    case oversized
    /// No answer: the connection closes (`SampleUpstream.respond` answers nil).
    case drop

    /// Longest `slow` delay accepted, so a typo cannot hang a test run for hours.
    public static let maximumDelaySeconds = 600.0

    /// Parses the path-prefix form (`slow=3`, `status=500`, `429=5`, `malformed`, `oversized`, `drop`, `none`).
    public init?(pathSegment: String) {
        let parts = pathSegment.split(separator: "=", maxSplits: 1).map(String.init)
        self.init(name: parts.first ?? "", argument: parts.count > 1 ? parts[1] : nil)
    }

    /// Parses a mode name and its number, as in `POST /_control/fault?mode=slow&seconds=3`.
    public init?(name: String, argument: String?) {
        switch name {
        case "none": self = .none
        case "malformed": self = .malformed
        case "oversized": self = .oversized
        case "drop": self = .drop
        case "slow":
            guard let seconds = argument.flatMap(Double.init), seconds >= 0, seconds <= Self.maximumDelaySeconds else {
                return nil
            }
            self = .slow(seconds: seconds)
        case "status":
            guard let status = argument.flatMap(Int.init), (100...599).contains(status) else { return nil }
            self = .status(status)
        case "429":
            guard let seconds = argument.flatMap(Int.init), seconds >= 0 else { return nil }
            self = .tooManyRequests(retryAfter: seconds)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .none: "none"
        case .slow(let seconds): "slow=\(seconds)"
        case .status(let status): "status=\(status)"
        case .tooManyRequests(let seconds): "429=\(seconds)"
        case .malformed: "malformed"
        case .oversized: "oversized"
        case .drop: "drop"
        }
    }
}

/// The global fault mode, shared by every request, and a mode per source (`wikipedia`, `news`,
/// `xkcd`, `tmdb`, `images`) that overrides it for that source alone; tests and
/// `POST /_control/fault` set them.
public final class FaultSwitch: Sendable {
    private let current: Mutex<FaultMode>
    private let bySource = Mutex<[String: FaultMode]>([:])

    public init(_ mode: FaultMode = .none) { current = Mutex(mode) }

    /// The global mode; setting it clears every source's own mode.
    public var mode: FaultMode {
        get { current.withLock { $0 } }
        set {
            bySource.withLock { $0 = [:] }
            current.withLock { $0 = newValue }
        }
    }

    /// One source misbehaves while the others answer (`.none` returns it to the global mode).
    public func set(_ mode: FaultMode, for source: String) {
        bySource.withLock { $0[source] = mode == .none ? nil : mode }
    }

    /// The mode a request to `source` gets.
    public func mode(for source: String) -> FaultMode {
        bySource.withLock { $0[source] } ?? mode
    }
}
