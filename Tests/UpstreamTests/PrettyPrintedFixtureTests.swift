import Foundation
import Models
import Testing
@testable import Upstream

/// Real saved responses are often pretty-printed: feeds with whitespace and line breaks
/// around every text node (`<pubDate>\n   Mon, 05 Feb 2024 22:42:53 GMT\n  </pubDate>`), API fields with
/// stray spaces. Every fixture, reformatted that way, must decode to exactly what the compact one gives.
@Suite struct PrettyPrintedFixtureTests {
    static let fixtures: [String] = {
        let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil)!
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") || $0.hasSuffix(".rss") }.sorted()
    }()

    /// What a decoder makes of `data`, as text: the value or the error, so both can be compared.
    static func outcome(_ name: String, _ data: Data) -> String {
        func describe<T>(_ decode: () throws(UpstreamError) -> T) -> String {
            do { return "\(try decode())" } catch { return "error: \(error)" }
        }
        switch name {
        case let n where n.hasPrefix("xkcd-"): return describe { () throws(UpstreamError) in try ComicDecoder.decode(data) }
        case let n where n.hasPrefix("wikipedia-opensearch"):
            return describe { () throws(UpstreamError) in try WikipediaSuggestionsDecoder.decode(data) }
        case let n where n.hasPrefix("wikipedia-"):
            return describe { () throws(UpstreamError) in
                try WikipediaDecoder.decode(data, query: WikiSearchQuery(text: "lighthouse", language: .en, limit: 3, offset: 0))
            }
        case let n where n.hasPrefix("tmdb-search"):
            return describe { () throws(UpstreamError) in
                try TMDBDecoder.decodeSearch(data, query: MovieSearchQuery(text: "keeper", page: 1, language: .en))
            }
        case let n where n.hasPrefix("featured-"):
            return describe { () throws(UpstreamError) in try FeaturedFeedDecoder.decode(data, language: .en, date: "2026-11-21")
            }
        case let n where n.hasPrefix("tmdb-trending"):
            return describe { () throws(UpstreamError) in try TMDBDecoder.decodeTrending(data, language: .en) }
        case let n where n.hasPrefix("tmdb-detail"):
            return describe { () throws(UpstreamError) in try TMDBDecoder.decodeDetail(data) }
        case let n where n.hasPrefix("tmdb-error"): return "\(TMDBDecoder.decodeError(status: 404, data: data))"
        case let n where n.hasPrefix("news-"): return describe { () throws(UpstreamError) in try NewsFeedDecoder.decode(data) }
        default: return "no decoder for \(name)"
        }
    }

    /// Indents every element and puts each leaf element's text on a line of its own, padded.
    static func prettyXML(_ text: String) throws -> String {
        let leaf = try NSRegularExpression(pattern: #"<([A-Za-z]+)([^<>]*)>([^<]+)</\1>"#)
        let padded = leaf.stringByReplacingMatches(
            in: text, range: NSRange(text.startIndex..., in: text),
            withTemplate: "<$1$2>\n      $3\n    </$1>")
        return padded.replacingOccurrences(of: "><", with: ">\n    <")
    }

    /// Pretty-prints the JSON and pads every string value with spaces and line breaks.
    static func prettyJSON(_ data: Data) throws -> Data {
        func pad(_ value: Any) -> Any {
            switch value {
            case let text as String: return "\n   \(text)  \n"
            case let list as [Any]: return list.map(pad)
            case let object as [String: Any]: return object.mapValues(pad)
            default: return value
            }
        }
        return try JSONSerialization.data(
            withJSONObject: pad(try JSONSerialization.jsonObject(with: data)), options: [.prettyPrinted])
    }

    @Test(arguments: fixtures)
    func fixture_whenPrettyPrinted_decodesToTheSameValues(name: String) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
        let compact = try Data(contentsOf: url)
        let pretty =
            name.hasSuffix(".rss")
            ? Data(try Self.prettyXML(String(decoding: compact, as: UTF8.self)).utf8)
            : try Self.prettyJSON(compact)
        #expect(pretty != compact)
        // A malformed feed stays malformed; only the line its error is reported at moves.
        func withoutLine(_ text: String) -> String {
            text.replacingOccurrences(of: #"at line \d+"#, with: "at line N", options: .regularExpression)
        }
        #expect(withoutLine(Self.outcome(name, pretty)) == withoutLine(Self.outcome(name, compact)), "\(name)")
    }
}
