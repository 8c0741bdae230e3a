import Foundation
import Models
import Testing
@testable import Upstream

/// Title suggestions from MediaWiki's `action=opensearch`, for the browser's
/// address bar: the recorded shape, its errors, and the client's cache.
@Suite struct WikipediaSuggestionsTests {
    @Test func decode_whenFourArrays_givesTheTitles() throws {
        #expect(
            try WikipediaSuggestionsDecoder.decode(Fixture.data("wikipedia-opensearch-en"))
                == ["Swift", "Swiss franc", "Swindon", "Swing (jazz performance style)"])
        #expect(try WikipediaSuggestionsDecoder.decode(Fixture.data("wikipedia-opensearch-ja")) == ["東京都", "東京駅"])
    }

    @Test func decode_whenErrorObject_isTheAPIError() throws {
        let data = try Fixture.data("wikipedia-error-missingparam")
        #expect(throws: UpstreamError.apiError(code: "missingparam", message: "The \"srsearch\" parameter must be set.")) {
            try WikipediaSuggestionsDecoder.decode(data)
        }
    }

    /// (body, why it is not a suggestions answer)
    @Test(arguments: [
        (#"{"batchcomplete":true}"#, "an object without error"), (#"["Swi"]"#, "no titles"),
        (#"["Swi",[1,2]]"#, "titles not strings"), ("<html>", "not JSON"),
    ])
    func decode_whenNotTheShape_isUndecodable(body: String, why: String) {
        #expect(
            undecodableReason { () throws(UpstreamError) in try WikipediaSuggestionsDecoder.decode(Data(body.utf8)) } != nil,
            "\(why)")
    }

    @Test func decode_whenTitlesArePaddedOrOverlong_cleansAndCapsThem() throws {
        let long = String(repeating: "x", count: 5_000)
        let titles = try WikipediaSuggestionsDecoder.decode(Data(#"["x",["  Swift \n","\#(long)",""]]"#.utf8))
        #expect(titles.first == "Swift")
        #expect(titles.count == 2, "the empty title is dropped")
        #expect(titles[1].count == UpstreamText.Field.title.limit)
    }

    @Test func client_suggestions_askOpenSearchOnceAndServeFromTheCache() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            let first = try await clients.wikipedia.suggestions(for: "swi", language: .en)
            #expect(first.value.contains("Swift (programming language)"))
            #expect(first.value.allSatisfy { $0.lowercased().hasPrefix("swi") })
            let second = try await clients.wikipedia.suggestions(for: "swi", language: .en)
            #expect(second.value == first.value)
            let asked = sample.requests.filter { $0.target.contains("action=opensearch") }
            #expect(asked.count == 1, "the second answer came from the cache")
            #expect(asked.first?.target.contains("search=swi") == true)
            #expect(asked.first?.target.contains("namespace=0") == true)
        }
    }

    @Test func client_suggestions_forBlankText_askNothing() async throws {
        try await LiveSample.with { sample in
            let blank = try await sample.clients().wikipedia.suggestions(for: "  ", language: .ja)
            #expect(blank.value == [])
            #expect(sample.requests.isEmpty)
        }
    }
}
