import Foundation
import Locking
import Models
import Testing
@testable import Upstream

/// Answers by URL suffix and records every URL asked.
private final class ArticleRoutesHTTP: HTTPFetching {
    let routes: [(suffix: String, response: FetchResponse)]
    let asked = Mutex<[String]>([])
    init(_ routes: [(String, FetchResponse)]) { self.routes = routes }
    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        asked.withLock { $0.append(request.url) }
        return routes.first { request.url.hasSuffix($0.suffix) }?.response ?? FetchResponse(status: 500)
    }
}

@Suite struct WikipediaArticleClientTests {
    static let page = FetchResponse(
        status: 200, headers: ["content-type": "text/html"],
        body: Data("<html><head><title>Tea</title></head><body><p>Hot.</p></body></html>".utf8))

    private func client(_ http: ArticleRoutesHTTP) -> WikipediaArticleClient {
        WikipediaArticleClient(settings: UpstreamSettings(), http: http, cache: UpstreamCache())
    }

    @Test func article_whenRESTv1Answers_readsItAndAsksNothingElse() async throws {
        let http = ArticleRoutesHTTP([("/api/rest_v1/page/html/Green_tea", Self.page)])
        let answer = try await client(http).article(title: "Green tea", language: .en).value
        #expect(answer == .document(ArticleDocument(title: "Tea", lead: [.paragraph([.text("Hot.")])], sections: [])))
        #expect(http.asked.withLock { $0 } == ["https://en.wikipedia.org/api/rest_v1/page/html/Green_tea"])
    }

    @Test(arguments: [404, 410])
    func article_whenRESTv1RouteIsGone_fallsBackToCore(status: Int) async throws {
        let gone = FetchResponse(status: status, headers: ["content-type": "text/html"], body: Data("<h1>Not Found</h1>".utf8))
        let http = ArticleRoutesHTTP([("/api/rest_v1/page/html/AC%2FDC", gone), ("/w/rest.php/v1/page/AC%2FDC/html", Self.page)])
        let answer = try await client(http).article(title: "AC/DC", language: .ja).value
        guard case .document = answer else { Issue.record("expected the core route's article, got \(answer)"); return }
        #expect(http.asked.withLock { $0 }.last == "https://ja.wikipedia.org/w/rest.php/v1/page/AC%2FDC/html")
    }

    @Test func article_whenPageIsMissing_throwsNotFoundWithoutFallingBack() async throws {
        let missing = FetchResponse(
            status: 404,
            body: Data(#"{"type":"https://mediawiki.org/wiki/HyperSwitch/errors/not_found","title":"Not found."}"#.utf8))
        let http = ArticleRoutesHTTP([("/page/html/Nowhere", missing)])
        await #expect(throws: UpstreamError.notFound) { try await client(http).article(title: "Nowhere", language: .en) }
        #expect(http.asked.withLock { $0 }.count == 1)
    }

    @Test(arguments: [
        ("Green_tea", "Green tea", nil as String?), ("Tokyo#History", "Tokyo", "History" as String?),
        ("/w/rest.php/v1/page/Caf%C3%A9/html", "Café", nil as String?),
    ])
    func article_whenRedirectPage_answersTheTarget(location: String, title: String, fragment: String?) async throws {
        let http = ArticleRoutesHTTP([("/page/html/Old", FetchResponse(status: 302, headers: ["location": location]))])
        let answer = try await client(http).article(title: "Old", language: .en).value
        #expect(answer == .redirect(title: title, fragment: fragment))
    }

    @Test func languageLinks_keepWellFormedEntries() async throws {
        let body =
            #"[{"code":"ja","name":"日本語","key":"茶","title":"茶"},{"code":"<x>","name":"bad","title":"T"},{"code":"fr","name":"français","title":"thé"}]"#
        let http = ArticleRoutesHTTP([("/links/language", FetchResponse(status: 200, body: Data(body.utf8)))])
        let links = try await client(http).languageLinks(title: "Tea", language: .en).value
        #expect(
            links == [
                ArticleLanguageLink(code: "ja", name: "日本語", title: "茶"),
                ArticleLanguageLink(code: "fr", name: "français", title: "Thé"),
            ])
    }

    @Test(arguments: [
        ("green_tea", "Green tea"), ("  Tea   ceremony ", "Tea ceremony"), ("東京都", "東京都"), ("ßtraße", "ßtraße"),
        ("iPhone", "IPhone"),
    ])
    func normalized_followsMediaWikiRules(raw: String, title: String) {
        #expect(ArticleTitle.normalized(raw) == title)
    }

    @Test(arguments: [
        ("AC/DC", "AC%2FDC"), ("Café au lait", "Caf%C3%A9_au_lait"), ("東京都", "%E6%9D%B1%E4%BA%AC%E9%83%BD"),
        ("Don't panic! (1*2),:~.-", "Don't_panic!_(1*2),:~.-"), ("A&B?c=d%e+f", "A%26B%3Fc%3Dd%25e%2Bf"),
        ("Tab\tNew\u{7F}", "Tab%09New%7F"),
    ])
    func pathSegment_percentEncodesAllButWhatMediaWikiLeavesReadable(title: String, segment: String) {
        #expect(ArticleTitle.pathSegment(title) == segment)
    }

    @Test(arguments: ["", "   ", "A#b", "a<b", "x[y]", String(repeating: "a", count: 256)])
    func normalized_whenNotATitle_isNil(raw: String) {
        #expect(ArticleTitle.normalized(raw) == nil)
    }
}
