/// Every limit the server enforces; each with its reason in a comment.
/// A limit exists so that one client (careless or hostile) cannot take memory, time or sockets
/// that the other readers need.
public struct ServerLimits: Sendable {
    /// 414 beyond. Kiosk's longest URL is a search with a few parameters; 8 KiB is what common
    /// proxies accept (RFC 9112 §3 recommends at least 8000 octets) and stops unbounded line buffering.
    public var maxRequestLineBytes = 8 * 1024
    /// 431 beyond. Browsers send 1–4 KiB of headers (cookies included); 64 KiB leaves room for odd
    /// clients while bounding what a connection can make the server hold before a request exists.
    /// Counts the field lines with their line ends and the empty line that closes them (not the
    /// request line, which has its own limit); chunked trailers get the same budget again.
    public var maxHeaderBlockBytes = 64 * 1024
    /// 431 beyond. Each field costs an allocation and a lookup scan; real clients send 10–30.
    public var maxHeaderFields = 100
    /// 413 beyond. The only bodies Kiosk accepts are small form posts; 1 MiB is generous and keeps a
    /// request's memory bounded (decided from `Content-Length` before the body is read).
    public var maxBodyBytes = 1024 * 1024
    /// 408 after. A client that opens a connection and trickles its head (slowloris) would otherwise
    /// hold a connection slot forever; enforced by the connection, not the parser.
    public var headerReadTimeout: Duration = .seconds(10)
    /// An idle keep-alive connection is closed after this: long enough to reuse it for the next click
    /// and the page's images, short enough that idle sockets do not pile up.
    public var keepAliveIdleTimeout: Duration = .seconds(15)
    /// A response write that makes no progress for this long ends the connection. It restarts after
    /// every write that moves bytes (like nginx's `send_timeout`), so only a reader that has stopped
    /// reading is cut off, however large the page and slow the link.
    public var writeTimeout: Duration = .seconds(15)
    /// 503 beyond. File descriptors and memory are finite; refusing early and clearly is better than
    /// failing `accept` or running out of memory for everyone.
    public var maxConnections = 4096
    /// On shutdown, in-flight requests get this long to finish before their connections are closed,
    /// so a deploy does not cut responses in half but also cannot hang forever.
    public var shutdownGracePeriod: Duration = .seconds(10)

    public init() {}

    public static let `default` = ServerLimits()
}
