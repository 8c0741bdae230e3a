import Logging

/// One request and its answer, as the connection sees them: what it decides beside the handler
/// (does the connection persist, is a body sent) and the access log line that marks the end.
///
/// Made when the request is parsed; small, so a handler's Task carries it instead of the whole
/// request back to the socket queue.
struct Exchange: Sendable {
    let method: String
    /// The path only, never the query: what people search for stays out of the log.
    let rawPath: String
    let version: HTTPVersion
    /// The client's wish (RFC 9112 §9.3); the server may still close (draining, peer gone).
    let wantsKeepAlive: Bool
    let started: ContinuousClock.Instant

    init(_ request: Request, started: ContinuousClock.Instant = .now) {
        method = request.method
        rawPath = request.rawPath
        version = request.version
        wantsKeepAlive = request.wantsKeepAlive
        self.started = started
    }

    /// HEAD keeps the GET answer's framing but sends no body (RFC 9110 §9.3.2).
    var isHead: Bool { method == "HEAD" }

    /// Whether the connection ends after this answer: the client asked for it, the server is
    /// draining, or the client already closed its side (it reads, but will send nothing more).
    func closesConnection(draining: Bool, peerClosed: Bool) -> Bool {
        !wantsKeepAlive || draining || peerClosed
    }

    /// The answer on wire form.
    func wire(for response: Response, closing: Bool) -> ResponseEncoder.Wire {
        ResponseEncoder.encode(response, isHead: isHead, close: closing, version: version, date: HTTPDate.now())
    }

    /// The access line: method, path, status, body bytes sent, time since the request was parsed.
    func log(_ response: Response, elapsed: Duration, to logger: Logger) {
        guard logger.logLevel <= .info else { return }
        let bytes = isHead ? 0 : response.body.count
        if let buffered = logger.handler as? BufferedLogHandler,
           buffered.logAccess(source: "HTTPServer", method: method, path: rawPath, status: response.status,
                              bytes: bytes, milliseconds: elapsed.milliseconds) {
            return
        }
        // The source given, not derived from #fileID on every line (an allocation per request).
        logger.info("\(method) \(rawPath) \(response.status) \(bytes)B \(elapsed.milliseconds)ms", source: "HTTPServer")
    }
}
