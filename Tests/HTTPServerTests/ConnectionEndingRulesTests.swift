import Testing
@testable import HTTPServer

/// How a connection ends: the client's half-close (RFC 9112 §9.6), the server's drain on shutdown,
/// and the forced close at the end of the grace period.
@Suite struct ConnectionEndingRulesTests {
    @Test func halfClose_whenIdle_closes() {
        let connection = EmbeddedConnection()
        connection.receive(get("/"))
        connection.finishHandler(.text("ok"))
        connection.clientHalfCloses()
        #expect(connection.isClosed)
    }

    @Test func halfClose_inTheMiddleOfAHead_closesWithoutAnAnswer() {
        let connection = EmbeddedConnection()
        connection.receive("GET / HTTP/1.1\r\n")
        connection.clientHalfCloses()
        #expect(connection.isClosed)
        #expect(connection.written.isEmpty)
    }

    @Test func halfClose_whileAHandlerWorks_sendsTheAnswerWithCloseThenCloses() throws {
        let connection = EmbeddedConnection()
        connection.receive(get("/held"))
        connection.clientHalfCloses()
        #expect(!connection.isClosed)
        #expect(connection.isReadingPaused)
        connection.finishHandler(.text("/held"))
        let response = try #require(connection.nextResponse())
        #expect(response.body == "/held")
        #expect(response.header("Connection") == "close")
        #expect(connection.isClosed)
    }

    @Test func drain_whenIdle_closesAtOnce() {
        let connection = EmbeddedConnection()
        connection.drain()
        #expect(connection.isClosed)
    }

    @Test func drain_whileAHandlerWorks_sendsTheAnswerWithCloseThenCloses() throws {
        let connection = EmbeddedConnection()
        connection.receive(get("/work") + get("/never"))
        connection.drain()
        #expect(!connection.isClosed)
        connection.finishHandler(.text("finished"))
        let response = try #require(connection.nextResponse())
        #expect(response.body == "finished")
        #expect(response.header("Connection") == "close")
        #expect(connection.isClosed)
        #expect(connection.handling.isEmpty)
    }

    /// The answer was encoded before the drain began, so it says nothing of a close; the connection
    /// still ends as soon as its last byte is out, rather than idling through the grace period.
    @Test func drain_whileAnAnswerIsBeingWritten_closesOnceItIsOut() throws {
        let connection = EmbeddedConnection(socketRoom: 100)
        connection.receive(get("/big"))
        connection.finishHandler(.text(String(repeating: "b", count: 1_000)))
        connection.drain()
        #expect(!connection.isClosed)
        connection.clientTakes(2_000)
        #expect(try #require(connection.nextResponse()).body.count == 1_000)
        #expect(connection.isClosed)
    }

    @Test func forceClose_whileAHandlerWorks_dropsItsLateAnswer() {
        let connection = EmbeddedConnection()
        connection.receive(get("/late"))
        connection.forceClose()
        #expect(connection.isClosed)
        connection.finishHandler(.text("late"))
        #expect(connection.written.isEmpty)
        #expect(connection.answered.isEmpty)
    }
}
