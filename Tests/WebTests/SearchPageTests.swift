import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import Web

@Suite struct SearchPageTests {
    private func get(
        _ target: String, client: StubWikipediaClient = SearchFixtures.client(), headers: [(String, String)] = []
    ) async throws -> Response {
        let site = try await TestSite.make(wikipedia: client)
        return await site.respond(try TestSite.request("GET", target, headers: headers))
    }

    private func post(_ body: String, contentType: String = "application/x-www-form-urlencoded") async throws -> Response {
        let site = try await TestSite.make(wikipedia: SearchFixtures.client())
        return await site.respond(try TestSite.request("POST", "/search", headers: [("Content-Type", contentType)], body: body))
    }

    @Test func results_areA200CachedPublicPageWithHighlightedSnippets() async throws {
        let client = SearchFixtures.client(count: 5, totalHits: 5)
        let response = try await get("/search?q=Swift&lang=en", client: client)
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        #expect(response.headers["Cache-Control"] == "public, max-age=300")
        #expect(response.headers["Vary"]?.hasPrefix("Accept") == true)
        #expect(response.headers["ETag"]?.hasPrefix("\"") == true)
        #expect(response.headers["Content-Security-Policy"]?.contains("script-src 'self'") == true)
        let body = response.text
        #expect(body.contains("5 results for “Swift”"))
        #expect(body.contains("Results 1–5 of 5"))
        #expect(body.contains("The <mark>Swift</mark> language &amp; &lt;friends&gt;"))
        #expect(body.contains(#"<a href="/wiki/Swift_1?lang=en">Swift 1</a>"#), "the result opens in Kiosk")
        #expect(
            body.contains(
                #"<a href="https://en.wikipedia.org/wiki/Swift_1" rel="noopener noreferrer" class="result__original">On Wikipedia</a>"#
            ))
        #expect(body.contains(#"<time datetime="2026-08-07T18:08:57Z">August 7, 2026</time>"#))
        #expect(body.contains(#"role="search""#))
        #expect(body.contains(#"<label class="search-form__label" for="search-q">"#))
        #expect(body.contains(#"<input type="hidden" name="lang" value="en">"#))
        #expect(body.contains(#"aria-live="polite""#))
        #expect(body.contains(#"<ol class="results""#))
        #expect(body.contains(#"<script src="/js/search.js" defer></script>"#))
        #expect(client.requested.all == [WikiSearchQuery(text: "Swift", language: .en, limit: 20, offset: 0)])
    }

    @Test func results_inJapanese_useTheJapaneseCountLineAndDate() async throws {
        let body = try await get("/search?q=Swift&lang=ja").text
        #expect(body.contains("Swift 検索結果:5件"))
        #expect(body.contains("2026年8月7日"))
        #expect(body.contains(#"<html lang="ja" dir="ltr">"#))
    }

    @Test func page_hasNoInlineScriptOrEventHandler() async throws {
        let body = try await get("/search?q=Swift&lang=en").text
        #expect(!body.contains("<script>"))
        #expect(body.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil)
    }

    @Test func page_withoutLang_variesByAcceptLanguage() async throws {
        let response = try await get("/search?q=Swift", headers: [("Accept-Language", "ja,en;q=0.5")])
        #expect(response.headers["Vary"]?.hasPrefix("Accept, Accept-Language") == true)
        #expect(response.text.contains("Swift 検索結果:5件"))
    }

    @Test(arguments: ["/search?q=%E7%8C%AB&lang=ja", "/search?q=Sw&lang=en"])
    func shortQuery_whenSubmitted_isSearched(target: String) async throws {
        let client = SearchFixtures.client()
        let response = try await get(target, client: client)
        #expect(response.status == 200, "\(target)")
        #expect(client.requested.all.count == 1, "\(target)")
        #expect(response.text.contains(#"<ol class="results""#), "\(target)")
    }

    @Test(arguments: [("/search?q=&lang=en", "Type a word or phrase"), ("/search?q=+&lang=ja", "検索する言葉を入力して")])
    func emptySubmit_explainsWhatToDo(target: String, expected: String) async throws {
        let client = SearchFixtures.client()
        let response = try await get(target, client: client)
        #expect(response.status == 200, "\(target)")
        #expect(response.text.contains(expected), "\(target)")
        #expect(client.requested.all.isEmpty)
    }

    /// The header's box sends `go=1`: a result titled exactly as typed (any case, `_` for space)
    /// opens at once; otherwise, and without `go`, the results are listed.
    @Test(arguments: [
        ("/search?q=swift+2&lang=en&go=1", 302, "/wiki/Swift_2?lang=en" as String?),
        ("/search?q=Swift_3&lang=en&go=1", 302, "/wiki/Swift_3?lang=en"),
        ("/search?q=Swift&lang=en&go=1", 200, nil), ("/search?q=Swift+2&lang=en", 200, nil),
    ])
    func goSearch_whenATitleMatchesExactly_opensTheArticle(target: String, status: Int, location: String?) async throws {
        let response = try await get(target)
        #expect(response.status.code == status)
        #expect(response.headers["Location"] == location)
    }

    @Test(arguments: ["/?lang=en", "/news?lang=en", "/comics/614?lang=en", "/wiki/Swift?lang=en"])
    func headerSearch_onEveryPageButSearch_offersTheBoxWithSuggestions(target: String) async throws {
        let body = try await get(target).text
        #expect(
            body.contains(
                #"<form class="site-search" role="search" aria-label="Search Wikipedia" method="get" action="/search" data-suggestions="/search/suggestions?lang=en">"#
            ))
        #expect(body.contains(#"<input type="hidden" name="go" value="1">"#))
        #expect(body.contains(#"<script src="/js/suggestions.js" defer></script>"#))
        let search = try await get("/search?q=Swift&lang=en").text
        #expect(!search.contains("site-search"), "the search page has its own box")
    }

    @Test func post_whenEmpty_redirectsToThePageThatExplains() async throws {
        let response = try await post("q=&lang=en")
        #expect(response.status == 303)
        #expect(response.headers["Location"] == "/search?q=&lang=en")
    }

    @Test func zeroHits_sayThereAreNoResults() async throws {
        let response = try await get("/search?q=Qwxyz&lang=en", client: SearchFixtures.client(count: 0, totalHits: 0))
        #expect(response.status == 200)
        #expect(response.text.contains("No articles match “Qwxyz”."))
        #expect(!response.text.contains(#"<ol class="results""#))
    }

    @Test func paging_linksCarryLangAndRel() async throws {
        let body = try await get(
            "/search?q=Swift&limit=50&offset=50&lang=en",
            client: SearchFixtures.client(count: 50, totalHits: 500, nextOffset: 100)
        ).text
        #expect(body.contains(#"<a href="/search?q=Swift&amp;limit=50&amp;lang=en" rel="prev">"#))
        #expect(body.contains(#"<a href="/search?q=Swift&amp;limit=50&amp;offset=100&amp;lang=en" rel="next">"#))
        #expect(body.contains("Results 51–100 of 500"))
    }

    @Test func suggestion_isALink() async throws {
        let body = try await get(
            "/search?q=Swfit&lang=en", client: SearchFixtures.client(count: 0, totalHits: 0, suggestion: "Swift")
        ).text
        #expect(body.contains(#"Did you mean <a href="/search?q=Swift&amp;lang=en">Swift</a>?"#))
    }

    @Test(arguments: [
        (UpstreamError.undecodable("not JSON"), 502, nil as String?),
        (.cannotConnect(host: "en.wikipedia.org"), 502, nil),
        (.coolingDown(retryAfter: 30), 503, "30"),
        (.timedOut(seconds: 5), 504, nil),
    ])
    func upstreamFailure_givesItsStatusAndLinksWikipedia(error: UpstreamError, status: Int, retryAfter: String?) async throws {
        let response = try await get("/search?q=Swift&lang=en", client: SearchFixtures.failing(error))
        #expect(response.status.code == status, "error \(error)")
        #expect(response.headers["Retry-After"] == retryAfter, "error \(error)")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains(#"href="https://en.wikipedia.org/w/index.php?search=Swift&amp;fulltext=1""#))
        #expect(response.text.contains("Open this on Wikipedia"))
    }

    @Test func staleResults_areShownWithTheProblemAndTheirAge() async throws {
        let client = SearchFixtures.client(
            count: 2, totalHits: 2, fetchedAt: TestSite.now.addingTimeInterval(-120), staleBecause: .timedOut(seconds: 5))
        let response = try await get("/search?q=Swift&lang=en", client: client)
        #expect(response.status == 504)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("Showing what Kiosk saved 2 minutes ago."))
        #expect(response.text.contains("2 results for “Swift”"))
    }

    @Test(arguments: ["limit=7x", "limit=abc", "limit=1e3", "offset=-1x", "offset=1.5", "lang=xx", "lang=EN"])
    func badParameter_isA400PageThatSaysWhy(parameter: String) async throws {
        let client = SearchFixtures.client()
        let response = try await get("/search?q=Swift&\(parameter)", client: client)
        #expect(response.status == 400, "parameter \(parameter)")
        #expect(response.headers["Cache-Control"] == "no-store")
        let name = String(parameter.prefix { $0 != "=" })
        #expect(response.text.contains(name), "parameter \(parameter)")
        #expect(client.requested.all.isEmpty, "parameter \(parameter)")
    }

    @Test(arguments: ["fa", "he", "zh-min-nan", "simple"])
    func lang_whenAnyWikipedia_searchesThatWikiInTheReadersInterface(code: String) async throws {
        let client = SearchFixtures.client(count: 2, totalHits: 2)
        let response = try await get("/search?q=Swift&lang=\(code)", client: client, headers: [("Accept-Language", "ja")])
        #expect(response.status == 200, "lang \(code)")
        #expect(client.requested.all.map(\.language.code) == [code])
        #expect(response.text.contains("<html lang=\"ja\""), "the interface follows Accept-Language")
        #expect(response.text.contains("/wiki/") && response.text.contains("wiki=\(code)"), "results stay on that wiki")
        let wiki = try #require(WikipediaLanguage(code: code))
        #expect(
            response.text.contains("<h3 class=\"result__title\" lang=\"\(wiki.tag)\" dir=\"\(wiki.direction)\">"), "lang \(code)")
    }

    @Test func tooLongQuery_isA400WithTheFormAndNoRequest() async throws {
        let client = SearchFixtures.client()
        let response = try await get("/search?q=\(String(repeating: "a", count: 301))&lang=en", client: client)
        #expect(response.status == 400)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("at most 300 characters"))
        #expect(response.text.contains(#"id="search-q""#))
        #expect(client.requested.all.isEmpty)
    }

    @Test func jsonTwin_isTheOutputs() async throws {
        for headers in [[], [("Accept", "application/json")]] {
            let target = headers.isEmpty ? "/search?q=Swift&lang=ja&format=json" : "/search?q=Swift&lang=ja"
            let response = try await get(target, headers: headers)
            #expect(response.status == 200, "target \(target)")
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
            #expect(json["state"] as? String == "results")
            #expect((json["summary"] as? [String: Any])?["count"] as? String == "Swift 検索結果:5件")
            let first = (json["results"] as? [[String: Any]])?.first
            #expect(first?["href"] as? String == "/wiki/Swift_1?lang=ja")
            #expect(first?["originalHref"] as? String == "https://ja.wikipedia.org/wiki/Swift_1")
            #expect((json["chrome"] as? [String: Any])?["lang"] as? String == "ja")
        }
    }

    @Test func conditionalGet_withTheETag_is304() async throws {
        let site = try await TestSite.make(wikipedia: SearchFixtures.client())
        let first = await site.respond(try TestSite.request("GET", "/search?q=Swift&lang=en"))
        let etag = try #require(first.headers["ETag"])
        let second = await site.answer(try TestSite.request("GET", "/search?q=Swift&lang=en", headers: [("If-None-Match", etag)]))
        #expect(second.status == 304)
    }

    @Test func post_redirects303ToTheGetURL() async throws {
        let response = try await post("q=Swift+language&limit=50&lang=ja")
        #expect(response.status == 303)
        #expect(response.headers["Location"] == "/search?q=Swift%20language&limit=50&lang=ja")
        #expect(response.headers["Cache-Control"] == "no-store")
    }

    @Test(arguments: [
        "q=Swift%0D%0ASet-Cookie:%20a=b&lang=en",
        "q=https://evil.example/&lang=en",
        "q=//evil.example&lang=en",
        "q=%0D%0ALocation:%20https://evil.example&lang=en",
    ])
    func post_fieldsCannotInjectHeadersOrLeaveTheSite(body: String) async throws {
        let response = try await post(body)
        #expect(response.status == 303, "body \(body)")
        let location = try #require(response.headers["Location"])
        #expect(location.hasPrefix("/search?q="), "body \(body): \(location)")
        #expect(!location.contains("\r") && !location.contains("\n") && !location.contains("//"), "body \(body): \(location)")
        #expect(response.headers.values(for: "Location").count == 1)
        #expect(response.headers["Set-Cookie"] == nil)
    }

    @Test func post_withAnOffSiteLang_isRejected() async throws {
        let response = try await post("q=Swift&lang=https://evil.example")
        #expect(response.status == 400)
        #expect(response.headers["Location"] == nil)
    }

    @Test func post_withABodyThatIsNotAForm_is415() async throws {
        let response = try await post(#"{"q":"Swift"}"#, contentType: "application/json")
        #expect(response.status == 415)
        #expect(response.text.contains("application/x-www-form-urlencoded"))
    }

    @Test func post_withABadEscape_is400() async throws {
        let response = try await post("q=%zz&lang=en")
        #expect(response.status == 400)
    }

    @Test func post_withALimitAbove500_searchesWith500() async throws {
        let response = try await post("q=Swift&limit=1000&lang=en")
        #expect(response.status == 303)
        #expect(response.headers["Location"] == "/search?q=Swift&limit=500&lang=en")
    }

    /// Special:Search takes any limit up to 500 and people bookmark such URLs.
    @Test(
        arguments: [
            ("limit=3", 3, 0), ("limit=500", 500, 0), ("limit=1000", 500, 0), ("limit=0", 1, 0),
            ("limit=-4", 1, 0), ("offset=-5", 20, 0), ("offset=99999999999999999999", 20, 1_000_000),
            ("limit=3&offset=6", 3, 6),
        ] as [(String, Int, Int)])
    func numbers_outsideTheMenu_areTakenForgivingly(parameters: String, limit: Int, offset: Int) async throws {
        let client = SearchFixtures.client(count: 3, totalHits: 40, nextOffset: nil)
        for lang in ["en", "ja"] {
            let response = try await get("/search?q=Swift&lang=\(lang)&\(parameters)", client: client)
            #expect(response.status == 200, "\(parameters) (\(lang))")
            #expect(client.requested.all.last?.limit == limit, "\(parameters)")
            #expect(client.requested.all.last?.offset == offset, "\(parameters)")
            #expect(
                response.text.contains(#"<option value="\#(limit)" selected>"#), "the menu shows the size in use: \(parameters)")
        }
    }

    @Test func script_isServedFromPublic() async throws {
        let response = try await get("/js/search.js")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/javascript; charset=utf-8")
        #expect(response.text.contains("history.replaceState"))
    }
}
