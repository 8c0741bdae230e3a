import Foundation

/// Dedicated threads for blocking calls (`curl_easy_perform`), so they never occupy the Swift
/// cooperative pool (two threads on a two-core host) or the queues that serve sockets.
/// At most `maxThreads` jobs run at once; the rest wait in FIFO order without holding a thread.
final class BlockingThreadPool: @unchecked Sendable {
    // @unchecked: every mutable field below is read and written only while holding `condition`.
    /// An idle worker exits after this long, so short-lived clients (tests) do not leak threads.
    static let idleExit: TimeInterval = 30

    private let condition = NSCondition()
    private let maxThreads: Int
    private let name: String
    private var jobs: [@Sendable () -> Void] = []
    private var jobsHead = 0
    private var threads = 0
    private var idle = 0

    init(maxThreads: Int, name: String) {
        precondition(maxThreads > 0, "a pool needs at least one thread")
        self.maxThreads = maxThreads
        self.name = name
    }

    /// Queues `job`; starts a thread when none is idle and the bound allows one.
    func submit(_ job: @escaping @Sendable () -> Void) {
        condition.lock()
        jobs.append(job)
        // Idle workers that have not woken yet will each take one queued job; spawn only for the excess.
        let spawn = jobs.count - jobsHead > idle && threads < maxThreads
        if spawn { threads += 1 }
        condition.signal()
        condition.unlock()
        if spawn {
            let thread = Thread { [self] in workLoop() }
            thread.name = name
            thread.start()
        }
    }

    private func workLoop() {
        condition.lock()
        while true {
            while jobsHead == jobs.count {
                idle += 1
                let signalled = condition.wait(until: Date(timeIntervalSinceNow: Self.idleExit))
                idle -= 1
                if !signalled && jobsHead == jobs.count {
                    threads -= 1
                    condition.unlock()
                    return
                }
            }
            let job = jobs[jobsHead]
            jobsHead += 1
            if jobsHead == jobs.count { jobs.removeAll(keepingCapacity: true); jobsHead = 0 }
            condition.unlock()
            job()
            condition.lock()
        }
    }
}
