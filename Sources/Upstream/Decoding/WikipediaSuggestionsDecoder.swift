import Foundation
import Models

/// Reads MediaWiki's `action=opensearch` answer: a JSON array `[search, [titles], [descriptions],
/// [urls]]`, or the usual `{"error":{…}}` object. Only the titles are kept:
/// Kiosk suggests them and searches itself, so no Wikipedia URL reaches the browser.
public enum WikipediaSuggestionsDecoder {
    /// The browser shows about ten; the client asks for `WikipediaAPIClient.suggestionLimit`.
    static let maximumTitles = 20

    public static func decode(_ data: Data) throws(UpstreamError) -> [String] {
        // An error is an object, an answer an array: the first byte that is not space tells which.
        if data.first(where: { !isJSONWhitespace($0) }) == UInt8(ascii: "{") {
            let envelope = try JSONBody.decode(ErrorEnvelope.self, from: data)
            guard let error = envelope.error else { throw .undecodable("an object, not the opensearch array") }
            throw .apiError(code: UpstreamText.plain(error.code, .detail), message: UpstreamText.plain(error.info, .detail))
        }
        let answer = try JSONBody.decode(Answer.self, from: data)
        return answer.titles.prefix(maximumTitles).map { UpstreamText.plain($0, .title) }.filter { !$0.isEmpty }
    }

    private static func isJSONWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The first two members; descriptions and URLs are never decoded.
    private struct Answer: Decodable {
        var titles: [String]
        init(from decoder: any Decoder) throws {
            var members = try decoder.unkeyedContainer()
            _ = try members.decode(String.self)  // the search as sent
            titles = try members.decode(JSONPrefix<String>.self).elements
        }
    }

    private struct ErrorEnvelope: Decodable {
        struct APIError: Decodable {
            var code: String
            var info: String?
        }
        var error: APIError?
    }
}
