import Foundation
import Models
import Testing
import TestSupport
@testable import ViewModels

private let now = TestSite.now

private func model(_ client: StubNewsClient) -> NewsViewModel {
    NewsViewModel(news: client, now: { now }, sleep: TestClock(now).sleep)
}

private func stub(_ articles: [Article] = [.fixture("A", published: 1_795_275_000)]) -> StubNewsClient {
    StubNewsClient { _, _ throws(UpstreamError) in
        Fetched(value: NewsFeed(articles: articles), fetchedAt: now.addingTimeInterval(-60))
    }
}

/// Editions, topics and searches: what is asked of Google News and what the page says.
@Suite struct NewsViewsTests {
    @Test func edition_whenChosen_isFetchedAndShownInItsZone() async {
        let client = stub()
        let shown = await model(client).outputs(for: .init(language: .ja, edition: "de-DE"))
        #expect(client.requested.all.map(\.request) == [NewsRequest(edition: NewsEdition.named("de-DE")!, view: .top)])
        // 2026-11-21T15:30:00Z is 16:30 in Berlin (CET, UTC+1).
        #expect(shown.headlines.first?.published?.text == "2026/11/21 16:30")
        #expect(shown.timeZoneNote == "時刻は Berlin 時間（Europe/Berlin）です。")
        #expect(shown.editionLine == "エディション: ドイツ（ドイツ語）")
        #expect(shown.chrome.lang == "ja")
        #expect(
            shown.chrome.languages.first { $0.lang == "en" }?.href == "/news?lang=en&edition=de-DE",
            "the language picker keeps the edition")
        #expect(shown.navigation.edition.options.filter(\.isSelected).map(\.value) == ["de-DE"])
        #expect(shown.source.href == "https://news.google.com/?hl=de&gl=DE&ceid=DE:de")
    }

    @Test func edition_whenUnknown_refusesAndListsEveryEdition() async {
        let client = stub()
        let shown = await model(client).outputs(for: .init(language: .en, edition: "xx-YY"))
        #expect(shown.state == .unknownEdition)
        #expect(shown.outcome == .invalidInput)
        #expect(shown.inputNotice?.contains("“xx-YY”") == true)
        #expect(shown.editionChoices?.links.count == NewsEdition.all.count)
        #expect(shown.editionChoices?.links.first?.href == "/news?lang=en&edition=en-US")
        #expect(shown.heading == "Choose an edition")
        #expect(client.requested.all.isEmpty, "nothing is asked for an edition that does not exist")
    }

    @Test(arguments: NewsTopic.allCases)
    func topic_isFetchedAndMarkedCurrent(topic: NewsTopic) async {
        let client = stub()
        let shown = await model(client).outputs(for: .init(language: .en, edition: "en-GB", view: .topic(topic)))
        #expect(client.requested.all.map(\.request.view) == [.topic(topic)])
        #expect(shown.navigation.topics.count == 9)
        #expect(shown.navigation.topics.filter(\.isCurrent).map(\.href) == ["/news/\(topic.rawValue)?lang=en&edition=en-GB"])
        #expect(shown.navigation.feed.href == "/news/\(topic.rawValue)?lang=en&edition=en-GB&format=atom")
        #expect(shown.refresh?.fields.first == .init(name: "topic", value: topic.rawValue))
        #expect(shown.source.href.hasPrefix("https://news.google.com/headlines/section/topic/\(topic.upstreamName)?hl=en-GB"))
    }

    @Test func search_withOperators_isPassedThroughTrimmed() async {
        let client = stub()
        let query = #""harbour lamp" -ferry site:example.com OR when:7d"#
        let shown = await model(client).outputs(for: .init(language: .en, view: .search("  " + query + " ")))
        #expect(client.requested.all.map(\.request.view) == [.search(query)])
        #expect(shown.heading == "Search: “\(query)”")
        #expect(shown.navigation.search.query == query)
        #expect(shown.navigation.feed.href.hasPrefix("/news/search?q=%22harbour%20lamp%22%20-ferry%20site%3Aexample.com"))
        #expect(shown.outcome == .shown)
    }

    @Test(arguments: ["", "   "])
    func search_whenEmpty_explainsAndAsksNothing(query: String) async {
        let client = stub()
        let shown = await model(client).outputs(for: .init(language: .en, view: .search(query)))
        #expect(shown.state == .emptyQuery)
        #expect(shown.outcome == .shown)
        #expect(shown.inputNotice == "Type what to search for in the box above.")
        #expect(shown.refresh == nil)
        #expect(client.requested.all.isEmpty)
    }

    @Test func search_whenLongerThanTheLimit_isRefusedWithItsLength() async {
        let client = stub()
        let exactly = String(repeating: "a", count: NewsViewModel.maximumQueryLength)
        _ = await model(client).outputs(for: .init(language: .en, view: .search(exactly)))
        let shown = await model(client).outputs(for: .init(language: .ja, view: .search(exactly + "b")))
        #expect(shown.state == .queryTooLong)
        #expect(shown.outcome == .invalidInput)
        #expect(shown.inputNotice?.contains("201 文字") == true)
        #expect(client.requested.all.count == 1, "200 characters are searched, 201 are not")
    }

    @Test func headline_showsPublisherSiteAndRelatedCoverage() async {
        var article = Article.fixture("A", published: 1_795_275_000)
        article.publisherSite = "https://www.washingtonpost.com"
        article.related = [RelatedArticle(title: "B", publisher: "Other", link: "https://news.google.com/rss/articles/b")]
        let shown = await model(stub([article])).outputs(for: .init(language: .en))
        #expect(shown.headlines.first?.site == "washingtonpost.com")
        #expect(shown.headlines.first?.siteHref == "https://www.washingtonpost.com")
        #expect(
            shown.headlines.first?.related == [
                .init(title: "B", publisher: "Other", href: "https://news.google.com/rss/articles/b")
            ])
        #expect(shown.viaGoogle == "link via Google News")
    }

    @Test func refresh_ofATopic_returnsItsAddress() async {
        let client = stub()
        let location = await model(client).refresh(.init(language: .en, edition: "fr-FR", view: .topic(.sports)))
        #expect(location == "/news/sports?lang=en&edition=fr-FR&refreshed=1")
        #expect(client.requested.all.map(\.refresh) == [true])
        #expect(await model(client).refresh(.init(language: .en, edition: "nope")) == nil)
    }
}

@Test(arguments: [
    ("https://www.washingtonpost.com", "washingtonpost.com"), ("https://example.com:8443/x?y", "example.com"),
    ("https://www./", "www."), ("https://", nil), ("no scheme", nil),
    ("https://日本.example/記事", "日本.example"),
])
func siteName_isTheHostWithoutWWW(url: String, expected: String?) {
    #expect(NewsViewModel.siteName(url) == expected, "\(url)")
}

/// 4 MiB of the shapes that make a host scan back up or run long: one pass each, in bounded time
/// (generous: a debug build on a busy 2-core machine scans these in a few milliseconds).
@Test(arguments: [":/:/", "https://" + "a", "<!--", "&lt;", "x<b>"])
func siteName_whenFourMebibytesOfHostileURL_finishesInBoundedTime(unit: String) {
    let url = String(repeating: unit, count: (4 << 20) / unit.utf8.count)
    let started = ContinuousClock.now
    _ = NewsViewModel.siteName("https://" + url)
    _ = NewsViewModel.siteName(url)
    #expect(ContinuousClock.now - started < .seconds(5))
}
