import Foundation
import Glibc
import Testing
@testable import HTTPServer
import TestSupport

/// Starts a server on an ephemeral loopback port for the duration of `body`.
func withServer(
    limits: ServerLimits = .default, responder: @escaping Responder = echo,
    _ body: (Server) async throws -> Void
) async throws {
    try await withStarted(Server(host: "127.0.0.1", port: 0, limits: limits, responder: responder), body)
}

/// Starts `server` for the duration of `body` and shuts it down after, whatever happens.
func withStarted(_ server: Server, _ body: (Server) async throws -> Void) async throws {
    try server.start()
    do {
        try await body(server)
    } catch {
        await server.shutdown(gracePeriod: .milliseconds(100))
        throw error
    }
    await server.shutdown(gracePeriod: .milliseconds(100))
}

/// A responder may decline to answer (the sample upstream's `drop` fault plays a peer that goes away).
@Test func server_whenResponderAnswersNil_closesTheConnectionWithoutAnAnswer() async throws {
    try await withStarted(Server(host: "127.0.0.1", port: 0, respondOrClose: { _ in nil })) { server in
        let client = try RawHTTPClient(port: server.port)
        try client.send(get("/drop"))
        #expect(client.isClosedByPeer())
    }
}

/// Answers with the method, path and body it received.
let echo: Responder = { request in
    .text("\(request.method) \(request.target) \(String(decoding: request.body, as: UTF8.self))")
}

func get(_ path: String, _ extra: String = "") -> String {
    "GET \(path) HTTP/1.1\r\nHost: test\r\n\(extra)\r\n"
}

