import Foundation
import Models

/// Wikipedia articles as typed documents, through the cache (Redis too, like every API answer).
///
/// Asks Wikipedia's REST API (`/api/rest_v1/page/html/{title}`) and, when that route itself is
/// gone (Wikimedia retires `rest_v1` piece by piece), MediaWiki core's (`/w/rest.php/v1/page/{title}/html`),
/// which every wiki has. A redirect page is answered as its target's title; a missing page as `.notFound`.
public struct WikipediaArticleClient: ArticlesClient {
    /// More language links than any article has (the most-translated have ~340).
    static let maximumLanguageLinks = 400

    let requester: APIRequester
    let cache: UpstreamCache
    let imageHosts: Set<String>

    public init(settings: UpstreamSettings, http: any HTTPFetching, cache: UpstreamCache) {
        requester = APIRequester(http: http, source: .wikipedia, settings: settings)
        self.cache = cache
        imageHosts = Set(UpstreamSettings.articleImageHosts + settings.extraImageHosts)
    }

    public func article(title: String, language: Language) async throws(UpstreamError) -> Fetched<ArticleAnswer> {
        let key = "article \(language.rawValue) \(title)"
        return try await cache.value(key: key, source: .wikipedia, ttl: requester.settings.timeToLive.article) {
            [requester, imageHosts] () async throws(UpstreamError) -> (value: ArticleAnswer, bytes: Int) in
            let settings = requester.settings
            let segment = ArticleTitle.pathSegment(title)
            let routes = [
                Self.endpoint(settings.wikipediaREST, language) + "/page/html/" + segment,
                Self.endpoint(settings.wikipediaCoreREST, language) + "/page/" + segment + "/html",
            ]
            for url in routes {
                let response = try await requester.get(
                    url, headers: [HeaderField("Accept", "text/html")], maxBytes: settings.maxArticleBytes)
                switch try Self.answer(from: response, title: title, imageHosts: imageHosts) {
                case .some(let answer): return (answer, response.body.count)
                case .none: continue  // this route is gone: ask the next one
                }
            }
            throw .httpStatus(404, retryAfter: nil)
        }
    }

    public func languageLinks(title: String, language: Language) async throws(UpstreamError) -> Fetched<[ArticleLanguageLink]> {
        let key = "article-languages \(language.rawValue) \(title)"
        return try await cache.value(key: key, source: .wikipedia, ttl: requester.settings.timeToLive.article) {
            [requester] () async throws(UpstreamError) -> (value: [ArticleLanguageLink], bytes: Int) in
            let url =
                Self.endpoint(requester.settings.wikipediaCoreREST, language) + "/page/" + ArticleTitle.pathSegment(title)
                + "/links/language"
            let response = try await requester.get(url, headers: [HeaderField("Accept", "application/json")])
            if response.status == 404 { throw .notFound }
            try APIRequester.checkStatus(response)
            return (try Self.languageLinks(from: response.body), response.body.count)
        }
    }

    static func endpoint(_ template: String, _ language: Language) -> String {
        template.replacingOccurrences(of: "{lang}", with: language.rawValue)
    }

    /// `[{"code":"ja","name":"日本語","key":"…","title":"…"}]`, keeping entries with a code, a name and a title.
    static func languageLinks(from body: Data) throws(UpstreamError) -> [ArticleLanguageLink] {
        struct Entry: Decodable {
            var code: String?
            var name: String?
            var title: String?
        }
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: body)
        } catch {
            throw .undecodable("language links: \(error)")
        }
        return entries.prefix(maximumLanguageLinks).compactMap { entry in
            guard let code = entry.code, code.utf8.count <= 16, code.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-") }),
                let name = entry.name, !name.isEmpty, name.utf8.count <= 64,
                let title = entry.title.flatMap(ArticleTitle.normalized)
            else { return nil }
            return ArticleLanguageLink(code: code, name: name, title: title)
        }
    }
}
