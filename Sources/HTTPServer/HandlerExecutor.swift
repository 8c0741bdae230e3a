import Dispatch

/// Runs handler tasks on a concurrent Dispatch queue instead of Swift's cooperative pool.
///
/// The cooperative pool has one thread per core; anything that blocks one of those threads (a
/// library doing blocking I/O, a test's blocking socket) would stall every handler. A concurrent
/// queue lets Dispatch add threads when some block, and keeps handlers off the socket queues.
final class HandlerExecutor: TaskExecutor {
    let queue = DispatchQueue(label: "kiosk.http.handlers", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }

    static let shared = HandlerExecutor()
}
