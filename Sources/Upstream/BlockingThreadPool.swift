import Dispatch
import Foundation
import Locking

/// Dedicated threads for blocking calls (`curl_easy_perform`), so they never occupy the Swift
/// cooperative pool (two threads on a two-core host) or the queues that serve sockets.
/// At most `maxThreads` jobs run at once; the rest wait in FIFO order without holding a thread.
final class BlockingThreadPool: Sendable {
    /// An idle worker exits after this long, so short-lived clients (tests) do not leak threads.
    static let idleExit: TimeInterval = 30

    private struct State {
        var jobs: [@Sendable () -> Void] = []
        var jobsHead = 0
        var threads = 0
        var idle = 0
        var pending: Int { jobs.count - jobsHead }
    }

    private let maxThreads: Int
    private let name: String
    private let state = Mutex(State())
    /// Signalled once per queued job: a worker that gets a signal has a job waiting for it.
    private let queued = DispatchSemaphore(value: 0)

    init(maxThreads: Int, name: String) {
        precondition(maxThreads > 0, "a pool needs at least one thread")
        self.maxThreads = maxThreads
        self.name = name
    }

    /// Queues `job`; starts a thread when none is idle and the bound allows one.
    func submit(_ job: @escaping @Sendable () -> Void) {
        let spawn = state.withLock { state in
            state.jobs.append(job)
            // Idle workers that have not woken yet will each take one queued job; spawn only for the excess.
            let spawn = state.pending > state.idle && state.threads < maxThreads
            if spawn { state.threads += 1 }
            return spawn
        }
        queued.signal()
        if spawn {
            let thread = Thread { [self] in workLoop() }
            thread.name = name
            thread.start()
        }
    }

    private enum Next {
        case run(@Sendable () -> Void)
        case waitAgain
        case exit
    }

    private func workLoop() {
        while true {
            state.withLock { $0.idle += 1 }
            let signalled = queued.wait(timeout: .now() + Self.idleExit) == .success
            let next: Next = state.withLock { state in
                state.idle -= 1
                guard signalled else {
                    // A job queued meanwhile counted on this idle thread: its signal is on the way.
                    guard state.pending == 0 else { return .waitAgain }
                    state.threads -= 1
                    return .exit
                }
                // Every signal follows its job's append, so a signalled worker always finds one.
                let job = state.jobs[state.jobsHead]
                state.jobsHead += 1
                if state.jobsHead == state.jobs.count {
                    state.jobs.removeAll(keepingCapacity: true)
                    state.jobsHead = 0
                }
                return .run(job)
            }
            switch next {
            case .run(let job): job()
            case .waitAgain: continue
            case .exit: return
            }
        }
    }
}
