import Foundation
import Glibc
import Testing
@testable import HTTPServer
import TestSupport

/// Writing large responses: a progress timeout, one shared body, and a drain that
/// ends a connection as soon as its response is out.
@Suite("Server writes", .serialized)
struct ServerWriteTests {
    /// More than loopback's socket buffers hold, so the server meets back-pressure and must wait.
    /// Filled by memset, not a 16-million-step map (which took over 30 s under ThreadSanitizer).
    static let big = [UInt8](repeating: 0x5A, count: 16 << 20)
    static let serveBig: Responder = { _ in
        Response(status: 200, headers: ["Content-Type": "application/octet-stream"], body: big)
    }

    /// Runs blocking socket work on a thread of its own, so it never holds one of the few threads
    /// Swift's cooperative pool has (the server's handlers need them).
    private func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    /// Reads the head and `length` body bytes, `chunk` bytes every `pause`: a slow but steady reader.
    private static func readPaced(_ fd: Int32, chunk: Int, pause: UInt32) -> (head: String, body: Int, closed: Bool) {
        var received: [UInt8] = []
        var headEnd: Int?
        var length = Int.max
        var buffer = [UInt8](repeating: 0, count: chunk)
        while received.count - (headEnd ?? 0) < length {
            let count = recv(fd, &buffer, chunk, 0)
            if count <= 0 {
                return (String(decoding: received.prefix(headEnd ?? 0), as: UTF8.self), received.count - (headEnd ?? 0), true)
            }
            received.append(contentsOf: buffer[..<count])
            if headEnd == nil, let end = received.firstRange(of: Array("\r\n\r\n".utf8))?.upperBound {
                headEnd = end
                let head = String(decoding: received[..<end], as: UTF8.self)
                length =
                    head.split(separator: "\r\n").first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) } ?? Int.max
            }
            usleep(pause)
        }
        return (String(decoding: received.prefix(headEnd ?? 0), as: UTF8.self), received.count - (headEnd ?? 0), false)
    }

    /// A reader that reads nothing is cut off after the write timeout (not the 15 s keep-alive idle
    /// timeout), freeing its slot and its reference to the body: end to end through the driver's
    /// timer and its look at the socket's send queue (the rule itself is checked on the state machine).
    @Test func stalledReader_isCutOffAfterTheWriteTimeout() async throws {
        var limits = ServerLimits.default
        limits.writeTimeout = .milliseconds(300)
        try await withServer(limits: limits, responder: Self.serveBig) { server in
            let client = try RawHTTPClient(port: server.port, timeout: 10)
            try client.send(get("/big"))
            try await waitForResponseBytes(client)
            // Polls a condition, not a duration: 10 s is far beyond 300 ms but far below 15 s.
            #expect(try await Poll.until { server.connectionCount == 0 }, "the stalled reader was never cut off")
            withExtendedLifetime(client) {}
        }
    }

    /// The response body goes to the wire from the array the handler (or a cache) holds: a stalled
    /// reader costs its head and socket buffers, not a copy of the page.
    @Test func encoder_sharesTheBodyInsteadOfCopyingIt() {
        let response = Response(status: 200, headers: ["Content-Type": "text/html"], body: Self.big)
        let wire = ResponseEncoder.encode(response, isHead: false, close: false, version: .http1_1, date: "x")
        let shared = wire.body.withUnsafeBufferPointer { wireBody in
            Self.big.withUnsafeBufferPointer { $0.baseAddress == wireBody.baseAddress }
        }
        #expect(shared)
        #expect(wire.head.count < 512)
    }

    /// Shutdown began while a response was being written; the connection then sat idle
    /// for the whole grace period. Now it closes when the response is out, and shutdown returns then.
    @Test func drain_whileResponseIsBeingWritten_closesAfterItAndStopsEarly() async throws {
        let server = Server(host: "127.0.0.1", port: 0, responder: Self.serveBig)
        try server.start()
        let client = try RawHTTPClient(port: server.port, timeout: 10)
        try client.send(get("/big"))
        // Wait until the response is being written: it cannot fit the socket buffers, so it stays in
        // flight until the client reads.
        try await waitForResponseBytes(client)
        let started = ContinuousClock.now
        let stopping = Task { await server.shutdown(gracePeriod: .seconds(30)) }
        let fd = client.fd
        defer { withExtendedLifetime(client) {} }  // owns `fd` (see above)
        let result = try await onThread { Self.readPaced(fd, chunk: 1 << 20, pause: 0) }
        let closed = try await onThread { Self.isClosed(fd) }
        #expect(result.body == Self.big.count)
        #expect(closed)
        await stopping.value
        // A real-world bound: without the fix this is the full 30 s grace period; with it, the time to
        // read 16 MB (well under a second); 15 s is room for a busy runner and half the grace.
        #expect(ContinuousClock.now - started < .seconds(15))
    }

    /// Polls (a condition, bounded at 10 s) until the first response bytes reach the client's socket.
    private func waitForResponseBytes(_ client: RawHTTPClient) async throws {
        #expect(try await Poll.until { client.pendingBytes > 0 }, "no response bytes arrived")
    }

    private static func isClosed(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let count = recv(fd, &byte, 1, 0)
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }
}
