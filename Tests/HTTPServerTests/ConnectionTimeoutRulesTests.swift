import Testing
@testable import HTTPServer

/// The connection's read-side timeouts with the default limits (header 10 s, idle 15 s), by
/// moving a clock and firing the timer, as `Connection` does: no waiting, to the millisecond.
@Suite struct ConnectionTimeoutRulesTests {
    @Test func headerTimeout_whenTheHeadIsIncomplete_answers408AndClosesAfter10Seconds() throws {
        let connection = EmbeddedConnection()
        connection.receive("GET / HTTP/1.1\r\nHost: t\r\n")
        connection.advance(by: .milliseconds(9_999))
        #expect(!connection.isClosed)
        connection.advance(by: .milliseconds(1))
        let response = try #require(connection.nextResponse())
        #expect(response.status == 408)
        #expect(response.header("Connection") == "close")
        #expect(connection.isClosed)
    }

    @Test func headerTimeout_whenBytesTrickleIn_countsFromTheFirstByte() throws {
        let connection = EmbeddedConnection()
        // One byte a second, the slowloris pace: each would restart a per-read deadline.
        for byte in "GET /slowloris".map(String.init) where !connection.isClosed {
            connection.receive(byte)
            connection.advance(by: .seconds(1))
        }
        #expect(connection.isClosed)
        #expect(connection.nextResponse()?.status == 408)
    }

    /// The body's first bytes are due within the header deadline; after that, each read gives the
    /// rest of the body the idle timeout again.
    @Test func bodyTimeout_whenTheHeadIsInAndTheBodyKeepsComing_restartsWithEachRead() {
        let connection = EmbeddedConnection()
        connection.receive("POST /form HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\n")
        connection.advance(by: .seconds(9))
        for byte in ["a", "b", "c"] {
            connection.receive(byte)
            connection.advance(by: .seconds(14))
        }
        #expect(connection.handling.map { String(decoding: $0.body, as: UTF8.self) } == ["abc"])
        #expect(!connection.isClosed)
    }

    @Test func bodyTimeout_whenTheBodyStopsComing_answers408() {
        let connection = EmbeddedConnection()
        connection.receive("POST /form HTTP/1.1\r\nHost: t\r\nContent-Length: 3\r\n\r\na")
        connection.advance(by: .seconds(9))
        connection.receive("b")
        connection.advance(by: .milliseconds(14_999))
        #expect(!connection.isClosed)
        connection.advance(by: .milliseconds(1))
        #expect(connection.nextResponse()?.status == 408)
        #expect(connection.isClosed)
    }

    @Test func idleTimeout_whenQuietFor15SecondsAfterAnAnswer_closes() {
        let connection = EmbeddedConnection()
        connection.receive(get("/"))
        connection.finishHandler(.text("ok"))
        connection.advance(by: .milliseconds(14_999))
        #expect(!connection.isClosed)
        connection.advance(by: .milliseconds(1))
        #expect(connection.isClosed)
    }

    @Test func idleTimeout_whenNoByteEverArrives_closesAfter15Seconds() {
        let connection = EmbeddedConnection()
        connection.advance(by: .milliseconds(14_999))
        #expect(!connection.isClosed)
        connection.advance(by: .milliseconds(1))
        #expect(connection.isClosed)
        #expect(connection.written.isEmpty)
    }

    @Test func timers_whileAHandlerWorks_doNotRun() {
        let connection = EmbeddedConnection()
        connection.receive(get("/slow"))
        #expect(connection.timerDeadline == nil)
        connection.advance(by: .seconds(120))
        connection.finishHandler(.text("late but whole"))
        #expect(connection.nextResponse()?.body == "late but whole")
        #expect(!connection.isClosed)
    }
}
