import Dispatch
import Glibc

/// A connection's one timer, whose deadline moves with every phase (header read, idle, write).
///
/// Moving the deadline is just a store; the loop's timer is reprogrammed only when the new deadline
/// is earlier than the one it is set for. When it fires early it re-arms for the real deadline.
/// Not thread-safe: used only on its connection's socket loop.
struct ConnectionTimeout {
    private let timer: LoopTimer
    private var deadline = DispatchTime.distantFuture
    private var timerFiresAt = DispatchTime.distantFuture

    init(queue: SocketLoop) {
        timer = queue.makeTimerSource()
    }

    /// Activates the timer. `fired` runs on the queue each time it goes off and should ask
    /// `expired()` (this value lives inside the connection, so the handler reaches it from there).
    func start(_ fired: @escaping () -> Void) {
        timer.setEventHandler(handler: fired)
        timer.activate()
    }

    mutating func arm(_ duration: Duration) {
        deadline = .now() + .nanoseconds(Int(duration.nanoseconds))
        if deadline < timerFiresAt { program(deadline) }
    }

    mutating func disarm() {
        deadline = .distantFuture
    }

    /// Called when the timer fires: true when the deadline has passed; otherwise re-programs for it.
    mutating func expired() -> Bool {
        timerFiresAt = .distantFuture
        if deadline == .distantFuture { return false }
        if DispatchTime.now() < deadline {
            program(deadline)
            return false
        }
        return true
    }

    func cancel() {
        timer.cancel()
    }

    private mutating func program(_ time: DispatchTime) {
        timerFiresAt = time
        timer.schedule(deadline: time, leeway: .milliseconds(50))
    }
}

/// Bytes handed to the kernel on a connection, and how many of them the client had acknowledged at
/// the last check: together they tell a slow reader from a stalled one.
struct WriteProgress {
    var sent = 0
    private var taken = 0

    /// True when the client has acknowledged bytes since the last check (bytes written minus what
    /// is still unacknowledged in the socket's send queue, `SIOCOUTQ`), and remembers the count.
    mutating func clientTookBytes(_ fd: Int32) -> Bool {
        var unacknowledged: Int32 = 0
        guard ioctl(fd, UInt(TIOCOUTQ), &unacknowledged) == 0 else { return false }
        let nowTaken = sent - Int(unacknowledged)
        defer { taken = nowTaken }
        return nowTaken > taken
    }
}
