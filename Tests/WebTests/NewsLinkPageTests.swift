import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import ViewModels
import Web

/// GET /news/go/{id} through the router, and where the news pages' links point.
@Suite struct NewsLinkPageTests {
    static let resolved = "https://publisher.example/2026/11/story"

    func site(_ resolver: StubNewsLinkResolver?) async throws -> Site {
        let news = StubNewsClient { _, _ throws(UpstreamError) in
            Fetched(
                value: NewsFeed(articles: [
                    Article(
                        title: "Clustered", publisher: "Kiosk Times", link: "https://news.google.com/rss/articles/CBMiOne?oc=5",
                        published: TestSite.now, isDateOnly: false, id: "CBMiOne", publisherSite: "https://times.example",
                        related: [
                            RelatedArticle(
                                title: "Also", publisher: "Wire", link: "https://news.google.com/rss/articles/CBMiTwo?oc=5"),
                            RelatedArticle(title: "Direct", publisher: "Blog", link: "https://blog.example/post"),
                        ])
                ]), fetchedAt: TestSite.now)
        }
        return try await TestSite.makeNews(news: news, newsLinks: NewsLinks(resolver: resolver))
    }

    @Test func go_whenResolved_redirectsToThePublisherWithNoReferrerAndNoStore() async throws {
        let resolver = StubNewsLinkResolver(["CBMiOne": .success(.init(url: Self.resolved, fromCache: false))])
        let response = await try await site(resolver).respond(TestSite.request("/news/go/CBMiOne?lang=ja&edition=ja-JP"))
        #expect(response.status == 302)
        #expect(response.headers["Location"] == Self.resolved)
        #expect(response.headers["Referrer-Policy"] == "no-referrer")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(resolver.requests.map(\.edition) == ["ja-JP"])
        #expect(resolver.requests.map(\.ownHost) == ["kiosk.test"])
    }

    @Test(arguments: [
        "/news/go/" + String(repeating: "A", count: 1_025), "/news/go/CBMi%2Fx", "/news/go/CBMi.x",
        "/news/go/CBMi%3Furl%3Dhttps%3A",
        "/news/go/%E3%83%8B",
    ])
    func go_whenIdIsNotOne_is400WithoutAskingAnybody(target: String) async throws {
        let resolver = StubNewsLinkResolver([:])
        let response = await try await site(resolver).respond(TestSite.request(target + "?lang=en"))
        #expect(response.status == 400, "\(target.prefix(40))")
        #expect(response.text.contains("article id"), "\(target.prefix(40))")
        #expect(resolver.requests.isEmpty)
    }

    @Test func go_whenAURLParameterIsGiven_ignoresIt() async throws {
        let resolver = StubNewsLinkResolver([:])
        let response = await try await site(resolver).respond(
            TestSite.request("/news/go/CBMiOne?url=https://evil.example/&lang=en"))
        #expect(response.status == 200)
        #expect(response.headers["Location"] == nil)
        #expect(!response.text.contains("evil.example"))
    }

    @Test(arguments: [
        (NewsLinkFailure.busy, "used its share"), (.rateLimited, "asked Kiosk to wait"), (.unreachable, "no answer in time"),
        (.protocolChanged, "changed how its article links work"), (.refused, "does not send readers to"),
    ])
    func go_whenResolutionFails_showsTheChoicePageSayingWhy(failure: NewsLinkFailure, words: String) async throws {
        let resolver = StubNewsLinkResolver(["CBMiOne": .failure(failure)])
        let response = await try await site(resolver).respond(TestSite.request("/news/go/CBMiOne?lang=en&edition=en-GB"))
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "no-store")
        let html = response.text
        #expect(html.contains(words), "\(failure)")
        #expect(
            html.contains(
                #"href="https://news.google.com/rss/articles/CBMiOne" rel="noreferrer">Continue via Google News (Google will see this visit)"#
            ))
        #expect(html.contains(#"<a href="/news?lang=en&amp;edition=en-GB">Back to the headlines</a>"#))
        #expect(!HostileChecks.withoutLayoutScript(html).contains("<script"))
    }

    @Test func go_inJapanese_saysItInJapanese() async throws {
        let resolver = StubNewsLinkResolver(["CBMiOne": .failure(.rateLimited)])
        let html = await try await site(resolver).respond(TestSite.request("/news/go/CBMiOne?lang=ja")).text
        #expect(html.contains("Google ニュースから、問い合わせをしばらく控えるよう求められています。"))
        #expect(html.contains("Google ニュース経由で開く（Google にこの閲覧が伝わります）"))
        #expect(html.contains("見出しに戻る"))
    }

    @Test func go_whenResolvingIsOff_offersTheTwoChoices() async throws {
        let html = await try await site(nil).respond(TestSite.request("/news/go/CBMiOne?lang=en")).text
        #expect(html.contains("set not to look up"))
        #expect(html.contains("Continue via Google News"))
    }

    @Test func newsPage_whenResolving_linksHeadlinesAndRelatedToKiosk_andDropsTheViaGoogleMark() async throws {
        let html = await try await site(StubNewsLinkResolver([:])).respond(TestSite.request("/news?lang=en&edition=en-GB")).text
        #expect(html.contains(#"<a href="/news/go/CBMiOne?lang=en&amp;edition=en-GB" rel="nofollow">Clustered</a>"#))
        #expect(html.contains(#"<a href="/news/go/CBMiTwo?lang=en&amp;edition=en-GB" rel="nofollow">Also</a>"#))
        #expect(
            html.contains(#"<a href="https://blog.example/post" rel="nofollow">Direct</a>"#),
            "a publisher's own link stays as it is")
        #expect(!html.contains("news.google.com/rss/articles"))
        #expect(!html.contains("headline__via"))
    }

    @Test func newsPage_whenOff_linksToGoogleMarkedViaGoogleNews() async throws {
        let html = await try await site(nil).respond(TestSite.request("/news?lang=en")).text
        #expect(html.contains(#"<a href="https://news.google.com/rss/articles/CBMiOne?oc=5">Clustered</a>"#))
        #expect(html.contains(#"<span class="headline__via">link via Google News</span>"#))
        #expect(!html.contains("/news/go/"))
    }

    @Test(arguments: ["/news?lang=en&format=atom", "/news/world?lang=en&format=atom", "/news/search?q=x&lang=en&format=atom"])
    func atomFeed_whenResolving_keepsGooglesLink(target: String) async throws {
        let xml = await try await site(StubNewsLinkResolver([:])).respond(TestSite.request(target)).text
        #expect(xml.contains(#"href="https://news.google.com/rss/articles/CBMiOne?oc=5""#), "\(target)")
        #expect(!xml.contains("/news/go/"), "\(target)")
    }
}
