import Foundation
import Locking

/// A clock tests move by hand, so time-to-live and cooldown logic is tested without sleeping.
public final class TestClock: Sendable {
    private let current: Mutex<Date>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        current = Mutex(start)
    }

    /// The current instant; pass `clock.now` where a `@Sendable () -> Date` is expected.
    @Sendable public func now() -> Date { current.withLock { $0 } }

    public func advance(by seconds: TimeInterval) {
        current.withLock { $0 = $0.addingTimeInterval(seconds) }
    }
}
