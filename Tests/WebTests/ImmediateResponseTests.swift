import HTTPServer
import Testing
import TestSupport
@testable import Web

/// The site's answers from memory (issue 10) go through the server's final step on its socket
/// queue: there it must cost nothing more than picking a made-ahead form (the head stays
/// serialised), and the result must be the answer the full path gives.
@Suite("Site answers from memory")
struct SiteImmediateResponseTests {
    static let targets = ["/css/site.css", "/healthz", "/comics/1", "/news?lang=en", "/search?q=Swift"]

    @Test(arguments: targets, [false, true])
    func immediateAnswer_afterTheFinalStep_isPreparedAndMatchesTheFullPath(target: String, gzip: Bool) async throws {
        try await OfflineSite.with { offline in
            let headers = gzip ? [("Accept-Encoding", "gzip")] : []
            let full = try await offline.get(target, headers: headers)  // also fills the micro-cache
            let request = try TestSite.request("GET", target, headers: headers)
            var immediate = try #require(offline.site.immediateResponse(for: request), "\(target) gzip=\(gzip)")
            ResponseFinisher.finish(&immediate, for: request)
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
