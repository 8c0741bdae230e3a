import Testing
@testable import HTTPServer

/// The write timeout: a client that takes no byte for 15 s is cut off, 15 to 15.5 s after the last
/// byte it took (the driver sees the client's progress only when it looks, twice a second).
@Suite struct ConnectionWriteTimeoutTests {
    static let page = Response.text(String(repeating: "x", count: 10_000))

    @Test func writeTimeout_whenTheClientTakesNothing_closes15SecondsAfterTheLastWrite() {
        let connection = EmbeddedConnection(socketRoom: 1_000)
        connection.receive(get("/page"))
        connection.finishHandler(Self.page)
        #expect(connection.isReadingPaused)
        connection.advance(by: .milliseconds(14_999))
        #expect(!connection.isClosed)
        connection.advance(by: .milliseconds(501))
        #expect(connection.isClosed)
    }

    /// The client took its last bytes just after the server's last write; the timeout counts from
    /// those bytes, not from the first look that saw them (which once gave 30 s instead of 15).
    @Test func writeTimeout_whenTheClientTookBytesWithoutWakingTheWriter_countsFromThoseBytes() {
        let connection = EmbeddedConnection(socketRoom: 1_000)
        connection.receive(get("/page"))
        connection.finishHandler(Self.page)
        connection.advance(by: .milliseconds(100))
        connection.clientTakes(500, wakingTheWriter: false)
        connection.advance(by: .milliseconds(15_099))
        #expect(!connection.isClosed)
        connection.advance(by: .milliseconds(501))
        #expect(connection.isClosed)
    }

    @Test func writeTimeout_whenTheClientKeepsTakingBytes_deliversTheWholeAnswer() throws {
        let connection = EmbeddedConnection(socketRoom: 1_000)
        connection.receive(get("/page"))
        connection.finishHandler(Self.page)
        // 10 s apart, for 90 s: six times the timeout, never 15 s without progress. Half the
        // steps are seen only by looking at the socket (the kernel wakes a writer late).
        for step in 0..<9 {
            connection.advance(by: .seconds(10))
            connection.clientTakes(1_000, wakingTheWriter: step.isMultiple(of: 2))
        }
        #expect(!connection.isClosed)
        connection.clientTakes(10_000)
        #expect(try #require(connection.nextResponse()).body.count == 10_000)
        #expect(!connection.isReadingPaused)
    }

    /// A client pipelines 2,000 requests with a small receive buffer and reads nothing: reading
    /// pauses when the socket fills, and the connection ends once the write timeout has passed.
    @Test func writeTimeout_whenAPipeliningClientReadsNothing_pausesReadingAndCloses() {
        let connection = EmbeddedConnection(socketRoom: 4_096, immediate: { _ in .text(String(repeating: "c", count: 900)) })
        connection.receive(String(repeating: get("/css/site.css"), count: 2_000))
        #expect(connection.isReadingPaused)
        connection.advance(by: .milliseconds(15_500))
        #expect(connection.isClosed)
        #expect(connection.answered.count < 10)
    }
}
