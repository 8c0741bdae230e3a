import Locking

/// Waits for work already running in the background, but only up to a limit.
///
/// Not a task group: a group waits for every child before it returns, so the page would still
/// wait for the slow fetch. Here whichever finishes first — the work or the timer — resumes the
/// caller; the work is never cancelled, so its result still lands in the client's cache.
public enum Deadline {
    /// How a deadline waits out its limit: the real clock in the server; in tests a `TestClock`'s
    /// sleep, which wakes only when the test moves that clock on. It throws when cancelled.
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    /// The real clock's sleep.
    public static let realSleep: Sleep = { try await Task.sleep(for: $0) }

    /// The work's value, or nil when `limit` passed first (the work keeps running).
    static func value<T: Sendable>(of work: Task<T, Never>, within limit: Duration, sleep: @escaping Sleep) async -> T? {
        let gate = FirstResult<T?>()
        return await withCheckedContinuation { continuation in
            gate.wait(continuation)
            let timer = Task {
                do { try await sleep(limit) } catch { return }  // cancelled: the work won
                gate.finish(nil)
            }
            Task {
                let value = await work.value
                gate.finish(value)
                timer.cancel()
            }
        }
    }
}

/// A continuation resumed exactly once, by whichever of several racers calls `finish` first.
private final class FirstResult<T: Sendable>: Sendable {
    private let waiting = Mutex<CheckedContinuation<T, Never>?>(nil)

    func wait(_ continuation: CheckedContinuation<T, Never>) {
        waiting.withLock { $0 = continuation }
    }

    func finish(_ value: T) {
        let continuation = waiting.withLock { waiting in
            defer { waiting = nil }
            return waiting
        }
        continuation?.resume(returning: value)
    }
}
