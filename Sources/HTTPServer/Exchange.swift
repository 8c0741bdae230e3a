import Logging

/// One request and its answer as the access log sees them: the line that marks the end, and the
/// time from the parse to the answer. (What the answer's framing depends on is the connection
/// state machine's `Answering`.)
///
/// Made when the request is parsed; small, kept by the connection while a handler works.
struct Exchange: Sendable {
    let method: String
    /// The path only, never the query: what people search for stays out of the log.
    let rawPath: String
    let started: ContinuousClock.Instant

    init(_ request: Request, started: ContinuousClock.Instant = .now) {
        method = request.method
        rawPath = request.rawPath
        self.started = started
    }

    /// A HEAD answer sends no body (RFC 9110 §9.3.2), so its line counts none.
    var isHead: Bool { method == "HEAD" }

    /// The access line: method, path, status, body bytes sent, time since the request was parsed.
    func log(_ response: Response, elapsed: Duration, to logger: Logger) {
        guard logger.logLevel <= .info else { return }
        let bytes = isHead ? 0 : response.body.count
        if let buffered = logger.handler as? BufferedLogHandler,
            buffered.logAccess(
                source: "HTTPServer", method: method, path: rawPath, status: response.status.code,
                bytes: bytes, milliseconds: elapsed.milliseconds)
        {
            return
        }
        // The source given, not derived from #fileID on every line (an allocation per request).
        logger.info("\(method) \(rawPath) \(response.status.code) \(bytes)B \(elapsed.milliseconds)ms", source: "HTTPServer")
    }
}
