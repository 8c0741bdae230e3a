import Dispatch
import Glibc
import Logging

/// What every connection needs from its server; immutable, shared by all connections.
struct ConnectionContext: Sendable {
    var limits: ServerLimits
    var logger: Logger
    var responder: Responder
    /// Turns a status and a sentence into the page a person sees (parse errors, timeouts).
    var errorResponse: @Sendable (_ status: Int, _ reason: String) -> Response
    /// Last step before encoding (compression); runs off the socket queues.
    var finish: @Sendable (_ request: Request, _ response: inout Response) -> Void
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
/// Thread-safety: every mutable property is touched only on `queue` (a serial queue); handlers run
/// in Tasks and hop back with `queue.async`. That is why `@unchecked Sendable` is safe here.
final class Connection: @unchecked Sendable {
    private enum State { case idle, reading, handling, writing, closed }

    let fd: Int32
    let queue: DispatchQueue
    private let context: ConnectionContext
    private var parser: RequestParser
    private var state = State.idle
    private var readSource: DispatchSourceRead?
    private var writeSource: DispatchSourceWrite?
    private var readSuspended = false
    private var writeSuspended = true
    private let timer: DispatchSourceTimer
    /// The response being written: its head, and its body shared with the cache that holds it.
    /// Worst case per stalled reader: the head (about a kilobyte) and the kernel's socket buffer; the
    /// body is one array however many connections are writing it (issue 8 measured 40 stalled
    /// readers of an 11 MB page at +424 MiB when each held a copy of head + body).
    private var out = ResponseEncoder.Wire(head: [], body: [])
    /// Bytes of `out` (head, then body) already written.
    private var outOffset = 0
    /// Bytes handed to the kernel on this connection, and how many of them the client had
    /// acknowledged at the last check: together they tell a slow reader from a stalled one.
    private var bytesSent = 0
    private var bytesTaken = 0
    private var closeAfterWrite = false
    private var peerClosed = false
    private var draining = false
    /// True while a `100 Continue` is being written: finishing it must not end the request.
    private var sendingInterim = false
    private var liveSources = 0
    /// When the current timeout expires. Moving it is just a store; the timer is reprogrammed
    /// only when the new deadline is earlier than the one it is set for (setting a Dispatch timer
    /// wakes the timer manager thread, which showed up at several percent of CPU per request).
    private var deadline = DispatchTime.distantFuture
    private var timerFiresAt = DispatchTime.distantFuture

    init(fd: Int32, queue: DispatchQueue, context: ConnectionContext) {
        self.fd = fd
        self.queue = queue
        self.context = context
        self.parser = RequestParser(limits: context.limits)
        self.timer = DispatchSource.makeTimerSource(queue: queue)
    }

    /// Starts reading; called once, on any thread.
    func start() {
        queue.async { [self] in
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [unowned self] in readable() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            readSource = source
            timer.setEventHandler { [unowned self] in timerFired() }
            timer.activate()
            arm(context.limits.keepAliveIdleTimeout)
            source.activate()
        }
    }

    /// Server shutdown: finish the request in flight (answered with `Connection: close`), close if idle.
    func drain() {
        queue.async { [self] in
            draining = true
            if state == .idle || state == .reading { close() }
        }
    }

    /// Immediate close at the end of the shutdown grace period.
    func forceClose() {
        queue.async { [self] in close() }
    }

    // MARK: Reading

    private func readable() {
        let count = withUnsafeTemporaryAllocation(byteCount: 64 * 1024, alignment: 1) { buffer -> Int in
            let count = recv(fd, buffer.baseAddress, buffer.count, 0)
            if count > 0 { parser.append(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) }
            return count
        }
        if count > 0 {
            if state == .idle {
                state = .reading
                // The header deadline runs from the first byte and is not extended by later
                // bytes: a client trickling one byte a second must not hold the slot forever.
                arm(context.limits.headerReadTimeout)
            } else if state == .reading && !parser.isReadingHead {
                arm(context.limits.keepAliveIdleTimeout)
            }
            processBuffered()
        } else if count == 0 {
            peerClosed = true
            if state == .idle || state == .reading { close() } else { suspendReading() }
        } else if errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR {
            close()
        }
    }

    /// Handles the next complete request in the buffer, if any (pipelined requests wait here).
    private func processBuffered() {
        guard state == .idle || state == .reading else { return }
        do {
            if let request = try parser.next() {
                handle(request)
                return
            }
            if parser.needsContinue {
                parser.markContinueSent()
                send(ResponseEncoder.continueResponse, thenClose: false, interim: true)
                return
            }
            if !parser.hasBufferedBytes && state == .reading {
                state = .idle
                arm(context.limits.keepAliveIdleTimeout)
            }
        } catch {
            respondWithError(status: error.status, reason: error.reason, close: error.closesConnection)
        }
    }

    private func respondWithError(status: Int, reason: String, close: Bool) {
        state = .handling
        let response = context.errorResponse(status, reason)
        context.logger.info("\(status) parse error: \(reason)")
        context.observe(CompletedRequest(method: "", route: CompletedRequest.serverRoute, status: status, duration: .zero))
        let wire = ResponseEncoder.encode(response, isHead: false, close: close || draining, version: .http1_1, date: HTTPDate.now())
        send(wire, thenClose: close || draining, interim: false)
    }

    // MARK: Handling

