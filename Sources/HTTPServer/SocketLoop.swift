import CLinux
import Dispatch
import Glibc
import Locking

/// One event-loop thread with its own epoll instance: the server runs one per core it may use
/// (`CPUBudget`), and every connection lives on one loop for its whole life, as an nginx worker's
/// connections do.
///
/// Why not Dispatch sources: on Linux every Dispatch source of the process is watched by one epoll
/// instance that one manager thread drains. Each request costs that thread a share of an
/// `epoll_wait`, two `epoll_ctl` (disarm when the source fires, re-arm when its handler returns)
/// and a `FIONREAD`, then a wake-up of a worker thread, so one process stops scaling at what that
/// single thread can do, however many cores it has. A loop here keeps a readable
/// socket registered as it is (level-triggered, no re-arm), runs the connection's code on the thread
/// that saw the event, and makes no system call but `recv` and `sendmsg` for a request answered
/// from memory.
///
/// The vocabulary is Dispatch's, so `Connection` reads as before: `async`, read and write sources
/// with `suspend`/`resume`/`cancel`, a timer with `schedule(deadline:)`. Sources and timers are
/// used on the loop's own thread only (a connection's code runs there); `async` may be called from
/// any thread.
public final class SocketLoop: @unchecked Sendable {
    /// Which loop this is (0..<count), for names and shards.
    public let index: Int
    private let epoll: Int32
    /// Written when work arrives from another thread while the loop may be waiting.
    private let wakeup: Int32
    /// Work handed in from other threads (a connection's start, a handler's answer, shutdown);
    /// the only state of a loop another thread touches, and one loop's own lock, never a process-wide one.
    private let inbox = Mutex(Inbox())

    private struct Inbox: @unchecked Sendable {
        var work: [() -> Void] = []
    }

    private var threadName = ""

    // Loop-thread state from here on.
    private var registrations: [Int32: Registration] = [:]
    private var timers: [LoopTimer] = []
    /// No armed timer's deadline is earlier than this (uptime nanoseconds); a sweep finds the real ones.
    private var earliestDeadline = UInt64.max

    /// Interest in one descriptor: at most one read and one write source, one epoll registration.
    private final class Registration {
        var read: LoopSource?
        var write: LoopSource?
        var registeredEvents: UInt32 = 0
    }

    init(index: Int) {
        self.index = index
        epoll = kiosk_epoll_create()
        wakeup = kiosk_eventfd()
        precondition(epoll >= 0 && wakeup >= 0, "epoll/eventfd: \(String(cString: strerror(errno)))")
        _ = kiosk_epoll_ctl(epoll, kiosk_EPOLL_CTL_ADD, wakeup, kiosk_EPOLLIN)
    }

    /// Starts `count` loops, each on a thread of its own that lives as long as the process.
    static func start(count: Int, name: String) -> [SocketLoop] {
        (0..<count).map { index in
            let loop = SocketLoop(index: index)
            loop.spawnThread(name: "\(name).\(index)")
            return loop
        }
    }

    private func spawnThread(name: String) {
        threadName = String(name.suffix(15))  // Linux thread names are at most 15 bytes
        let box = Unmanaged.passRetained(self)
        var thread = pthread_t()
        let result = pthread_create(&thread, nil, { argument in
            let loop = Unmanaged<SocketLoop>.fromOpaque(argument!).takeRetainedValue()
            kiosk_set_thread_name(loop.threadName)
            loop.run()
            return nil
        }, box.toOpaque())
        precondition(result == 0, "pthread_create: \(result)")
        pthread_detach(thread)
    }

    /// Runs `work` on the loop's thread, after what it is doing now (like `DispatchQueue.async`).
    public func async(_ work: @escaping @Sendable () -> Void) {
        let wasEmpty = inbox.withLock { inbox -> Bool in
            inbox.work.append(work)
            return inbox.work.count == 1
        }
        // One wake-up per batch: the loop empties the inbox whole, so the next arrival writes again.
        if wasEmpty {
            var one: UInt64 = 1
            _ = write(wakeup, &one, 8)
        }
    }

