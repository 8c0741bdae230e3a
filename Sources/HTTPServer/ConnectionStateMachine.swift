import HTTPTypes
/// The HTTP/1.1 rules of one connection (RFC 9112 §9), as a state machine with no socket, system
/// clock or Dispatch inside (the time comes from the `ConnectionClock` it is given): its driver (`Connection`) reports what happened — bytes read, a handler's
/// answer, a write finished or blocked, the timer, the peer's half-close, a drain — and carries
/// out the `Actions` each event returns. Tests feed events directly, so keep-alive, pipelining,
/// HEAD, 100-continue, every timeout, half-close and drain are checked without sockets or waiting.
///
/// One request is in hand at a time: pipelined requests wait in the parser's buffer and are taken
/// out only when the previous answer is written, which is what keeps answers in request order
/// (RFC 9112 §9.3.2) whatever order handlers would finish in.
struct ConnectionStateMachine {
    /// Where the connection is in its request/response cycle.
    enum State {
        /// Between requests: the keep-alive idle timeout runs.
        case idle
        /// Part of a request has arrived: the header timeout runs from its first byte.
        case reading
        /// A handler is making the answer to this request; reading is paused.
        case handling(Answering)
        /// An answer (or a `100 Continue`) is going out.
        case writing(Write)
        case closed
    }

    /// What the answer to the request in hand depends on, besides the handler's response.
    /// Plain values, like everything the states carry: an enum case holding a type of resilient
    /// layout (`ContinuousClock.Instant`, inside `Exchange`) is switched over by runtime calls.
    struct Answering {
        var version: HTTPVersion
        /// HEAD keeps the GET answer's framing and sends no body (RFC 9110 §9.3.2).
        var isHead: Bool
        /// The client's wish (RFC 9112 §9.3); the server may still close (draining, peer gone).
        var wantsKeepAlive: Bool

        init(_ request: Request) {
            version = request.version
            isHead = request.method == "HEAD"
            wantsKeepAlive = request.wantsKeepAlive
        }
    }

    /// A write in progress: what follows it, and, once the socket is full, when it last moved.
    struct Write {
        var then: AfterWrite
        /// Set when the socket first refuses bytes (on `clock.now`); the write timeout counts from it.
        var lastProgress: Duration?
    }

    enum AfterWrite {
        /// The answer is complete: on to the next request (or idle).
        case nextRequest
        /// The answer announced `Connection: close`, or the connection must end after it.
        case close
        /// It was a `100 Continue`: the request's body is still to be read.
        case continueReading
    }

    /// A blocked write is checked this many times per write timeout, so the connection closes
    /// between one and 1 + 1/30 write timeouts after the client last took a byte (15–15.5 s):
    /// the driver can see the client's progress only when it looks.
    static let progressChecksPerWriteTimeout = 30

    var state = State.idle
    var parser: RequestParser
    let limits: ServerLimits
    /// Turns a status and a sentence into the page a person sees (parse errors, timeouts).
    let errorResponse: (_ status: HTTPResponse.Status, _ reason: String) -> Response
    let clock: ConnectionClock
    /// The client shut down its sending side: answer what was asked, then close (RFC 9112 §9.6).
    var peerClosed = false
    /// The server is shutting down: finish the exchange in flight, then close.
    var draining = false

    init(
        limits: ServerLimits, errorResponse: @escaping (_ status: HTTPResponse.Status, _ reason: String) -> Response,
        clock: ConnectionClock = .system
    ) {
        self.limits = limits
        self.errorResponse = errorResponse
        self.clock = clock
        self.parser = RequestParser(limits: limits)
    }

    /// The connection was accepted: it is idle until its first byte.
    func opened() -> Actions {
        Actions(timer: .arm(limits.keepAliveIdleTimeout))
    }

    /// Idle or reading: no answer is being made or written, so the connection can end now.
    var isBetweenAnswers: Bool {
        switch state {
        case .idle, .reading: true
        case .handling, .writing, .closed: false
        }
    }

    var isClosed: Bool {
        if case .closed = state { return true }
        return false
    }

    /// Server shutdown: an idle connection closes now, one with an exchange in flight after it.
    mutating func drainStarted() -> Actions {
        draining = true
        return isBetweenAnswers ? close() : Actions()
    }

    /// The end of the shutdown grace period, or a read or write that failed (reset, broken pipe).
    mutating func close() -> Actions {
        guard !isClosed else { return Actions() }
        state = .closed
        return Actions(effect: .close)
    }
}
