import Testing
@testable import HTTPServer

/// The HTTP/1.1 rules of a connection, checked by feeding its state machine events: keep-alive,
/// pipelining, HEAD, 100-continue and framing errors (the timeouts are in `ConnectionTimeoutRulesTests`
/// and `ConnectionWriteTimeoutTests`, half-close and drain in `ConnectionEndingRulesTests`).
@Suite struct ConnectionStateMachineTests {
    @Test func keepAlive_whenHTTP11_answersSeveralRequestsOnOneConnection() throws {
        let connection = EmbeddedConnection()
        for path in ["/a", "/b", "/c"] {
            connection.receive(get(path))
            #expect(connection.handling.map(\.target) == [path])
            connection.finishHandler(.text(path))
            let response = try #require(connection.nextResponse())
            #expect(response.body == path)
            #expect(response.header("Connection") == nil)
            #expect(response.header("Date") == EmbeddedConnection.date)
        }
        #expect(!connection.isClosed)
        #expect(!connection.isReadingPaused)
    }

    @Test func connectionClose_whenRequested_closesAfterTheAnswer() throws {
        let connection = EmbeddedConnection()
        connection.receive(get("/", "Connection: close\r\n"))
        connection.finishHandler(.text("bye"))
        #expect(try #require(connection.nextResponse()).header("Connection") == "close")
        #expect(connection.isClosed)
    }

    @Test(arguments: [("", true), ("Connection: keep-alive\r\n", false)])
    func http10_closesUnlessKeepAliveIsAsked(extra: String, closes: Bool) throws {
        let connection = EmbeddedConnection()
        connection.receive("GET / HTTP/1.0\r\n\(extra)\r\n")
        connection.finishHandler(.text("ok"))
        let response = try #require(connection.nextResponse())
        #expect(response.header("Connection") == (closes ? "close" : "keep-alive"), "for \(extra.debugDescription)")
        #expect(connection.isClosed == closes)
    }

    @Test func pipelining_whenRequestsArriveTogether_startsEachHandlerOnlyAfterTheAnswerBefore() throws {
        let connection = EmbeddedConnection()
        connection.receive(get("/slow") + get("/fast") + get("/last"))
        // One request in hand at a time: answers cannot leave out of order.
        #expect(connection.handling.map(\.target) == ["/slow"])
        #expect(connection.isReadingPaused)
        connection.finishHandler(.text("/slow"))
        #expect(connection.handling.map(\.target) == ["/fast"])
        connection.finishHandler(.text("/fast"))
        connection.finishHandler(.text("/last"))
        #expect(["/slow", "/fast", "/last"].map { _ in connection.nextResponse()?.body } == ["/slow", "/fast", "/last"])
        #expect(!connection.isReadingPaused)
    }

    @Test func pipelining_whenImmediateAndHandledAnswersMix_keepsRequestOrder() {
        let connection = EmbeddedConnection(immediate: { $0.target.hasPrefix("/cached") ? .text($0.target) : nil })
        connection.receive(get("/cached1") + get("/a") + get("/cached2") + get("/cached3"))
        #expect(connection.nextResponse()?.body == "/cached1")
        #expect(connection.handling.map(\.target) == ["/a"])
        connection.finishHandler(.text("/a"))
        #expect(["/a", "/cached2", "/cached3"].map { _ in connection.nextResponse()?.body } == ["/a", "/cached2", "/cached3"])
        #expect(connection.answered.count == 4)
    }

    @Test func head_answersWithTheGetFramingAndNoBody() throws {
        let connection = EmbeddedConnection()
        connection.receive("HEAD /x HTTP/1.1\r\nHost: t\r\n\r\n" + get("/next"))
        connection.finishHandler(.text("8 bytes!"))
        let head = try #require(connection.nextResponse(isHead: true))
        #expect(head.header("Content-Length") == "8")
        // The next answer starts right after the head: a stray body would corrupt it.
        connection.finishHandler(.text("next"))
        #expect(connection.nextResponse()?.body == "next")
    }

    @Test func expect100Continue_sendsTheInterimAnswerBeforeTheBodyArrives() throws {
        let connection = EmbeddedConnection()
        connection.receive("POST /form HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n")
        #expect(try #require(connection.nextResponse()).status == 100)
        #expect(connection.handling.isEmpty)
        #expect(!connection.isReadingPaused)
        connection.receive("hello")
        #expect(connection.handling.map { String(decoding: $0.body, as: UTF8.self) } == ["hello"])
    }

    @Test func expect100Continue_whenTheBodyIsTooLarge_answers413WithoutTheInterimAndCloses() throws {
        let connection = EmbeddedConnection()
        connection.receive("POST /form HTTP/1.1\r\nHost: t\r\nContent-Length: 99999999\r\nExpect: 100-continue\r\n\r\n")
        let response = try #require(connection.nextResponse())
        #expect(response.status == 413)
        #expect(response.header("Connection") == "close")
        #expect(connection.isClosed)
    }

    @Test func framingError_whenLengthAndChunkedBothSent_answers400AndCloses() throws {
        let connection = EmbeddedConnection()
        connection.receive("GET / HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n" + get("/never"))
        let response = try #require(connection.nextResponse())
        #expect(response.status == 400)
        #expect(response.header("Connection") == "close")
        #expect(connection.isClosed)
        #expect(connection.handling.isEmpty)
        guard case .serverError(status: 400, _) = connection.answered.first else {
            Issue.record("reported \(connection.answered)")
            return
        }
    }

    @Test func malformedQuery_answers400AndGoesOnToTheRequestPipelinedBehindIt() throws {
        let connection = EmbeddedConnection()
        connection.receive(get("/a?q=%zz") + get("/b"))
        let error = try #require(connection.nextResponse())
        #expect(error.status == 400)
        #expect(error.header("Connection") == nil)
        #expect(connection.handling.map(\.target) == ["/b"])
    }

    @Test func handlerFinished_withNoAnswer_closesWithoutWriting() {
        let connection = EmbeddedConnection()
        connection.receive(get("/drop"))
        connection.finishHandler(nil)
        #expect(connection.isClosed)
        #expect(connection.written.isEmpty)
    }
}
