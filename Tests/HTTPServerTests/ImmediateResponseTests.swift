import Glibc
import Locking
import Testing
@testable import HTTPServer
import TestSupport

/// Answers from memory on the socket queue: same bytes on the wire as a handler's,
/// pipelined order kept when immediate and handler answers mix, and a head serialised once.
@Suite("Immediate answers and prepared heads", .serialized)
struct ImmediateResponseTests {
    /// `/cached` is answered immediately; everything else by a handler, which counts its calls.
    /// Counts handler calls across threads.
    final class Counter: Sendable {
        private let count = Mutex(0)
        func increment() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    private static func withMixedServer(_ body: (Server, Counter) async throws -> Void) async throws {
        let handled = Counter()
        var cached = Response.text("from memory\n")
        cached.headers["ETag"] = "\"m\""
        cached.prepareHead()
        let shared = cached
        let server = Server(
            host: "127.0.0.1", port: 0,
            immediateResponder: { request in request.rawPath == "/cached" ? .answered(shared) : .declined },
            responder: { request in
                handled.increment()
                return .text("handled \(request.rawPath)\n")
            })
        try server.start()
        do {
            try await body(server, handled)
        } catch {
            await server.shutdown(gracePeriod: .milliseconds(100))
            throw error
        }
        await server.shutdown(gracePeriod: .milliseconds(100))
    }

    @Test func immediateAnswer_isSentWithoutAskingTheResponder() async throws {
        try await Self.withMixedServer { server, handled in
            let client = try RawHTTPClient(port: server.port)
            try client.send(get("/cached"))
            let response = try client.readResponse()
            #expect(response.status == 200)
            #expect(response.text == "from memory\n")
            #expect(response.header("ETag") == "\"m\"")
            #expect(response.header("Content-Length") == "12")
            #expect(response.header("Date") != nil)
            #expect(handled.value == 0)
        }
    }

    @Test func pipelining_whenImmediateAndHandledAnswersMix_keepsRequestOrder() async throws {
        try await Self.withMixedServer { server, handled in
            let client = try RawHTTPClient(port: server.port)
            try client.send(get("/cached") + get("/a") + get("/cached") + get("/cached") + get("/b") + get("/cached"))
            for expected in ["from memory\n", "handled /a\n", "from memory\n", "from memory\n", "handled /b\n", "from memory\n"] {
                #expect(try client.readResponse().text == expected)
            }
            #expect(handled.value == 2)
        }
    }

    @Test func immediateAnswer_toHEADAndClose_hasNoBodyAndCloses() async throws {
        try await Self.withMixedServer { server, _ in
            let client = try RawHTTPClient(port: server.port)
            try client.send("HEAD /cached HTTP/1.1\r\nHost: t\r\n\r\n" + get("/cached", "Connection: close\r\n"))
            let head = try client.readResponse(isHead: true)
            #expect(head.header("Content-Length") == "12")
            #expect(head.body.isEmpty)
            let last = try client.readResponse()
            #expect(last.text == "from memory\n")
            #expect(last.header("Connection") == "close")
            #expect(client.isClosedByPeer())
        }
    }

    @Test func http10_immediateAnswer_saysKeepAliveWhenAsked() async throws {
        try await Self.withMixedServer { server, _ in
            let client = try RawHTTPClient(port: server.port)
            try client.send("GET /cached HTTP/1.0\r\nConnection: keep-alive\r\n\r\n")
            #expect(try client.readResponse().header("Connection") == "keep-alive")
            try client.send("GET /cached HTTP/1.0\r\n\r\n")
            #expect(try client.readResponse().header("Connection") == "close")
            #expect(client.isClosedByPeer())
        }
    }

