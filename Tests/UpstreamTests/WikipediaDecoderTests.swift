import Foundation
import Models
import Testing
@testable import Upstream

@Suite struct WikipediaDecoderTests {
    static let english = WikiSearchQuery(text: "lighthouse keeper", language: .en, limit: 3, offset: 0)
    static let japanese = WikiSearchQuery(text: "灯台", language: .ja, limit: 2, offset: 0)

    @Test func decode_whenFormatVersion1WithContinue_readsHitsSuggestionAndNextOffset() throws {
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-fv1-en"), query: Self.english)
        #expect(page.query == Self.english)
        #expect(page.language == .en)
        #expect(page.totalHits == 1204)
        #expect(page.suggestion == "lighthouse keeper")
        #expect(page.nextOffset == 3)
        #expect(page.results.map(\.pageID) == [4410021, 5520377, 7713])
        let first = try #require(page.results.first)
        #expect(first.title == "Lighthouse keeper")
        #expect(first.wordCount == 3102)
        #expect(first.size == 28311)
        #expect(first.lastEdited == Date(timeIntervalSince1970: 1_773_480_413))
    }

    @Test func decode_whenSnippetHasSearchMatchesAndEntities_givesPlainRuns() throws {
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-fv1-en"), query: Self.english)
        #expect(
            page.results[0].snippet == [
                TextRun(text: "A ", isMatch: false),
                TextRun(text: "lighthouse", isMatch: true),
                TextRun(text: " ", isMatch: false),
                TextRun(text: "keeper", isMatch: true),
                TextRun(text: " tends the lamp & lens of a coastal \"light\"; the keeper's log", isMatch: false),
            ])
        #expect(page.results[1].snippet.map(\.text).joined().hasSuffix("where a < b is painted on the wall"))
        #expect(page.results[2].snippet.isEmpty)
    }

    @Test func decode_whenUnicodeEscapesAndRawAmpersandInTitle_givesTheRealCharacters() throws {
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-fv1-en"), query: Self.english)
        #expect(page.results[1].title == "Café on the Pier (Harbourtown)")
        #expect(page.results[2].title == "AT&T Lightship No. 7")
    }

    @Test func decode_whenFormatVersion2Japanese_readsUTF8TextAndBooleanBatchComplete() throws {
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-fv2-ja"), query: Self.japanese)
        #expect(page.language == .ja)
        #expect(page.totalHits == 57)
        #expect(page.suggestion == nil)
        #expect(page.nextOffset == 2)
        #expect(page.results.map(\.title) == ["灯台守", "港町の小さな喫茶店"])
        #expect(page.results[0].snippet.filter(\.isMatch).map(\.text) == ["灯台", "灯台"])
        #expect(page.results[0].lastEdited == Date(timeIntervalSince1970: 1_780_142_400))
    }

    @Test func decode_whenZeroHits_isAnEmptyLastPageNotAnError() throws {
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-zero-hits"), query: Self.english)
        #expect(page.totalHits == 0)
        #expect(page.results.isEmpty)
        #expect(page.nextOffset == nil)
    }

    @Test func decode_whenNoContinue_isTheLastPage() throws {
        let query = WikiSearchQuery(text: "foghorn", language: .en, limit: 10, offset: 20)
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-last-page"), query: query)
        #expect(page.nextOffset == nil)
        #expect(page.totalHits == 21)
        #expect(page.results.count == 1)
    }

    @Test func decode_whenSearchInfoAndOptionalPropsAbsent_countsWhatWasSeen() throws {
        let query = WikiSearchQuery(text: "tide", language: .en, limit: 2, offset: 10)
        let page = try WikipediaDecoder.decode(Fixture.data("wikipedia-search-no-searchinfo"), query: query)
        #expect(page.totalHits == 12)
        #expect(page.nextOffset == 12)
        #expect(
            page.results[0]
                == WikiPage(
                    title: "Tide table", pageID: 12001, snippet: [], wordCount: nil,
                    size: nil, lastEdited: nil))
    }

    @Test(arguments: [
        ("wikipedia-error-missingparam", "missingparam", "The \"srsearch\" parameter must be set."),
        ("wikipedia-error-nosrsearch", "nosrsearch", "The search parameter must be set"),
        ("wikipedia-error-maxlag", "maxlag", "Waiting for db1042: 7 seconds lagged."),
        ("wikipedia-errors-array", "badinteger", "Invalid value \"ten\" for integer parameter \"sroffset\"."),
    ])
    func decode_whenBodyCarriesAnAPIError_throwsItsCodeAndInfo(fixture: String, code: String, message: String) throws {
        let data = try Fixture.data(fixture)
        #expect(throws: UpstreamError.apiError(code: code, message: message), "fixture: \(fixture)") {
            try WikipediaDecoder.decode(data, query: Self.english)
        }
    }

    @Test(arguments: [
        "<!DOCTYPE html><html><body>Wikimedia Error</body></html>",
        "{\"batchcomplete\":\"\"}",
        "{\"query\":{\"search\":[{\"title\":\"No id\"}]}}",
    ])
    func decode_whenBodyIsNotASearchResponse_throwsUndecodable(body: String) {
        let reason = undecodableReason { () throws(UpstreamError) in
            try WikipediaDecoder.decode(Data(body.utf8), query: Self.english)
        }
        #expect(reason != nil, "body: \(body)")
    }
}

extension WikipediaDecoderTests {
    @Test(arguments: [
        ("2026-03-14T09:26:53Z", Optional(1_773_480_413.0)),
        ("2026-03-14T09:26:53", nil),
        ("2026-03-14 09:26:53Z", nil),
        ("2026-13-14T09:26:53Z", nil),
        ("", nil),
    ])
    func iso8601UTC_whenTimestamp_parsesOnlyMediaWikisShape(text: String, seconds: Double?) {
        #expect(UpstreamDates.iso8601UTC(text) == seconds.map(Date.init(timeIntervalSince1970:)), "timestamp: \(text)")
    }
}
