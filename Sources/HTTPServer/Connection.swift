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

/// One client connection: a non-blocking socket driven by Dispatch read/write sources and a timer.
///
/// The hot path, top to bottom: `readable` → `processBuffered` parses a request → an immediate
/// answer (static file, shared page) is `complete`d right there on the socket queue, or the
/// responder runs in a Task and hops back to `complete` → `send` writes head, tail and body with
/// one `sendmsg` → the next buffered request, or idle.
///
/// Thread-safety: every mutable property is touched only on `queue` (a serial queue); handlers run
/// in Tasks and hop back with `queue.async`. That is why `@unchecked Sendable` is safe here.
final class Connection: @unchecked Sendable {
    /// Where the connection is in its request/response cycle; what a phase needs travels with it.
    private enum State {
        /// Between requests: the keep-alive idle timeout runs.
        case idle
        /// Part of a request has arrived: the header timeout runs from its first byte.
        case reading
        /// A handler Task is working on a request; reading is paused.
        case handling
        /// A response (or a `100 Continue`) is going out.
        case writing(Outgoing)
        case closed
    }

    /// Bytes on their way out and what happens once the last one is written.
    private struct Outgoing {
        /// The response being written: its head, and its body shared with the cache that holds it.
        /// Worst case per stalled reader: the head (about a kilobyte) and the kernel's socket
        /// buffer; the body is one array however many connections are writing it, so stalled
        /// readers of a large page cost no copy each (Benchmarks/stalled.py measures it).
        var wire: ResponseEncoder.Wire
        /// Bytes of `wire` (head, tail, then body) already written.
        var offset = 0
        var then: AfterWrite
    }

    private enum AfterWrite {
        /// The answer is complete: on to the next request (or idle).
        case nextRequest
        /// The answer announced `Connection: close`, or the server is draining.
        case close
        /// It was a `100 Continue`: the request's body is still to be read.
        case continueReading
    }

    let fd: Int32
    /// The socket loop (a serial Dispatch queue and an epoll set per core) this connection lives on for its whole life.
    let queue: SocketLoop
    /// The socket's peer, stamped on every request it sends (the client, or the proxy in front).
    let peer: IPAddress?
    private let context: ConnectionContext
    private var parser: RequestParser
    private var state = State.idle
    /// The client shut down its sending side: answer what was asked, then close.
    private var peerClosed = false
    /// The server is shutting down: finish the request in flight, then close.
    private var draining = false
    private var readSource: LoopSource?
    private var writeSource: LoopSource?
    private var readSuspended = false
    private var writeSuspended = true
    /// Sources not yet cancelled; the descriptor closes when the last one is.
    private var liveSources = 0
    private var progress = WriteProgress()
    private var timeout: ConnectionTimeout

