import Foundation
import Models

/// Ready-made Wikipedia search answers for search page tests.
public enum SearchFixtures {
    /// 2026-08-07 18:08:57 UTC, the last-edit time of every fixture article.
    public static let edited = Date(timeIntervalSince1970: 1_786_126_137)

    /// An article whose snippet highlights `match` between two plain runs.
    public static func article(_ title: String, pageID: Int = 1, match: String = "Swift", wordCount: Int? = 6508) -> WikiPage {
        WikiPage(
            title: title, pageID: pageID,
            snippet: [
                TextRun(text: "The ", isMatch: false), TextRun(text: match, isMatch: true),
                TextRun(text: " language & <friends>", isMatch: false),
            ],
            wordCount: wordCount, size: 79_594, lastEdited: edited)
    }

    /// One page of results for `query`: `count` articles (titles "Swift 1"…), `totalHits`, paging.
    public static func page(
        for query: WikiSearchQuery, count: Int, totalHits: Int, suggestion: String? = nil, nextOffset: Int? = nil
    ) -> WikiSearchPage {
        WikiSearchPage(
            query: query, language: query.language, totalHits: totalHits, suggestion: suggestion, nextOffset: nextOffset,
            results: (0..<count).map { article("Swift \(query.offset + $0 + 1)", pageID: 100 + query.offset + $0) })
    }

    /// A stub client answering every query with `count` results out of `totalHits`, fetched at `fetchedAt`.
    public static func client(
        count: Int = 5, totalHits: Int = 5, suggestion: String? = nil, nextOffset: Int? = nil,
        fetchedAt: Date = TestSite.now, staleBecause: UpstreamError? = nil
    ) -> StubWikipediaClient {
        StubWikipediaClient { query throws(UpstreamError) in
            Fetched(
                value: page(for: query, count: count, totalHits: totalHits, suggestion: suggestion, nextOffset: nextOffset),
                fetchedAt: fetchedAt, staleBecause: staleBecause)
        }
    }

    /// A stub client that always fails with `error`.
    public static func failing(_ error: UpstreamError) -> StubWikipediaClient {
        StubWikipediaClient { _ throws(UpstreamError) in throw error }
    }
}
