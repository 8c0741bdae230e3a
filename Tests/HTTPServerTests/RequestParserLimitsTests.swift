import Testing
@testable import HTTPServer

/// Each limit accepts exactly its value and rejects one byte (or field) more.
@Suite struct RequestParserLimitsTests {
    /// Small limits keep the boundary cases readable; one test checks the real defaults too.
    static let small: ServerLimits = {
        var limits = ServerLimits()
        limits.maxRequestLineBytes = 64
        limits.maxHeaderBlockBytes = 128
        limits.maxHeaderFields = 5
        limits.maxBodyBytes = 16
        return limits
    }()

    /// A request line of exactly `length` bytes (CRLF not counted).
    static func requestLine(length: Int) -> String {
        let fixed = "GET /".utf8.count + " HTTP/1.1".utf8.count
        return "GET /" + String(repeating: "a", count: length - fixed) + " HTTP/1.1"
    }

    /// A field section (after the request line, empty line included) of exactly `length` bytes.
    static func fields(length: Int) -> String {
        let fixed = "Host: k\r\n".utf8.count + "X-Pad: \r\n".utf8.count + 2
        return "Host: k\r\nX-Pad: " + String(repeating: "p", count: length - fixed) + "\r\n\r\n"
    }

    @Test(arguments: [(64, nil), (65, 414)] as [(Int, Int?)])
    func requestLine_atAndOverLimit_acceptedThenRejected(length: Int, status: Int?) {
        let text = Self.requestLine(length: length) + "\r\nHost: k\r\n\r\n"
        #expect(parse(text, limits: Self.small).first?.status == status, "request line of \(length) bytes")
        #expect(
            parse(text, limits: Self.small, pieceSize: 1).first?.status == status, "request line of \(length) bytes, byte by byte"
        )
    }

    @Test func requestLine_whenDefaultLimitExceeded_rejectedWith414() {
        #expect(parse(Self.requestLine(length: 8192) + "\r\nHost: k\r\n\r\n").first?.status == nil)
        let outcome = parse(Self.requestLine(length: 8193) + "\r\nHost: k\r\n\r\n").first
        #expect(outcome == .error(HTTPParseError(status: 414, reason: "The request line is longer than 8 KiB.")))
    }

    @Test func requestLine_whenLimitBufferedWithoutLineEnd_rejectedBeforeLineEnds() throws {
        var parser = RequestParser(limits: Self.small)
        parser.append(Array(("GET /" + String(repeating: "a", count: 59) + "\r").utf8))  // 64 bytes + CR
        #expect(try parser.next() == nil, "the CR may still be followed by LF")
        parser.append(Array("b".utf8))
        #expect(throws: HTTPParseError.self) { try parser.next() }

        var endless = RequestParser(limits: Self.small)
        endless.append(Array(String(repeating: "a", count: 66).utf8))
        #expect { try endless.next() } throws: { ($0 as? HTTPParseError)?.status == 414 }
    }

    @Test(arguments: [(128, nil), (129, 431)] as [(Int, Int?)])
    func headerBlock_atAndOverLimit_acceptedThenRejected(length: Int, status: Int?) {
        let text = "GET / HTTP/1.1\r\n" + Self.fields(length: length)
        #expect(parse(text, limits: Self.small).first?.status == status, "field section of \(length) bytes")
        #expect(
            parse(text, limits: Self.small, pieceSize: 1).first?.status == status,
            "field section of \(length) bytes, byte by byte")
    }

    @Test func headerBlock_whenLimitBufferedWithoutLineEnd_rejectedBeforeLineEnds() {
        var parser = RequestParser(limits: Self.small)
        parser.append(Array(("GET / HTTP/1.1\r\nX-Pad: " + String(repeating: "p", count: 130)).utf8))
        #expect { try parser.next() } throws: { ($0 as? HTTPParseError)?.status == 431 }
    }

    @Test(arguments: [(5, nil), (6, 431)] as [(Int, Int?)])
    func headerFields_atAndOverCount_acceptedThenRejected(count: Int, status: Int?) {
        let lines = ["GET / HTTP/1.1", "Host: k"] + (1..<count).map { "X-\($0): v" }
        let outcomes = parse(raw(lines), limits: Self.small)
        #expect(outcomes.first?.status == status, "\(count) fields: \(outcomes)")
    }

    @Test func headerFields_whenDefault100Exceeded_rejectedWith431() {
        let lines = { (count: Int) in ["GET / HTTP/1.1", "Host: k"] + (1..<count).map { "X-\($0): v" } }
        #expect(parse(raw(lines(100))).first?.status == nil)
        #expect(parse(raw(lines(101))).first?.status == 431)
    }

    @Test(arguments: [(16, nil), (17, 413)] as [(Int, Int?)])
    func contentLength_atAndOverBodyLimit_acceptedThenRejected(length: Int, status: Int?) {
        let text = raw(["POST / HTTP/1.1", "Host: k", "Content-Length: \(length)"], body: String(repeating: "b", count: length))
        #expect(parse(text, limits: Self.small).first?.status == status, "body of \(length) bytes")
        #expect(parse(text, limits: Self.small, pieceSize: 1).first?.status == status, "body of \(length) bytes, byte by byte")
    }

    @Test(arguments: [(16, nil), (17, 413)] as [(Int, Int?)])
    func chunkedBody_atAndOverBodyLimit_acceptedThenRejected(length: Int, status: Int?) {
        // Two chunks, so the limit applies to the total, not to each chunk.
        let body =
            "8\r\n12345678\r\n\(String(length - 8, radix: 16))\r\n\(String(repeating: "c", count: length - 8))\r\n0\r\n\r\n"
        let text = raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: chunked"], body: body)
        #expect(parse(text, limits: Self.small).first?.status == status, "chunked body of \(length) bytes")
        #expect(
            parse(text, limits: Self.small, pieceSize: 1).first?.status == status, "chunked body of \(length) bytes, byte by byte"
        )
    }

    @Test(arguments: [(4, nil), (5, 431)] as [(Int, Int?)])
    func trailerFields_overFieldCount_rejectedWith431(count: Int, status: Int?) {
        let trailers = (0..<count).map { "X-T\($0): v\r\n" }.joined()
        let text = raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: chunked"], body: "0\r\n" + trailers + "\r\n")
        var limits = Self.small
        limits.maxHeaderFields = 4
        #expect(parse(text, limits: limits).first?.status == status, "\(count) trailer fields")
    }
}
