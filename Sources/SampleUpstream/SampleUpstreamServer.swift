import HTTPServer

/// Starts a `SampleUpstream` behind the real socket `Server` on loopback, so clients reach it through
/// libcurl exactly as they reach the real APIs (`kiosk serve --offline`, tests).
public enum SampleUpstreamServer {
    /// - Parameters:
    ///   - port: 0 picks a free port; read it from `server.port`.
    ///   - upstream: the sample to serve (tests pass one with an injected clock and sleep).
    ///   - onRequest: called with every request before it is answered (tests count what reached the upstream).
    /// Responses keep the server's default gzip negotiation, so libcurl's decoding path is exercised too.
    public static func start(
        host: String = "127.0.0.1", port: Int = 0, upstream: SampleUpstream? = nil,
        onRequest: @escaping @Sendable (Request) -> Void = { _ in }
    ) throws
        -> (server: Server, upstream: SampleUpstream)
    {
        let sample = try upstream ?? SampleUpstream()
        let server = Server(host: host, port: port) { request -> Response? in
            onRequest(request)
            return await sample.respond(request)
        }
        try server.start()
        return (server, sample)
    }
}
