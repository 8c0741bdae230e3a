@testable import HTTPServer

/// A `ConnectionStateMachine` driven the way `Connection` drives it, with a pretend socket and a
/// clock the test moves (as SwiftNIO tests a handler on an `EmbeddedChannel`): the test plays the
/// client and the handlers, and reads what the server wrote, whether it reads, its timer and close.
final class EmbeddedConnection {
    typealias Machine = ConnectionStateMachine
    private var machine: Machine
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
    /// Bytes of a write the pretend socket had no room for.
    private var unwritten: [UInt8]?
    /// Room left in the pretend socket's send buffer; nil: it takes everything.
    private var room: Int?
    /// The client took bytes since the driver last looked (what `SIOCOUTQ` tells the real one).
    private var clientTookBytes = false
    /// Answers requests at once, on the socket queue, as an `ImmediateResponder` does.
    private let immediate: (Request) -> Response?

    static let date = "Thu, 01 Jan 2026 00:00:00 GMT"

    init(limits: ServerLimits = .default, socketRoom: Int? = nil, immediate: @escaping (Request) -> Response? = { _ in nil }) {
        room = socketRoom
        self.immediate = immediate
        let clock = clock
        machine = Machine(
            limits: limits, errorResponse: { status, reason in .text(reason, status: status) },
            clock: ConnectionClock(now: { clock.now - clock.origin }, httpDate: { Self.date }))
        run(machine.opened())
    }

    // MARK: The client and the handlers

    func receive(_ text: String) {
        let bytes = Array(text.utf8)
        run(bytes.withUnsafeBytes { machine.bytesRead($0) })
    }

    /// The client shuts down its sending side.
    func clientHalfCloses() { run(machine.peerClosedInput()) }

    /// The oldest running handler answers (nil: it declines, and the connection closes).
    func finishHandler(_ response: Response?) {
        handling.removeFirst()
        run(machine.handlerFinished(response))
    }

    /// The client reads `count` bytes out of the socket. With `wakingTheWriter`, enough room freed
    /// for the kernel to report the socket writable; without, only a look at the send queue sees it.
    func clientTakes(_ count: Int, wakingTheWriter: Bool = true) {
        room = room.map { $0 + count }
        clientTookBytes = true
        if wakingTheWriter, unwritten != nil { run(flush()) }
    }

    func drain() { run(machine.drainStarted()) }
    func forceClose() { run(machine.close()) }

    /// Moves the clock, firing the timer each time its deadline passes on the way.
    func advance(by duration: Duration) {
        let target = now + duration
        while let deadline = timerDeadline, deadline <= target {
            now = deadline
            timerDeadline = nil
            if unwritten != nil && clientTookBytes { machine.clientTookBytes() }
            clientTookBytes = false
            run(machine.timerFired())
        }
        now = target
    }

    // MARK: Driving, as Connection does

    private func run(_ first: Machine.Actions?) {
        var next = first
        while let actions = next {
            switch actions.timer {
            case .arm(let duration): timerDeadline = now + duration
            case .cancel: timerDeadline = nil
            case nil: break
            }
            if let reading = actions.reading { isReadingPaused = reading == .pause }
            if case .nothing = actions.answered {} else { answered.append(actions.answered) }
            next = nil
            switch actions.effect {
            case .startHandler(let request):
                if let response = immediate(request) {
                    next = machine.handlerFinished(response)
                } else {
                    handling.append(request)
                }
            case .write(let wire):
                unwritten = wire.head + wire.tail + wire.body
                next = flush()
            case .close:
                isClosed = true
                timerDeadline = nil
            case .nothing:
                break
            }
        }
    }

    private func flush() -> Machine.Actions {
        let bytes = unwritten ?? []
        let taken = min(room ?? bytes.count, bytes.count)
        written += bytes[..<taken]
        room = room.map { $0 - taken }
        guard taken == bytes.count else {
            unwritten = Array(bytes[taken...])
            return machine.writeBlocked(progressed: taken > 0)
        }
        unwritten = nil
        return machine.writeCompleted()
    }
}

/// The time as the test has moved it.
final class ManualClock {
    let origin = ContinuousClock.now
    lazy var now = origin
}
