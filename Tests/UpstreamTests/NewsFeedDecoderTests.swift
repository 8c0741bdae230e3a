import Foundation
import Models
import Testing
@testable import Upstream

@Suite struct NewsFeedDecoderTests {
    static func englishFeed() throws -> NewsFeed {
        try NewsFeedDecoder.decode(Fixture.data("news-en", "rss"))
    }

    @Test func decode_whenEnglishFeed_keepsUpstreamOrderAndFields() throws {
        let feed = try Self.englishFeed()
        #expect(feed.articles.map(\.id) == (1...6).map { "CBMiKioskFixtureAAA\($0)" })
        #expect(
            feed.articles[0]
                == Article(
                    title: "Harbour council votes to relight the old lamp",
                    publisher: "The Coastal Gazette",
                    link: "https://news.google.com/rss/articles/CBMiKioskFixtureAAA1?oc=5",
                    published: Date(timeIntervalSince1970: 1_795_254_072),
                    isDateOnly: false,
                    id: "CBMiKioskFixtureAAA1",
                    publisherSite: "https://coastal-gazette.example"))
    }

    @Test(arguments: [
        (1, "Tide tables - and why they drift - explained"),
        (2, "Fish & chips prices rise ‘again’ at the pier"),
        (3, "Keeper's log <restored> after 80 years"),
        (4, "Ferry timetable changes for winter - Harbour Radio"),
        (5, "Lamp oil shortage eases"),
    ])
    func decode_whenTitleEndsWithSourceText_removesOnlyThatSuffix(index: Int, headline: String) throws {
        let article = try Self.englishFeed().articles[index]
        #expect(article.title == headline, "item \(index) from \(article.publisher ?? "-")")
    }

    @Test func decode_whenPublisherNameIsOdd_keepsItAsWritten() throws {
        #expect(try Self.englishFeed().articles[5].publisher == "San Pedro Record |")
    }

    @Test(arguments: [(2, true), (0, false), (5, false)])
    func decode_whenStampedSevenOClockGMT_marksDateOnly(index: Int, isDateOnly: Bool) throws {
        let article = try Self.englishFeed().articles[index]
        #expect(article.isDateOnly == isDateOnly, "item \(index) published \(String(describing: article.published))")
    }

    @Test func decode_whenDateOnly_keepsTheDayAsPublished() throws {
        #expect(try Self.englishFeed().articles[2].published == Date(timeIntervalSince1970: 1_795_244_400))
    }

    @Test func decode_whenJapaneseFeed_readsUTF8AndStripsPublisher() throws {
        let feed = try NewsFeedDecoder.decode(Fixture.data("news-ja", "rss"))
        #expect(feed.articles.map(\.title) == ["岬の灯台、修復工事が完了", "「灯台守」 - 最後の一人に聞く"])
        #expect(feed.articles.map(\.publisher) == ["港町新聞", "海辺タイムズ"])
        #expect(feed.articles.map(\.isDateOnly) == [false, true])
    }

    @Test func decode_whenXMLIsMalformed_throwsUndecodableWithTheParsersReason() throws {
        let data = try Fixture.data("news-malformed", "rss")
        let reason = undecodableReason { () throws(UpstreamError) in try NewsFeedDecoder.decode(data) }
        #expect(reason == "malformed RSS at line 3: XML error 76 (start and end tags do not match)")
    }

    @Test func decode_whenDocumentIsNotRSS_throwsUndecodable() throws {
        let data = try Fixture.data("news-not-rss", "xml")
        #expect(throws: UpstreamError.undecodable("expected an RSS document, got <html>")) {
            try NewsFeedDecoder.decode(data)
        }
    }

    @Test func decode_whenItemLacksLinkOrGuid_dropsItOrFallsBackToTheLink() throws {
        let rss = """
            <rss version="2.0"><channel>
            <item><title>No link - Pier Post</title><source>Pier Post</source></item>
            <item><title>No guid</title><link>https://news.google.com/rss/articles/X?oc=5</link></item>
            </channel></rss>
            """
        let feed = try NewsFeedDecoder.decode(Data(rss.utf8))
        #expect(feed.articles.map(\.title) == ["No guid"])
        #expect(feed.articles.first?.id == "https://news.google.com/rss/articles/X?oc=5")
        #expect(feed.articles.first?.published == nil)
        #expect(feed.articles.first?.publisher == nil)
    }

    @Test(arguments: [
        ("Sat, 21 Nov 2026 07:00:00 GMT", 1_795_244_400.0),
        ("21 Nov 2026 07:00:00 GMT", 1_795_244_400.0),
        ("Sat, 21 Nov 2026 16:00:00 +0900", 1_795_244_400.0),
        ("Sat, 21 Nov 2026 07:00 UT", 1_795_244_400.0),
    ])
    func rfc822_whenValidDate_givesTheInstant(text: String, seconds: Double) {
        #expect(UpstreamDates.rfc822(text)?.date == Date(timeIntervalSince1970: seconds), "date: \(text)")
    }

    @Test(arguments: [
        "", "yesterday", "Sat, 32 Nov 2026 07:00:00 GMT", "Sat, 21 Foo 2026 07:00:00 GMT",
        "Sat, 21 Nov 2026 07:00:00 PST",
    ])
    func rfc822_whenUnreadable_isNil(text: String) {
        #expect(UpstreamDates.rfc822(text) == nil, "date: \(text)")
    }
}

extension NewsFeedDecoderTests {
    @Test(arguments: [
        "",
        "<html><body><p>Our systems have detected unusual traffic<br></body></html>",
        "<rss version=\"2.0\"><channel><item><title>Café &nbsp; - X</title></item></channel></rss>",
        "{\"not\": \"xml\"}",
    ])
    func decode_whenBodyIsNotWellFormedXML_throwsUndecodable(body: String) {
        let reason = undecodableReason { () throws(UpstreamError) in
            try NewsFeedDecoder.decode(Data(body.utf8))
        }
        #expect(reason != nil, "body: \(body)")
    }
}

/// The Google News addresses and cache keys of each view.
@Suite struct GoogleNewsURLTests {
    static let base = "https://news.google.com/rss"
    static let germany = NewsEdition.named("de-DE")!

    @Test(arguments: [
        (NewsView.top, "https://news.google.com/rss?hl=de&gl=DE&ceid=DE:de", "news de-DE"),
        (
            .topic(.world), "https://news.google.com/rss/headlines/section/topic/WORLD?hl=de&gl=DE&ceid=DE:de",
            "news de-DE topic world"
        ),
        (
            .search(#""Bundestag" -Wahl site:example.de OR when:7d"#),
            "https://news.google.com/rss/search?q=%22Bundestag%22%20-Wahl%20site:example.de%20OR%20when:7d&hl=de&gl=DE&ceid=DE:de",
            #"news de-DE search "Bundestag" -Wahl site:example.de OR when:7d"#
        ),
    ])
    func view_hasGoogleNewsURLAndItsOwnCacheKey(view: NewsView, url: String, key: String) {
        let request = NewsRequest(edition: Self.germany, view: view)
        #expect(GoogleNewsClient.url(request, base: Self.base) == url)
        #expect(GoogleNewsClient.cacheKey(request) == key)
    }

    @Test func cacheKey_ofTopStories_namesTheEdition() {
        #expect(GoogleNewsClient.cacheKey(.top(.en)) == "news en-US")
    }
}
