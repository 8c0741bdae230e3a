import Foundation
import Locking
import Testing
@testable import HTTPServer
import TestSupport

/// The server tells its observer (metrics) of every answer, by route pattern, never by path.
@Suite("Server observer", .serialized)
struct ServerObserverTests {
    /// Collects what the observer is told; `all` waits until `expected` answers were reported
    /// (the report follows the write, so the client may read an answer before it is made).
    final class Seen: Sendable {
        private let requests = Mutex<[CompletedRequest]>([])
        private let reachedExpected = Latch()
        private let expected: Int
        init(expected: Int) { self.expected = expected }
        func add(_ request: CompletedRequest) {
            let count = requests.withLock {
                $0.append(request); return $0.count
            }
            if count >= expected { reachedExpected.open() }
        }
        var all: [CompletedRequest] {
            get async {
                await reachedExpected.wait()
                return requests.withLock { $0 }
            }
        }
    }

    @Test func observe_isToldTheRoutePatternAndStatus_andServerErrorsAsServer() async throws {
        let seen = Seen(expected: 3)
        let server = Server(host: "127.0.0.1", port: 0, observe: seen.add) { request in
            // A route table names the pattern that answered; a miss names none.
            guard request.rawPath.hasPrefix("/comics/") else { return .text("no", status: 404) }
            var response = Response.text("comic " + request.rawPath.dropFirst("/comics/".count))
            response.route = "/comics/:number"
            return response
        }
        try server.start()
        defer { Task { await server.shutdown(gracePeriod: .milliseconds(100)) } }
        let client = try RawHTTPClient(port: server.port)
        try client.send("GET /comics/1234 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 200)
        try client.send("GET /nowhere HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 404)
        try client.send("GET /a b c HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().status == 400)
        let requests = await seen.all
        #expect(requests.map(\.route) == ["/comics/:number", "", CompletedRequest.serverRoute])
        #expect(requests.map(\.status) == [200, 404, 400])
        #expect(requests[0].method == "GET")
    }

    /// Answers sent from the socket queue (static files, micro-cache hits) are counted like the rest.
    @Test func observe_isToldOfImmediateAnswersToo() async throws {
        let seen = Seen(expected: 1)
        var cached = Response.text("cached")
        cached.route = "/comics/:number"
        let answer = cached
        let server = Server(host: "127.0.0.1", port: 0, immediateResponder: { _ in .answered(answer) }, observe: seen.add) { _ in
            .text("not here", status: 500)
        }
        try server.start()
        defer { Task { await server.shutdown(gracePeriod: .milliseconds(100)) } }
        let client = try RawHTTPClient(port: server.port)
        try client.send("GET /comics/7 HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try client.readResponse().text == "cached")
        let requests = await seen.all
        #expect(requests.map(\.route) == ["/comics/:number"])
        #expect(requests.map(\.status) == [200])
    }
}
