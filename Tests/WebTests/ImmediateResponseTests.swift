import HTTPServer
import Testing
import TestSupport
@testable import Web

/// The site's answers from memory (issue 10) are sent by the server as they are, without its
/// finishing step: each must already be what that step would make of it, and the same as the
/// answer the full path gives.
@Suite("Site answers from memory")
struct SiteImmediateResponseTests {
    static let targets = ["/css/site.css", "/healthz", "/comics/1", "/news?lang=en", "/search?q=Swift"]

    @Test(arguments: targets, [false, true])
    func immediateAnswer_isFinished_andMatchesTheFullPath(target: String, gzip: Bool) async throws {
        try await OfflineSite.with { offline in
            let headers = gzip ? [("Accept-Encoding", "gzip")] : []
            let full = try await offline.get(target, headers: headers)  // also fills the micro-cache
            let request = try TestSite.request("GET", target, headers: headers)
            let immediate = try #require(offline.site.immediateResponse(for: request), "\(target) gzip=\(gzip)")
            var finished = immediate
            ResponseCompression.apply(&finished, acceptEncoding: AcceptEncoding.headerValue(of: request))
            #expect(finished.headers == immediate.headers, "\(target) gzip=\(gzip)")
            #expect(finished.body == immediate.body, "\(target) gzip=\(gzip)")
            #expect(immediate.status == full.status)
            #expect(immediate.headers == full.headers, "\(target) gzip=\(gzip)")
            #expect(immediate.body == full.body, "\(target) gzip=\(gzip)")
            #expect(immediate.isHeadPrepared, "\(target): its head should be serialised once, not per answer")
        }
    }

    @Test func immediateAnswer_isNilForPOSTsAndPagesNotYetShared() async throws {
        try await OfflineSite.with { offline in
            for (method, target) in [("GET", "/comics/2"), ("POST", "/news/refresh"), ("POST", "/healthz")] {
                let request = try TestSite.request(method, target)
                #expect(offline.site.immediateResponse(for: request) == nil, "\(method) \(target)")
            }
        }
    }
}
