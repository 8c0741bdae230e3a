/// What a connection's driver does to the world around it: write to the socket, wait for room,
/// pause reading, set the timer, start handlers, close, and report answers. `Connection` is the
/// port on a real socket and its socket loop; the tests' `EmbeddedConnection` is one on a pretend
/// socket with a clock they move, so both run the same `ConnectionDriver`.
protocol ConnectionPort: AnyObject {
    /// One attempt to write what is left of `wire` from byte `offset` (head, tail, then body).
    func write(_ wire: ResponseEncoder.Wire, from offset: Int) -> PortWrite
    /// The socket is full: call `ConnectionDriver.writable` when it has room. `progressed`: some
    /// bytes went out first, so what the client has taken so far is the baseline for later looks.
    func waitForWritable(progressed: Bool)
    /// The write in hand is out: stop watching for room.
    func writeFinished()
    /// Whether the client took bytes since the last look, while a write waits for room.
    func clientTookBytes() -> Bool
    func setReading(paused: Bool)
    func setTimer(_ timer: ConnectionStateMachine.Timer)
    /// Makes the answer at once if it can (an answer from memory), else starts the handler and
    /// later reports its answer through `ConnectionDriver.handle`.
    func startHandler(_ request: Request) -> HandlerStart
    /// Cancels the sources and the timer and closes the socket.
    func close()
    /// An answer went out (or the server's own): the access line and the metrics observation.
    func report(_ answered: ConnectionStateMachine.Answered)
}

/// How one write attempt went.
enum PortWrite {
    case wrote(Int)
    /// The socket's buffer is full (EAGAIN).
    case wouldBlock
    /// A signal interrupted the call before anything was written (EINTR): try again.
    case interrupted
    /// The peer is gone or the socket failed: close.
    case failed
}

enum HandlerStart {
    /// Answered on the spot (nil: declined, and the connection closes).
    case answered(Response?)
    /// Running; its answer comes back later.
    case running
}

/// Carries out what a `ConnectionStateMachine` decides, on a `ConnectionPort`: one event in, its
/// actions out, and whatever the events they cause at once return (an immediate answer, a write
/// the socket takes whole, the next pipelined request); then the read side and the timer are set
/// as the machine last asked, so an answer made and written in one go (pause, then resume) costs
/// the port nothing. Not thread-safe: a connection drives it on its own serial queue.
struct ConnectionDriver {
    /// Bytes on their way out: the response being written, its head, and its body shared with the
    /// cache that holds it. Worst case per stalled reader: the head (about a kilobyte) and the
    /// kernel's socket buffer; the body is one array however many connections are writing it.
    private struct Outgoing {
        var wire: ResponseEncoder.Wire
        /// Bytes of `wire` (head, tail, then body) already written.
        var offset = 0
    }

    private var machine: ConnectionStateMachine
    private var outgoing: Outgoing?
    /// What the machine last asked of the read side, and what the port was last told.
    private var readingPaused = false
    private var portReadingPaused = false
    /// The machine's last word on the timer, given to the port once the actions are carried out.
    private var pendingTimer: ConnectionStateMachine.Timer?
    private(set) var isClosed = false

    init(_ machine: ConnectionStateMachine) {
        self.machine = machine
    }

    /// Feeds one event to the machine (`{ $0.bytesRead(bytes) }`), carries out its actions and those
    /// they lead to at once, then settles the read side and the timer. One loop rather than a
    /// function per step, so what a socket event leads to reads top to bottom here.
    mutating func handle<Port: ConnectionPort>(
        on port: Port, _ event: (inout ConnectionStateMachine) -> ConnectionStateMachine.Actions?
    ) {
        var next = event(&machine)
        while let actions = next {
            if let timer = actions.timer { pendingTimer = timer }
            if let reading = actions.reading { readingPaused = reading == .pause }
            next = nil
            switch actions.effect {
            case .startHandler(let request):
                if case .answered(let response) = port.startHandler(request) { next = machine.handlerFinished(response) }
            case .write(let wire):
                outgoing = Outgoing(wire: wire)
                next = flush(on: port)
            case .close:
                if !isClosed {
                    isClosed = true
                    outgoing = nil
                    port.close()
                }
            case .nothing:
                break
            }
            port.report(actions.answered)
        }
        settle(on: port)
    }

    /// The socket has room again.
    mutating func writable<Port: ConnectionPort>(on port: Port) {
        let flushed = flush(on: port)
        handle(on: port) { _ in flushed }
    }

    /// The timer's deadline passed. While a write waits for room, what the client took since the
    /// last look counts as progress.
    mutating func timerFired<Port: ConnectionPort>(on port: Port) {
        if outgoing != nil && port.clientTookBytes() { machine.clientTookBytes() }
        handle(on: port) { $0.timerFired() }
    }

    private mutating func settle<Port: ConnectionPort>(on port: Port) {
        guard !isClosed else { return }
        if let timer = pendingTimer {
            port.setTimer(timer)
            pendingTimer = nil
        }
        guard readingPaused != portReadingPaused else { return }
        port.setReading(paused: readingPaused)
        portReadingPaused = readingPaused
    }

    /// Writes what is left of the outgoing bytes, as far as the socket takes them, and tells the
    /// machine how it went.
    private mutating func flush<Port: ConnectionPort>(on port: Port) -> ConnectionStateMachine.Actions? {
        guard var out = outgoing else { return nil }
        var progressed = false
        while out.offset < out.wire.count {
            switch port.write(out.wire, from: out.offset) {
            case .wrote(let count):
                out.offset += count
                progressed = true
            case .interrupted:
                continue
            case .wouldBlock:
                // Back-pressure: the socket buffer is full; continue when it drains.
                outgoing = out
                port.waitForWritable(progressed: progressed)
                return machine.writeBlocked(progressed: progressed)
            case .failed:
                outgoing = nil
                return machine.close()
            }
        }
        outgoing = nil
        port.writeFinished()
        return machine.writeCompleted()
    }
}
