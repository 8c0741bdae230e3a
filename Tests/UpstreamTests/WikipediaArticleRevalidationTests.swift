import Foundation
import Locking
import Models
import Testing
import TestSupport
@testable import Upstream

/// Plays scripted responses in order (the last repeats) and records each request's URL and `If-None-Match`.
private final class ScriptedArticleHTTP: HTTPFetching {
    struct Asked: Sendable, Equatable {
        var url: String
        var ifNoneMatch: String?
    }
    private let state: Mutex<(asked: [Asked], responses: [FetchResponse])>
    init(_ responses: FetchResponse...) { state = Mutex(([], responses)) }
    var asked: [Asked] { state.withLock { $0.asked } }

    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        let tag = request.headers.first { $0.name.lowercased() == "if-none-match" }?.value
        return state.withLock { state in
            state.asked.append(Asked(url: request.url, ifNoneMatch: tag))
            return state.responses.count > 1 ? state.responses.removeFirst() : state.responses[0]
        }
    }
}

/// An expired article is revalidated with `If-None-Match`: a 304 keeps the cached document, fresh again.
@Suite struct WikipediaArticleRevalidationTests {
    static let rest = "https://en.wikipedia.org/api/rest_v1/page/html/Green_tea"
    static let core = "https://en.wikipedia.org/w/rest.php/v1/page/Green_tea/html"
    static let ttl = UpstreamSettings().timeToLive.article
    let clock = TestClock()

    static func page(_ text: String, etag: String?) -> FetchResponse {
        FetchResponse(
            status: 200, headers: etag.map { ["etag": $0] } ?? [:],
            body: Data("<html><head><title>Tea</title></head><body><p>\(text)</p></body></html>".utf8))
    }

    static func document(_ text: String) -> ArticleAnswer {
        .document(ArticleDocument(title: "Tea", lead: [.paragraph([.text(text)])], sections: []))
    }

    static let notModified = FetchResponse(status: 304, headers: ["etag": #"W/"1/a""#])

    private func client(_ http: ScriptedArticleHTTP) -> WikipediaArticleClient {
        WikipediaArticleClient(settings: UpstreamSettings(), http: http, cache: UpstreamCache(now: clock.now))
    }

    @Test func article_afterTTL_revalidatesWithTheETagAndA304KeepsTheDocumentFresh() async throws {
        let http = ScriptedArticleHTTP(Self.page("Hot.", etag: #"W/"1/a""#), Self.notModified)
        let articles = client(http)
        _ = try await articles.article(title: "Green tea", language: .en)
        clock.advance(by: Self.ttl + 1)
        let revalidated = try await articles.article(title: "Green tea", language: .en)
        #expect(revalidated.value == Self.document("Hot."))
        #expect(revalidated.fetchedAt == clock.now())
        #expect(revalidated.staleBecause == nil)
        // Fresh again for a whole TTL: no third request.
        clock.advance(by: Self.ttl - 1)
        #expect(try await articles.article(title: "Green tea", language: .en).value == Self.document("Hot."))
        #expect(http.asked == [.init(url: Self.rest, ifNoneMatch: nil), .init(url: Self.rest, ifNoneMatch: #"W/"1/a""#)])
    }

    @Test func article_whenRevalidationAnswers200_replacesTheDocumentAndItsETag() async throws {
        let http = ScriptedArticleHTTP(
            Self.page("Hot.", etag: #""1""#), Self.page("Iced.", etag: #""2""#), Self.notModified)
        let articles = client(http)
        _ = try await articles.article(title: "Green tea", language: .en)
        clock.advance(by: Self.ttl + 1)
        #expect(try await articles.article(title: "Green tea", language: .en).value == Self.document("Iced."))
        clock.advance(by: Self.ttl + 1)
        #expect(try await articles.article(title: "Green tea", language: .en).value == Self.document("Iced."))
        #expect(http.asked.map(\.ifNoneMatch) == [nil, #""1""#, #""2""#])
    }

    @Test(arguments: [
        nil, "abc", #"W/abc"#, #""a"b""#, #""a", "b""#, "\"tab\there\"", "\"caf\u{E9}\"", #"w/"lowercase""#,
        "\"" + String(repeating: "a", count: CachedArticle.maxEntityTagBytes) + "\"",
    ])
    func article_whenETagIsMissingOrMalformed_revalidatesWithoutIfNoneMatch(etag: String?) async throws {
        let http = ScriptedArticleHTTP(Self.page("Hot.", etag: etag), Self.page("Iced.", etag: etag))
        let articles = client(http)
        _ = try await articles.article(title: "Green tea", language: .en)
        clock.advance(by: Self.ttl + 1)
        #expect(try await articles.article(title: "Green tea", language: .en).value == Self.document("Iced."))
        #expect(http.asked.map(\.ifNoneMatch) == [nil, nil], "ETag \(etag ?? "absent")")
    }

    @Test(arguments: [#""""#, #""1""#, #"W/"1/a""#, #""!#~,""#])
    func entityTag_whenWellFormed_isKeptAsSent(etag: String) {
        #expect(CachedArticle.entityTag(etag) == etag)
    }

    @Test func article_when304AnswersARequestWithoutATag_isAnError() async throws {
        let http = ScriptedArticleHTTP(Self.notModified)
        await #expect(throws: UpstreamError.httpStatus(304, retryAfter: nil)) {
            try await client(http).article(title: "Green tea", language: .en)
        }
        #expect(http.asked == [.init(url: Self.rest, ifNoneMatch: nil)])
    }

    /// The tag goes back only to the route that sent it: after REST v1's route is gone, core's tag is
    /// offered to core, and REST v1 is asked without one.
    @Test func article_whenTheTagCameFromTheCoreRoute_offersItOnlyToThatRoute() async throws {
        let gone = FetchResponse(status: 404, body: Data("<h1>Not Found</h1>".utf8))
        let http = ScriptedArticleHTTP(gone, Self.page("Hot.", etag: #""core""#), gone, Self.notModified)
        let articles = client(http)
        _ = try await articles.article(title: "Green tea", language: .en)
        clock.advance(by: Self.ttl + 1)
        #expect(try await articles.article(title: "Green tea", language: .en).value == Self.document("Hot."))
        #expect(
            http.asked == [
                .init(url: Self.rest, ifNoneMatch: nil), .init(url: Self.core, ifNoneMatch: nil),
                .init(url: Self.rest, ifNoneMatch: nil), .init(url: Self.core, ifNoneMatch: #""core""#),
            ])
    }

    @Test func article_whenTheWikipediaBudgetIsSpent_revalidationIsRefusedAndTheCachedDocumentServed() async throws {
        let http = ScriptedArticleHTTP(Self.page("Hot.", etag: #""1""#), Self.notModified)
        var configuration = LimitsConfiguration()
        try configuration.setBudget("wikipedia=1/h:1")
        let limiter = UpstreamLimiter(configuration: configuration, now: clock.now, sleep: { [clock] in clock.advance(by: $0) })
        let articles = UpstreamClients.live(settings: UpstreamSettings(), http: http, limiter: limiter, now: clock.now).articles
        _ = try await articles.article(title: "Green tea", language: .en)
        clock.advance(by: Self.ttl + 1)
        let stale = try await articles.article(title: "Green tea", language: .en)
        #expect(stale.value == Self.document("Hot."))
        #expect(stale.staleBecause?.asksToBackOff == true)
        #expect(http.asked.count == 1)
    }
}
