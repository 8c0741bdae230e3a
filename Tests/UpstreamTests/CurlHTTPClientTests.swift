import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// The libcurl client against a scripted loopback server: every failure arrives as the right typed error in time.
@Suite struct CurlHTTPClientTests {
    let client = CurlHTTPClient(userAgent: "KioskTests/1.0 (https://example.org/kiosk; kiosk@example.org)")

    @Test func fetch_whenOK_returnsStatusHeadersAndBody() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on(
            "/comic/1",
            ScriptedReply(
                headers: [("Content-Type", "application/json"), ("X-Twice", "a"), ("X-Twice", "b")],
                body: Array(#"{"num":1}"#.utf8)))
        let response = try await client.fetch(FetchRequest(url: server.url("/comic/1"), headers: [HeaderField("X-Test", "yes")]))
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == #"{"num":1}"#)
        #expect(response.headers["content-type"] == "application/json")
        #expect(response.headers["x-twice"] == "a, b")
        #expect(server.requests.first?.headers["user-agent"] == "KioskTests/1.0 (https://example.org/kiosk; kiosk@example.org)")
        #expect(server.requests.first?.headers["x-test"] == "yes")
    }

    @Test func fetch_whenBodyIsGzipped_returnsDecodedBody() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        let json = String(repeating: #"{"title":"compressible"},"#, count: 200)
        server.on("/news", .gzippedJSON(json))
        let response = try await client.fetch(FetchRequest(url: server.url("/news")))
        #expect(String(decoding: response.body, as: UTF8.self) == json)
        #expect(server.requests.first?.headers["accept-encoding"]?.contains("gzip") == true)
    }

    @Test(arguments: [500, 404, 403, 302])
    func fetch_whenStatusIsNotSuccess_returnsItWithoutThrowing(status: Int) async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on(
            "/x", ScriptedReply(status: status, headers: [("Location", "http://127.0.0.1:1/elsewhere")], body: Array("no".utf8)))
        let response = try await client.fetch(FetchRequest(url: server.url("/x")))
        #expect(response.status == status)
        #expect(server.requests.count == 1, "a redirect must not be followed by default")
    }

    @Test func fetch_whenRedirectsAllowed_followsToFinalResponse() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/old", .redirect(to: server.url("/new")))
        server.on("/new", ScriptedReply(headers: [("X-Final", "1")], body: Array("final".utf8)))
        let response = try await client.fetch(FetchRequest(url: server.url("/old"), followRedirects: true))
        #expect(response.status == 200)
        #expect(response.headers["x-final"] == "1")
        #expect(response.headers["location"] == nil, "only the final response's headers are kept")
    }

