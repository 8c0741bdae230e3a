import Foundation
import HTTPServer
import Models
import SampleUpstream
import Testing
@testable import Upstream

/// The offline Google News: every topic and searches for en-US, ja-JP, de-DE and ar-EG, in the feed's real
/// format, read back by the same decoder as the live feed.
@Suite struct SampleNewsViewsTests {
    let sample: SampleUpstreamTests

    init() throws {
        sample = try SampleUpstreamTests()
    }
    static let editions = ["en-US", "ja-JP", "de-DE", "ar-EG"].compactMap(NewsEdition.named)

    func feed(_ request: NewsRequest) async throws -> (status: Int, feed: NewsFeed?) {
        let url = GoogleNewsClient.url(request, base: "/rss")
        let response = try await sample.get(url)
        guard response.status == 200 else { return (response.status.code, nil) }
        return (200, try NewsFeedDecoder.decode(Data(response.body)))
    }

    @Test(arguments: editions)
    func everyTopic_hasHeadlinesOfItsOwn(edition: NewsEdition) async throws {
        var seen = Set<String>()
        for topic in NewsTopic.allCases {
            let (status, feed) = try await feed(NewsRequest(edition: edition, view: .topic(topic)))
            #expect(status == 200, "\(edition.id) \(topic)")
            #expect(feed?.articles.isEmpty == false, "\(edition.id) \(topic)")
            for article in feed?.articles ?? [] { seen.insert(article.id) }
        }
        let top = try await feed(NewsRequest(edition: edition)).feed
        #expect(seen == Set(top?.articles.map(\.id) ?? []), "\(edition.id): the topics share out the top stories")
    }

    @Test(arguments: editions)
    func topStories_haveClustersWithRelatedCoverageAndPublisherSites(edition: NewsEdition) async throws {
        let articles = try await feed(NewsRequest(edition: edition)).feed?.articles ?? []
        #expect(articles.filter { !$0.related.isEmpty }.count >= 5, "\(edition.id)")
        #expect(articles.allSatisfy { $0.publisherSite?.hasPrefix("https://") == true }, "\(edition.id)")
        #expect(articles.allSatisfy { $0.related.count <= RelatedCoverage.maximumLinks })
    }

    @Test(arguments: [
        (
            "en-US", "swift",
            [
                "Swift 6.3 brings faster builds, developers say", "Researchers map migration route of the common swift",
                "Tilda Swift announces stadium tour dates",
            ]
        ),
        (
            "en-US", "swift -tilda",
            ["Swift 6.3 brings faster builds, developers say", "Researchers map migration route of the common swift"]
        ),
        (
            "en-US", #""web server" OR comet when:7d"#,
            [
                "Rare comet visible to the naked eye this weekend",
                "Open-source web server passes security audit",
            ]
        ),
        ("en-US", "site:harbortribune.example swift", ["Swift 6.3 brings faster builds, developers say"]),
        ("ja-JP", "Swift", ["Swift 6.3が公開 ビルド時間短縮へ"]),
        (
            "de-DE", "Komet OR Leuchtturm",
            ["Komet am Wochenende mit bloßem Auge sichtbar", "Ehrenamtliche restaurieren Leuchtturm aus dem 19. Jahrhundert"]
        ),
        ("de-DE", "zzz", []),
        ("ar-EG", "قطار", ["افتتاح خط قطار سريع بين مدينتين ساحليتين"]),
    ])
    func search_readsGoogleNewsOperators(edition: String, query: String, expected: [String]) async throws {
        let request = NewsRequest(edition: NewsEdition.named(edition)!, view: .search(query))
        let titles = try await feed(request).feed?.articles.map(\.title) ?? []
        #expect(Set(titles) == Set(expected), "\(edition) \(query)")
    }

    @Test func topic_whenUnknownSection_isAnError() async throws {
        let response = try await sample.get("/rss/headlines/section/topic/WEATHER?hl=de&gl=DE&ceid=DE:de")
        #expect(response.status == 404)
    }
}
