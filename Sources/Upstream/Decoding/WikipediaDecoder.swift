import Foundation
import Models

/// Reads a MediaWiki `list=search` response (formatversion 1 or 2) into a `WikiSearchPage`.
///
/// MediaWiki reports errors inside the body, usually with 200 OK, so the body is checked for an
/// `error` object (or an `errors` array with `errorformat=`) before anything else, whatever the status.
public enum WikipediaDecoder {
    /// Special:Search shows at most 500 results a page; a longer list is not a page anyone asked for.
    static let maximumResults = 500

    public static func decode(_ data: Data, query: WikiSearchQuery) throws(UpstreamError) -> WikiSearchPage {
        let envelope = try JSONBody.decode(Envelope.self, from: data)
        if let error = envelope.error {
            throw .apiError(code: UpstreamText.plain(error.code, .detail), message: UpstreamText.plain(error.info, .detail))
        }
        if let first = envelope.errors?.first {
            throw .apiError(code: UpstreamText.plain(first.code, .detail), message: first.message)
        }
        guard let body = envelope.query else { throw .undecodable("no query object in the response") }
        let results = body.search.elements.prefix(maximumResults).map { hit in
            WikiPage(
                title: UpstreamText.plain(hit.title, .title),
                pageID: hit.pageid,
                snippet: UpstreamText.snippetRuns(hit.snippet),
                wordCount: hit.wordcount,
                size: hit.size,
                lastEdited: hit.timestamp.map { UpstreamText.plain($0, .detail) }.flatMap(UpstreamDates.iso8601UTC)
            )
        }
        // Without `searchinfo` (srinfo= empty) the only known lower bound is what has been seen so far.
        let totalHits = body.searchinfo?.totalhits ?? (query.offset + results.count)
        let suggestion = body.searchinfo?.suggestion.map { UpstreamText.plain($0, .title) }.flatMap { $0.isEmpty ? nil : $0 }
        return WikiSearchPage(
            query: query,
            language: query.language,
            totalHits: totalHits,
            suggestion: suggestion,
            // No `continue` object means this is the last page.
            nextOffset: envelope.continuation?.sroffset,
            results: results
        )
    }

    // `batchcomplete` ("" in fv1, true in fv2) and `servedby`/`docref`/`*` are not read, so both versions decode.
    private struct Envelope: Decodable {
        var error: APIError?
        var errors: [APIErrorItem]?
        var continuation: Continuation?
        var query: Query?

        enum CodingKeys: String, CodingKey {
            case error, errors, query
            case continuation = "continue"
        }
    }

    /// The default ("bc") error format: `{"code","info"}` plus extras such as maxlag's `host` and `lag`.
    private struct APIError: Decodable {
        var code: String
        var info: String?
    }

    /// One entry of `errors` with `errorformat=plaintext|wikitext|html` (fv1 `html` output uses `*`).
    private struct APIErrorItem: Decodable {
        var code: String
        var text: String?
        var html: String?
        var star: String?

        enum CodingKeys: String, CodingKey {
            case code, text, html
            case star = "*"
        }

        var message: String {
            text.map { UpstreamText.plain($0, .detail) } ?? UpstreamText.fromHTML(html ?? star, .detail)
        }
    }

    private struct Continuation: Decodable {
        var sroffset: Int?
    }

    private struct Query: Decodable {
        var searchinfo: SearchInfo?
        var search: JSONPrefix<Hit>
    }

    private struct SearchInfo: Decodable {
        var totalhits: Int?
        var suggestion: String?
    }

    private struct Hit: Decodable {
        var title: String
        var pageid: Int
        var size: Int?
        var wordcount: Int?
        var snippet: String?
        var timestamp: String?
    }
}
