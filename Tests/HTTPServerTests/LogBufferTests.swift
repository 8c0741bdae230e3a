@testable import HTTPServer
import Logging
import Locking
import Testing
import TestSupport

/// Access lines are buffered off the request path: written in order, in batches, at exit, and
/// dropped (and counted) rather than blocking when the writer cannot keep up.
@Suite("Buffered log")
struct LogBufferTests {
    /// Collects what the buffer writes; opens `written` on the first batch.
    final class Output: Sendable {
        let bytes = Mutex<[UInt8]>([])
        let written = Latch()
        func write(_ batch: [UInt8]) {
            bytes.withLock { $0 += batch }
            written.open()
        }
        var lines: [String] { bytes.withLock { String(decoding: $0, as: UTF8.self) }.split(separator: "\n").map(String.init) }
    }

    @Test func append_beforeAnyFlush_writesNothing_thenFlushWritesEveryLineInOrder() {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)
        for index in 0..<100 { buffer.append("line \(index)\n") }
        #expect(output.lines.isEmpty)
        buffer.flush()
        #expect(output.lines == (0..<100).map { "line \($0)" })
    }

    @Test func append_whenFull_dropsTheLineAndSaysHowManyAfterTheBatch() {
        let output = Output()
        let buffer = LogBuffer(capacity: 20, cores: 1, output: output.write)
        buffer.append("0123456789\n")
        buffer.append("abcdefghij\n")  // 22 bytes would not fit in 20
        buffer.append("klmnopqrst\n")
        #expect(buffer.droppedLines == 2)
        buffer.flush()
        let lines = output.lines
        #expect(lines.first == "0123456789")
        #expect(lines.count == 2)
        #expect(lines.last?.hasSuffix("warning kiosk.log: log buffer full: 2 lines dropped") == true, "\(lines)")
    }

    @Test func append_pastTheBatchSize_writesWithoutWaitingForTheTimer() async {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)  // never started: no timer
        let line = String(repeating: "x", count: 1023) + "\n"
        for _ in 0..<(LogBuffer.flushThreshold / 1024) { buffer.append(line) }
        await output.written.wait()
        #expect(output.bytes.withLock { $0.count } >= LogBuffer.flushThreshold)
    }

    @Test func append_urgentLine_isWrittenWithoutWaitingForTheTimer() async {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)
        buffer.append("ordinary\n")
        buffer.append("a warning\n", urgent: true)
        await output.written.wait()
        #expect(output.lines == ["ordinary", "a warning"])
    }

    @Test func start_flushesPeriodically() async {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)
        // A short interval so the test does not wait; the latch, not a sleep, decides when to look.
        buffer.start(flushInterval: .milliseconds(10))
        buffer.append("quiet traffic\n")
        await output.written.wait()
        #expect(output.lines == ["quiet traffic"])
        buffer.stop()
    }

    @Test func handler_formatsLikeTheStreamHandler_withLabelLevelSourceAndMetadata() {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)
        var logger = Logger(label: "kiosk.http") { label in BufferedLogHandler(label: label, level: .info, buffer: buffer) }
        logger[metadataKey: "instance"] = "a"
        logger.info("GET / 200 10B 1ms")
        logger.debug("not at info")
        buffer.flush()
        let lines = output.lines
        #expect(lines.count == 1)
        let line = lines.first ?? ""
        // 2026-11-24T09:02:26+0000 info kiosk.http: instance=a [HTTPServerTests] GET / 200 10B 1ms
        #expect(
            line.wholeMatch(
                of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} info kiosk\.http: instance=a \[HTTPServerTests\] GET \/ 200 10B 1ms/)
                != nil, "\(line)")
    }

    /// The server's access line skips swift-log's message and event but must read exactly as the
    /// general path writes it (operators parse these lines).
    @Test func accessLine_readsAsTheGeneralPathWritesIt() {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)
        let handler = BufferedLogHandler(label: "kiosk.http", level: .info, buffer: buffer)
        let logger = Logger(label: "kiosk.http") { _ in handler }
        logger.info("GET /comics/1234 200 5120B 0ms", source: "HTTPServer")
        #expect(
            handler.logAccess(
                source: "HTTPServer", method: "GET", path: "/comics/1234", status: 200, bytes: 5120, milliseconds: 0))
        logger.info("HEAD /search 404 0B 1234567ms", source: "HTTPServer")
        #expect(
            handler.logAccess(
                source: "HTTPServer", method: "HEAD", path: "/search", status: 404, bytes: 0, milliseconds: 1_234_567))
        buffer.flush()
        // The timestamps may differ by a second; everything after them must not. Access lines wait
        // in per-core buffers, written before the other lines of the same batch.
        let lines = output.lines.map { $0.split(separator: " ", maxSplits: 1).last.map(String.init) ?? "" }
        #expect(lines.count == 4)
        #expect(lines[0] == lines[2] && lines[0] == "info kiosk.http: [HTTPServer] GET /comics/1234 200 5120B 0ms", "\(lines)")
        #expect(lines[1] == lines[3] && lines[1] == "info kiosk.http: [HTTPServer] HEAD /search 404 0B 1234567ms", "\(lines)")
    }

    @Test func accessLine_leavesLinesWithMetadataToTheGeneralPath_andWritesNothingAboveInfo() {
        let output = Output()
        let buffer = LogBuffer(cores: 1, output: output.write)
        var handler = BufferedLogHandler(label: "kiosk.http", level: .info, buffer: buffer)
        handler[metadataKey: "instance"] = "a"
        #expect(!handler.logAccess(source: "HTTPServer", method: "GET", path: "/", status: 200, bytes: 1, milliseconds: 0))
        let quiet = BufferedLogHandler(label: "kiosk.http", level: .warning, buffer: buffer)
        #expect(quiet.logAccess(source: "HTTPServer", method: "GET", path: "/", status: 200, bytes: 1, milliseconds: 0))
        buffer.flush()
        #expect(output.lines.isEmpty)
    }

    @Test(arguments: [0, 7, 10, 99, 100, 1_234_567, -5, Int64.max, Int64.min])
    func decimal_isWrittenAsInterpolationWritesIt(value: Int64) {
        var bytes: [UInt8] = []
        BufferedLogHandler.appendDecimal(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "\(value)")
    }
}
