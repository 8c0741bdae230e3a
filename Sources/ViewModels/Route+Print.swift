import Models

extension Route {
    /// The URL of the route, relative to the site: path, then `?` and the query when it has one.
    public var href: String {
        let query = self.query
        guard !query.isEmpty else { return path }
        var url = path
        var separator = "?"
        for (name, value) in query {
            url += separator
            url += name
            url += "="
            url += PageURL.encode(value)
            separator = "&"
        }
        return url
    }

    /// `href` and `#fragment` (percent-encoded like a query value).
    public func href(fragment: String?) -> String {
        guard let fragment else { return href }
        return href + "#" + PageURL.encode(fragment)
    }

    /// `href` with one more parameter whose value is a template's placeholder, written as it is
    /// (OpenSearch's `{searchTerms}`, which the browser fills in and percent-encoding would break).
    public func href(placeholder name: String, _ placeholder: String) -> String {
        href + (query.isEmpty ? "?" : "&") + name + "=" + placeholder
    }

    /// The path alone, percent-encoded: a GET form's `action`, whose fields make the query.
    public var path: String {
        switch page {
        case .home: "/"
        case .search, .searchForm: "/search"
        case .searchSuggestions: "/search/suggestions"
        case .article(let article): "/wiki/" + Self.titleSegment(article.title)
        case .news(let news):
            switch news.view {
            case .top: "/news"
            case .topic(let name): "/news/" + PageURL.encode(name)
            case .search: "/news/search"
            }
        case .newsLink(let id, _): "/news/go/" + PageURL.encode(id)
        case .newsRefresh, .newsRefreshForm: "/news/refresh"
        case .latestComic: "/comics"
        case .comic(let number): "/comics/" + PageURL.encode(number)
        case .randomComic: "/comics/random"
        case .comicSearch: "/comics/search"
        case .comicSuggestions: "/comics/search/suggestions"
        case .movies: "/movies"
        case .movie(let id, _): "/movies/" + PageURL.encode(id)
        case .image(let image): "/img/" + image.path
        case .openSearch: "/opensearch.xml"
        case .settings: "/settings"
        case .health: "/healthz"
        case .readiness: "/readyz"
        case .metrics: "/metrics"
        }
    }

    /// The query's pairs, decoded, in the order printed: the page's own values, `lang`, the page's
    /// settings (`wiki`, `edition`, `region`), then `refreshed` and `format`. A nil value is left
    /// out; an empty one is kept (`q=` searches for nothing, a bare page shows the form).
    /// A GET form carries the ones it does not edit as hidden fields.
    public var query: [(String, String)] {
        var pairs: [(String, String?)] = []
        var settings: [(String, String?)] = []
        var refreshed = false
        switch page {
        case .home(let edition):
            settings = [("edition", edition)]
        case .search(let search):
            pairs = [("q", search.q), ("limit", search.limit), ("offset", search.offset), ("go", search.go ? "1" : nil)]
            settings = [("wiki", search.wiki?.code)]
        case .searchSuggestions(let q):
            pairs = [("q", q)]
        case .article(let article):
            pairs = [("redirectedfrom", article.redirectedFrom)]
            settings = [("wiki", article.wiki?.code)]
        case .news(let news):
            if case .search(let q) = news.view { pairs = [("q", q)] }
            settings = [("edition", news.edition)]
            refreshed = news.refreshed
        case .newsLink(_, let edition):
            settings = [("edition", edition)]
        case .randomComic(let from):
            pairs = [("from", from)]
        case .comicSearch(let q, let page):
            pairs = [("q", q), ("page", page)]
        case .comicSuggestions(let q):
            pairs = [("q", q)]
        case .movies(let search), .movie(_, let search):
            pairs = [("q", search.q), ("page", search.page)]
            settings = [("region", search.region)]
        case .settings(let values):
            settings = [("wiki", values.wiki?.code), ("edition", values.edition), ("region", values.region)]
        case .searchForm, .newsRefresh, .newsRefreshForm, .latestComic, .comic, .image, .openSearch, .health, .readiness,
            .metrics:
            break
        }
        pairs.append(("lang", language?.rawValue))
        pairs += settings
        if refreshed { pairs.append((Self.refreshedName, "1")) }
        pairs.append(("format", format?.rawValue))
        return pairs.compactMap { name, value in value.map { (name, $0) } }
    }