    init(fd: Int32, queue: SocketLoop, context: ConnectionContext, peer: IPAddress? = nil) {
        self.fd = fd
        self.queue = queue
        self.peer = peer
        self.context = context
        self.parser = RequestParser(limits: context.limits)
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
            timeout.start { [unowned self] in
                if timeout.expired() { timedOut() }
            }
            timeout.arm(context.limits.keepAliveIdleTimeout)
            source.activate()
        }
    }

    /// Server shutdown: finish the request in flight (answered with `Connection: close`), close if idle.
    func drain() {
        queue.async { [self] in
            draining = true
            if isBetweenAnswers { close() }
        }
    }

    /// Immediate close at the end of the shutdown grace period.
    func forceClose() {
        queue.async { [self] in close() }
    }

    /// Idle or reading: no answer is being made or written.
    private var isBetweenAnswers: Bool {
        switch state {
        case .idle, .reading: true
        case .handling, .writing, .closed: false
        }
    }

    // MARK: Reading

    private func readable() {
        let count = withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 1) { buffer -> Int in
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { parser.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
            return count
        }
        if count > 0 {
            switch state {
            case .idle:
                state = .reading
                // The header deadline runs from the first byte and is not extended by later
                // bytes: a client trickling one byte a second must not hold the slot forever.
                timeout.arm(context.limits.headerReadTimeout)
            case .reading where !parser.isReadingHead:
                timeout.arm(context.limits.keepAliveIdleTimeout)
            default:
                break
            }
            processBuffered()
        } else if count == 0 {
            peerClosed = true
            if isBetweenAnswers { close() } else { suspendReading() }
        } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
            close()
        }
    }

    /// Answers the complete requests in the buffer, in order (pipelined requests wait here). An
    /// immediate answer that is written at once lets the loop go on to the next one; a handler
    /// Task or a write that must wait for the socket ends it, and `processBuffered` runs again
    /// when that answer is out.
    private func processBuffered() {
        while isBetweenAnswers {
            var request: Request
            do {
                guard let next = try parser.next() else {
                    waitForMoreBytes()
                    return
                }
                request = next
                request.peer = peer
            } catch {
                // A request that was framed correctly (a malformed query) leaves the connection
                // usable: the loop goes on to the requests pipelined after it.
                respondWithError(status: error.status, reason: error.reason, close: error.closesConnection)
                continue
            }
            let exchange = Exchange(request)
            if let immediate = context.immediateResponder, var response = immediate(&request) {
                // Cheap here: an immediate answer has its coding settled or made ahead.
                response.finish(for: request)
                complete(exchange, with: response)
            } else {
                handle(request, exchange)
            }
        }
    }

    /// No complete request is buffered: send `100 Continue` if the client waits for it, or go idle.
    private func waitForMoreBytes() {
        if parser.needsContinue {
            parser.markContinueSent()
            send(ResponseEncoder.continueResponse, then: .continueReading)
        } else if !parser.hasBufferedBytes, case .reading = state {
            state = .idle
            timeout.arm(context.limits.keepAliveIdleTimeout)
        }
    }

    private func respondWithError(status: Int, reason: String, close: Bool) {
        let response = context.errorResponse(status, reason)
        context.logger.info("\(status) parse error: \(reason)")
        context.observe(CompletedRequest(method: "", route: CompletedRequest.serverRoute, status: status, duration: .zero))
        let closing = close || draining
        let wire = ResponseEncoder.encode(response, isHead: false, close: closing, version: .http1_1, date: HTTPDate.now())
        send(wire, then: closing ? .close : .nextRequest)
    }

    // MARK: Handling

    /// Runs the responder in a Task, off the socket queues, and completes the exchange back here.
    private func handle(_ request: Request, _ exchange: Exchange) {
        state = .handling
        timeout.disarm()
        suspendReading()
        let context = context
        Task(executorPreference: HandlerExecutor.shared) { [self] in
            var answer = await context.responder(request)
            answer?.finish(for: request)
            let finished = answer
            queue.async { [self] in
                // Shutdown may have force-closed the connection while the handler ran; its
                // descriptor number may already belong to someone else.
                guard case .handling = state else { return }
                guard let finished else {
                    close()  // the responder chose not to answer
                    return
                }
                complete(exchange, with: finished)
                if case .idle = state { processBuffered() }
            }
        }
    }

    /// The one place an exchange ends: its answer is handed to the socket and its access line is
    /// logged. Every parsed request passes here exactly once (unless the connection closed first).
    private func complete(_ exchange: Exchange, with response: Response) {
        let closing = exchange.closesConnection(draining: draining, peerClosed: peerClosed)
        send(exchange.wire(for: response, closing: closing), then: closing ? .close : .nextRequest)
        let elapsed = ContinuousClock.now - exchange.started
        exchange.log(response, elapsed: elapsed, to: context.logger)
        context.observe(CompletedRequest(method: exchange.method, route: response.route, status: response.status, duration: elapsed))
    }

    // MARK: Writing

    /// Writes `wire` now, as far as the socket takes it; the rest goes out when the socket drains.
    private func send(_ wire: ResponseEncoder.Wire, then: AfterWrite) {
        state = .writing(Outgoing(wire: wire, then: then))
        flush()
    }

    /// The write source fired: the socket has room again.
    private func writable() {
        flush()
        // Bytes may have arrived while the answer (or a 100 Continue) was going out.
        if isBetweenAnswers { processBuffered() }
    }

    /// Writes what is left of the outgoing bytes; when all are out, moves on as the answer said.
    private func flush() {
        guard case .writing(var out) = state else { return }
        var madeProgress = false
        while out.offset < out.wire.count {
            let written = Self.writeSome(fd, out.wire, from: out.offset)
            if written > 0 {
                out.offset += written
                progress.sent += written
                madeProgress = true
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // Back-pressure: the socket buffer is full; continue when it drains.
                state = .writing(out)
                waitForWritable(madeProgress: madeProgress)
                return
            } else {
                close()
                return
            }
        }
        if !writeSuspended {
            writeSource?.suspend()
            writeSuspended = true
        }
        switch out.then {
        case .continueReading:
            state = .reading
            timeout.arm(context.limits.keepAliveIdleTimeout)
            resumeReading()
        case .close:
            close()
        case .nextRequest where draining:
            // Shutting down: this response went out (maybe before the drain began, so without
            // `Connection: close`); end the connection now rather than wait out the grace period idle.
            close()
        case .nextRequest:
            state = .idle
            timeout.arm(context.limits.keepAliveIdleTimeout)
            resumeReading()
        }
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
                            vector[pieces] = iovec(iov_base: UnsafeMutableRawPointer(mutating: piece.baseAddress! + skip),
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

    /// Waits for room in the socket buffer. The write timeout counts from the last write that made
    /// progress, as nginx's `send_timeout` does: a reader that keeps reading, however slowly, gets the
    /// whole response; one that reads nothing for the whole timeout is cut off and frees its slot.
    /// Reading pauses meanwhile, so a client that pipelines but does not read cannot fill our buffer.
    private func waitForWritable(madeProgress: Bool) {
        suspendReading()
        if writeSource == nil {
            let source = queue.makeWriteSource(fileDescriptor: fd)
            source.setEventHandler { [unowned self] in writable() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            writeSource = source
            writeSuspended = false
            timeout.arm(context.limits.writeTimeout)
            source.activate()
        } else if writeSuspended {
            writeSuspended = false
            timeout.arm(context.limits.writeTimeout)
            writeSource?.resume()
        } else if madeProgress {
            timeout.arm(context.limits.writeTimeout)
        }
        if madeProgress { _ = progress.clientTookBytes(fd) }  // the baseline the timeout compares against
    }

    // MARK: Timers and teardown

    private func timedOut() {
        switch state {
        case .reading:
            respondWithError(status: 408, reason: "The request did not arrive in time.", close: true)
        case .writing:
            // The kernel reports the socket writable only when a third of its send buffer
            // (autotuned up to 4 MiB) has drained, so a slow reader can go many seconds between
            // our writes while taking bytes all along: what it took counts as progress too.
            if progress.clientTookBytes(fd) {
                timeout.arm(context.limits.writeTimeout)
                return
            }
            close()
        case .idle:
            close()
        case .handling, .closed:
            break
        }
    }

    private func suspendReading() {
        guard !readSuspended, let readSource else { return }
        readSource.suspend()
        readSuspended = true
    }

    private func resumeReading() {
        guard readSuspended, let readSource, !peerClosed else { return }
        readSource.resume()
        readSuspended = false
    }

    private func close() {
        if case .closed = state { return }
        state = .closed
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
