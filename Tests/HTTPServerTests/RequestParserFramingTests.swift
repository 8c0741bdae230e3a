import Testing
@testable import HTTPServer

/// Message framing (RFC 9112 §6–§7): lengths, transfer codings, chunked bodies, pipelining.
@Suite struct RequestParserFramingTests {
    static let rejected: [RawCase] = [
        RawCase("Content-Length letters", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: abc"]), 400),
        RawCase("Content-Length negative", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: -1"]), 400),
        RawCase("Content-Length plus sign", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: +1"]), 400),
        RawCase("Content-Length hex", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 0x10"]), 400),
        RawCase("Content-Length empty", raw(["POST / HTTP/1.1", "Host: k", "Content-Length:"]), 400),
        RawCase("Content-Length with inner space", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 1 2"]), 400),
        RawCase("Content-Length list disagrees", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5, 6"]), 400),
        RawCase("Content-Length list with empty element", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5,"]), 400),
        RawCase(
            "Content-Length lines disagree", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5", "Content-Length: 6"]), 400),
        RawCase(
            "Content-Length and Transfer-Encoding",
            raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5", "Transfer-Encoding: chunked"]), 400),
        RawCase("Transfer-Encoding in HTTP/1.0", raw(["POST / HTTP/1.0", "Transfer-Encoding: chunked"]), 400),
        RawCase("Transfer-Encoding gzip, chunked", raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: gzip, chunked"]), 501),
        RawCase("Transfer-Encoding identity", raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: identity"]), 501),
        RawCase("Transfer-Encoding foo", raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: foo"]), 501),
        RawCase(
            "Transfer-Encoding chunked twice", raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: chunked, chunked"]), 501),
        RawCase(
            "Transfer-Encoding over two lines",
            raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: gzip", "Transfer-Encoding: chunked"]), 501),
        RawCase("Content-Length over the body limit", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 1048577"]), 413),
        RawCase(
            "Content-Length too big for an Int", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 99999999999999999999999"]),
            413),
        // Chunked (RFC 9112 §7.1)
        RawCase("chunk size not hex", chunked("zz\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk size empty", chunked("\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk size with junk after", chunked("5x\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk size overflows", chunked("10000000000000000\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk data longer than size", chunked("3\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk extension with control", chunked("5;a=\u{1}\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk size line too long", chunked("5;" + String(repeating: "e", count: 1100) + "\r\nhello\r\n0\r\n\r\n"), 400),
        RawCase("chunk over the body limit", chunked("100001\r\n"), 413),
        RawCase("trailer with obs-fold", chunked("0\r\nX-T: a\r\n b\r\n\r\n"), 400),
        RawCase("trailer without colon", chunked("0\r\nnope\r\n\r\n"), 400),
    ]

    static func chunked(_ body: String) -> String {
        raw(["POST /upload HTTP/1.1", "Host: k", "Transfer-Encoding: chunked"], body: body)
    }

    @Test(arguments: rejected)
    func parser_whenFramingIsInvalid_rejectsAndCloses(_ input: RawCase) {
        let outcomes = parse(input.bytes)
        #expect(outcomes.map(\.status) == [input.status], "\(outcomes)")
        if case .error(let error) = outcomes.first { #expect(error.closesConnection) }
    }

    @Test func parser_whenContentLengthIsTooLarge_rejectsBeforeBodyArrives() throws {
        var parser = RequestParser()
        parser.append(Array(raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 2000000"]).utf8))
        #expect(throws: HTTPParseError(status: 413, reason: "The request body is larger than 1 MiB.")) { try parser.next() }
    }

    static let bodies: [(name: String, text: String, body: String)] = [
        ("Content-Length", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5"], body: "hello"), "hello"),
        ("Content-Length zero", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 0"]), ""),
        ("Content-Length identical list", raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5 , 5"], body: "hello"), "hello"),
        (
            "Content-Length identical lines",
            raw(["POST / HTTP/1.1", "Host: k", "Content-Length: 5", "content-length: 05"], body: "hello"), "hello"
        ),
        ("HTTP/1.0 Content-Length", raw(["POST / HTTP/1.0", "Content-Length: 2"], body: "hi"), "hi"),
        ("no length means no body", raw(["POST / HTTP/1.1", "Host: k"]), ""),
        ("chunked", chunked("5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"), "hello world"),
        (
            "chunked upper-case coding",
            raw(["POST / HTTP/1.1", "Host: k", "Transfer-Encoding: Chunked"], body: "2\r\nhi\r\n0\r\n\r\n"), "hi"
        ),
        ("chunked hex sizes", chunked("A\r\n0123456789\r\nf\r\nabcdefghijklmno\r\n0\r\n\r\n"), "0123456789abcdefghijklmno"),
        (
            "chunked with extensions", chunked("5;name=value\r\nhello\r\n6 ; x ; y=\"q\"\r\n world\r\n0;last\r\n\r\n"),
            "hello world"
        ),
        ("chunked with trailers", chunked("5\r\nhello\r\n0\r\nX-Checksum: abc\r\nX-Other: d\r\n\r\n"), "hello"),
        ("chunked with bare LF", chunked("5\nhello\n0\n\n"), "hello"),
        ("chunked empty", chunked("0\r\n\r\n"), ""),
    ]

    @Test(arguments: zip(bodies.map { RawCase($0.name, $0.text) }, bodies.map(\.body)))
    func parser_whenBodyIsFramed_givesDecodedBody(_ input: RawCase, _ body: String) throws {
        let request = try #require(parse(input.bytes).first?.request)
        #expect(request.body == body)
    }

    @Test func parser_whenChunkedHasTrailers_discardsThemFromHeaders() throws {
        let request = try #require(parse(Self.chunked("2\r\nhi\r\n0\r\nX-Checksum: abc\r\n\r\n")).first?.request)
        #expect(request.headers == ["Host: k", "Transfer-Encoding: chunked"])
    }

    @Test func parser_whenThreeRequestsArriveTogether_givesThemInOrder() {
        let text =
            raw(["GET /one HTTP/1.1", "Host: k"])
            + raw(["POST /two HTTP/1.1", "Host: k", "Content-Length: 3"], body: "abc")
            + Self.chunked("3\r\nxyz\r\n0\r\n\r\n")
        let outcomes = parse(text)
        #expect(outcomes.map { $0.request?.rawPath } == ["/one", "/two", "/upload"])
        #expect(outcomes.map { $0.request?.body } == ["", "abc", "xyz"])
    }

    @Test func parser_whenManyRequestsArriveInOddPieces_givesEveryOneInOrder() {
        let text = (0..<60).map { number in
            number % 3 == 0
                ? Self.chunked("4\r\n\(1000 + number)\r\n0\r\n\r\n")
                : raw(["POST /r\(number) HTTP/1.1", "Host: k", "Content-Length: 4"], body: "\(1000 + number)")
        }.joined()
        for piece in [1, 7, 64, 1000] {
            let outcomes = parse(text, pieceSize: piece)
            #expect(outcomes.compactMap { $0.request?.body } == (0..<60).map { "\(1000 + $0)" }, "pieces of \(piece) bytes")
        }
    }

    static var everyInput: [RawCase] {
        RequestParserSyntaxTests.rejected + rejected
            + RequestParserSyntaxTests.accepted.map { RawCase($0.name, $0.text) }
            + bodies.map { RawCase($0.name, $0.text) }
            + [
                RawCase(
                    "malformed query then a request",
                    "GET /?q=%4 HTTP/1.1\r\nHost: k\r\n\r\nGET /b HTTP/1.1\r\nHost: k\r\n\r\n")
            ]
    }

    @Test(arguments: everyInput)
    func parser_whenFedOneByteAtATime_givesSameResultAsAllAtOnce(_ input: RawCase) {
        let whole = parse(input.bytes)
        #expect(parse(input.bytes, pieceSize: 1) == whole)
        #expect(parse(input.bytes, pieceSize: 2) == whole)
    }

    @Test func parser_whenAppendedFromRawBuffer_parsesTheSame() throws {
        let bytes = Array(raw(["GET /raw HTTP/1.1", "Host: k"]).utf8)
        var parser = RequestParser()
        bytes.withUnsafeBytes { parser.append($0) }
        #expect(try parser.next()?.rawPath == "/raw")
        #expect(try parser.next() == nil)
    }

    @Test func parser_afterClosingError_keepsThrowingIt() {
        var parser = RequestParser()
        parser.append(Array("GET / HTTP/2.0\r\n\r\n".utf8))
        #expect(throws: HTTPParseError.self) { try parser.next() }
        parser.append(Array(raw(["GET / HTTP/1.1", "Host: k"]).utf8))
        #expect(throws: HTTPParseError.self) { try parser.next() }
    }
}
