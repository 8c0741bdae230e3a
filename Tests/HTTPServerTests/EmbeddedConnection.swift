@testable import HTTPServer

/// A `ConnectionStateMachine` driven by the server's own `ConnectionDriver`, on a pretend socket
/// and a clock the test moves (as SwiftNIO tests a handler on an `EmbeddedChannel`): the test plays
/// the client and the handlers, and reads what the server wrote, whether it reads, its timer and
/// close. Only the port is pretend; what the driver does with the machine's actions is the real thing.
final class EmbeddedConnection {
    typealias Machine = ConnectionStateMachine
    private var driver: ConnectionDriver
    private let clock = ManualClock()
    private var now: ContinuousClock.Instant {
        get { clock.now }
        set { clock.now = newValue }
    }
    /// Requests whose handler was started and has not answered, oldest first.
    private(set) var handling: [Request] = []
    /// Every answer reported for the access log and metrics, in order.
    private(set) var answered: [Machine.Answered] = []
    private(set) var isClosed = false
    private(set) var isReadingPaused = false
    /// When the armed timer fires, if one is armed.
    private(set) var timerDeadline: ContinuousClock.Instant?
    /// Bytes written and not yet taken by `nextResponse`.
    var written: [UInt8] = []
    /// The driver waits for room in the pretend socket.
    private var waitingForRoom = false
    /// Room left in the pretend socket's send buffer; nil: it takes everything.
    private var room: Int?
    /// The client took bytes since the driver last looked (what `SIOCOUTQ` tells the real one).
    private var tookBytes = false
    /// Answers requests at once, on the socket queue, as an `ImmediateResponder` does.
    private let immediate: (Request) -> Response?

    static let date = "Thu, 01 Jan 2026 00:00:00 GMT"

    init(limits: ServerLimits = .default, socketRoom: Int? = nil, immediate: @escaping (Request) -> Response? = { _ in nil }) {
        room = socketRoom
        self.immediate = immediate
        let clock = clock
        driver = ConnectionDriver(
            Machine(
                limits: limits, errorResponse: { status, reason in .text(reason, status: status) },
                clock: ConnectionClock(now: { clock.now - clock.origin }, httpDate: { Self.date })))
        driver.handle(on: self) { $0.opened() }
    }

    // MARK: The client and the handlers

    func receive(_ text: String) {
        let bytes = Array(text.utf8)
        driver.handle(on: self) { machine in bytes.withUnsafeBytes { machine.bytesRead($0) } }
    }

    /// The client shuts down its sending side.
    func clientHalfCloses() { driver.handle(on: self) { $0.peerClosedInput() } }

    /// The oldest running handler answers (nil: it declines, and the connection closes).
    func finishHandler(_ response: Response?) {
        handling.removeFirst()
        driver.handle(on: self) { $0.handlerFinished(response) }
    }

    /// The client reads `count` bytes out of the socket. With `wakingTheWriter`, enough room freed
    /// for the kernel to report the socket writable; without, only a look at the send queue sees it.
    func clientTakes(_ count: Int, wakingTheWriter: Bool = true) {
        room = room.map { $0 + count }
        tookBytes = true
        if wakingTheWriter, waitingForRoom { driver.writable(on: self) }
    }

    func drain() { driver.handle(on: self) { $0.drainStarted() } }
    func forceClose() { driver.handle(on: self) { $0.close() } }

    /// Moves the clock, firing the timer each time its deadline passes on the way.
    func advance(by duration: Duration) {
        let target = now + duration
        while let deadline = timerDeadline, deadline <= target {
            now = deadline
            timerDeadline = nil
            driver.timerFired(on: self)
            tookBytes = false
        }
        now = target
    }
}

extension EmbeddedConnection: ConnectionPort {
    func write(_ wire: ResponseEncoder.Wire, from offset: Int) -> PortWrite {
        let bytes = (wire.head + wire.tail + wire.body)[offset...]
        let taken = min(room ?? bytes.count, bytes.count)
        guard taken > 0 else { return .wouldBlock }
        written += bytes.prefix(taken)
        room = room.map { $0 - taken }
        return .wrote(taken)
    }

    func waitForWritable(progressed: Bool) { waitingForRoom = true }
    func writeFinished() { waitingForRoom = false }

    func clientTookBytes() -> Bool {
        defer { tookBytes = false }
        return tookBytes
    }

    func setReading(paused: Bool) { isReadingPaused = paused }

    func setTimer(_ timer: Machine.Timer) {
        switch timer {
        case .arm(let duration): timerDeadline = now + duration
        case .cancel: timerDeadline = nil
        }
    }

    func startHandler(_ request: Request) -> HandlerStart {
        if let response = immediate(request) { return .answered(response) }
        handling.append(request)
        return .running
    }

    func close() {
        isClosed = true
        timerDeadline = nil
    }

    func report(_ answered: Machine.Answered) {
        if case .nothing = answered { return }
        self.answered.append(answered)
    }
}

/// The time as the test has moved it.
final class ManualClock {
    let origin = ContinuousClock.now
    lazy var now = origin
}
