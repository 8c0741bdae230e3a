import Foundation
import Locking

/// A clock tests move by hand, so time-to-live, cooldown and deadline logic is tested without
/// sleeping: `now` reads it, `sleep(for:)` (a `Deadline.Sleep`) wakes only when `advance(by:)`
/// moves it past the sleeper's wake-up time. Nothing here looks at the wall clock.
public final class TestClock: Sendable {
    private struct Sleeper {
        var wakeAt: Date
        var continuation: CheckedContinuation<Void, any Error>
    }
    private struct State {
        var now: Date
        var nextID = 0
        var sleepers: [Int: Sleeper] = [:]
        /// Sleeps cancelled before they were registered (the cancellation handler ran first).
        var cancelledEarly: Set<Int> = []
        /// Tests waiting until at least `count` sleeps are pending.
        var watchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    }
    private let state: Mutex<State>

    public init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        state = Mutex(State(now: start))
    }

    /// The current instant; pass `clock.now` where a `@Sendable () -> Date` is expected.
    @Sendable public func now() -> Date { state.withLock { $0.now } }

    /// Moves the clock on and wakes every sleep whose time has come (before this returns).
    public func advance(by seconds: TimeInterval) {
        let woken = state.withLock { state in
            state.now = state.now.addingTimeInterval(seconds)
            let due = state.sleepers.filter { $0.value.wakeAt <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values.map(\.continuation)
        }
        woken.forEach { $0.resume() }
    }

    /// Moves the clock on by a `Duration` (as a deadline is written).
    public func advance(by duration: Duration) {
        advance(by: Self.seconds(duration))
    }

    /// Suspends until the clock has been advanced by `duration` from now; throws `CancellationError`
    /// when the task is cancelled first (as `Task.sleep` does). Pass `clock.sleep` as a `Deadline.Sleep`.
    @Sendable public func sleep(for duration: Duration) async throws {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Registration { case waiting, cancelled, due }
                let (registration, watchers) = state.withLock { state -> (Registration, [CheckedContinuation<Void, Never>]) in
                    if state.cancelledEarly.remove(id) != nil { return (.cancelled, []) }
                    let wakeAt = state.now.addingTimeInterval(Self.seconds(duration))
                    if wakeAt <= state.now { return (.due, []) }
                    state.sleepers[id] = Sleeper(wakeAt: wakeAt, continuation: continuation)
                    let pending = state.sleepers.count
                    let ready = state.watchers.filter { $0.count <= pending }.map(\.continuation)
                    state.watchers.removeAll { $0.count <= pending }
                    return (.waiting, ready)
                }
                switch registration {
                case .waiting: watchers.forEach { $0.resume() }
                case .cancelled: continuation.resume(throwing: CancellationError())
                case .due: continuation.resume()
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let sleeper = state.sleepers.removeValue(forKey: id) else {
                    state.cancelledEarly.insert(id)
                    return nil
                }
                return sleeper
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Sleeps waiting for `advance` right now (a woken or cancelled sleep no longer counts).
    public var pendingSleeps: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until at least `count` sleeps are waiting on this clock, so a test advances the
    /// clock only once the deadline it means to pass has started. A latch, not a poll.
    public func waitForSleeps(_ count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isReady = state.withLock { state in
                if state.sleepers.count >= count { return true }
                state.watchers.append((count, continuation))
                return false
            }
            if isReady { continuation.resume() }
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
