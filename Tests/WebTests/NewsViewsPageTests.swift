import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import ViewModels
import Web

private func site() async throws -> (Site, StubNewsClient) {
    let client = StubNewsClient { _, _ throws(UpstreamError) in
        Fetched(
            value: NewsFeed(articles: [.fixture("Lamp relit", published: TestSite.now.timeIntervalSince1970 - 60)]),
            fetchedAt: TestSite.now)
    }
    return (try await TestSite.makeNews(news: client), client)
}

/// Editions, topics and search through the router: statuses, and what the page offers.
@Suite struct NewsViewsPageTests {
    @Test func topic_whenKnown_isItsPageWithTopicBarSearchAndFeedLink() async throws {
        let (site, client) = try await site()
        let response = await site.respond(try TestSite.request("GET", "/news/technology?lang=en&edition=en-GB"))
        #expect(response.status == 200)
        let body = response.text
        #expect(body.contains(#"<a href="/news/technology?lang=en&amp;edition=en-GB" aria-current="page">Technology</a>"#))
        #expect(
            body.contains(
                #"<link rel="alternate" type="application/atom+xml" title="Atom feed of this page" href="/news/technology?lang=en&amp;edition=en-GB&amp;format=atom">"#
            ))
        #expect(body.contains(#"<form class="search-form news-search" role="search" method="get" action="/news/search">"#))
        #expect(body.contains(#"<option value="en-GB" selected>United Kingdom (English)</option>"#))
        #expect(body.contains(#"<input type="hidden" name="topic" value="technology">"#))
        #expect(body.contains("Times are London time."))
        #expect(client.requested.all.map(\.request.view) == [.topic(.technology)])
    }

    @Test func topic_whenUnknown_isNotFound() async throws {
        let (site, client) = try await site()
        let response = await site.respond(try TestSite.request("GET", "/news/weather?lang=en"))
        #expect(response.status == 404)
        #expect(response.text.contains("world, nation, business"))
        #expect(client.requested.all.isEmpty)
    }

    @Test func edition_whenUnknown_isBadRequestListingTheRealOnes() async throws {
        let (site, _) = try await site()
        let response = await site.respond(try TestSite.request("GET", "/news?lang=en&edition=de-XX"))
        #expect(response.status == 400)
        #expect(response.headers["Cache-Control"] == "no-store")
        let body = response.text
        #expect(body.contains("“de-XX” is not a Google News edition."))
        #expect(body.contains(#"<a href="/news?lang=en&amp;edition=de-DE">Germany (German) — de-DE</a>"#))
        #expect(body.components(separatedBy: "— de-DE</a>").count == 2, "the list appears once")
    }

    @Test(arguments: [
        ("/news/search?lang=en", 200, "Type what to search for"),
        ("/news/search?lang=en&q=" + String(repeating: "x", count: 201), 400, "This search is 201 characters long"),
    ])
    func search_whenEmptyOrTooLong_explainsOnThePage(target: String, status: Int, notice: String) async throws {
        let (site, client) = try await site()
        let response = await site.respond(try TestSite.request("GET", target))
        #expect(response.status.code == status)
        #expect(response.text.contains(notice))
        #expect(!response.text.contains("application/atom+xml"), "no feed to follow")
        #expect(client.requested.all.isEmpty)
    }

    @Test func search_asJSON_isItsOutputs() async throws {
        let (site, _) = try await site()
        let response = await site.respond(
            try TestSite.request("GET", "/news/search?q=lamp%20when%3A7d&lang=en&edition=ja-JP&format=json"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        #expect(json?["heading"] as? String == "Search: “lamp when:7d”")
        #expect((json?["headlines"] as? [Any])?.count == 1)
    }

    @Test(arguments: [
        ("topic=sports&lang=en&edition=fr-FR", "/news/sports?lang=en&edition=fr-FR&refreshed=1"),
        ("q=lamp&lang=ja&edition=de-DE", "/news/search?q=lamp&lang=ja&edition=de-DE&refreshed=1"),
    ])
    func refresh_ofAView_redirectsBackToIt(body: String, location: String) async throws {
        let (site, client) = try await site()
        let response = await site.respond(try TestSite.request("POST", "/news/refresh", body: body))
        #expect(response.status == 303)
        #expect(response.headers["Location"] == location)
        #expect(client.requested.all.map(\.refresh) == [true])
    }

    @Test(arguments: ["topic=weather", "edition=xx", "q="])
    func refresh_whenFormNamesNoFeed_isBadRequest(body: String) async throws {
        let (site, client) = try await site()
        let response = await site.respond(try TestSite.request("POST", "/news/refresh", body: body))
        #expect(response.status == 400)
        #expect(client.requested.all.isEmpty)
    }
}
