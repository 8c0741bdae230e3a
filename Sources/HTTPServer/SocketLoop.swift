import CLinux
import Dispatch
import Glibc

/// One serial Dispatch queue per core the process may use (`CPUBudget`), with the epoll set of the
/// connections that live on it: every connection stays on one loop for its whole life, as an nginx
/// worker's connections do.
///
/// Why one Dispatch read source on an epoll set, not one per socket: on Linux every Dispatch source
/// of the process is watched by one epoll instance that a single manager thread drains, and each
/// firing costs that thread an `epoll_wait` share, two `epoll_ctl` (disarm, then re-arm when the
/// handler returns) and a `FIONREAD`, then a worker wake-up. With a source per socket that is paid
/// per request, and one process stops scaling at what that one thread can do. Here Dispatch wakes a
/// loop's queue once for a whole burst of ready connections; the loop keeps each socket registered
/// as it is in its own set (level-triggered, no re-arm), so a request answered from memory costs
/// `recv` and `sendmsg` and a share of one wake-up.
///
/// The vocabulary is Dispatch's, so `Connection` reads as before: `async`, read and write sources
/// with `suspend`/`resume`/`cancel`, a timer with `schedule(deadline:)`. Sources and timers are
/// used on the loop's queue only (a connection's code runs there); `async` may be called from
/// anywhere.
public final class SocketLoop: @unchecked Sendable {
    // @unchecked: every stored var below is read and written only on `queue`, a serial queue.

    /// Which loop this is (0..<count), for names and shards.
    public let index: Int
    /// The loop's serial queue: its sources, timers and connections run here and nowhere else.
    let queue: DispatchQueue
    private let epoll: Int32
    /// Fires when the epoll set has ready sockets; its handler drains them.
    private var readiness: DispatchSourceRead?
    /// Fires at the earliest connection deadline.
    private var wakeTimer: DispatchSourceTimer?

    private var registrations: [Int32: Registration] = [:]
    private var timers: [LoopTimer] = []
    /// No armed timer's deadline is earlier than this (uptime nanoseconds); a sweep finds the real ones.
    private var earliestDeadline = UInt64.max
    /// When `wakeTimer` is set to fire; it is moved only earlier, or after it fired.
    private var armedDeadline = UInt64.max
    /// Events taken from the set per `epoll_wait`.
    private static let batchCapacity = 256
    private let readyFDs = UnsafeMutablePointer<Int32>.allocate(capacity: SocketLoop.batchCapacity)
    private let readyMasks = UnsafeMutablePointer<UInt32>.allocate(capacity: SocketLoop.batchCapacity)

    /// Interest in one descriptor: at most one read and one write source, one epoll registration.
    private final class Registration {
        var read: LoopSource?
        var write: LoopSource?
        var registeredEvents: UInt32 = 0
    }

    init(index: Int, label: String) {
        self.index = index
        queue = DispatchQueue(label: label)
        epoll = kiosk_epoll_create()
        precondition(epoll >= 0, "epoll_create1: \(String(cString: strerror(errno)))")
        let readiness = DispatchSource.makeReadSource(fileDescriptor: epoll, queue: queue)
        let wakeTimer = DispatchSource.makeTimerSource(queue: queue)
        self.readiness = readiness
        self.wakeTimer = wakeTimer
        readiness.setEventHandler { [unowned self] in drainReady() }
        wakeTimer.setEventHandler { [unowned self] in timerFired() }
        readiness.activate()
        wakeTimer.activate()
    }

    /// Starts `count` loops; they live as long as the process.
    static func start(count: Int, name: String) -> [SocketLoop] {
        (0..<count).map { SocketLoop(index: $0, label: "\(name).\($0)") }
    }

    /// Runs `work` on the loop's queue, after what it is doing now.
    public func async(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }

    // MARK: Ready sockets

    /// Serves every ready socket, and asks again while a full batch came back, so one Dispatch
    /// wake-up serves a burst; a bounded number of rounds keeps other loops' work on this thread fair.
    private func drainReady() {
        for _ in 0..<4 {
            let count = Int(kiosk_epoll_wait(epoll, readyFDs, readyMasks, Int32(Self.batchCapacity), 0))
            guard count > 0 else { return }
            for i in 0..<count {
                let fd = readyFDs[i]
                let events = readyMasks[i]
                // Looked up per event: a source cancelled by an earlier event of this batch is gone.
                guard let registration = registrations[fd] else { continue }
                let failed = events & (kiosk_EPOLLERR | kiosk_EPOLLHUP) != 0
                if events & kiosk_EPOLLIN != 0 || failed, let source = registration.read, source.isLive {
                    source.handler?()
                }
                if events & kiosk_EPOLLOUT != 0 || failed, let source = registration.write, source.isLive {
                    source.handler?()
                }
            }
            if count < Self.batchCapacity { return }
        }
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
        let registration =
            registrations[source.fd]
            ?? {
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
        let operation =
            registration.registeredEvents == 0 ? kiosk_EPOLL_CTL_ADD : wanted == 0 ? kiosk_EPOLL_CTL_DEL : kiosk_EPOLL_CTL_MOD
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
        // A deadline moved later (every request pushes its connection's out) touches no Dispatch timer.
        if deadline < armedDeadline { arm(deadline) }
    }

    private func arm(_ deadline: UInt64) {
        armedDeadline = deadline
        wakeTimer?.schedule(deadline: DispatchTime(uptimeNanoseconds: deadline), leeway: .milliseconds(1))
    }

    private func timerFired() {
        armedDeadline = .max
        fireDueTimers()
        if earliestDeadline != .max { arm(earliestDeadline) }
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
/// cancel handler runs once, later, on the loop. On the loop's queue only.
public final class LoopSource {
    fileprivate unowned let loop: SocketLoop
    fileprivate let fd: Int32
    fileprivate let events: UInt32
    /// Run by the loop when the descriptor is ready and the source is live.
    fileprivate var handler: (() -> Void)?
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

    /// Called on the loop's queue.
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