@Suite("Server over loopback", .serialized)
struct ServerLiveTests {
    @Test func keepAlive_whenHTTP11_servesSeveralRequestsOnOneConnection() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            for path in ["/a", "/b", "/c"] {
                try client.send(get(path))
                let response = try client.readResponse()
                #expect(response.text == "GET \(path) ")
                #expect(response.header("Connection") == nil)
            }
        }
    }

    @Test func connectionClose_whenRequested_closesAfterResponse() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(get("/", "Connection: close\r\n"))
            let response = try client.readResponse()
            #expect(response.header("Connection") == "close")
            #expect(client.isClosedByPeer())
        }
    }

    @Test func http10_withoutKeepAlive_closes_withKeepAlive_persists() async throws {
        try await withServer { server in
            let plain = try RawHTTPClient(port: server.port)
            try plain.send("GET / HTTP/1.0\r\n\r\n")
            #expect(try plain.readResponse().status == 200)
            #expect(plain.isClosedByPeer())

            let kept = try RawHTTPClient(port: server.port)
            try kept.send("GET /1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            let first = try kept.readResponse()
            #expect(first.header("Connection") == "keep-alive")
            try kept.send("GET /2 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(try kept.readResponse().text == "GET /2 ")
        }
    }

    @Test func pipelining_whenHandlersFinishOutOfOrder_answersInRequestOrder() async throws {
        // The server handles pipelined requests one at a time, so the order holds whatever the timing;
        // the yields only make the first handler the slower one (no clock), they decide nothing.
        let slowFirst: Responder = { request in
            if request.target == "/slow" { for _ in 0..<100 { await Task.yield() } }
            return .text(request.target)
        }
        try await withServer(responder: slowFirst) { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(get("/slow") + get("/fast") + get("/last"))
            #expect(try client.readResponse().text == "/slow")
            #expect(try client.readResponse().text == "/fast")
            #expect(try client.readResponse().text == "/last")
        }
    }

    /// Sends `GET /held`, runs `meanwhile` while its handler is held, then lets the handler answer
    /// and hands the client to `then` (on the same connection).
    private func whileAHandlerIsHeld(
        _ meanwhile: (RawHTTPClient) throws -> Void,
        then: (RawHTTPClient) throws -> Void
    ) async throws {
        let started = Latch(), release = Latch()
        let held: Responder = { request in
            if request.target == "/held" {
                started.open()
                await release.wait()
            }
            return .text(request.target)
        }
        try await withServer(responder: held) { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(get("/held"))
            await started.wait()
            try meanwhile(client)
            release.open()
            try then(client)
        }
    }

    @Test func requestArrivingWhileTheHandlerRuns_isAnsweredAfterIt() async throws {
        // Reading pauses while an answer is made; the second request is read once the first is out.
        try await whileAHandlerIsHeld(
            { try $0.send(get("/next")) },
            then: { (client: RawHTTPClient) throws in
                #expect(try client.readResponse().text == "/held")
                #expect(try client.readResponse().text == "/next")
            })
    }

    @Test func clientEndingItsSideWhileTheHandlerRuns_getsTheAnswerThenTheClose() async throws {
        try await whileAHandlerIsHeld(
            { Glibc.shutdown($0.fd, Int32(SHUT_WR)) },
            then: { (client: RawHTTPClient) throws in
                #expect(try client.readResponse().text == "/held")
                #expect(client.isClosedByPeer())
            })
    }

    @Test func head_answersGetHeadersWithoutBody() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send("HEAD /x HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try client.readResponse(isHead: true)
            #expect(response.header("Content-Length") == "8")
            // The next response must start right after the head: a stray body would corrupt it.
            try client.send(get("/next"))
            #expect(try client.readResponse().text == "GET /next ")
        }
    }

    @Test func expect100Continue_sendsInterimThenFinalResponse() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send("POST /form HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n")
            let interim = try client.readResponse()
            #expect(interim.status == 100)
            try client.send("hello")
            let final = try client.readResponse()
            #expect(final.status == 200)
            #expect(final.text == "POST /form hello")
        }
    }

    @Test func expect100Continue_whenBodyTooLarge_answers413WithoutWaiting() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send("POST /form HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999\r\nExpect: 100-continue\r\n\r\n")
            let response = try client.readResponse()
            #expect(response.status == 413)
            #expect(client.isClosedByPeer())
        }
    }

    @Test func chunkedBody_isDecodedForTheHandler() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(
                "POST /c HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n")
            #expect(try client.readResponse().text == "POST /c hello world")
        }
    }

    @Test(arguments: [
        ("GET / HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n", 400),
        ("GET / HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd", 400),
        ("GET / HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\n", 501),
        ("GET / HTTP/2.0\r\nHost: t\r\n\r\n", 505),
        ("GET / HTTP/1.1\r\nHost: t\r\nX: a\r\n folded\r\n\r\n", 400),
        ("GET /" + String(repeating: "a", count: 9000) + " HTTP/1.1\r\nHost: t\r\n\r\n", 414),
        ("GET / HTTP/1.1\r\nHost: t\r\n" + (0..<101).map { "X-\($0): v\r\n" }.joined() + "\r\n", 431),
    ])
    func framingError_answersStatusAndCloses(raw: String, status: Int) async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(raw)
            let response = try client.readResponse()
            #expect(response.status == status, "for \(raw.prefix(60).debugDescription)")
            #expect(response.header("Connection") == "close")
            #expect(client.isClosedByPeer())
        }
    }

    /// The one header timeout on a real clock, end to end through the driver's timer (the rules of
    /// every timeout are checked on the state machine): the 300 ms deadline must answer on its own,
    /// not when the client gives up; 3 s (10×) is room for a busy runner and still far from "never".
    @Test func headerTimeout_whenRequestIncomplete_answers408AndCloses() async throws {
        var limits = ServerLimits()
        limits.headerReadTimeout = .milliseconds(300)
        try await withServer(limits: limits) { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send("GET / HTTP/1.1\r\nHost: t\r\n")
            let started = ContinuousClock.now
            let response = try client.readResponse()
            #expect(response.status == 408)
            #expect(ContinuousClock.now - started < .seconds(3))
            #expect(client.isClosedByPeer())
        }
    }

    /// A real-world bound: one client trickling its request line (a real byte a second, the attack's
    /// own pace) must not delay others. A delayed client would wait seconds; the median of 20 under
    /// 250 ms is room for a busy runner.
    @Test func slowClient_oneByteASecond_doesNotDelayOthers() async throws {
        try await withServer { server in
            let slow = try RawHTTPClient(port: server.port)
            try slow.send("GET / HT")
            let trickle = Task {
                for byte in "TP/1.1\r\nHost: t\r\n".utf8.prefix(3) {
                    try? slow.send([byte])
                    try? await Task.sleep(for: .seconds(1))
                }
            }
            var durations: [Duration] = []
            for index in 0..<20 {
                let fast = try RawHTTPClient(port: server.port)
                let started = ContinuousClock.now
                try fast.send(get("/fast\(index)"))
                #expect(try fast.readResponse().status == 200)
                durations.append(ContinuousClock.now - started)
            }
            trickle.cancel()
            let median = durations.sorted()[durations.count / 2]
            // Generous for a loaded CI runner: a delayed client would wait seconds, not milliseconds.
            #expect(median < .milliseconds(250), "median \(median)")
        }
    }

    /// A real-world bound, measured side by side: the median latency with 1,000 idle connections is
    /// within 5× of the median without them (or under 20 ms, above loopback noise on a busy runner).
    @Test func thousandIdleConnections_doNotSlowANormalClient() async throws {
        try await withServer { server in
            func medianLatency() throws -> Duration {
                let client = try RawHTTPClient(port: server.port)
                var durations: [Duration] = []
                for index in 0..<30 {
                    let started = ContinuousClock.now
                    try client.send(get("/\(index)"))
                    _ = try client.readResponse()
                    durations.append(ContinuousClock.now - started)
                }
                return durations.sorted()[durations.count / 2]
            }
            let before = try medianLatency()
            var idle: [RawHTTPClient] = []
            for _ in 0..<1000 { idle.append(try RawHTTPClient(port: server.port)) }
            // Wait for the accept source to take them all (a condition; a few may never come, see below).
            _ = try await Poll.until(within: .seconds(5)) { server.connectionCount >= 1000 }
            // A handshake or two may still sit in a full kernel accept queue while other suites
            // connect too; what matters is that ~1,000 idle connections are held.
            #expect(server.connectionCount >= 990)
            let during = try medianLatency()
            #expect(during < max(before * 5, .milliseconds(20)), "before \(before), with 1,000 idle \(during)")
            idle.removeAll()
        }
    }

    @Test func connectionCap_whenFull_answers503() async throws {
        var limits = ServerLimits()
        limits.maxConnections = 3
        try await withServer(limits: limits) { server in
            let held = try (0..<3).map { _ in try RawHTTPClient(port: server.port) }
            #expect(try await Poll.until { server.connectionCount == 3 }, "the three held connections were never accepted")
            let extra = try RawHTTPClient(port: server.port)
            let response = try extra.readResponse()
            #expect(response.status == 503)
            #expect(response.header("Retry-After") == "1")
            _ = held
        }
    }

    @Test func largeResponse_isWrittenCompletelyToASlowReader() async throws {
        let big = [UInt8]((0..<(8 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try await withServer(responder: { _ in
            Response(status: 200, headers: ["Content-Type": "application/octet-stream"], body: big)
        }) { server in
            let client = try RawHTTPClient(port: server.port, timeout: 10)
            try client.send(get("/big"))
            // Let the server fill the socket buffers and hit EAGAIN before reading anything: wait until
            // the first bytes have arrived (the 8 MiB cannot all fit the buffers, so the server then waits).
            #expect(try await Poll.until { client.pendingBytes > 0 }, "no response bytes arrived")
            let response = try client.readResponse()
            #expect(response.body.count == big.count)
            #expect(response.body == big)
        }
    }

    @Test func shutdown_finishesRequestInFlight_andRefusesNewConnections() async throws {
        // The handler is in flight when shutdown starts and finishes only after: latches, not sleeps.
        let handling = Latch()
        let release = Latch()
        let slow: Responder = { _ in
            handling.open()
            await release.wait()
            return .text("finished")
        }
        let server = Server(host: "127.0.0.1", port: 0, responder: slow)
        try server.start()
        let port = server.port
        let client = try RawHTTPClient(port: port, timeout: 10)
        try client.send(get("/work"))
        await handling.wait()
        let stopping = Task { await server.shutdown(gracePeriod: .seconds(20)) }
        // Shutdown has begun (new connections refused) before the handler is let go.
        #expect(try await Poll.until { (try? RawHTTPClient(port: port)) == nil }, "new connections still accepted")
        release.open()
        let response = try client.readResponse()
        #expect(response.text == "finished")
        #expect(response.header("Connection") == "close")
        await stopping.value
        #expect(throws: RawHTTPClient.Failure.self) { try RawHTTPClient(port: port) }
    }
}

@Suite("Server shutdown edge cases", .serialized)
struct ServerShutdownTests {
    /// Regression: a handler finishing after the grace period used to resume a closed
    /// connection's read source a second time (SIGILL) and write to a reused descriptor.
    @Test func shutdown_whenHandlerOutlivesGracePeriod_doesNotCrashOrWrite() async throws {
        let started = Latch()
        let release = Latch()
        let returned = Latch()
        // The handler finishes only when the test says so: after the forced close, whatever the
        // scheduling on a busy runner.
        let held: Responder = { _ in
            started.open()
            await release.wait()
            defer { returned.open() }
            return .text("late")
        }
        let server = Server(host: "127.0.0.1", port: 0, responder: held)
        try server.start()
        let client = try RawHTTPClient(port: server.port, timeout: 10)
        try client.send(get("/late"))
        await started.wait()
        await server.shutdown(gracePeriod: .milliseconds(50))
        #expect(client.isClosedByPeer())
        // Let the handler finish after the close; the process must survive what the server does with
        // the late response. The pause decides no outcome: it only gives a crash time to happen here.
        release.open()
        await returned.wait()
        try await Task.sleep(for: .milliseconds(200))
        #expect(server.connectionCount == 0)
    }
}
