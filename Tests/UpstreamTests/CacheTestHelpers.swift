import Foundation
import Models
import Locking
@testable import Upstream

/// Counts loads and plays a scripted sequence of outcomes (the last one repeats).
final class ScriptedLoader: Sendable {
    private let state: Mutex<(calls: Int, outcomes: [Result<String, UpstreamError>])>

    init(_ outcomes: Result<String, UpstreamError>...) {
        state = Mutex((0, outcomes))
    }

    var calls: Int { state.withLock { $0.calls } }

    func load(bytes: Int = 10) -> @Sendable () async throws(UpstreamError) -> (value: String, bytes: Int) {
        { () async throws(UpstreamError) -> (value: String, bytes: Int) in
            let outcome = self.state.withLock { state in
                state.calls += 1
                return state.outcomes.count > 1 ? state.outcomes.removeFirst() : state.outcomes[0]
            }
            return (try outcome.get(), bytes)
        }
    }
}

/// Holds loads until the test opens it, so many callers can pile up on one miss without sleeping.
final class Gate: Sendable {
    private let state = Mutex<(open: Bool, waiters: [CheckedContinuation<Void, Never>])>((false, []))

    func wait() async {
        await withCheckedContinuation { continuation in
            let resumeNow = state.withLock { state in
                if state.open { return true }
                state.waiters.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    func open() {
        let waiters = state.withLock { state in
            state.open = true
            defer { state.waiters.removeAll() }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }
}
