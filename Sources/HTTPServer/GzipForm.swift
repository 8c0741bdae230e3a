import Locking

/// The gzip-coded form of a body that is sent often (a static file, a rendered page), kept beside
/// it so the server's final step sends it instead of compressing the same bytes on every answer.
///
/// Made ahead (a static file's, at load: the whole gzip answer, its head serialised) or on first
/// demand (a rendered page's), then shared by every response that carries it. A form belongs to
/// the body it was made from: `Response.body` drops it when changed.
public final class GzipForm: Sendable {
    /// The finished gzip answer, when it was made ahead; the final step sends it as it is.
    let finished: Response?
    /// The identity bytes to compress on first demand (nil when made ahead).
    private let identity: [UInt8]?
    /// Nil until first asked; then the gzip bytes, or nil when gzip did not make the body smaller.
    private let made = Mutex<[UInt8]??>(nil)

    /// A form made ahead: `response` is the whole gzip answer (`Content-Encoding: gzip`, its own ETag).
    public init(finished response: Response) {
        precondition(response.headers["Content-Encoding"] == "gzip", "A finished gzip form carries Content-Encoding: gzip")
        finished = response
        identity = nil
    }

    /// A form made from `body` the first time a client that accepts gzip asks for it.
    public init(compressingLazily body: [UInt8]) {
        finished = nil
        identity = body
    }

    /// The gzip bytes, compressing on first demand; nil when gzip would not be smaller. Two first
    /// demands at once may both compress (same bytes either way), which costs less than a lock held
    /// across a compression.
    func bytes() throws(ContentError) -> [UInt8]? {
        if let finished { return finished.body }
        if let done = made.withLock({ $0 }) { return done }
        let identity = identity ?? []
        let compressed = try Gzip.compress(identity, level: ResponseCompression.level)
        let result = compressed.count < identity.count ? compressed : nil
        made.withLock { $0 = result }
        return result
    }
}
