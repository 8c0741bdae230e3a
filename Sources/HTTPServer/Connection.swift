import CLinux
import HTTPTypes
import Dispatch
import Glibc
import Logging

/// What every connection needs from its server; immutable, shared by all connections.
struct ConnectionContext: Sendable {
    var limits: ServerLimits
    var logger: Logger
    /// Nil means no answer at all: the connection closes (`Server.init(…, respondOrClose:)`).
    var responder: @Sendable (Request) async -> Response?
    /// Answers from memory on the socket queue, without a Task, or nil to ask `responder`.
    var immediateResponder: ImmediateResponder?
    /// Turns a status and a sentence into the page a person sees (parse errors, timeouts).
    var errorResponse: @Sendable (_ status: HTTPResponse.Status, _ reason: String) -> Response
    var onClose: @Sendable (_ fd: Int32) -> Void
    /// Told of every answered request (after its access line), for metrics.
    var observe: @Sendable (CompletedRequest) -> Void
}

/// One answered request, as metrics see it: no path, no query, only the route pattern.
public struct CompletedRequest: Sendable {
    public var method: String
    /// The route pattern (`Response.route`), or `(server)` for the server's own error answers.
    public var route: String
    public var status: HTTPResponse.Status
    /// From the request's last byte read to its response handed to the socket.
    public var duration: Duration

    public init(method: String, route: String, status: HTTPResponse.Status, duration: Duration) {
        self.method = method
        self.route = route
        self.status = status
        self.duration = duration
    }

    /// What a server error answer (parse error, timeout, connection cap) is filed under.
    public static let serverRoute = "(server)"
}

/// One client connection: a non-blocking socket driven by its socket loop's read/write sources and a
/// timer. The rules of HTTP/1.1 live in `ConnectionStateMachine`; `ConnectionDriver` carries out
/// what it decides, and this class is the driver's port on a real socket: it reads, writes, arms
/// the timer, pauses reading and closes when told to.
///
/// The hot path, top to bottom: `readable` → the machine parses a request → an immediate answer
/// (static file, shared page) is handed back right there on the socket loop, or the responder
/// runs in a Task and hops back → `write` sends head, tail and body with one `sendmsg` → the
/// machine takes the next buffered request, or goes idle.
///
/// Thread-safety: every mutable property is touched only on `loop` (a serial queue); handlers run
/// in Tasks and hop back with `loop.async`. That is why `@unchecked Sendable` is safe here.
final class Connection: @unchecked Sendable {
    let fd: Int32
    /// The socket loop (a serial Dispatch queue and an epoll set per core) this connection lives on for its whole life.
    let loop: SocketLoop
    /// The socket's peer, stamped on every request it sends (the client, or the proxy in front).
    let peer: IPAddress?
    private let context: ConnectionContext
    private var driver: ConnectionDriver
    private var readSource: LoopSource?
    private var writeSource: LoopSource?
    private var readSuspended = false
    private var writeSuspended = true
    /// The request in hand, for its access line: from its parse to its answer.
    private var exchange: Exchange?
    /// Sources not yet cancelled; the descriptor closes when the last one is.
    private var liveSources = 0
    private var progress = WriteProgress()
    private var timeout: ConnectionTimeout

    init(fd: Int32, loop: SocketLoop, context: ConnectionContext, peer: IPAddress? = nil) {
        self.fd = fd
        self.loop = loop
        self.peer = peer
        self.context = context
        self.driver = ConnectionDriver(ConnectionStateMachine(limits: context.limits, errorResponse: context.errorResponse))
        self.timeout = ConnectionTimeout(queue: loop)
    }

