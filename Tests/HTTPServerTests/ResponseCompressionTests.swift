import HTTPTypes
import Testing
@testable import HTTPServer

private let largeText = String(repeating: "A paragraph of a server-rendered page. ", count: 100)  // ~3.9 KiB

private func page(
    _ body: String = largeText, type: String = "text/html; charset=utf-8", status: HTTPResponse.Status = .ok,
    extra: [(String, String)] = []
) -> Response {
    Response(status: status, headers: HTTPHeaders([("Content-Type", type)] + extra), body: Array(body.utf8))
}

@Test(arguments: [
    ("text/html; charset=utf-8", true), ("text/css", true), ("TEXT/PLAIN", true),
    ("application/json", true), ("application/json; charset=utf-8", true), ("application/javascript", true),
    ("application/xml", true), ("application/rss+xml", true), ("application/atom+xml", true),
    ("image/svg+xml", true), ("application/manifest+json", true),
    ("image/png", false), ("image/jpeg", false), ("font/woff2", false), ("application/octet-stream", false),
    ("application/zip", false), ("", false),
])
func responseCompression_whenContentTypeIs_decidesCompressible(type: String, compressible: Bool) {
    #expect(ResponseCompression.isCompressible(contentType: type) == compressible, "Content-Type: \(type)")
}

@Test func responseCompression_whenLargeTextAndGzipAccepted_gzipsAndMarksIt() throws {
    var response = page(extra: [("ETag", "\"abc\"")])
    ResponseCompression.apply(&response, acceptEncoding: "gzip, br")
    #expect(response.headers["Content-Encoding"] == "gzip")
    #expect(response.headers["Vary"] == "Accept-Encoding")
    #expect(response.headers["ETag"] == "\"abc-gzip\"")
    #expect(try Gzip.decompress(response.body, limit: 1 << 20) == Array(largeText.utf8))
    // Compressed on demand, so at the fast level, not static files' strongest.
    #expect(try response.body == Gzip.compress(Array(largeText.utf8), level: ResponseCompression.level))
}

@Test func responseCompression_whenBodyIsSmall_leavesItButAddsVary() {
    var response = page("short")
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.body == Array("short".utf8))
    #expect(response.headers["Content-Encoding"] == nil)
    #expect(response.headers["Vary"] == "Accept-Encoding")
}

@Test func responseCompression_whenGzipRefused_leavesBodyButAddsVary() {
    var response = page(extra: [("ETag", "\"abc\"")])
    ResponseCompression.apply(&response, acceptEncoding: "gzip;q=0")
    #expect(response.body == Array(largeText.utf8))
    #expect(response.headers["Vary"] == "Accept-Encoding")
    #expect(response.headers["ETag"] == "\"abc\"")
}

@Test func responseCompression_whenImage_leavesItAndAddsNoVary() {
    var response = page(type: "image/png")
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.body == Array(largeText.utf8))
    #expect(response.headers["Content-Encoding"] == nil)
    #expect(response.headers["Vary"] == nil)
}

@Test func responseCompression_whenAlreadyEncoded_doesNotCompressAgain() {
    var response = page(extra: [("Content-Encoding", "br"), ("ETag", "\"abc\"")])
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.body == Array(largeText.utf8))
    #expect(response.headers.values(for: "Content-Encoding") == ["br"])
    #expect(response.headers["ETag"] == "\"abc\"")
}

@Test(arguments: [
    ("Accept-Language", "Accept-Language, Accept-Encoding"),
    ("accept-encoding", "accept-encoding"),
    ("Cookie, Accept-Encoding", "Cookie, Accept-Encoding"),
    ("*", "*"),
    ("Cookie,\tACCEPT-ENCODING \t", "Cookie,\tACCEPT-ENCODING \t"),
    (" , Cookie ,", " , Cookie ,, Accept-Encoding"),
    ("Accept-Encodings", "Accept-Encodings, Accept-Encoding"),
    ("X-Accept-Encoding", "X-Accept-Encoding, Accept-Encoding"),
    ("Cookie, *x", "Cookie, *x, Accept-Encoding"),
    ("", "Accept-Encoding"),
])
func responseCompression_whenVaryExists_mergesWithoutDuplicate(existing: String, expected: String) {
    var response = page(extra: [("Vary", existing)])
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.headers.values(for: "Vary") == [expected], "Vary: \(existing)")
}

@Test(arguments: [("weak W/\"abc\"", "W/\"abc\"", "W/\"abc\""), ("strong \"abc\"", "\"abc\"", "\"abc-gzip\"")])
func responseCompression_whenETagIs_adjustsOnlyStrongOnes(name: String, etag: String, expected: String) {
    var response = page(extra: [("ETag", etag)])
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.headers["ETag"] == expected, "\(name)")
}

@Test(arguments: [HTTPResponse.Status.notModified, .noContent])
func responseCompression_whenStatusForbidsBody_touchesNothing(status: HTTPResponse.Status) {
    var response = page("", status: status, extra: [("ETag", "\"abc\"")])
    let before = response.headers
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.headers == before, "status \(status)")
}

@Test func responseCompression_whenBodyIsEmpty_touchesNothing() {
    var response = page("")
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.headers["Vary"] == nil)
}

@Test func responseCompression_whenHandlerSetContentLength_removesTheStaleOne() {
    var response = page(extra: [("Content-Length", String(largeText.utf8.count))])
    ResponseCompression.apply(&response, acceptEncoding: "gzip")
    #expect(response.headers["Content-Length"] == nil)
}
