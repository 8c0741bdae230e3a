import Foundation
import HTTPServer
import Testing
import TestSupport
@testable import Web

/// The micro-cache may only share a response between requests whose fresh render would be the same
/// bytes: each URL is asked with every header variant a page reads, first through the cache (each
/// variant may be answered by what an earlier one stored), then freshly rendered, and the two must match.
@Suite("Micro-cache key: every header variant gets its own page")
struct PageCacheKeyTests {
    /// URLs whose language comes from `Accept-Language` (no `lang`, an empty or a bare `lang`) or the URL.
    static let targets = [
        "/", "/?lang", "/?lang=", "/?lang=ja",
        "/comics/1", "/comics/1?lang", "/comics/1?lang=", "/comics/1?lang=en",
        "/search?q=x&lang=", "/search?q=Swift&lang", "/search?q=Swift",
        "/news?lang=", "/news?lang",
        "/movies?q=Inception&lang=", "/comics/1?lang=&format=json",
    ]

    /// Every value of every request header a page depends on, in an order that lets a wrong key
    /// hand one variant's page to the next.
    static let variants: [[(String, String)]] = [
        [("Accept-Language", "ja")],
        [("Accept-Language", "en")],
        [],
        [("Accept-Language", "ja;q=0, en")],
        [("Accept-Language", "ja"), ("Accept-Encoding", "gzip")],
        [("Accept-Language", "en"), ("Accept-Encoding", "gzip")],
        [("Accept-Language", "ja"), ("Accept", "application/json")],
        [("Accept-Language", "en"), ("Accept", "application/json")],
        [("Accept-Language", "ja"), ("Accept", "text/html")],
    ]

    /// What a reader or a cache in front of Kiosk receives; the date-dependent headers aside.
    struct Answer: Equatable, CustomStringConvertible {
        var status: Int
        var contentType: String?
        var contentEncoding: String?
        var vary: String?
        var etag: String?
        var body: [UInt8]
        init(_ response: Response) {
            status = response.status.code
            contentType = response.headers["Content-Type"]
            contentEncoding = response.headers["Content-Encoding"]
            vary = response.headers["Vary"]
            etag = response.headers["ETag"]
            body = response.body
        }
        var description: String {
            "\(status) \(contentType ?? "-") \(contentEncoding ?? "identity") \(etag ?? "-") \(body.count) bytes"
        }
    }

    @Test(arguments: targets)
    func sharedPage_forEveryHeaderVariant_isTheFreshRender(target: String) async throws {
        // A frozen clock and a patient news page: the fresh render must differ from the shared one only
        // if the key is wrong, never because "updated N seconds ago" ticked or a fetch outran a deadline.
        let frozen = Date()
        try await OfflineSite.with(now: { frozen }) { offline in
            var shared: [Answer] = []
            for headers in Self.variants {
                shared.append(Answer(try await offline.get(target, headers: headers)))
            }
            for (index, headers) in Self.variants.enumerated() {
                offline.site.pageCache.removeAll()
                let fresh = Answer(try await offline.get(target, headers: headers))
                #expect(shared[index] == fresh, "\(target) with \(headers): shared \(shared[index]) but fresh \(fresh)")
            }
        }
    }
}