    /// Starts reading; called once, on any thread.
    func start() {
        loop.async { [self] in
            let source = loop.makeReadSource(fileDescriptor: fd)
            source.setEventHandler { [unowned self] in readable() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            readSource = source
            timeout.start { [unowned self] in timerFired() }
            driver.handle(on: self) { $0.opened() }
            source.activate()
        }
    }

    /// Server shutdown: finish the request in flight (answered with `Connection: close`), close if idle.
    func drain() {
        loop.async { [self] in driver.handle(on: self) { $0.drainStarted() } }
    }

    /// Immediate close at the end of the shutdown grace period.
    func forceClose() {
        loop.async { [self] in driver.handle(on: self) { $0.close() } }
    }

    // MARK: Events in

    private func readable() {
        let fd = fd
        driver.handle(on: self) { machine in
            withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 1) { buffer in
                let count = recv(fd, buffer.baseAddress, buffer.count, 0)
                if count > 0 { return machine.bytesRead(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
                if count == 0 { return machine.peerClosedInput() }
                if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return nil }
                return machine.close()
            }
        }
    }

    private func timerFired() {
        guard timeout.expired() else { return }
        driver.timerFired(on: self)
    }
}

extension Connection: ConnectionPort {
    /// An immediate answer is made here, on the socket loop; any other runs the responder in a
    /// Task, off the socket loops, and hops back with its answer.
    func startHandler(_ request: Request) -> HandlerStart {
        exchange = Exchange(request)
        var request = request
        request.peer = peer
        let work: @Sendable () async -> Response?
        switch context.immediateResponder?(request) {
        case .answered(var response):
            // Cheap here: an immediate answer has its coding settled or made ahead.
            response.finish(for: request)
            return .answered(response)
        case .respond(let respond):
            work = respond
        case .declined, nil:
            let responder = context.responder
            let request = request
            work = { await responder(request) }
        }
        let finishing = request
        Task(executorPreference: HandlerExecutor.shared) { [self] in
            var answer = await work()
            answer?.finish(for: finishing)
            let finished = answer
            loop.async { [self] in driver.handle(on: self) { $0.handlerFinished(finished) } }
        }
        return .running
    }

    /// The access line and the metrics observation, once the answer is handed to the socket.
    func report(_ answered: ConnectionStateMachine.Answered) {
        switch answered {
        case .response(let response):
            guard let exchange else { return }
            let elapsed = ContinuousClock.now - exchange.started
            exchange.log(response, elapsed: elapsed, to: context.logger)
            context.observe(
                CompletedRequest(method: exchange.method, route: response.route, status: response.status, duration: elapsed))
        case .serverError(let status, let reason):
            context.logger.info("\(status) parse error: \(reason)")
            context.observe(CompletedRequest(method: "", route: CompletedRequest.serverRoute, status: status, duration: .zero))
        case .nothing:
            break
        }
    }

    func setTimer(_ timer: ConnectionStateMachine.Timer) {
        switch timer {
        case .arm(let duration): timeout.arm(duration)
        case .cancel: timeout.disarm()
        }
    }

    func setReading(paused: Bool) {
        guard let readSource, paused != readSuspended else { return }
        if paused { readSource.suspend() } else { readSource.resume() }
        readSuspended = paused
    }

    // MARK: Writing

    /// One `sendmsg` of what is left of head, tail and body, from `offset`. sendmsg rather than
    /// writev: MSG_NOSIGNAL, so a peer that went away is EPIPE, not SIGPIPE.
    func write(_ wire: ResponseEncoder.Wire, from offset: Int) -> PortWrite {
        let written = kiosk_send_pieces(
            fd, wire.head, wire.head.count, wire.tail, wire.tail.count, wire.body, wire.body.count, offset)
        if written > 0 {
            progress.sent += written
            return .wrote(written)
        }
        if written < 0 && errno == EINTR { return .interrupted }
        if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .wouldBlock }
        return .failed
    }

    /// Waits for room in the socket buffer.
    func waitForWritable(progressed: Bool) {
        if writeSource == nil {
            let source = loop.makeWriteSource(fileDescriptor: fd)
            source.setEventHandler { [unowned self] in driver.writable(on: self) }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            writeSource = source
            writeSuspended = false
            source.activate()
        } else if writeSuspended {
            writeSuspended = false
            writeSource?.resume()
        }
        if progressed { _ = progress.clientTookBytes(fd) }  // the baseline later looks compare against
    }

    func writeFinished() {
        guard !writeSuspended else { return }
        writeSource?.suspend()
        writeSuspended = true
    }

    func clientTookBytes() -> Bool { progress.clientTookBytes(fd) }

    // MARK: Teardown

    func close() {
        timeout.cancel()
        // A suspended source never runs its cancel handler; resume before cancelling.
        if let readSource {
            if readSuspended { readSource.resume() }
            readSuspended = false
            readSource.cancel()
        }
        if let writeSource {
            if writeSuspended { writeSource.resume() }
            writeSuspended = false
            writeSource.cancel()
        }
        if liveSources == 0 { closeDescriptor() }
    }

    /// The descriptor is closed only after every source watching it is cancelled; closing it
    /// earlier could let a new connection reuse the number while a source still watches it.
    private func sourceCancelled() {
        liveSources -= 1
        if liveSources == 0 { closeDescriptor() }
    }

    private func closeDescriptor() {
        Glibc.close(fd)
        context.onClose(fd)
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
    var milliseconds: Int64 { nanoseconds / 1_000_000 }
}
