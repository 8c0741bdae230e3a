import Testing
@testable import HTTPServer

/// What the connection asks the parser between reads: 100-continue and which timeout applies.
@Suite struct RequestParserStateTests {
    static let expectHead = raw(["POST /f HTTP/1.1", "Host: k", "Expect: 100-Continue", "Content-Length: 5"])

    @Test func needsContinue_whenHeadExpectsContinue_isTrueUntilMarkedSent() throws {
        var parser = RequestParser()
        parser.append(Array(Self.expectHead.utf8))
        #expect(try parser.next() == nil)
        #expect(parser.needsContinue)
        parser.markContinueSent()
        #expect(!parser.needsContinue)
        parser.append(Array("hello".utf8))
        #expect(try parser.next().map { String(decoding: $0.body, as: UTF8.self) } == "hello")
        #expect(!parser.needsContinue)
    }

    @Test func needsContinue_whenBodyArrivedWithHead_requestIsReadyWithoutContinue() throws {
        var parser = RequestParser()
        parser.append(Array((Self.expectHead + "hello").utf8))
        #expect(try parser.next() != nil)
        #expect(!parser.needsContinue)
    }

    @Test(arguments: [
        RawCase("no body", raw(["POST /f HTTP/1.1", "Host: k", "Expect: 100-continue", "Content-Length: 0"])),
        RawCase("HTTP/1.0", raw(["POST /f HTTP/1.0", "Expect: 100-continue", "Content-Length: 5"])),
        RawCase("other expectation", raw(["POST /f HTTP/1.1", "Host: k", "Expect: something", "Content-Length: 5"])),
    ])
    func needsContinue_whenContinueDoesNotApply_isFalse(_ input: RawCase) throws {
        var parser = RequestParser()
        parser.append(input.bytes)
        _ = try parser.next()
        #expect(!parser.needsContinue)
    }

    @Test func needsContinue_whenChunkedBodyPending_isTrue() throws {
        var parser = RequestParser()
        parser.append(Array(raw(["POST /f HTTP/1.1", "Host: k", "Expect: 100-continue", "Transfer-Encoding: chunked"]).utf8))
        #expect(try parser.next() == nil)
        #expect(parser.needsContinue)
    }

    @Test func timeouts_followTheRequestThroughItsParts() throws {
        var parser = RequestParser()
        #expect(!parser.hasBufferedBytes && !parser.isReadingHead, "idle at start")
        parser.append(Array("\r\n".utf8))
        #expect(try parser.next() == nil)
        #expect(!parser.hasBufferedBytes && !parser.isReadingHead, "an empty line between requests is still idle")
        parser.append(Array("POST / HT".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.hasBufferedBytes && parser.isReadingHead, "part of a request line")
        parser.append(Array("TP/1.1\r\nHost: k\r\n".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.hasBufferedBytes && parser.isReadingHead, "request line read, headers still coming")
        parser.append(Array("Content-Length: 2\r\n\r\n".utf8))
        #expect(try parser.next() == nil)
        #expect(parser.hasBufferedBytes && !parser.isReadingHead, "head read, body still coming")
        parser.append(Array("hi".utf8))
        #expect(try parser.next() != nil)
        #expect(!parser.hasBufferedBytes && !parser.isReadingHead, "idle again")
    }

    @Test func hasBufferedBytes_whenNextRequestIsPipelined_isTrue() throws {
        var parser = RequestParser()
        parser.append(Array((raw(["GET /a HTTP/1.1", "Host: k"]) + "GET /b").utf8))
        #expect(try parser.next()?.rawPath == "/a")
        #expect(try parser.next() == nil)
        #expect(parser.hasBufferedBytes && parser.isReadingHead)
    }
}
