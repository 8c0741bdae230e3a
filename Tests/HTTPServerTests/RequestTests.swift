import Testing
@testable import HTTPServer

/// Whether a connection stays open after a request (RFC 9112 §9.3).
@Suite struct RequestTests {
    @Test(
        arguments: [
            ("HTTP/1.1 without Connection", HTTPVersion.http1_1, nil, true),
            ("HTTP/1.1 with close", .http1_1, "close", false),
            ("HTTP/1.1 with Close in a list", .http1_1, "keep-alive, Close", false),
            ("HTTP/1.1 with keep-alive", .http1_1, "keep-alive", true),
            ("HTTP/1.0 without Connection", .http1_0, nil, false),
            ("HTTP/1.0 with keep-alive", .http1_0, "keep-alive", true),
            ("HTTP/1.0 with Keep-Alive capitalised", .http1_0, "Keep-Alive", true),
            ("HTTP/1.0 with upgrade only", .http1_0, "upgrade", false),
        ] as [(String, HTTPVersion, String?, Bool)])
    func wantsKeepAlive_followsVersionAndConnectionHeader(name: String, version: HTTPVersion, connection: String?, expected: Bool)
    {
        var headers = HTTPHeaders()
        if let connection { headers.add("Connection", connection) }
        let request = Request(method: "GET", target: "/", rawPath: "/", version: version, headers: headers)
        #expect(request.wantsKeepAlive == expected, "\(name)")
    }
}
