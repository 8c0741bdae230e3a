import Foundation
import Testing
@testable import HTTPServer
import TestSupport

/// Hostile requests as raw bytes against the whole offline application behind a live loopback
/// `Server`: what only the wire shows (request lines, header injection, huge encodings, methods).
@Suite("Hostile requests on the wire", .serialized)
struct HostileWireTests {
    /// Header names Kiosk may send; anything else on the wire was injected.
    static let knownHeaders: Set<String> = [
        "content-type", "content-length", "content-encoding", "content-security-policy", "cache-control", "date", "etag", "vary",
        "location", "allow", "connection", "retry-after", "x-content-type-options", "referrer-policy", "x-frame-options",
        "cross-origin-resource-policy", "cross-origin-opener-policy", "permissions-policy", "strict-transport-security",
        "last-modified", "accept-ranges",
    ]

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var raw: String
        var statuses: Set<Int>
        var description: String { name }
    }

    static func post(_ path: String, _ body: String) -> String {
        "POST \(path) HTTP/1.1\r\nHost: kiosk.test\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    static func get(_ target: String) -> String { "GET \(target) HTTP/1.1\r\nHost: kiosk.test\r\n\r\n" }

    static let cases: [Case] = [
        // CR LF that would reach Location.
        Case(name: "search q CRLF", raw: post("/search", "q=Swift%0D%0ASet-Cookie:%20x=1&lang=en"), statuses: [303]),
        Case(name: "search lang CRLF", raw: post("/search", "q=Swift&lang=en%0D%0ASet-Cookie:%20x=1"), statuses: [400]),
        Case(name: "search limit CRLF", raw: post("/search", "q=Swift&limit=20%0D%0ASet-Cookie:%20x=1"), statuses: [400]),
        Case(name: "news refresh lang CRLF", raw: post("/news/refresh", "lang=en%0D%0ASet-Cookie:%20x=1"), statuses: [400]),
        Case(name: "random lang CRLF", raw: get("/comics/random?lang=en%0d%0aSet-Cookie:x"), statuses: [400]),
        Case(name: "random from CRLF", raw: get("/comics/random?from=1%0d%0aSet-Cookie:x&lang=en"), statuses: [400]),
        Case(name: "bare CR in the target", raw: "GET /search?q=a\rSet-Cookie:x HTTP/1.1\r\nHost: t\r\n\r\n", statuses: [400]),
        Case(
            name: "bare LF in the target", raw: "GET /comics/random?lang=en\nSet-Cookie:x HTTP/1.1\r\nHost: t\r\n\r\n",
            statuses: [400]),
        // Open redirects through the POST forms.
        Case(name: "search q //evil", raw: post("/search", "q=%2F%2Fevil.example&lang=en"), statuses: [303]),
        Case(name: "search lang https://evil", raw: post("/search", "q=Swift&lang=https%3A%2F%2Fevil.example"), statuses: [400]),
        Case(name: "news lang /\\evil", raw: post("/news/refresh", "lang=%2F%5Cevil.example"), statuses: [400]),
        // Malformed and huge percent encodings in the query.
        Case(name: "lone %", raw: get("/search?q=%"), statuses: [400]),
        Case(name: "%G0", raw: get("/search?q=%G0"), statuses: [400]),
        Case(name: "invalid UTF-8 %C3%28", raw: get("/search?q=%C3%28"), statuses: [400]),
        Case(name: "overlong UTF-8 %C0%AF", raw: get("/movies?q=%C0%AF"), statuses: [400]),
        Case(name: "NUL %00", raw: get("/search?q=abc%00def"), statuses: [400]),
        Case(name: "escape %1B in lang", raw: get("/news?lang=en%1B"), statuses: [400]),
        Case(name: "7 KB of %41", raw: get("/search?q=" + String(repeating: "%41", count: 2_400)), statuses: [400]),
        Case(name: "10,000 ampersands", raw: get("/search?" + String(repeating: "&", count: 10_000)), statuses: [414]),
        Case(name: "100 KB form body", raw: post("/search", "q=" + String(repeating: "%41", count: 34_000)), statuses: [400]),
        Case(
            name: "10,000 form pairs", raw: post("/search", String(repeating: "a=&", count: 10_000) + "q=Swift"), statuses: [303]),
        Case(name: "path segment %C3%28", raw: get("/comics/%C3%28"), statuses: [404]),
        Case(name: "path segment %00", raw: get("/movies/%00"), statuses: [404]),
        // Traversal and absurd segments through every route.
        Case(name: "comics ..%2f", raw: get("/comics/..%2f..%2fetc%2fpasswd"), statuses: [400]),
        Case(name: "movies ..%2F", raw: get("/movies/..%2F1"), statuses: [400]),
        Case(name: "raw dot segments", raw: get("/comics/../../etc/passwd"), statuses: [400, 404]),
        Case(name: "static ..%2f", raw: get("/css/..%2f..%2fPackage.swift"), statuses: [404]),
        Case(name: "image proxy ..%2f", raw: get("/img/https/imgs.xkcd.com/..%2f..%2f"), statuses: [403]),
        Case(name: "image proxy file", raw: get("/img/file/etc/passwd"), statuses: [404]),
        Case(name: "8000-digit comic", raw: get("/comics/" + String(repeating: "9", count: 8_000)), statuses: [400]),
        Case(name: "8000-letter movie id", raw: get("/movies/" + String(repeating: "a", count: 8_000)), statuses: [400]),
        Case(name: "9000-byte path", raw: get("/" + String(repeating: "a", count: 9_000)), statuses: [414]),
        // Methods.
        Case(name: "TRACE", raw: "TRACE / HTTP/1.1\r\nHost: t\r\n\r\n", statuses: [405, 501]),
        Case(
            name: "CONNECT", raw: "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n",
            statuses: [400, 405, 501]),
        Case(name: "OPTIONS *", raw: "OPTIONS * HTTP/1.1\r\nHost: t\r\n\r\n", statuses: [200, 204, 400, 404, 405, 501]),
        Case(name: "lowercase get", raw: "get / HTTP/1.1\r\nHost: t\r\n\r\n", statuses: [405, 501]),
        Case(name: "DELETE a comic", raw: "DELETE /comics/1 HTTP/1.1\r\nHost: t\r\n\r\n", statuses: [405]),
        Case(name: "PUT the search", raw: post("/search", "q=x").replacingOccurrences(of: "POST", with: "PUT"), statuses: [405]),
        Case(name: "unknown method", raw: "BREW /comics HTTP/1.1\r\nHost: t\r\n\r\n", statuses: [405, 501]),
        Case(
            name: "absolute-form other host",
            raw: "GET http://evil.example/comics/1?lang=en HTTP/1.1\r\nHost: evil.example\r\n\r\n", statuses: [200]),
    ]

    /// Runs blocking socket reads on their own thread: waiting in `recv` on the cooperative pool (two
    /// threads on a 2-core runner) would starve the very handler tasks the test is waiting for.
    static func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try body() }) }.start()
        }
    }

    @Test(arguments: cases)
    func hostileRequest_isAnsweredCleanly_andTheServerKeepsServing(_ testCase: Case) async throws {
        try await WatchedOfflineSite.with { site in
            try await site.withLiveServer { server in
                let port = server.port
                let (response, nextStatus) = try await Self.offPool {
                    let client = try RawHTTPClient(port: port)
                    try client.send(testCase.raw)
                    let response = try client.readResponse()
                    // The server is still there for the next reader.
                    let next = try RawHTTPClient(port: port)
                    try next.send(Self.get("/healthz"))
                    return (response, try next.readResponse().status)
                }
                #expect(
                    testCase.statuses.contains(response.status), "\(testCase): \(response.status) \(response.text.prefix(200))")
                #expect(response.status != 500, "\(testCase)")
                for (name, value) in response.headers {
                    #expect(Self.knownHeaders.contains(name.lowercased()), "\(testCase): injected header \(name): \(value)")
                }
                if let location = response.header("Location") {
                    #expect(
                        location.hasPrefix("/") && !location.hasPrefix("//") && !location.hasPrefix("/\\"),
                        "\(testCase): Location \(location)")
                }
                // A 400 page may quote the value as text; it never carries it as markup.
                #expect(!response.text.contains("<script>"), "\(testCase): body reflects markup")
                #expect(nextStatus == 200, "\(testCase): no answer after it")
            }
            #expect(site.upstreamRequests.all.allSatisfy { !$0.contains("evil") }, "\(testCase): \(site.upstreamRequests.all)")
        }
    }
}
