import HTTPTypes
import Dispatch
import Glibc
import Logging
import Locking

/// Answers a request from memory (a static file, a shared page) without blocking and without
/// suspending, or says how the answer is to be made. It runs on a socket loop, so it must be quick:
/// the server's final step (`ResponseFinisher`) runs on its answer there too, so an answer's coding
/// should be settled or its gzip form made ahead.
public typealias ImmediateResponder = @Sendable (Request) -> FirstLook

/// What an `ImmediateResponder` made of a request on the socket loop.
public enum FirstLook: Sendable {
    /// The answer, from memory: written from the loop, without a Task.
    case answered(Response)
    /// Not in memory: the server runs this in a Task, off the socket loops. It carries, typed, what
    /// the first look already read of the request, so nothing is read twice: one pipeline per
    /// answer, with early exits, not two that each start over.
    case respond(@Sendable () async -> Response)
    /// Not in memory, and nothing read worth keeping: the server's `Responder` makes the answer.
    case declined
}

/// The HTTP/1.1 server: a Dispatch read source on the listening socket accepts connections; each
/// connection lives on one socket loop (a serial Dispatch queue and an epoll set, one per core the process may use), driven by
/// that loop's sources, so idle or slow clients hold no thread. Handlers run as Tasks, off the socket
/// loops; answers already in memory (an `ImmediateResponder`'s) are written from the loop without a Task.
public final class Server: Sendable {
    /// How many socket loops share the socket work: one per core this process may use (its affinity
    /// mask and CPU quota, `CPUBudget`), as nginx's `worker_processes auto`. Shared by every server
    /// in the process (tests start hundreds), started on first use; connections are spread over them.
    static let socketLoops: [SocketLoop] = SocketLoop.start(count: CPUBudget.current, name: "kiosk.http.loop")
    /// Pending connections the kernel may queue before `accept`; bursts of new clients beyond
    /// this get refused by the kernel, so it is generous.
    private static let listenBacklog: Int32 = 1024

    public let host: String
    public let requestedPort: Int
    private let context: ConnectionContext
    private let limits: ServerLimits
    private let logger: Logger
    private let acceptQueue = DispatchQueue(label: "kiosk.http.accept")
    private let state = Registry()

    /// The server's shared mutable state, behind a `Mutex` (a class, so the connections' close
    /// handler can hold it before the server is whole). The accept source is not `Sendable`: it is
    /// made inside the lock, and cancelled there.
    private final class Registry: Sendable {
        private let mutex = Mutex(State())

        func withLock<Result>(_ body: (inout sending State) -> sending Result) -> sending Result {
            mutex.withLock(body)
        }
    }

    private struct State {
        var listener: Int32 = -1
        var port = 0
        var acceptSource: DispatchSourceRead?
        var connections: [Int32: Connection] = [:]
        var nextQueue = 0
        var draining = false
    }

    /// - Parameters:
    ///   - errorResponse: renders the server's own errors (400/408/413/414/431/501/505/503) as pages.
    ///   - observe: told of every answered request, for metrics (by default: nothing).
    ///   - immediateResponder: answers from memory, tried on the socket queue before `responder`.
    public convenience init(
        host: String = "127.0.0.1", port: Int = 8080, limits: ServerLimits = .default,
        logger: Logger = Logger(label: "kiosk.http"),
        errorResponse: @escaping @Sendable (HTTPResponse.Status, String) -> Response = { status, reason in
            .text(reason + "\n", status: status)
        },
        immediateResponder: ImmediateResponder? = nil,
        observe: @escaping @Sendable (CompletedRequest) -> Void = { _ in },
        responder: @escaping Responder
    ) {
        self.init(
            host: host, port: port, limits: limits, logger: logger, errorResponse: errorResponse,
            immediateResponder: immediateResponder, observe: observe, respondOrClose: responder)
    }