    private func handle(_ request: Request) {
        state = .handling
        disarm()
        suspendReading()
        let keepAlive = request.wantsKeepAlive
        let context = context
        let started = ContinuousClock.now
        Task(executorPreference: HandlerExecutor.shared) { [self] in
            var response = await context.responder(request)
            context.finish(request, &response)
            let finalResponse = response
            queue.async { [self] in
                // Shutdown may have force-closed the connection while the handler ran; its
                // descriptor number may already belong to someone else.
                guard state != .closed else { return }
                if finalResponse.dropConnection {
                    close()
                    return
                }
                let close = !keepAlive || draining || peerClosed
                let isHead = request.method == "HEAD"
                let wire = ResponseEncoder.encode(finalResponse, isHead: isHead, close: close, version: request.version, date: HTTPDate.now())
                send(wire, thenClose: close, interim: false)
                let elapsed = ContinuousClock.now - started
                // The path only, never the query: what people search for stays out of the log.
                context.logger.info("\(request.method) \(request.rawPath) \(finalResponse.status) \(isHead ? 0 : finalResponse.body.count)B \(elapsed.milliseconds)ms")
                context.observe(CompletedRequest(method: request.method, route: finalResponse.route,
                                                 status: finalResponse.status, duration: elapsed))
            }
        }
    }

    // MARK: Writing

    private func send(_ wire: ResponseEncoder.Wire, thenClose: Bool, interim: Bool) {
        if !interim { state = .writing }
        sendingInterim = interim
        out = wire
        outOffset = 0
        closeAfterWrite = thenClose
        flush()
    }

    private func flush() {
        var madeProgress = false
        while outOffset < out.count {
            let written = writeSome()
            if written > 0 {
                outOffset += written
                bytesSent += written
                madeProgress = true
            } else if written < 0 && errno == EINTR {
                continue
            } else if written < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                // Back-pressure: the socket buffer is full; continue when it drains.
                waitForWritable(madeProgress: madeProgress)
                return
            } else {
                close()
                return
            }
        }
        out = ResponseEncoder.Wire(head: [], body: [])
        if !writeSuspended {
            writeSource?.suspend()
            writeSuspended = true
        }
        if sendingInterim {
            sendingInterim = false
            return
        }
        // Shutting down: this response went out (maybe before the drain began, so without
        // `Connection: close`); end the connection now rather than wait out the grace period idle.
        if closeAfterWrite || draining {
            close()
            return
        }
        state = .idle
        arm(context.limits.keepAliveIdleTimeout)
        resumeReading()
        processBuffered()
    }

    /// One `send` (body only) or `writev` (rest of the head, then the body) from where the last one
    /// stopped; the byte count written, or -1 with `errno`.
    private func writeSome() -> Int {
        let flags = Int32(MSG_NOSIGNAL)
        return out.body.withUnsafeBytes { body in
            guard outOffset < out.head.count else {
                return Glibc.send(fd, body.baseAddress! + (outOffset - out.head.count), body.count - (outOffset - out.head.count), flags)
            }
            return out.head.withUnsafeBytes { head in
                var pieces = [iovec(iov_base: UnsafeMutableRawPointer(mutating: head.baseAddress! + outOffset), iov_len: head.count - outOffset),
                              iovec(iov_base: UnsafeMutableRawPointer(mutating: body.baseAddress), iov_len: body.count)]
                // sendmsg rather than writev: MSG_NOSIGNAL, so a peer that went away is EPIPE, not SIGPIPE.
                return pieces.withUnsafeMutableBufferPointer { vector in
                    var message = msghdr()
                    message.msg_iov = vector.baseAddress
                    message.msg_iovlen = body.isEmpty ? 1 : 2
                    return sendmsg(fd, &message, flags)
                }
            }
        }
    }

    /// Waits for room in the socket buffer. The write timeout counts from the last write that made
    /// progress, as nginx's `send_timeout` does: a reader that keeps reading, however slowly, gets the
    /// whole response; one that reads nothing for the whole timeout is cut off and frees its slot.
    private func waitForWritable(madeProgress: Bool) {
        if writeSource == nil {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [unowned self] in flush() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            writeSource = source
            writeSuspended = false
            arm(context.limits.writeTimeout)
            source.activate()
        } else if writeSuspended {
            writeSuspended = false
            arm(context.limits.writeTimeout)
            writeSource?.resume()
        } else if madeProgress {
            arm(context.limits.writeTimeout)
        }
        if madeProgress { _ = clientTookBytes() }  // the baseline the timeout compares against
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
            if clientTookBytes() {
                arm(context.limits.writeTimeout)
                return
            }
            close()
        case .idle:
            close()
        case .handling, .closed:
            break
        }
    }

    /// True when the client has acknowledged bytes since the last check (bytes written minus what
    /// is still unacknowledged in the socket's send queue, `SIOCOUTQ`), and remembers the count.
    private func clientTookBytes() -> Bool {
        var unacknowledged: Int32 = 0
        guard ioctl(fd, UInt(TIOCOUTQ), &unacknowledged) == 0 else { return false }
        let taken = bytesSent - Int(unacknowledged)
        defer { bytesTaken = taken }
        return taken > bytesTaken
    }

    private func arm(_ duration: Duration) {
        deadline = .now() + .nanoseconds(Int(duration.nanoseconds))
        if deadline < timerFiresAt { program(deadline) }
    }

    private func disarm() {
        deadline = .distantFuture
    }

    private func program(_ time: DispatchTime) {
        timerFiresAt = time
        timer.schedule(deadline: time, leeway: .milliseconds(50))
    }

    private func timerFired() {
        timerFiresAt = .distantFuture
        if deadline == .distantFuture { return }
        if DispatchTime.now() < deadline {
            program(deadline)
            return
        }
        timedOut()
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
        guard state != .closed else { return }
        state = .closed
        timer.cancel()
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
