import HTTPTypes
import Glibc
import Testing
@testable import HTTPServer
import TestSupport

/// The server's final step: one place picks gzip and one place answers 304, for static
/// files, pages and images alike; handlers only state validators and offer bytes.
@Suite("The server's final step: coding, then 304")
struct ResponseFinisherTests {
    static let text = Array(String(repeating: "A paragraph of a server-rendered page. ", count: 100).utf8)  // ~3.9 KiB
    /// A compressible file well above `ResponseCompression.minimumBytes`.
    static let css = Array(String(repeating: "body { margin: 0; color: #222; }\n", count: 64).utf8)

    static func request(_ method: String = "GET", _ headers: [(String, String)] = []) -> Request {
        Request(method: method, target: "/x", rawPath: "/x", headers: HTTPHeaders(headers))
    }

    /// A rendered page as `Pages` makes it: validators, and the rendering's gzip form made on demand.
    static func page(status: HTTPResponse.Status = .ok) -> Response {
        var response = Response(
            status: status,
            headers: [
                "Content-Type": "text/html; charset=utf-8", "Vary": "Accept",
                "ETag": EntityTag.strong(for: text),
            ], body: text)
        response.gzipForm = GzipForm(compressingLazily: text)
        return response
    }

    static func image() -> Response {
        let png = [UInt8](repeating: 0x89, count: 4096)
        return Response(status: 200, headers: ["Content-Type": "image/png", "ETag": EntityTag.strong(for: png)], body: png)
    }

    static func finished(_ response: Response, _ request: Request) -> Response {
        var response = response
        ResponseFinisher.finish(&response, for: request)
        return response
    }

    // MARK: 304

    @Test(arguments: ["GET", "HEAD"])
    func staticFile_whenETagOrDateIsCurrent_is304WithTheChosenRepresentationsTag(method: String) throws {
        let file = try StaticFile(path: "/css/site.css", bytes: Self.css, lastModified: 1_700_000_000)
        let identityTag = file.identity.etag
        for (headers, expectedTag) in [
            ([("If-None-Match", identityTag)], identityTag),
            ([("If-None-Match", identityTag), ("Accept-Encoding", "gzip")], EntityTag.gzipVariant(of: identityTag)),
            ([("If-Modified-Since", "Tue, 14 Nov 2023 22:13:20 GMT")], identityTag),
        ] {
            let response = Self.finished(file.identity.response, Self.request(method, headers))
            #expect(response.status == 304, "\(method) \(headers)")
            #expect(response.body.isEmpty)
            #expect(response.headers["ETag"] == expectedTag, "\(method) \(headers)")
            #expect(response.headers["Vary"] == "Accept-Encoding", "\(method) \(headers)")
            #expect(response.headers["Content-Type"] == nil && response.headers["Content-Encoding"] == nil)
        }
    }

    @Test(arguments: ["GET", "HEAD"])
    func page_whenETagMatches_is304CarryingVaryAndTheGzipTag(method: String) {
        let page = Self.page()
        let tag = page.headers["ETag"]!
        let response = Self.finished(page, Self.request(method, [("If-None-Match", tag), ("Accept-Encoding", "gzip")]))
        #expect(response.status == 304)
        #expect(response.headers["ETag"] == EntityTag.gzipVariant(of: tag))
        #expect(response.headers["Vary"] == "Accept, Accept-Encoding")
        #expect(response.body.isEmpty)
    }

    @Test func image_whenETagMatches_is304WithoutVary() {
        let image = Self.image()
        let response = Self.finished(
            image, Self.request("GET", [("If-None-Match", image.headers["ETag"]!), ("Accept-Encoding", "gzip")]))
        #expect(response.status == 304)
        #expect(response.headers["ETag"] == image.headers["ETag"])
        #expect(response.headers["Vary"] == nil)
    }

    @Test(arguments: [HTTPResponse.Status.notFound, .internalServerError, .serviceUnavailable, .found])
    func response_whenNot2xx_isNever304(status: HTTPResponse.Status) {
        let page = Self.page(status: status)
        let response = Self.finished(page, Self.request("GET", [("If-None-Match", page.headers["ETag"]!)]))
        #expect(response.status == status)
        #expect(response.body == Self.text)
    }

    @Test func response_whenPOSTWithMatchingTag_isNot304() {
        let page = Self.page()
        #expect(Self.finished(page, Self.request("POST", [("If-None-Match", page.headers["ETag"]!)])).status == 200)
    }

    @Test func notModified_keepsTheRouteForMetrics() {
        var page = Self.page()
        page.route = "/comics/:number"
        let response = Self.finished(page, Self.request("GET", [("If-None-Match", "*")]))
        #expect(response.status == 304)
        #expect(response.route == "/comics/:number")
    }

    // MARK: gzip

