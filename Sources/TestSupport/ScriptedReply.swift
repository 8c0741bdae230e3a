import Foundation
import HTTPServer
import Locking

/// What `ScriptedHTTPServer` does for one path: a status, headers and body, optionally late or cut short.
public struct ScriptedReply: Sendable {
    public enum Ending: Sendable {
        /// Sends everything; the connection stays open for the next request (keep-alive).
        case complete
        /// Promises the whole body in Content-Length, sends only this many body bytes, then closes.
        case dropAfter(bodyBytes: Int)
        /// Closes the connection without answering.
        case closeWithoutReply
    }

    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8]
    /// When set, the answer waits until the test opens this gate (a slow upstream, without a clock).
    public var gate: ThreadGate?
    public var ending: Ending

    public init(
        status: Int = 200, headers: [(name: String, value: String)] = [], body: [UInt8] = [],
        ending: Ending = .complete
    ) {
        self.status = status
        self.headers = headers
        self.body = body
        self.ending = ending
    }

    public static func json(_ text: String, status: Int = 200) -> ScriptedReply {
        ScriptedReply(status: status, headers: [("Content-Type", "application/json")], body: Array(text.utf8))
    }

    public static func gzippedJSON(_ text: String) -> ScriptedReply {
        ScriptedReply(
            headers: [("Content-Type", "application/json"), ("Content-Encoding", "gzip")],
            body: gzip(Array(text.utf8)))
    }

    /// HTTPServer's own gzip (the one the site answers with), so tests need no second zlib binding.
    private static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        do {
            return try Gzip.compress(bytes)
        } catch {
            preconditionFailure("gzip of a test body failed: \(error)")
        }
    }

    public static func image(_ contentType: String, bytes: [UInt8]) -> ScriptedReply {
        ScriptedReply(headers: [("Content-Type", contentType)], body: bytes)
    }

    public static func redirect(to location: String, status: Int = 302) -> ScriptedReply {
        ScriptedReply(status: status, headers: [("Location", location)])
    }

    /// The same reply, sent only once `gate` is open.
    public func held(by gate: ThreadGate) -> ScriptedReply {
        var copy = self
        copy.gate = gate
        return copy
    }
}

/// A gate that blocks threads (the scripted server's connection threads) until opened: `Latch` for
/// code that is not async.
public final class ThreadGate: Sendable {
    /// Entered once at birth and left once by `open`: `wait` returns for everyone after that.
    private let group = DispatchGroup()
    private let isOpen = Mutex(false)

    public init() { group.enter() }

    public func wait() { group.wait() }

    public func open() {
        let first = isOpen.withLock { isOpen in
            defer { isOpen = true }
            return !isOpen
        }
        if first { group.leave() }
    }
}
