import Foundation
import HTTPServer

extension WikipediaSearch {
    /// `action=opensearch`'s default `limit`.
    static let defaultOpenSearchLimit = 10

    /// `GET /{lang}/w/api.php?action=opensearch&search=…`: the titles that begin with `search`
    /// (case-insensitively, in corpus order), as MediaWiki answers: `[search, [titles],
    /// [descriptions, all "" on Wikimedia wikis], [article URLs]]`; a missing `search` or a bad
    /// `limit` is the usual error object.
    func openSearch(_ corpus: SearchCorpus, language: String, query: QueryParameters, format: Format) -> Response {
        guard let search = query["search"] else {
            return format.error("missingparam", "The \"search\" parameter must be set.")
        }
        var limit = Self.defaultOpenSearchLimit
        if let text = query["limit"] {
            guard let value = Int(text) else {
                return format.error("badinteger", "Invalid value \"\(text)\" for integer parameter \"limit\".")
            }
            limit = min(max(value, 1), Self.maximumLimit)
        }
        let prefix = search.trimmingCharacters(in: .whitespaces).lowercased()
        let titles = prefix.isEmpty ? [] : corpus.articles.map(\.title).filter { $0.lowercased().hasPrefix(prefix) }.prefix(limit)
        let urls = titles.map { title -> JSONValue in
            let path =
                title.replacingOccurrences(of: " ", with: "_").addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)
                ?? title
            return .string("https://\(language).wikipedia.org/wiki/\(path)")
        }
        let body: JSONValue = .array([
            .string(search), .array(titles.map { .string($0) }),
            .array(titles.map { _ in .string("") }), .array(urls),
        ])
        return .json(body, contentType: Self.contentType, asciiOnly: format.asciiOnly)
    }
}
