import Testing
@testable import HTTPServer

/// Request-line and header-field syntax (RFC 9112 §2–§5), on raw bytes.
@Suite struct RequestParserSyntaxTests {
    static let rejected: [RawCase] = [
        // Request line (RFC 9112 §3)
        RawCase("no version", "GET /\r\nHost: x\r\n\r\n", 400),
        RawCase("lowercase version", "GET / http/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("version without minor", "GET / HTTP/1\r\nHost: x\r\n\r\n", 400),
        RawCase("version with two-digit minor", "GET / HTTP/1.10\r\nHost: x\r\n\r\n", 400),
        RawCase("version HTTP/2.0", "GET / HTTP/2.0\r\nHost: x\r\n\r\n", 505),
        RawCase("version HTTP/1.2", "GET / HTTP/1.2\r\nHost: x\r\n\r\n", 505),
        RawCase("version HTTP/0.9", "GET / HTTP/0.9\r\n\r\n", 505),
        RawCase("method with parenthesis", "G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("empty method", " / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("two spaces after method", "GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("space in target", "GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("tab in target", "GET /a\tb HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("NUL in target", "GET /a\u{0}b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("DEL in target", "GET /a\u{7F}b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("non-ASCII in target", "GET /caf\u{E9} HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("asterisk for GET", "GET * HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("authority-form", "CONNECT example.com:443 HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("ftp absolute-form", "GET ftp://example.com/ HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("absolute-form without host", "GET http:///a HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("relative target", "GET a/b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        RawCase("bare CR in request line", "GET / HTTP/1.1\rHost: x\r\n\r\n", 400),
        // Field lines (RFC 9112 §5)
        RawCase("space before colon", "GET / HTTP/1.1\r\nHost : x\r\n\r\n", 400),
        RawCase("tab before colon", "GET / HTTP/1.1\r\nHost\t: x\r\n\r\n", 400),
        RawCase("obs-fold", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n", 400),
        RawCase("obs-fold with tab", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\r\n\tb\r\n\r\n", 400),
        RawCase("whitespace after request line", "GET / HTTP/1.1\r\n Host: x\r\n\r\n", 400),
        RawCase("space inside name", "GET / HTTP/1.1\r\nHost: x\r\nX A: b\r\n\r\n", 400),
        RawCase("non-token name", "GET / HTTP/1.1\r\nHost: x\r\n(x): b\r\n\r\n", 400),
        RawCase("empty name", "GET / HTTP/1.1\r\nHost: x\r\n: b\r\n\r\n", 400),
        RawCase("no colon", "GET / HTTP/1.1\r\nHost: x\r\nNoColon\r\n\r\n", 400),
        RawCase("NUL in value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{0}b\r\n\r\n", 400),
        RawCase("control in value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{1}b\r\n\r\n", 400),
        RawCase("DEL in value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\u{7F}b\r\n\r\n", 400),
        RawCase("bare CR in value", "GET / HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n", 400),
        RawCase("bare CR as line end", "GET / HTTP/1.1\r\nHost: x\r\r\n", 400),
        RawCase("too many empty lines first", String(repeating: "\r\n", count: 17) + "GET / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
        // Host (RFC 9112 §3.2)
        RawCase("HTTP/1.1 without Host", "GET / HTTP/1.1\r\nX-A: b\r\n\r\n", 400),
        RawCase("two Host headers", "GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n", 400),
        RawCase("HTTP/1.0 with two Host headers", "GET / HTTP/1.0\r\nHost: a\r\nHost: b\r\n\r\n", 400),
        // Host values (RFC 9110 §7.2, RFC 3986 §3.2.2–3.2.3): a host and an optional port, nothing else.
        RawCase("path in Host", "GET / HTTP/1.1\r\nHost: localhost/evil\r\n\r\n", 400),
        RawCase("query in Host", "GET / HTTP/1.1\r\nHost: localhost?x\r\n\r\n", 400),
        RawCase("fragment in Host", "GET / HTTP/1.1\r\nHost: localhost#x\r\n\r\n", 400),
        RawCase("userinfo in Host", "GET / HTTP/1.1\r\nHost: user:pw@localhost\r\n\r\n", 400),
        RawCase("space in Host", "GET / HTTP/1.1\r\nHost: local host\r\n\r\n", 400),
        RawCase("backslash in Host", "GET / HTTP/1.1\r\nHost: localhost\\evil\r\n\r\n", 400),
        RawCase("letters in port", "GET / HTTP/1.1\r\nHost: localhost:80a\r\n\r\n", 400),
        RawCase("port above 65535", "GET / HTTP/1.1\r\nHost: localhost:65536\r\n\r\n", 400),
        RawCase("two ports", "GET / HTTP/1.1\r\nHost: localhost:80:80\r\n\r\n", 400),
        RawCase("unclosed IPv6 literal", "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n", 400),
        RawCase("junk after IPv6 literal", "GET / HTTP/1.1\r\nHost: [::1]x\r\n\r\n", 400),
        RawCase("letters in IPv6 literal", "GET / HTTP/1.1\r\nHost: [::g]\r\n\r\n", 400),
        RawCase("two :: in IPv6 literal", "GET / HTTP/1.1\r\nHost: [1::2::3]\r\n\r\n", 400),
        RawCase("lone colon as IPv6 literal", "GET / HTTP/1.1\r\nHost: [:]\r\n\r\n", 400),
        RawCase("IPv4 in brackets", "GET / HTTP/1.1\r\nHost: [1.2.3.4]\r\n\r\n", 400),
        RawCase("nine groups in IPv6 literal", "GET / HTTP/1.1\r\nHost: [1:2:3:4:5:6:7:8:9]\r\n\r\n", 400),
        RawCase("non-ASCII Host", "GET / HTTP/1.1\r\nHost: k\u{E9}\r\n\r\n", 400),
        RawCase("bad percent-encoding", "GET / HTTP/1.1\r\nHost: a%zz\r\n\r\n", 400),
    ]

    static let validHosts = [
        "localhost", "localhost:8080", "127.0.0.1", "127.0.0.1:80", "[::1]", "[::1]:8080",
        "[2001:db8::7]", "[::ffff:192.0.2.1]", "kiosk.example", "xn--fa-hia.example", "a_b-c~d.example", "a%41b", "k:", "",
    ]

    @Test(arguments: validHosts)
    func parser_whenHostIsAHostAndPort_acceptsIt(host: String) {
        let outcomes = parse(Array("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n".utf8))
        guard case .request(let request) = outcomes.first else {
            Issue.record("Host \(host.debugDescription) refused: \(outcomes)")
            return
        }
        #expect(request.headers == ["Host: \(host)"])
    }

    @Test(arguments: rejected)
    func parser_whenSyntaxIsInvalid_rejectsAndCloses(_ input: RawCase) {
        let outcomes = parse(input.bytes)
        #expect(outcomes.count == 1, "\(outcomes)")
        guard case .error(let error) = outcomes.first else {
            Issue.record("expected \(input.status), got \(outcomes)")
            return
        }
        #expect(error.status.code == input.status)
        #expect(error.closesConnection)
        #expect(!error.reason.isEmpty && error.reason.hasSuffix("."), "reason reads as a sentence: \(error.reason)")
    }

    struct Accepted: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var method = "GET"
        var rawPath: String
        var query: [String] = []
        var version = HTTPVersion.http1_1
        var headers: [String]
        var testDescription: String { name }
    }

    static let accepted: [Accepted] = [
        Accepted(
            name: "origin-form with query", text: "GET /search?q=Swift+6&lang=ja HTTP/1.1\r\nHost: k\r\n\r\n",
            rawPath: "/search", query: ["q=Swift 6", "lang=ja"], headers: ["Host: k"]),
        Accepted(
            name: "path kept percent-encoded", text: "GET /a%20b/c%2Fd HTTP/1.1\r\nHost: k\r\n\r\n",
            rawPath: "/a%20b/c%2Fd", headers: ["Host: k"]),
        Accepted(
            name: "absolute-form", text: "GET http://example.com/a/b?x=1 HTTP/1.1\r\nHost: k\r\n\r\n",
            rawPath: "/a/b", query: ["x=1"], headers: ["Host: k"]),
        Accepted(
            name: "absolute-form upper-case https without path", text: "GET HTTPS://example.com HTTP/1.1\r\nHost: k\r\n\r\n",
            rawPath: "/", headers: ["Host: k"]),
        Accepted(
            name: "absolute-form with query only", text: "GET http://example.com?x=1 HTTP/1.1\r\nHost: k\r\n\r\n",
            rawPath: "/", query: ["x=1"], headers: ["Host: k"]),
        Accepted(
            name: "asterisk-form for OPTIONS", text: "OPTIONS * HTTP/1.1\r\nHost: k\r\n\r\n",
            method: "OPTIONS", rawPath: "*", headers: ["Host: k"]),
        Accepted(
            name: "unusual token method", text: "M-SEARCH! / HTTP/1.1\r\nHost: k\r\n\r\n",
            method: "M-SEARCH!", rawPath: "/", headers: ["Host: k"]),
        Accepted(name: "one empty line first", text: "\r\nGET / HTTP/1.1\r\nHost: k\r\n\r\n", rawPath: "/", headers: ["Host: k"]),
        Accepted(
            name: "bare LF line ends", text: "\nGET / HTTP/1.1\nHost: k\nX-A: b\n\n", rawPath: "/",
            headers: ["Host: k", "X-A: b"]),
        Accepted(
            name: "OWS trimmed, inner tab kept", text: "GET / HTTP/1.1\r\nHost:k\r\nX-A: \t a\tb \t\r\nX-E:\r\n\r\n",
            rawPath: "/", headers: ["Host: k", "X-A: a\tb", "X-E: "]),
        Accepted(
            name: "names keep their case and order", text: "GET / HTTP/1.1\r\nx-b: 1\r\nHOST: k\r\nX-B: 2\r\n\r\n",
            rawPath: "/", headers: ["x-b: 1", "HOST: k", "X-B: 2"]),
        Accepted(name: "HTTP/1.0 without Host", text: "GET / HTTP/1.0\r\n\r\n", rawPath: "/", version: .http1_0, headers: []),
        Accepted(name: "empty query", text: "GET /? HTTP/1.1\r\nHost: k\r\n\r\n", rawPath: "/", headers: ["Host: k"]),
    ]

    @Test(arguments: accepted)
    func parser_whenSyntaxIsValid_givesRequestParts(_ input: Accepted) throws {
        let outcomes = parse(input.text)
        #expect(outcomes.count == 1, "\(outcomes)")
        let request = try #require(outcomes.first?.request, "\(outcomes)")
        #expect(request.method == input.method)
        #expect(request.rawPath == input.rawPath)
        #expect(request.query == input.query)
        #expect(request.version == input.version)
        #expect(request.headers == input.headers)
        #expect(request.body == "")
    }

    @Test func parser_whenTargetIsAbsolute_keepsWholeTargetAsSent() throws {
        let request = try #require(parse("GET http://example.com/a?b=1 HTTP/1.1\r\nHost: k\r\n\r\n").first?.request)
        #expect(request.target == "http://example.com/a?b=1")
    }

    @Test func parser_whenValueHasNonASCIIBytes_acceptsThemAsText() throws {
        let bytes = Array("GET / HTTP/1.1\r\nHost: k\r\nX-Name: caf".utf8) + [0xC3, 0xA9] + Array("\r\n\r\n".utf8)
        let request = try #require(parse(bytes).first?.request)
        #expect(request.headers.last == "X-Name: café")
    }

    @Test func parser_whenQueryIsMalformed_reports400AndKeepsConnection() throws {
        let text = "GET /search?q=%zz HTTP/1.1\r\nHost: k\r\n\r\nGET /next HTTP/1.1\r\nHost: k\r\n\r\n"
        let outcomes = parse(text)
        #expect(outcomes.count == 2, "\(outcomes)")
        guard case .error(let error) = outcomes.first else {
            Issue.record("expected a query error, got \(outcomes)")
            return
        }
        #expect(error.status == 400)
        #expect(!error.closesConnection)
        #expect(outcomes.last?.request?.rawPath == "/next")
    }
}