    /// The news page's mark that the reader just refreshed it.
    public static let refreshedName = "refreshed"

    /// An article title as its path: a space as MediaWiki's `_`, otherwise percent-encoded, with the
    /// punctuation MediaWiki leaves readable (`:`, `(`, `)`, `,`, `'`, `!`, `*`) kept.
    static func titleSegment(_ title: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(title.utf8.count)
        for byte in title.utf8 {
            if byte == UInt8(ascii: " ") {
                result.append(UInt8(ascii: "_"))
            } else if titleCharacters.contains(byte) {
                result.append(byte)
            } else {
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static let titleCharacters = PercentEncoding.ASCIISet(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.~:(),'!*")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}

extension Route {
    /// The route's shape, its values as `:names` (`/comics/:number`): what metrics count a request
    /// under, one series per page rather than per URL.
    public var pattern: String {
        switch page {
        case .home: "/"
        case .search, .searchForm: "/search"
        case .searchSuggestions: "/search/suggestions"
        case .article: "/wiki/*title"
        case .news(let news):
            switch news.view {
            case .top: "/news"
            case .topic: "/news/:topic"
            case .search: "/news/search"
            }
        case .newsLink: "/news/go/:id"
        case .newsRefresh, .newsRefreshForm: "/news/refresh"
        case .latestComic: "/comics"
        case .comic: "/comics/:number"
        case .randomComic: "/comics/random"
        case .comicSearch: "/comics/search"
        case .comicSuggestions: "/comics/search/suggestions"
        case .movies: "/movies"
        case .movie: "/movies/:id"
        case .image: "/img/*path"
        case .openSearch: "/opensearch.xml"
        case .settings: "/settings"
        case .health: "/healthz"
        case .readiness: "/readyz"
        case .metrics: "/metrics"
        }
    }

    /// One route of each shape (method and pattern), for tests that hold every route to the same
    /// rules; `RouteTableTests` checks that it names every case.
    public static let everyShape: [Route] = [
        Route(.home(edition: nil)), Route(.search(WikiSearch())), Route(.searchForm), Route(.searchSuggestions(q: nil)),
        Route(.article(WikiArticle(title: "Kiosk"))), Route(.news(News())), Route(.news(News(.topic("world")))),
        Route(.news(News(.search(q: nil)))), Route(.newsLink(id: "CBMi", edition: nil)), Route(.newsRefreshForm),
        Route(.newsRefresh), Route(.latestComic), Route(.comic(number: "1")), Route(.randomComic(from: nil)),
        Route(.comicSearch(q: nil, page: nil)), Route(.comicSuggestions(q: nil)), Route(.movies(MovieSearch())),
        Route(.movie(id: "1", MovieSearch())), Route(.image(ProxiedImage(path: "https/example.org/a.png"))),
        Route(.openSearch), Route(.settings(Settings())), Route(.health), Route(.readiness), Route(.metrics),
    ]
}

/// A GET form's hidden field: a value of the page's route that the form does not edit, so the
/// address the form leads to keeps it.
public struct HiddenField: Sendable, Hashable, Encodable {
    public var name: String
    public var value: String
}

extension Route {
    /// The route's query as a GET form's hidden fields, less the ones the form edits itself.
    public func hiddenFields(except edited: Set<String>) -> [HiddenField] {
        query.filter { !edited.contains($0.0) }.map { HiddenField(name: $0.0, value: $0.1) }
    }
}
