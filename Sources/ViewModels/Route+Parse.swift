import Models

/// A request's decoded query, as the route reads it: the first value of a name, or nil.
public protocol RouteQuery {
    subscript(name: String) -> String? { get }
}

extension Route {
    /// What a request's method and path lead to.
    public enum Match: Sendable, Equatable {
        case found(Route)
        /// The path exists with other methods (RFC 9110 §15.5.6: a 405 lists them in `Allow`).
        case methodNotAllowed(allow: [String])
        case notFound
    }

    /// Reads a request: `rawPath` still percent-encoded, `query` decoded.
    ///
    /// Each path segment is percent-decoded before it is compared (`/comics/%31` is `/comics/1`;
    /// `+` stays `+`, it means a space only in forms), and one that does not decode to UTF-8 text
    /// names no page. Literal segments win over values (`/comics/random` is not comic "random").
    /// HEAD reads what GET reads (RFC 9110 §9.3.2).
    public static func parse(method: String, path rawPath: String, query: some RouteQuery) -> Match {
        guard rawPath.utf8.first == UInt8(ascii: "/") else { return .notFound }
        let raw = rawPath.utf8.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        var segments: [String] = []
        segments.reserveCapacity(raw.count)
        for part in raw {
            guard let segment = PercentEncoding.decode(part) else { return .notFound }
            segments.append(segment)
        }
        guard let (read, form) = pages(segments, rawPath: rawPath, raw: raw, query: query) else { return .notFound }
        let page: Page? =
            switch method {
            case "GET", "HEAD": read
            case "POST": form
            default: nil
            }
        guard let page else {
            return .methodNotAllowed(allow: form == nil ? ["GET", "HEAD"] : ["GET", "HEAD", "POST"])
        }
        var language = query["lang"].flatMap(Language.init(rawValue:))
        let format = query["format"].flatMap(Format.init(rawValue:))
        return .found(Route(page.readingOldLang(query["lang"], &language), language: language, format: format))
    }

    /// The page a path shows when read, and the form it takes when posted (nil where none); nil for
    /// a path that names nothing.
    private static func pages(
        _ segments: [String], rawPath: String, raw: [Substring.UTF8View], query: some RouteQuery
    ) -> (read: Page, form: Page?)? {
        func value(_ segment: String) -> String? { segment.isEmpty ? nil : segment }
        switch (segments.first ?? "", segments.count) {
        case ("", 1):
            return (.home(edition: query["edition"]), nil)
        case ("search", 1):
            let search = WikiSearch(
                q: query["q"], limit: query["limit"], offset: query["offset"], go: query["go"] == "1",
                wiki: query["wiki"].flatMap(WikipediaLanguage.init(code:)))
            return (.search(search), .searchForm)
        case ("search", 2) where segments[1] == "suggestions":
            return (.searchSuggestions(q: query["q"]), nil)
        case ("wiki", 2...):
            // The title is the rest of the path, its `/`s included.
            let start = raw[1].startIndex
            guard let title = PercentEncoding.decode(rawPath.utf8[start..<raw[raw.count - 1].endIndex]) else { return nil }
            let article = WikiArticle(
                title: title, wiki: query["wiki"].flatMap(WikipediaLanguage.init(code:)),
                redirectedFrom: query["redirectedfrom"])
            return (.article(article), nil)
        case ("news", 1):
            return (.news(News(.top, edition: query["edition"], refreshed: query[refreshedName] != nil)), nil)
        case ("news", 2) where segments[1] == "refresh":
            return (.newsRefresh, .newsRefreshForm)
        case ("news", 2):
            guard let name = value(segments[1]) else { return nil }
            let view: News.View = name == "search" ? .search(q: query["q"]) : .topic(name)
            return (.news(News(view, edition: query["edition"], refreshed: query[refreshedName] != nil)), nil)
        case ("news", 3) where segments[1] == "go":
            guard let id = value(segments[2]) else { return nil }
            return (.newsLink(id: id, edition: query["edition"]), nil)
        case ("comics", 1):
            return (.latestComic, nil)
        case ("comics", 2):
            switch segments[1] {
            case "random": return (.randomComic(from: query["from"]), nil)
            case "search": return (.comicSearch(q: query["q"], page: query["page"]), nil)
            case let number: return value(number).map { (.comic(number: $0), nil) }
            }
        case ("comics", 3) where segments[1] == "search" && segments[2] == "suggestions":
            return (.comicSuggestions(q: query["q"]), nil)
        case ("movies", 1):
            return (.movies(movieSearch(query)), nil)
        case ("movies", 2):
            return value(segments[1]).map { (.movie(id: $0, movieSearch(query)), nil) }
        case ("img", 2...):
            // Kept percent-encoded: it is forwarded, and decoding would lose `%2F` against `/`.
            let start = raw[1].startIndex
            return (.image(ProxiedImage(path: String(Substring(rawPath.utf8[start..<raw[raw.count - 1].endIndex])))), nil)
        case ("settings", 1):
            let settings = Settings(
                wiki: query["wiki"].flatMap(WikipediaLanguage.init(code:)), edition: query["edition"], region: query["region"])
            return (.settings(settings), nil)
        case ("opensearch.xml", 1):
            return (.openSearch, nil)
        case ("healthz", 1):
            return (.health, nil)
        case ("readyz", 1):
            return (.readiness, nil)
        case ("metrics", 1):
            return (.metrics, nil)
        default:
            return nil
        }
    }

    private static func movieSearch(_ query: some RouteQuery) -> MovieSearch {
        MovieSearch(q: query["q"], page: query["page"], region: query["region"])
    }

    /// The setting a path's page reads besides the interface language, read from the path alone
    /// (before the route is parsed, for what the answer from memory must key on).
    public enum Setting: Sendable, Equatable {
        case wiki, region
    }

    /// `Setting` of the page at `rawPath`, nil when it reads none.
    public static func setting(ofPath rawPath: String) -> Setting? {
        let utf8 = rawPath.utf8
        if utf8.starts(with: "/wiki/".utf8) || rawPath == "/search" || rawPath == "/settings" { return .wiki }
        if utf8.starts(with: "/movies".utf8) { return .region }
        return nil
    }
}

extension Route.Page {
    /// A Wikipedia page's `lang=` from before `wiki=` existed: when it names a Wikipedia and no
    /// interface language, it is that Wikipedia (`/search?lang=de`), and the interface follows
    /// `Accept-Language`, as it always did.
    fileprivate func readingOldLang(_ lang: String?, _ language: inout Language?) -> Self {
        guard language == nil, let lang, let wiki = WikipediaLanguage(code: lang) else { return self }
        switch self {
        case .search(var search) where search.wiki == nil:
            search.wiki = wiki
            return .search(search)
        case .article(var article) where article.wiki == nil:
            article.wiki = wiki
            return .article(article)
        case .settings(var settings) where settings.wiki == nil:
            settings.wiki = wiki
            return .settings(settings)
        default:
            return self
        }
    }
}
