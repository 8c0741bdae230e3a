import HTTPServer
import Testing
import TestSupport
@testable import Web

/// The site's answers from memory go through the server's final step on its socket
/// queue: there it must cost nothing more than picking a made-ahead form (the head stays
/// serialised), and the result must be the answer the full path gives.
@Suite("Site answers from memory")
struct SiteImmediateResponseTests {
    static let targets = [
        "/css/site.css", "/healthz", "/comics/1", "/news?lang=en", "/search?q=Swift", "/?lang=en",
    ]

    @Test(arguments: targets, [false, true])
    func immediateAnswer_afterTheFinalStep_isPreparedAndMatchesTheFullPath(target: String, gzip: Bool) async throws {
        try await OfflineSite.with { offline in
            let headers = gzip ? [("Accept-Encoding", "gzip")] : []
            let full = try await offline.get(target, headers: headers)  // also fills the micro-cache
            let request = try TestSite.request("GET", target, headers: headers)
            var immediate = try #require(offline.site.answerFromMemory(request), "\(target) gzip=\(gzip)")
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
                #expect(offline.site.answerFromMemory(request) == nil, "\(method) \(target)")
            }
        }
    }

    /// When the answer from memory misses, what the first look read (language, format, the cache
    /// key) is handed, typed, to the step that runs the route, which gives the answer the full path
    /// gives without reading the request again.
    @Test func immediateMiss_handsWhatItReadToTheRoute_forTheSameAnswer() async throws {
        try await OfflineSite.with { offline in
            let request = try TestSite.request("GET", "/comics/3", headers: [("Accept-Language", "ja")])
            guard case .respond(let route) = offline.site.immediateResponse(for: request) else {
                Issue.record("a page not yet shared goes on to its route")
                return
            }
            let answer = await route()
            #expect(answer.status == 200)
            #expect(String(decoding: answer.body, as: UTF8.self).contains("lang=\"ja\""))
            // The answer is now shared: the next first step finds it.
            let again = try TestSite.request("GET", "/comics/3", headers: [("Accept-Language", "ja")])
            #expect(offline.site.answerFromMemory(again) != nil)
        }
    }

    /// A GET with a `lang=` the site refuses is a 400 and is never shared, but it changes nothing:
    /// it no longer empties the micro-cache for everyone (only a POST does).
    @Test func refusedLanguage_doesNotEmptyTheMicroCache() async throws {
        try await OfflineSite.with { offline in
            _ = try await offline.get("/comics/1")
            let shared = try TestSite.request("GET", "/comics/1")
            #expect(offline.site.answerFromMemory(shared) != nil)
            let refused = await offline.site.respond(try TestSite.request("GET", "/comics/1?lang=xx"))
            #expect(refused.status == 400)
            let again = try TestSite.request("GET", "/comics/1")
            #expect(offline.site.answerFromMemory(again) != nil)
        }
    }
}
