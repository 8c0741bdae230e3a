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
    var errorResponse: @Sendable (_ status: Int, _ reason: String) -> Response
    var onClose: @Sendable (_ fd: Int32) -> Void
    /// Told of every answered request (after its access line), for metrics.
    var observe: @Sendable (CompletedRequest) -> Void
}

/// One answered request, as metrics see it: no path, no query, only the route pattern.
public struct CompletedRequest: Sendable {
    public var method: String
    /// The route pattern (`Response.route`), or `(server)` for the server's own error answers.
    public var route: String
    public var status: Int
    /// From the request's last byte read to its response handed to the socket.
    public var duration: Duration

    public init(method: String, route: String, status: Int, duration: Duration) {
        self.method = method
        self.route = route
        self.status = status
        self.duration = duration
    }

    /// What a server error answer (parse error, timeout, connection cap) is filed under.
    public static let serverRoute = "(server)"
}

/// One client connection: a non-blocking socket driven by its socket loop's read/write sources and a timer,
/// carrying out what its `ConnectionStateMachine` decides. The rules of HTTP/1.1 live there; this
/// class only reads, writes, arms the timer, pauses reading and closes when told to.
///
/// The hot path, top to bottom: `readable` → the machine parses a request → an immediate answer
/// (static file, shared page) is handed back right there on the socket queue, or the responder
/// runs in a Task and hops back → `flush` writes head, tail and body with one `sendmsg` → the
/// machine takes the next buffered request, or goes idle.
///
/// Thread-safety: every mutable property is touched only on `queue` (a serial queue); handlers run
/// in Tasks and hop back with `queue.async`. That is why `@unchecked Sendable` is safe here.
final class Connection: @unchecked Sendable {
    /// Bytes on their way out: the response being written, its head, and its body shared with the
    /// cache that holds it. Worst case per stalled reader: the head (about a kilobyte) and the
    /// kernel's socket buffer; the body is one array however many connections are writing it.
    private struct Outgoing {
        var wire: ResponseEncoder.Wire
        /// Bytes of `wire` (head, tail, then body) already written.
        var offset = 0
    }

    let fd: Int32
    /// The socket loop (a serial Dispatch queue and an epoll set per core) this connection lives on for its whole life.
    let queue: SocketLoop
    /// The socket's peer, stamped on every request it sends (the client, or the proxy in front).
    let peer: IPAddress?
    private let context: ConnectionContext
    private var machine: ConnectionStateMachine
    private var readSource: LoopSource?
    private var writeSource: LoopSource?
    private var readSuspended = false
    private var writeSuspended = true
    /// What the machine last asked of the read side; applied once its actions are all carried out,
    /// so an answer made and written in one go (pause, then resume) costs no suspend and resume.
    private var readingPaused = false
    /// The machine's last word on the timer, applied in the same way.
    private var pendingTimer: ConnectionStateMachine.Timer?
    /// The request in hand, for its access line: from its parse to its answer.
    private var exchange: Exchange?
    /// A write the socket could not take whole; the rest goes out when it has room.
    private var outgoing: Outgoing?
    /// Sources not yet cancelled; the descriptor closes when the last one is.
    private var liveSources = 0
    private var isClosed = false
    private var progress = WriteProgress()
    private var timeout: ConnectionTimeout

    init(fd: Int32, queue: SocketLoop, context: ConnectionContext, peer: IPAddress? = nil) {
        self.fd = fd
        self.queue = queue
        self.peer = peer
        self.context = context
        self.machine = ConnectionStateMachine(limits: context.limits, errorResponse: context.errorResponse)
        self.timeout = ConnectionTimeout(queue: queue)
    }

    /// Starts reading; called once, on any thread.
    func start() {
        queue.async { [self] in
            let source = queue.makeReadSource(fileDescriptor: fd)
            source.setEventHandler { [unowned self] in readable() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            readSource = source
            timeout.start { [unowned self] in timerFired() }
            run(machine.opened())
            source.activate()
        }
    }

    /// Server shutdown: finish the request in flight (answered with `Connection: close`), close if idle.
    func drain() {
        queue.async { [self] in run(machine.drainStarted()) }
    }

    /// Immediate close at the end of the shutdown grace period.
    func forceClose() {
        queue.async { [self] in run(machine.close()) }
    }

    // MARK: Events in

    private func readable() {
        let actions = withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 1) { buffer in
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return machine.bytesRead(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
            if count == 0 { return machine.peerClosedInput() }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return ConnectionStateMachine.Actions() }
            return machine.close()
        }
        run(actions)
    }

    /// The socket has room again.
    private func writable() {
        run(flush())
    }

    private func timerFired() {
        guard timeout.expired() else { return }
        // A blocked write: what the client took since the last look counts as progress.
        if outgoing != nil && progress.clientTookBytes(fd) { machine.clientTookBytes() }
        run(machine.timerFired())
    }

    // MARK: Actions out

