import Foundation
import Glibc
import Testing
@testable import HTTPServer
import TestSupport

/// The write timeout measures the client's progress, not only ours: the kernel
/// wakes a blocked writer only after a third of the socket's send buffer (autotuned up to 4 MiB)
/// has drained, so a steady reader can take bytes for seconds between two of our writes.
@Suite("Write progress seen from the client", .serialized)
struct WriteProgressTests {
    /// Larger than what the kernel buffers on loopback (server send buffer autotuned up to 4 MiB,
    /// client receive buffer shrunk below), so the server must wait on the client many times.
    static let bodySize = 8 << 20
    static let body = [UInt8]((0..<bodySize).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    static let bigPage: Responder = { _ in
        Response(status: 200, headers: ["Content-Type": "application/octet-stream"], body: body)
    }

    @Test func writeTimeout_whenClientReadsSlowlyButSteadilyBetweenWakeUps_deliversTheWholeBody() async throws {
        var limits = ServerLimits()
        // Half a second of no progress at all. The reader below (on its own thread) takes up to
        // 16 KiB every ~5 ms, about a hundred times more often than that, so a busy 2-core runner
        // that delays a read by tens of milliseconds still does not come near it. The whole body takes several times
        // the timeout (about 4 s on a 2-core runner); the old fixed timeout cut it off at ~5.5 MB.
        limits.writeTimeout = .milliseconds(500)
        try await withServer(limits: limits, responder: Self.bigPage) { server in
            let client = try RawHTTPClient(port: server.port, timeout: 10)
            // The client owns the descriptor the reader thread uses: keep it alive until the read is done.
            defer { withExtendedLifetime(client) {} }
            // Small, so the body outruns every buffer; but above loopback's 64 KiB segment size:
            // a receive window smaller than one segment makes TCP itself stall in zero-window
            // probes that back off past the timeout (seen here: a 500 ms gap with nothing sent).
            var small: Int32 = 128 * 1024
            setsockopt(client.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            try client.send(get("/big"))
            let started = ContinuousClock.now
            let (received, headEnd) = await Self.readSteadily(client.fd, total: { $0 + Self.bodySize })
            let elapsed = ContinuousClock.now - started
            let bodyReceived = received.count - (headEnd ?? received.count)
            #expect(bodyReceived == Self.bodySize, "got \(bodyReceived) of \(Self.bodySize) body bytes in \(elapsed)")
            #expect(bodyReceived == Self.bodySize && Array(received[(headEnd ?? 0)...]) == Self.body)
            // The test proves something only if the read outlasted the timeout.
            #expect(elapsed > limits.writeTimeout, "read took \(elapsed)")
        }
    }

    /// Reads a response from `fd` at up to 16 KiB every 5 ms until `total(headEnd)` bytes or the
    /// end of the connection. On its own thread: the tests around it block cooperative-pool
    /// threads in `recv`, and a reader waiting its turn there once stalled for over 500 ms.
    static func readSteadily(_ fd: Int32, total: @escaping @Sendable (Int) -> Int) async -> (bytes: [UInt8], headEnd: Int?) {
        await withCheckedContinuation { continuation in
            let thread = Thread {
                var received: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 16 * 1024)
                var headEnd: Int?
                var expected = Int.max
                while received.count < expected {
                    let count = recv(fd, &chunk, chunk.count, 0)
                    guard count > 0 else { break }  // closed by the server (or a 10 s read timeout)
                    received.append(contentsOf: chunk[..<count])
                    if headEnd == nil, let end = Self.headEnd(received) {
                        headEnd = end
                        expected = total(end)
                    }
                    usleep(5_000)
                }
                continuation.resume(returning: (received, headEnd))
            }
            thread.start()
        }
    }

    /// The index just past the blank line that ends the head.
    static func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4)
        where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index + 4
        }
        return nil
    }
}