    @Test(arguments: [("120", 120), ("0", 0), ("99999999999999999999", 3600), ("soon", nil)] as [(String, Int?)])
    func fetch_when429_parsesRetryAfter(header: String, expected: Int?) async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/limited", ScriptedReply(status: 429, headers: [("Retry-After", header)]))
        let response = try await client.fetch(FetchRequest(url: server.url("/limited")))
        #expect(response.status == 429)
        #expect(response.retryAfter == expected, "Retry-After: \(header)")
    }

    /// The upstream never answers until the test is over, so `timedOut` can only come from libcurl's
    /// 0.5 s total timeout: no wall-clock bound needed on top (a busy runner once took 6.7 s to get here).
    @Test func fetch_whenSlowerThanTotalTimeout_throwsTimedOut() async throws {
        let server = try ScriptedHTTPServer()
        let gate = ThreadGate()
        defer {
            gate.open()
            server.stop()
        }
        server.on("/slow", ScriptedReply.json("{}").held(by: gate))
        await #expect(throws: UpstreamError.timedOut(seconds: 0.5)) {
            try await client.fetch(FetchRequest(url: server.url("/slow"), totalTimeout: 0.5))
        }
    }

    @Test func fetch_whenBodyExceedsCap_throwsTooLarge() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/big", ScriptedReply(body: [UInt8](repeating: 65, count: 100_000)))
        await #expect(throws: UpstreamError.tooLarge(limit: 10_000)) {
            try await client.fetch(FetchRequest(url: server.url("/big"), maxBytes: 10_000))
        }
    }

    @Test func fetch_whenSmallGzipInflatesBeyondCap_throwsTooLarge() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/bomb", .gzippedJSON(String(repeating: " ", count: 1 << 20)))
        await #expect(throws: UpstreamError.tooLarge(limit: 64 << 10)) {
            try await client.fetch(FetchRequest(url: server.url("/bomb"), maxBytes: 64 << 10))
        }
    }

    @Test func fetch_whenConnectionDropsMidBody_throwsUndecodable() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/cut", ScriptedReply(body: [UInt8](repeating: 65, count: 1000), ending: .dropAfter(bodyBytes: 100)))
        // `undecodable`, not `timedOut`, is the proof that the cut was noticed at once rather than at the timeout.
        do {
            _ = try await client.fetch(FetchRequest(url: server.url("/cut")))
            Issue.record("a cut-short body must not succeed")
        } catch {
            guard case .undecodable = error else { Issue.record("unexpected \(error)"); return }
        }
    }

    @Test func fetch_whenServerClosesWithoutReply_throwsCannotConnect() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/nothing", ScriptedReply(ending: .closeWithoutReply))
        await #expect(throws: UpstreamError.cannotConnect(host: "127.0.0.1")) {
            try await client.fetch(FetchRequest(url: server.url("/nothing")))
        }
    }

    @Test func fetch_whenPortClosed_throwsCannotConnect() async throws {
        let port = try ScriptedHTTPServer.closedPort()
        await #expect(throws: UpstreamError.cannotConnect(host: "127.0.0.1")) {
            try await client.fetch(FetchRequest(url: "http://127.0.0.1:\(port)/", connectTimeout: 1, totalTimeout: 2))
        }
    }

    @Test func fetch_whenHostDoesNotResolve_throwsCannotResolve() async {
        await #expect(throws: UpstreamError.cannotResolve(host: "nonexistent.invalid")) {
            try await client.fetch(FetchRequest(url: "http://nonexistent.invalid/", connectTimeout: 2, totalTimeout: 3))
        }
    }

    @Test(arguments: ["file:///etc/passwd", "gopher://127.0.0.1:70/", "dict://127.0.0.1:2628/d:x"])
    func fetch_whenSchemeIsNotHTTP_isRefused(url: String) async {
        do {
            _ = try await client.fetch(FetchRequest(url: url))
            Issue.record("\(url) must be refused")
        } catch {
            guard case .refused = error else { Issue.record("\(url): unexpected \(error)"); return }
        }
    }

    @Test func fetch_whenHeaderValueHasLineBreak_refusesWithoutRequest() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        await #expect(throws: UpstreamError.refused("header field with a line break")) {
            try await client.fetch(FetchRequest(url: server.url("/"), headers: [HeaderField("X-Key", "a\r\nHost: evil.example")]))
        }
        #expect(server.acceptedConnections == 0)
    }

    @Test func fetch_twoSequentialRequests_reuseOneConnection() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/a", .json("{}"))
        server.on("/b", .json("[]"))
        _ = try await client.fetch(FetchRequest(url: server.url("/a")))
        _ = try await client.fetch(FetchRequest(url: server.url("/b")))
        #expect(server.requests.map(\.path) == ["/a", "/b"])
        #expect(server.acceptedConnections == 1)
    }

    /// 64 blocking transfers would freeze a two-thread cooperative pool if they ran on it. The slow
    /// answers are held until the fast call is back, so the fast call cannot have queued behind them;
    /// no clock decides the outcome (the poll for 64 arrivals is a bounded wait for a condition).
    @Test func fetch_when64SlowCallsInFlight_fastCallCompletesWhileTheyWait() async throws {
        let server = try ScriptedHTTPServer()
        let gate = ThreadGate()
        defer {
            gate.open()
            server.stop()
        }
        server.on("/slow", ScriptedReply.json("{}").held(by: gate))
        server.on("/fast", .json("{}"))
        let wide = CurlHTTPClient(userAgent: "KioskTests/1.0", maxConcurrent: 80)
        let slowFinished = TestSupport.RequestLog<Int>()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<64 {
                group.addTask {
                    defer { slowFinished.append(index) }
                    _ = try await wide.fetch(FetchRequest(url: server.url("/slow"), totalTimeout: 30))
                }
            }
            #expect(
                try await Poll.until(within: .seconds(30)) { server.requests.count == 64 },
                "all slow calls should be in flight at once (\(server.requests.count) arrived)")
            let fast = try await wide.fetch(FetchRequest(url: server.url("/fast")))
            #expect(fast.status == 200)
            // Had it queued behind them, it would have waited for their 30 s timeouts.
            #expect(slowFinished.all.isEmpty, "the fast call came back only after slow ones ended")
            gate.open()
            try await group.waitForAll()
        }
    }
}
