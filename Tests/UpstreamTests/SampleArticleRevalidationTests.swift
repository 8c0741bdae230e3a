import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// The sample upstream answers article revalidation as Wikipedia does, so `--offline` exercises it.
@Suite struct SampleArticleRevalidationTests {
    @Test func sampleArticle_whenIfNoneMatchMatches_answers304WithoutABody() async throws {
        try await LiveSample.with { sample in
            let url = "http://127.0.0.1:\(sample.port)/en/api/rest_v1/page/html/Tokyo"
            let first = try await sample.http.fetch(FetchRequest(url: url))
            let etag = try #require(first.headers["etag"])
            #expect(first.status == 200)
            #expect(CachedArticle.entityTag(etag) == etag)

            let unchanged = try await sample.http.fetch(FetchRequest(url: url, headers: [HeaderField("If-None-Match", etag)]))
            #expect(unchanged.status == 304)
            #expect(unchanged.body.isEmpty)
            let other = try await sample.http.fetch(FetchRequest(url: url, headers: [HeaderField("If-None-Match", #""other""#)]))
            #expect(other.status == 200)
            #expect(other.body == first.body)
        }
    }

    @Test func article_afterTTL_isRevalidatedByTheSampleAndKeepsItsDocument() async throws {
        try await LiveSample.with { sample in
            let url = "http://127.0.0.1:\(sample.port)/en/api/rest_v1/page/html/Tokyo"
            let etag = try #require(try await sample.http.fetch(FetchRequest(url: url)).headers["etag"])
            let articles = sample.clients().articles
            let first = try await articles.article(title: "Tokyo", language: .en)
            sample.clock.advance(by: UpstreamSettings().timeToLive.article + 1)
            let revalidated = try await articles.article(title: "Tokyo", language: .en)
            #expect(revalidated.value == first.value)
            #expect(revalidated.fetchedAt == sample.clock.now())
            let asked = sample.requests.filter { $0.target.hasSuffix("/page/html/Tokyo") }
            #expect(asked.map(\.ifNoneMatch) == [nil, nil, etag])
        }
    }
}
