import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import ViewModels
import Web

/// `?format=atom` on every news view and on /comics: valid Atom, stable ids, Kiosk's own links.
@Suite struct AtomFeedTests {
    static func newsSite() async throws -> Site {
        var related = Article.fixture(
            "Lamp & <ferry>", publisher: "Gazette", published: TestSite.now.timeIntervalSince1970 - 60, id: "CBMi-a_1")
        related.publisherSite = "https://gazette.example"
        let articles = [
            related, .fixture("Dated", publisher: nil, published: 1_795_244_400, isDateOnly: true),
            .fixture("No link", published: nil, link: ""),
        ]
        return try await TestSite.makeNews(
            news: StubNewsClient { _, _ throws(UpstreamError) in
                Fetched(value: NewsFeed(articles: articles), fetchedAt: TestSite.now)
            })
    }

    @Test(arguments: [
        "/news?format=atom", "/news?lang=ja&edition=de-DE&format=atom", "/news/science?edition=en-GB&format=atom",
        "/news/search?q=%22lamp%22%20-ferry%20when%3A7d&format=atom",
    ])
    func newsFeed_isValidAtom(target: String) async throws {
        let response = try await Self.newsSite().respond(try TestSite.request("GET", target))
        #expect(response.status == 200, "\(target)")
        #expect(response.headers["Content-Type"] == "application/atom+xml; charset=utf-8")
        #expect(AtomStructure.problems(response.body) == [], "\(target)")
    }

    @Test func newsFeed_entries_haveStableIdsPublisherAndHeadlineLinks() async throws {
        let site = try await Self.newsSite()
        let first = await site.respond(try TestSite.request("GET", "/news/world?lang=en&edition=en-GB&format=atom")).text
        let again = await site.respond(try TestSite.request("GET", "/news/world?lang=en&edition=en-GB&format=atom")).text
        #expect(first == again)
        #expect(first.contains("<id>urn:kiosk:news:en-GB:topic:world</id>"))
        #expect(first.contains("<id>urn:kiosk:news:item:CBMi-a_1</id>"))
        #expect(first.contains("<title>Lamp &amp; &lt;ferry&gt;</title>"))
        #expect(
            first.contains(#"<link rel="alternate" type="text/html" href="https://news.google.com/rss/articles/CBMi-a_1?oc=5"/>"#)
        )
        #expect(first.contains("<author><name>Gazette</name><uri>https://gazette.example</uri></author>"))
        #expect(first.contains("<updated>2026-11-21T00:00:00Z</updated>"), "a date-only item is dated midnight UTC")
        #expect(
            first.contains(
                #"<link rel="self" type="application/atom+xml" href="http://kiosk.test/news/world?lang=en&amp;edition=en-GB&amp;format=atom"/>"#
            ))
        #expect(
            first.contains(
                #"<link rel="alternate" type="text/html" href="http://kiosk.test/news/world?lang=en&amp;edition=en-GB"/>"#))
    }

    @Test func newsFeed_whenEditionUnknown_isBadRequest() async throws {
        let response = try await Self.newsSite().respond(try TestSite.request("GET", "/news?edition=zz&format=atom"))
        #expect(response.status == 400)
        #expect(AtomStructure.problems(response.body) == [])
    }

    @Test func comicsFeed_listsTheLatestTenLinkingToKiosk() async throws {
        let comics = Dictionary(
            uniqueKeysWithValues: (395...410).filter { $0 != 404 }.map { number in
                (
                    number,
                    Comic(
                        number: number, title: "Comic <\(number)>", altText: "Alt & \(number)", imageURL: nil, year: 2008,
                        month: 3,
                        day: number % 28 + 1, link: nil, isInteractive: false, transcript: nil, news: nil)
                )
            })
        let site = try await TestSite.make(comics: StubComicsClient(latest: 410, comics: comics))
        let response = await site.respond(try TestSite.request("GET", "/comics?format=atom&lang=en"))
        #expect(response.status == 200)
        #expect(AtomStructure.problems(response.body) == [])
        let body = response.text
        let ids = body.matches(of: /<id>urn:kiosk:xkcd:(\d+)<\/id>/).map { Int($0.1)! }
        #expect(ids == [410, 409, 408, 407, 406, 405, 403, 402, 401], "ten numbers, #404 skipped")
        #expect(body.contains(#"<link rel="alternate" type="text/html" href="http://kiosk.test/comics/410?lang=en"/>"#))
        #expect(body.contains("<title>410: Comic &lt;410&gt;</title>"))
        #expect(!body.contains("xkcd.com/410"), "entries link to Kiosk, not to xkcd")
    }

    @Test func newsFeed_whenFetchOutlastsTheWait_isEmptyAndNotStored() async throws {
        let release = Latch()
        defer { release.open() }
        let clock = TestClock(TestSite.now)
        let site = try await TestSite.makeNews(
            news: StubNewsClient { _, _ throws(UpstreamError) in
                await release.wait()
                return Fetched(value: NewsFeed(articles: []), fetchedAt: TestSite.now)
            }, clock: clock)
        let request = try TestSite.request("GET", "/news/health?format=atom")
        let answering = Task { await site.respond(request) }
        await clock.waitForSleeps(1)
        clock.advance(by: NewsViewModel.defaultLoadingDeadline)
        let response = await answering.value
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(AtomStructure.problems(response.body) == [])
    }

    @Test(arguments: [0, 1, -5])
    func comicsFeed_whenLatestNumberIsTiny_hasOnlyIt(latest: Int) async throws {
        let comic = Comic(
            number: latest, title: "Odd", altText: "", imageURL: nil, year: 2006, month: 1, day: 1, link: nil,
            isInteractive: false, transcript: nil, news: nil)
        let site = try await TestSite.make(comics: StubComicsClient(latest: latest, comics: [latest: comic]))
        let response = await site.respond(try TestSite.request("GET", "/comics?format=atom"))
        #expect(response.text.components(separatedBy: "<entry>").count == 2, "latest \(latest)")
    }

    @Test func comicsPage_withoutFormat_isStillTheLatestComic() async throws {
        let site = try await TestSite.make(
            comics: StubComicsClient(
                latest: 3,
                comics: [
                    3: Comic(
                        number: 3, title: "Three", altText: "", imageURL: nil, year: 2006, month: 1, day: 1, link: nil,
                        isInteractive: false,
                        transcript: nil, news: nil)
                ]))
        let response = await site.respond(try TestSite.request("GET", "/comics"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
    }
}
