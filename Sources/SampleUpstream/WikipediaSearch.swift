import Foundation
import HTTPServer

/// `GET /{lang}/w/api.php?action=query&list=search…`: MediaWiki's search module over the bundled corpus,
/// in formatversion 1 or 2, with MediaWiki's error objects (HTTP 200 + `MediaWiki-API-Error`); and
/// `action=opensearch` (WikipediaSearch+OpenSearch.swift).
struct WikipediaSearch: Sendable {
    /// CirrusSearch refuses longer queries.
    static let maximumQueryLength = 300
    static let defaultLimit = 10
    static let maximumLimit = 500
    static let contentType = "application/json; charset=utf-8"

    private let corpora: [String: SearchCorpus]

    init(articles: [String: [WikiArticle]]) {
        corpora = articles.mapValues(SearchCorpus.init)
    }

    var languages: Set<String> { Set(corpora.keys) }

    func respond(language: String, query: QueryParameters, host: String) -> Response {
        guard let corpus = corpora[language] else { return .text("No wiki here.", status: 404) }
        let format = Format(query: query, host: host, language: language)
        if query["action"] == "opensearch" { return openSearch(corpus, language: language, query: query, format: format) }
        guard query["action"] == "query" else {
            return format.error("badvalue", "Unrecognized value for parameter \"action\": \(query["action"] ?? "").")
        }
        guard query["list"] == "search" else {
            return format.error("badvalue", "Unrecognized value for parameter \"list\": \(query["list"] ?? "").")
        }
        guard let search = query["srsearch"], !search.isEmpty else {
            return format.error("missingparam", "The \"srsearch\" parameter must be set.")
        }
        guard search.count <= Self.maximumQueryLength else {
            return format.error(
                "cirrussearch-query-too-long",
                "Search request is longer than the maximum allowed length. (Actual: \(search.count); allowed: \(Self.maximumQueryLength))"
            )
        }
        let limit: Int
        switch query["srlimit"] {
        case nil: limit = Self.defaultLimit
        case "max": limit = Self.maximumLimit
        case let text?:
            guard let value = Int(text) else {
                return format.error("badinteger", "Invalid value \"\(text)\" for integer parameter \"srlimit\".")
            }
            limit = min(max(value, 1), Self.maximumLimit)
        }
        var offset = 0
        if let text = query["sroffset"] {
            guard let value = Int(text) else {
                return format.error("badinteger", "Invalid value \"\(text)\" for integer parameter \"sroffset\".")
            }
            offset = max(value, 0)
        }
        let terms = search.split(whereSeparator: \.isWhitespace).map(String.init)
        let hits = corpus.search(terms)
        let page = hits.dropFirst(offset).prefix(limit)
        let info = Set((query["srinfo"] ?? "totalhits|suggestion|rewrittenquery").split(separator: "|").map(String.init))
        let props = Set((query["srprop"] ?? "size|wordcount|timestamp|snippet").split(separator: "|").map(String.init))

        var searchinfo: [(String, JSONValue)] = []
        if info.contains("totalhits") { searchinfo.append(("totalhits", .int(hits.count))) }
        if info.contains("suggestion"), let suggestion = corpus.suggestion(for: terms) {
            searchinfo.append(("suggestion", .string(suggestion.plain)))
            searchinfo.append(("suggestionsnippet", .string(suggestion.snippet)))
        }
        let results: [JSONValue] = page.map { article in
            var fields: [(String, JSONValue)] = [("ns", 0), ("title", .string(article.title)), ("pageid", .int(article.pageid))]
            if props.contains("size") { fields.append(("size", .int(article.size))) }
            if props.contains("wordcount") { fields.append(("wordcount", .int(article.wordcount))) }
            if props.contains("snippet") {
                fields.append(("snippet", .string(SearchSnippet.make(from: article.text, terms: terms))))
            }
            if props.contains("titlesnippet") {
                fields.append(("titlesnippet", .string(SearchSnippet.highlight(article.title[...], terms: terms))))
            }
            if props.contains("timestamp") { fields.append(("timestamp", .string(article.timestamp))) }
            return .object(fields)
        }
        var body: [(String, JSONValue)] = [("batchcomplete", format.version2 ? true : "")]
        if offset + limit < hits.count {
            body.append(("continue", ["sroffset": .int(offset + limit), "continue": "-||"]))
        }
        var queryMembers: [(String, JSONValue)] = []
        if !searchinfo.isEmpty { queryMembers.append(("searchinfo", .object(searchinfo))) }
        queryMembers.append(("search", .array(results)))
        body.append(("query", .object(queryMembers)))
        return .json(.object(body), contentType: Self.contentType, asciiOnly: format.asciiOnly)
    }

    /// What the general parameters (`formatversion`, `utf8`) change about the output.
    struct Format {
        var version2: Bool
        var asciiOnly: Bool
        var apiURL: String

        init(query: QueryParameters, host: String, language: String) {
            version2 = query["formatversion"] == "2" || query["formatversion"] == "latest"
            // MediaWiki booleans are true when present, whatever the value.
            asciiOnly = !version2 && query["utf8"] == nil
            apiURL = "http://\(host)/\(language)/w/api.php"
        }

        /// MediaWiki's "bc" error object, HTTP 200, with the `MediaWiki-API-Error` header.
        func error(_ code: String, _ info: String) -> Response {
            let reference =
                "See \(apiURL) for API usage. Subscribe to the mediawiki-api-announce mailing list at "
                + "&lt;https://lists.wikimedia.org/postorius/lists/mediawiki-api-announce.lists.wikimedia.org/&gt; "
                + "for notice of API deprecations and breaking changes."
            let referenceKey = version2 ? "docref" : "*"
            let error: JSONValue = .object([("code", .string(code)), ("info", .string(info)), (referenceKey, .string(reference))])
            var response = Response.json(
                ["error": error, "servedby": "mw-sample1"], contentType: WikipediaSearch.contentType, asciiOnly: asciiOnly)
            response.headers.add("MediaWiki-API-Error", code)
            return response
        }
    }
}