    /// Carries out `first` and whatever the events it causes at once return (an immediate answer,
    /// a write the socket takes whole, the next pipelined request), then settles the read side and
    /// the timer as the machine last asked.
    private func run(_ first: ConnectionStateMachine.Actions?) {
        var next = first
        while let actions = next {
            next = execute(actions)
        }
        settle()
    }

    private func execute(_ actions: ConnectionStateMachine.Actions) -> ConnectionStateMachine.Actions? {
        if let timer = actions.timer { pendingTimer = timer }
        if let reading = actions.reading { readingPaused = reading == .pause }
        var next: ConnectionStateMachine.Actions?
        switch actions.effect {
        case .startHandler(let request):
            exchange = Exchange(request)
            next = startHandler(request)
        case .write(let wire):
            outgoing = Outgoing(wire: wire)
            next = flush()
        case .close:
            close()
        case .nothing:
            break
        }
        report(actions.answered)
        return next
    }

    /// An immediate answer is made here, on the socket queue; any other runs the responder in a
    /// Task, off the socket queues, and hops back with its answer.
    private func startHandler(_ request: Request) -> ConnectionStateMachine.Actions? {
        // Declining, the immediate responder may leave what it worked out in the request for the responder.
        var request = request
        request.peer = peer
        if let immediate = context.immediateResponder, var response = immediate(&request) {
            // Cheap here: an immediate answer has its coding settled or made ahead.
            response.finish(for: request)
            return machine.handlerFinished(response)
        }
        let context = context
        let prepared = request
        Task(executorPreference: HandlerExecutor.shared) { [self] in
            var answer = await context.responder(prepared)
            answer?.finish(for: prepared)
            let finished = answer
            queue.async { [self] in run(machine.handlerFinished(finished)) }
        }
        return nil
    }

    /// The access line and the metrics observation, once the answer is handed to the socket.
    private func report(_ answered: ConnectionStateMachine.Answered) {
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

    private func settle() {
        guard !isClosed else { return }
        switch pendingTimer {
        case .arm(let duration): timeout.arm(duration)
        case .cancel: timeout.disarm()
        case nil: break
        }
        pendingTimer = nil
        guard let readSource, readingPaused != readSuspended else { return }
        if readingPaused { readSource.suspend() } else { readSource.resume() }
        readSuspended = readingPaused
    }

    // MARK: Writing

    /// Writes what is left of the outgoing bytes, as far as the socket takes them, and tells the
    /// machine how it went.
    private func flush() -> ConnectionStateMachine.Actions? {
        guard var out = outgoing else { return nil }
        var progressed = false
        while out.offset < out.wire.count {
            let written = Self.writeSome(fd, out.wire, from: out.offset)
            if written > 0 {
                out.offset += written
                progress.sent += written
                progressed = true
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // Back-pressure: the socket buffer is full; continue when it drains.
                outgoing = out
                waitForWritable()
                if progressed { _ = progress.clientTookBytes(fd) }  // the baseline later looks compare against
                return machine.writeBlocked(progressed: progressed)
            } else {
                outgoing = nil
                return machine.close()
            }
        }
        outgoing = nil
        if !writeSuspended {
            writeSource?.suspend()
            writeSuspended = true
        }
        return machine.writeCompleted()
    }

    /// One `sendmsg` of what is left of head, tail and body, from `offset`; the byte count written,
    /// or -1 with `errno`. sendmsg rather than writev: MSG_NOSIGNAL, so a peer that went away is
    /// EPIPE, not SIGPIPE.
    private static func writeSome(_ fd: Int32, _ wire: ResponseEncoder.Wire, from offset: Int) -> Int {
        wire.head.withUnsafeBytes { head in
            wire.tail.withUnsafeBytes { tail in
                wire.body.withUnsafeBytes { body in
                    withUnsafeTemporaryAllocation(of: iovec.self, capacity: 3) { vector in
                        var pieces = 0
                        var skip = offset
                        func add(_ piece: UnsafeRawBufferPointer) {
                            guard skip < piece.count else {
                                skip -= piece.count
                                return
                            }
                            vector[pieces] = iovec(
                                iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress! + skip),
                                iov_len: piece.count - skip)
                            pieces += 1
                            skip = 0
                        }
                        add(head)
                        add(tail)
                        add(body)
                        var message = msghdr()
                        message.msg_iov = vector.baseAddress
                        message.msg_iovlen = pieces
                        return sendmsg(fd, &message, Int32(MSG_NOSIGNAL))
                    }
                }
            }
        }
    }

    /// Waits for room in the socket buffer.
    private func waitForWritable() {
        if writeSource == nil {
            let source = queue.makeWriteSource(fileDescriptor: fd)
            source.setEventHandler { [unowned self] in writable() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            writeSource = source
            writeSuspended = false
            source.activate()
        } else if writeSuspended {
            writeSuspended = false
            writeSource?.resume()
        }
    }

    // MARK: Teardown

    private func close() {
        guard !isClosed else { return }
        isClosed = true
        outgoing = nil
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
