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

    /// Once the cached answer expires, the refresh asks with `If-None-Match: <its ETag>`; a 304 keeps
    /// the cached answer (no body, no parsing) and makes it fresh again, in this process and on Redis.
    public func article(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<ArticleAnswer> {
        let key = "article \(language.code) \(title)"
        let fetched = try await cache.value(
            key: key, source: .wikipedia, ttl: requester.settings.timeToLive.article, origin: origin
        ) {
            [requester, imageHosts] (previous: CachedArticle?, runsAs: FetchOrigin) async throws(UpstreamError) in
            try await Self.load(
                title: title, language: language, previous: previous, requester: requester, imageHosts: imageHosts,
                as: runsAs)
        }
        return Fetched(value: fetched.value.answer, fetchedAt: fetched.fetchedAt, staleBecause: fetched.staleBecause)
    }

    /// Asks each route in turn until one answers, offering `previous`'s tag only to the route that sent
    /// it (a tag names one resource's representation); a 304 to that offer returns `previous` as it is.
    static func load(
        title: String, language: WikipediaLanguage, previous: CachedArticle?, requester: APIRequester, imageHosts: Set<String>,
        as origin: FetchOrigin
    ) async throws(UpstreamError) -> (value: CachedArticle, bytes: Int) {
        let settings = requester.settings
        let segment = ArticleTitle.pathSegment(title)
        let routes = [
            endpoint(settings.wikipediaREST, language) + "/page/html/" + segment,
            endpoint(settings.wikipediaCoreREST, language) + "/page/" + segment + "/html",
        ]
        for url in routes {
            var headers = [HeaderField("Accept", "text/html")]
            let entityTag = previous?.entityTag(for: url)
            if let entityTag { headers.append(HeaderField("If-None-Match", entityTag)) }
            let response = try await requester.get(url, headers: headers, maxBytes: settings.maxArticleBytes, as: origin)
            // Not Modified (RFC 9110 §15.4.5) answers only a request that offered a tag; any other 304 is an error.
            if response.status == 304, entityTag != nil, let previous { return (previous, previous.bodyBytes) }
            switch try answer(from: response, title: title, imageHosts: imageHosts) {
            case .some(let answer): return (CachedArticle(answer: answer, response: response, route: url), response.body.count)
            case .none: continue  // this route is gone: ask the next one
            }
        }
        throw .httpStatus(404, retryAfter: nil)
    }

    public func languageLinks(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<[ArticleLanguageLink]> {
        let key = "article-languages \(language.code) \(title)"
        return try await cache.value(key: key, source: .wikipedia, ttl: requester.settings.timeToLive.article, origin: origin) {
            [requester] (
                _: [ArticleLanguageLink]?, runsAs: FetchOrigin
            ) async throws(UpstreamError) -> (value: [ArticleLanguageLink], bytes: Int) in
            let url =
                Self.endpoint(requester.settings.wikipediaCoreREST, language) + "/page/" + ArticleTitle.pathSegment(title)
                + "/links/language"
            let response = try await requester.get(url, headers: [HeaderField("Accept", "application/json")], as: runsAs)
            if response.status == 404 { throw .notFound }
            try APIRequester.checkStatus(response)
            return (try Self.languageLinks(from: response.body), response.body.count)
        }
    }

    static func endpoint(_ template: String, _ language: WikipediaLanguage) -> String {
        template.replacingOccurrences(of: "{lang}", with: language.code)
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