    // MARK: The loop

    private func run() {
        let capacity = 256
        let fds = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        let masks = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
        while true {
            drainInbox()
            fireDueTimers()
            let count = kiosk_epoll_wait(epoll, fds, masks, Int32(capacity), waitMilliseconds())
            if count < 0 { continue }  // EINTR
            for i in 0..<Int(count) {
                let fd = fds[i]
                let events = masks[i]
                if fd == wakeup {
                    var value: UInt64 = 0
                    _ = read(wakeup, &value, 8)
                    continue
                }
                // Looked up per event: a source cancelled by an earlier event of this batch is gone.
                guard let registration = registrations[fd] else { continue }
                let failed = events & (kiosk_EPOLLERR | kiosk_EPOLLHUP) != 0
                if events & kiosk_EPOLLIN != 0 || failed, let source = registration.read, source.isLive {
                    source.fire()
                }
                if events & kiosk_EPOLLOUT != 0 || failed, let source = registration.write, source.isLive {
                    source.fire()
                }
            }
        }
    }

    private func drainInbox() {
        while true {
            let work = inbox.withLock { inbox -> [() -> Void] in
                defer { inbox.work = [] }
                return inbox.work
            }
            if work.isEmpty { return }
            for item in work { item() }
        }
    }

    /// Until the earliest timer, or at once when work came in meanwhile; -1 (no timeout) when none is armed.
    private func waitMilliseconds() -> Int32 {
        if inbox.withLock({ !$0.work.isEmpty }) { return 0 }
        guard earliestDeadline != .max else { return -1 }
        let now = DispatchTime.now().uptimeNanoseconds
        guard earliestDeadline > now else { return 0 }
        return Int32(min((earliestDeadline - now + 999_999) / 1_000_000, 60_000))
    }

    // MARK: Sources

    /// A read source on `fd`, inactive until `activate()` (as Dispatch's).
    public func makeReadSource(fileDescriptor fd: Int32) -> LoopSource {
        LoopSource(loop: self, fd: fd, events: kiosk_EPOLLIN)
    }

    /// A write source on `fd`, inactive until `activate()`.
    public func makeWriteSource(fileDescriptor fd: Int32) -> LoopSource {
        LoopSource(loop: self, fd: fd, events: kiosk_EPOLLOUT)
    }

    /// A timer, inactive until `activate()`.
    public func makeTimerSource() -> LoopTimer {
        LoopTimer(loop: self)
    }

    fileprivate func attach(_ source: LoopSource) {
        let registration = registrations[source.fd] ?? {
            let made = Registration()
            registrations[source.fd] = made
            return made
        }()
        if source.events == kiosk_EPOLLIN { registration.read = source } else { registration.write = source }
    }

    fileprivate func detach(_ source: LoopSource) {
        guard let registration = registrations[source.fd] else { return }
        if registration.read === source { registration.read = nil }
        if registration.write === source { registration.write = nil }
        updateInterest(source.fd)
    }

    /// Brings the epoll registration of `fd` in line with its sources: one `epoll_ctl` only when the
    /// set of wanted events changes (a handler or a full socket buffer pauses reading; a request
    /// answered from memory changes nothing).
    fileprivate func updateInterest(_ fd: Int32) {
        guard let registration = registrations[fd] else { return }
        var wanted: UInt32 = 0
        if let read = registration.read, read.isWatching { wanted |= kiosk_EPOLLIN }
        if let write = registration.write, write.isWatching { wanted |= kiosk_EPOLLOUT }
        if registration.read == nil && registration.write == nil {
            registrations[fd] = nil
        }
        guard wanted != registration.registeredEvents else { return }
        let operation = registration.registeredEvents == 0 ? kiosk_EPOLL_CTL_ADD : wanted == 0 ? kiosk_EPOLL_CTL_DEL : kiosk_EPOLL_CTL_MOD
        _ = kiosk_epoll_ctl(epoll, operation, fd, wanted)
        registration.registeredEvents = wanted
    }

