/// The HTTP version of a request line (RFC 9112 §2.3).
public struct HTTPVersion: Sendable, Equatable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }
    public static let http1_0 = HTTPVersion(major: 1, minor: 0)
    public static let http1_1 = HTTPVersion(major: 1, minor: 1)
    public var description: String { "HTTP/\(major).\(minor)" }
}

/// What answers requests: the site's route table, or a test's closure. Runs off the socket queues.
public typealias Responder = @Sendable (Request) async -> Response

/// One parsed HTTP request, as the parser produced it.
public struct Request: Sendable {
    /// The method token exactly as sent (methods are case-sensitive, RFC 9110 §9.1).
    public var method: String
    /// The request-target exactly as sent, e.g. `/search?q=Swift`.
    public var target: String
    /// The path part of the target, still percent-encoded (so `%2F` stays distinguishable from `/`).
    public var rawPath: String
    /// The decoded query string parameters, in order.
    public var query: QueryParameters
    public var version: HTTPVersion
    public var headers: HTTPHeaders
    /// The body after transfer decoding (chunked bodies arrive here de-chunked).
    public var body: [UInt8]
    /// The connection's peer address (nil in tests that build requests by hand). Behind a proxy it
    /// is the proxy's: only the web layer, knowing which proxies it trusts, reads `X-Forwarded-For`.
    public var peer: IPAddress?

    public init(
        method: String, target: String, rawPath: String, query: QueryParameters = .init(),
        version: HTTPVersion = .http1_1, headers: HTTPHeaders = .init(), body: [UInt8] = []
    ) {
        self.method = method
        self.target = target
        self.rawPath = rawPath
        self.query = query
        self.version = version
        self.headers = headers
        self.body = body
    }

    /// Whether the client wants the connection kept open after this request (RFC 9112 §9.3):
    /// HTTP/1.1 persists unless `Connection: close`; HTTP/1.0 only with `Connection: keep-alive`.
    public var wantsKeepAlive: Bool {
        let tokens = headers.values(for: "Connection")
            .flatMap { $0.split(separator: ",") }
            .map { $0.trimmingSpaces().lowercasedASCII() }
        if tokens.contains("close") { return false }
        if version == .http1_1 { return true }
        return tokens.contains("keep-alive")
    }
}

extension Substring {
    /// Trims optional whitespace (SP / HTAB, RFC 9110 §5.6.3) from both ends.
    public func trimmingSpaces() -> String {
        var slice = self[...]
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}

extension String {
    /// Trims optional whitespace (SP / HTAB) from both ends.
    public func trimmingSpaces() -> String { self[...].trimmingSpaces() }
}