    @Test(arguments: [
        ("gzip", true), ("gzip, deflate, br", true), ("*", true), ("br;q=1, *;q=0.1", true), ("gzip;q=0.5, identity;q=0.5", true),
        ("gzip;q=0", false), ("identity", false), ("br", false), ("gzip;q=0.5, identity;q=1", false), ("*;q=0", false),
        ("", false),
    ])
    func page_gzipFollowsTheQValues(acceptEncoding: String, gzipped: Bool) throws {
        let response = Self.finished(Self.page(), Self.request("GET", [("Accept-Encoding", acceptEncoding)]))
        #expect((response.headers["Content-Encoding"] == "gzip") == gzipped, "Accept-Encoding: \(acceptEncoding)")
        #expect(response.headers["Vary"] == "Accept, Accept-Encoding", "Accept-Encoding: \(acceptEncoding)")
        let body = gzipped ? try Gzip.decompress(response.body, limit: 1 << 20) : response.body
        #expect(body == Self.text, "Accept-Encoding: \(acceptEncoding)")
    }

    @Test func page_gzipFormIsMadeOnceAndShared() {
        let page = Self.page()
        let request = Self.request("GET", [("Accept-Encoding", "gzip")])
        let first = Self.finished(page, request)
        let second = Self.finished(page, request)
        let addresses = first.body.withUnsafeBufferPointer { a in
            second.body.withUnsafeBufferPointer { b in (a.baseAddress, b.baseAddress) }
        }
        #expect(addresses.0 == addresses.1, "the second answer should reuse the first compression")
    }

    @Test func staticFile_whenGzipAccepted_sendsTheFormMadeAheadWithItsHeadPrepared() throws {
        let file = try StaticFile(path: "/css/site.css", bytes: Self.css, lastModified: 1_700_000_000)
        var identity = file.identity.response
        identity.route = "(static)"
        let response = Self.finished(identity, Self.request("GET", [("Accept-Encoding", "gzip")]))
        #expect(response.headers["Content-Encoding"] == "gzip")
        #expect(response.isHeadPrepared, "a static hit must not serialise its head per request")
        #expect(response.route == "(static)")
        #expect(try Gzip.decompress(response.body, limit: 1 << 20) == Self.css)
    }

    @Test func finish_twice_neverCompressesTwice() throws {
        let request = Self.request("GET", [("Accept-Encoding", "gzip")])
        let once = Self.finished(Self.page(), request)
        let twice = Self.finished(once, request)
        #expect(twice.body == once.body)
        #expect(twice.headers.values(for: "Content-Encoding") == ["gzip"])
        #expect(try Gzip.decompress(twice.body, limit: 1 << 20) == Self.text)
    }

    @Test func response_alreadyCodedByItsHandler_isLeftAlone() {
        var coded = Self.page()
        coded.headers["Content-Encoding"] = "br"
        let response = Self.finished(coded, Self.request("GET", [("Accept-Encoding", "gzip")]))
        #expect(response.headers.values(for: "Content-Encoding") == ["br"])
        #expect(response.body == Self.text)
    }

    @Test func changingTheBody_dropsAGzipFormMadeFromTheOldOne() throws {
        var page = Self.page()
        page.body = Array("<p>other, and long enough to compress</p>".utf8) + Self.text
        let response = Self.finished(page, Self.request("GET", [("Accept-Encoding", "gzip")]))
        #expect(try Gzip.decompress(response.body, limit: 1 << 20) == page.body)
    }
}

/// The final step runs on the socket for both kinds of answer (from memory and from a handler).
@Suite("The final step on the wire", .serialized)
struct ResponseFinisherLiveTests {
    private static func withServer(_ body: (Server) async throws -> Void) async throws {
        let file = try StaticFile(path: "/site.css", bytes: ResponseFinisherTests.css, lastModified: 1_700_000_000)
        let server = Server(
            host: "127.0.0.1", port: 0,
            immediateResponder: { $0.rawPath == "/site.css" ? .answered(file.identity.response) : .declined },
            responder: { _ in ResponseFinisherTests.page() })
        try await withStarted(server, body)
    }

    @Test func immediateAndHandlerAnswers_areCodedAndRevalidatedAlike() async throws {
        try await Self.withServer { server in
            let client = try RawHTTPClient(port: server.port)
            for path in ["/site.css", "/page"] {
                try client.send("GET \(path) HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\n\r\n")
                let full = try client.readResponse()
                #expect(full.status == 200, "\(path)")
                #expect(full.header("Content-Encoding") == "gzip", "\(path)")
                #expect(full.header("Vary")?.contains("Accept-Encoding") == true, "\(path)")
                let tag = try #require(full.header("ETag"), "\(path)")
                try client.send("HEAD \(path) HTTP/1.1\r\nHost: t\r\nAccept-Encoding: gzip\r\nIf-None-Match: \(tag)\r\n\r\n")
                let revalidated = try client.readResponse(isHead: true)
                #expect(revalidated.status == 304, "\(path)")
                #expect(revalidated.header("ETag") == tag, "\(path)")
            }
        }
    }
}