    /// A prepared head must put exactly the bytes on the wire that encoding from scratch would.
    @Test(arguments: [
        (false, false, HTTPVersion.http1_1), (true, false, .http1_1), (false, true, .http1_1), (false, false, .http1_0),
    ])
    func preparedHead_encodesTheSameBytesAsAFreshOne(isHead: Bool, close: Bool, version: HTTPVersion) {
        var response = Response(
            status: 200,
            headers: [
                "Content-Type": "text/css", "X-Odd": "a\r\nInjected: 1",
                "content-length": "99", "Connection": "upgrade", "Date": "old",
            ],
            body: Array("body".utf8))
        let fresh = ResponseEncoder.encode(response, isHead: isHead, close: close, version: version, date: "D")
        response.prepareHead()
        #expect(response.isHeadPrepared)
        let prepared = ResponseEncoder.encode(response, isHead: isHead, close: close, version: version, date: "D")
        #expect(prepared.head + prepared.tail == fresh.head + fresh.tail)
        #expect(prepared.body == fresh.body)
        let text = String(decoding: prepared.head + prepared.tail, as: UTF8.self)
        #expect(!text.contains("\r\nInjected"), "a CR LF in a value must not start a field: \(text)")
        #expect(text.contains("Content-Length: \(isHead ? "99" : "4")\r\n"))
        #expect(!text.contains("upgrade") && !text.contains("old"))
    }

    @Test func preparedHead_isDroppedWhenStatusOrFieldsChange() {
        var response = Response.text("x")
        response.prepareHead()
        response.headers.add("Vary", "Accept")
        #expect(!response.isHeadPrepared)
        response.prepareHead()
        response.status = 404
        #expect(!response.isHeadPrepared)
        let wire = ResponseEncoder.encode(response, isHead: false, close: false, version: .http1_1, date: "D")
        #expect(String(decoding: wire.head, as: UTF8.self).hasPrefix("HTTP/1.1 404 Not Found\r\n"))
    }

    @Test func noBodyStatus_hasNoContentLength() {
        let wire = ResponseEncoder.encode(
            Response(status: 304, headers: ["ETag": "\"e\""]), isHead: false, close: false,
            version: .http1_1, date: "D")
        #expect(
            String(decoding: wire.head + wire.tail, as: UTF8.self)
                == "HTTP/1.1 304 Not Modified\r\nETag: \"e\"\r\nDate: D\r\n\r\n")
    }
}

/// The weight-free fast path of `AcceptEncoding.acceptsGzip` must agree with the full
/// parse on every header it answers.
@Suite("Accept-Encoding without weights")
struct AcceptEncodingFastPathTests {
    @Test(arguments: [
        "gzip", "GZIP", "gzip, deflate, br, zstd", " br ,\tgzip\t", "x-gzip", "deflate, br", "", ",", "gzipx",
        "identity", "gzip, identity", "br;q=1, gzip", "*", "gzip;q=0", "gzi p", "caf\u{e9}, gzip",
    ])
    func fastPath_agreesWithTheFullParse(header: String) {
        let members = AcceptEncoding.parse(header)
        let gzip =
            AcceptEncoding.weight(of: "gzip", in: members) ?? AcceptEncoding.weight(of: "x-gzip", in: members)
            ?? AcceptEncoding.weight(of: "*", in: members) ?? 0
        let full = gzip > 0 && gzip >= (AcceptEncoding.explicitIdentityWeight(members) ?? 0)
        #expect(AcceptEncoding.acceptsGzip(header) == full, "\(header)")
        if let fast = AcceptEncoding.acceptsGzipWithoutWeights(header) { #expect(fast == full, "\(header)") }
    }

    @Test func joinedValues_joinsRepeatedFieldsInOrder() {
        var headers = HTTPHeaders()
        #expect(headers.joinedValues(for: "Accept-Encoding") == nil)
        headers.add("accept-encoding", "br")
        #expect(headers.joinedValues(for: "Accept-Encoding") == "br")
        headers.add("Accept-Encoding", "gzip")
        #expect(headers.joinedValues(for: "Accept-Encoding") == "br, gzip")
    }
}

@Suite("Pipelining after an error that keeps the connection", .serialized)
struct PipelinedErrorTests {
    /// A malformed query is answered 400 and the connection stays usable; the request pipelined
    /// behind it in the same packet must be answered without waiting for more bytes.
    @Test func pipelining_afterAMalformedQuery_answersTheNextRequest() async throws {
        try await withServer { server in
            let client = try RawHTTPClient(port: server.port)
            try client.send(get("/a?q=%zz") + get("/b"))
            #expect(try client.readResponse().status == 400)
            let next = try client.readResponse()
            #expect(next.status == 200)
            #expect(next.text == "GET /b ")
        }
    }
}