    // MARK: Timers

    fileprivate func add(_ timer: LoopTimer) {
        timer.slot = timers.count
        timers.append(timer)
    }

    fileprivate func remove(_ timer: LoopTimer) {
        guard let slot = timer.slot else { return }
        let last = timers.removeLast()
        if last !== timer {
            timers[slot] = last
            last.slot = slot
        }
        timer.slot = nil
    }

    fileprivate func scheduled(_ deadline: UInt64) {
        if deadline < earliestDeadline { earliestDeadline = deadline }
    }

    /// Fires every timer whose deadline has passed; a sweep over the loop's timers, run only when the
    /// earliest deadline is reached (a connection's timeout mostly moves later before it is due).
    private func fireDueTimers() {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now >= earliestDeadline else { return }
        var due: [LoopTimer] = []
        var earliest = UInt64.max
        for timer in timers {
            if timer.deadline <= now {
                timer.deadline = .max
                due.append(timer)
            } else if timer.deadline < earliest {
                earliest = timer.deadline
            }
        }
        earliestDeadline = earliest
        for timer in due where timer.slot != nil { timer.handler?() }
    }
}

/// A read or write source on a `SocketLoop`, with Dispatch's rules: created inactive, `activate()`
/// once; `suspend()`/`resume()` nest; after `cancel()` the event handler never runs again and the
/// cancel handler runs once, later, on the loop. Loop thread only.
public final class LoopSource {
    fileprivate unowned let loop: SocketLoop
    fileprivate let fd: Int32
    fileprivate let events: UInt32
    private var handler: (() -> Void)?
    private var cancelHandler: (() -> Void)?
    private var active = false
    private var suspendCount = 0
    private var cancelled = false

    fileprivate init(loop: SocketLoop, fd: Int32, events: UInt32) {
        self.loop = loop
        self.fd = fd
        self.events = events
    }

    fileprivate var isLive: Bool { active && !cancelled && suspendCount == 0 }
    fileprivate var isWatching: Bool { isLive }

    public func setEventHandler(handler: @escaping () -> Void) { self.handler = handler }
    public func setCancelHandler(handler: @escaping () -> Void) { cancelHandler = handler }

    fileprivate func fire() { handler?() }

    public func activate() {
        guard !active, !cancelled else { return }
        active = true
        loop.attach(self)
        loop.updateInterest(fd)
    }

    public func suspend() {
        suspendCount += 1
        if suspendCount == 1 { loop.updateInterest(fd) }
    }

    public func resume() {
        precondition(suspendCount > 0, "resume() of a source that is not suspended")
        suspendCount -= 1
        if suspendCount == 0 { loop.updateInterest(fd) }
    }

    public func cancel() {
        guard !cancelled else { return }
        cancelled = true
        handler = nil
        if active { loop.detach(self) }
        if let cancelHandler {
            self.cancelHandler = nil
            nonisolated(unsafe) let run = cancelHandler
            loop.async { run() }
        }
    }
}

/// A one-shot timer on a `SocketLoop`: `schedule(deadline:)` sets when its handler runs (once per
/// schedule). Leeway is accepted for Dispatch's signature; the loop's wait is in milliseconds.
public final class LoopTimer {
    fileprivate unowned let loop: SocketLoop
    fileprivate var handler: (() -> Void)?
    fileprivate var deadline = UInt64.max
    /// Index in the loop's timer list while active.
    fileprivate var slot: Int?

    fileprivate init(loop: SocketLoop) {
        self.loop = loop
    }

    public func setEventHandler(handler: @escaping () -> Void) { self.handler = handler }

    /// Called on the loop thread.
    public func activate() {
        guard slot == nil else { return }
        loop.add(self)
        if deadline != .max { loop.scheduled(deadline) }
    }

    public func schedule(deadline: DispatchTime, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.deadline = deadline.uptimeNanoseconds
        if slot != nil { loop.scheduled(self.deadline) }
    }

    public func cancel() {
        handler = nil
        deadline = .max
        loop.remove(self)
    }
}