    /// A server whose responder may decline to answer: for nil the connection closes with no
    /// response at all, as a peer that goes away would (nginx's `return 444`). For test upstreams
    /// that play a broken server (SampleUpstream's `drop` fault); a real site always answers.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: ServerLimits = .default,
        logger: Logger = Logger(label: "kiosk.http"),
        errorResponse: @escaping @Sendable (HTTPResponse.Status, String) -> Response = { status, reason in
            .text(reason + "\n", status: status)
        },
        immediateResponder: ImmediateResponder? = nil,
        observe: @escaping @Sendable (CompletedRequest) -> Void = { _ in },
        respondOrClose responder: @escaping @Sendable (Request) async -> Response?
    ) {
        self.host = host
        self.requestedPort = port
        self.limits = limits
        self.logger = logger
        let state = self.state
        self.context = ConnectionContext(
            limits: limits, logger: logger, responder: responder, immediateResponder: immediateResponder,
            errorResponse: errorResponse,
            onClose: { fd in _ = state.withLock { $0.connections.removeValue(forKey: fd) } }, observe: observe)
    }

    /// The port actually bound (useful with port 0 in tests).
    public var port: Int { state.withLock { $0.port } }

    /// Open connections (accepted and not yet closed), for tests, metrics and the operator.
    public var connectionCount: Int { state.withLock { $0.connections.count } }

    /// Binds and starts accepting. Throws with the failing socket call if the address is unusable.
    public func start() throws {
        Socket.raiseDescriptorLimit()
        let (fd, port) = try Socket.listen(host: host, port: requestedPort, backlog: Self.listenBacklog)
        state.withLock { state in
            let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: acceptQueue)
            source.setEventHandler { [self] in acceptPending(fd) }
            source.setCancelHandler { Glibc.close(fd) }
            source.activate()
            state.listener = fd
            state.port = port
            state.acceptSource = source
        }
        logger.notice("listening on http://\(host.contains(":") ? "[\(host)]" : host):\(port)")
    }

    private func acceptPending(_ listener: Int32) {
        while let (fd, peer) = Socket.accept(listener) {
            let connection: Connection? = state.withLock { state in
                guard !state.draining, state.connections.count < limits.maxConnections else { return nil }
                let loops = Self.socketLoops
                let loop = loops[state.nextQueue % loops.count]
                state.nextQueue &+= 1
                let connection = Connection(fd: fd, loop: loop, context: context, peer: peer)
                state.connections[fd] = connection
                return connection
            }
            if let connection {
                connection.start()
            } else {
                refuse(fd)
            }
        }
    }

    /// Over the connection cap: a short 503 written best-effort (the socket is fresh, so its
    /// buffer has room), then close. The client learns to retry instead of hanging.
    private func refuse(_ fd: Int32) {
        var response = context.errorResponse(503, "The server is at its connection limit; try again in a moment.")
        response.headers["Retry-After"] = "1"
        let wire = ResponseEncoder.encode(response, isHead: false, close: true, version: .http1_1, date: HTTPDate.now())
        let bytes = wire.head + wire.tail + wire.body
        _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        Glibc.close(fd)
        logger.warning("refused a connection: \(limits.maxConnections) connections open")
        context.observe(CompletedRequest(method: "", route: CompletedRequest.serverRoute, status: 503, duration: .zero))
    }

    /// Graceful stop: no new connections, idle ones closed, requests in flight answered (with
    /// `Connection: close`) until `gracePeriod`; then whatever is left is closed.
    public func shutdown(gracePeriod: Duration? = nil) async {
        let connections = state.withLock {
            $0.draining = true
            $0.acceptSource?.cancel()
            $0.acceptSource = nil
            return Array($0.connections.values)
        }
        connections.forEach { $0.drain() }
        let deadline = ContinuousClock.now + (gracePeriod ?? limits.shutdownGracePeriod)
        while connectionCount > 0 && ContinuousClock.now < deadline {
            do { try await Task.sleep(for: .milliseconds(20)) } catch { break }  // cancelled: stop waiting
        }
        let left = state.withLock { Array($0.connections.values) }
        if !left.isEmpty {
            logger.warning("shutdown: closing \(left.count) connections still open after the grace period")
            left.forEach { $0.forceClose() }
        }
        logger.notice("stopped")
    }
}
