import Testing
@testable import HTTPServer

private let modified = 784_111_777  // Sun, 06 Nov 1994 08:49:37 GMT

private func makeRequest(_ headers: [(String, String)], method: String = "GET") -> Request {
    Request(method: method, target: "/a", rawPath: "/a", headers: HTTPHeaders(headers))
}

@Test(
    arguments: [
        ("same strong tag", "GET", [("If-None-Match", "\"abc\"")], true),
        ("HEAD with same tag", "HEAD", [("If-None-Match", "\"abc\"")], true),
        ("POST with same tag", "POST", [("If-None-Match", "\"abc\"")], false),
        ("different tag", "GET", [("If-None-Match", "\"xyz\"")], false),
        ("tag in a list", "GET", [("If-None-Match", "\"x\", \"abc\" ,\"y\"")], true),
        ("tag with a comma inside", "GET", [("If-None-Match", "\"a,b\", \"abc\"")], true),
        ("star", "GET", [("If-None-Match", "*")], true),
        ("weak form of the tag", "GET", [("If-None-Match", "W/\"abc\"")], true),
        ("gzip variant of the tag", "GET", [("If-None-Match", "\"abc-gzip\"")], true),
        ("unquoted tag is malformed", "GET", [("If-None-Match", "abc")], false),
        ("tag on a second line", "GET", [("If-None-Match", "\"x\""), ("If-None-Match", "\"abc\"")], true),
        (
            "If-None-Match wins over a matching date", "GET",
            [("If-None-Match", "\"xyz\""), ("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")], false
        ),
        ("date equal to Last-Modified", "GET", [("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")], true),
        ("date after Last-Modified", "GET", [("If-Modified-Since", "Mon, 07 Nov 1994 00:00:00 GMT")], true),
        ("date before Last-Modified", "GET", [("If-Modified-Since", "Sun, 06 Nov 1994 08:49:36 GMT")], false),
        ("date in RFC 850 form", "GET", [("If-Modified-Since", "Sunday, 06-Nov-94 08:49:37 GMT")], true),
        ("date in asctime form", "GET", [("If-Modified-Since", "Sun Nov  6 08:49:37 1994")], true),
        ("unparseable date is ignored", "GET", [("If-Modified-Since", "last tuesday")], false),
        (
            "two dates are ignored", "GET",
            [("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT"), ("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")],
            false
        ),
        ("date on a POST", "POST", [("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")], false),
        ("no conditional headers", "GET", [], false),
    ] as [(String, String, [(String, String)], Bool)])
func conditionalRequest_whenHeadersAre_decidesNotModified(
    name: String, method: String, headers: [(String, String)], expected: Bool
) {
    let notModified = ConditionalRequest.isNotModified(
        request: makeRequest(headers, method: method), etag: "\"abc\"", lastModified: modified)
    #expect(notModified == expected, "\(name)")
}

@Test func conditionalRequest_whenCurrentTagIsGzipVariant_matchesTheIdentityTag() {
    let request = makeRequest([("If-None-Match", "\"abc\"")])
    #expect(ConditionalRequest.isNotModified(request: request, etag: "\"abc-gzip\"", lastModified: nil))
}

@Test func conditionalRequest_whenResourceHasNoDates_ignoresIfModifiedSince() {
    let request = makeRequest([("If-Modified-Since", "Sun, 06 Nov 1994 08:49:37 GMT")])
    #expect(!ConditionalRequest.isNotModified(request: request, etag: nil, lastModified: nil))
}

@Test func conditionalRequest_notModifiedResponse_keepsValidatorsAndDropsContent() {
    let full = Response(
        status: 200,
        headers: [
            "Content-Type": "text/css; charset=utf-8", "Content-Encoding": "gzip", "Content-Length": "10",
            "ETag": "\"abc-gzip\"", "Last-Modified": "Sun, 06 Nov 1994 08:49:37 GMT", "Cache-Control": "public, max-age=3600",
            "Vary": "Accept-Encoding", "Content-Location": "/a.css", "Expires": "Sun, 06 Nov 1994 09:49:37 GMT",
            "Date": "Sun, 06 Nov 1994 08:50:00 GMT", "Set-Cookie": "x=1",
        ], body: Array("0123456789".utf8))
    let response = ConditionalRequest.notModifiedResponse(from: full)
    #expect(response.status == 304)
    #expect(response.body.isEmpty)
    #expect(
        response.headers.map(\.name) == ["ETag", "Last-Modified", "Cache-Control", "Vary", "Content-Location", "Expires", "Date"])
    #expect(response.headers["ETag"] == "\"abc-gzip\"")
}
