import Models

extension Route {
    /// The URL of the route, relative to the site: path, then `?` and the query when it has one.
    public var href: String {
        var url = path
        var separator = "?"
        visitQuery(languageCode: language?.rawValue) { name, value in
            guard let value else { return }
            url += separator
            url += name
            url += "="
            url += PageURL.encode(value)
            separator = "&"
        }
        return url
    }

    /// `with(language:).href` for each of `languages`: the language picker's links. The page is
    /// printed once, split around its `lang=` value, and each link is the two parts around its
    /// language's code, rather than eleven whole printings per page. The exception is a language
    /// whose own Wikipedia is the one the page reads: its URL leaves `wiki=` out, so it is printed whole.
    public func hrefs(inEach languages: [Language]) -> [String] {
        let spelledOut = Route(page.withWikiSpelledOut(language), format: format)
        var before = spelledOut.path
        var after = ""
        var separator = "?"
        var isAfterLanguage = false
        spelledOut.visitQuery(languageCode: "") { name, value in
            guard let value else { return }
            if isAfterLanguage {
                after += separator
                after += name
                after += "="
                after += PageURL.encode(value)
            } else {
                before += separator
                before += name
                before += "="
                if name == "lang" { isAfterLanguage = true } else { before += PageURL.encode(value) }
            }
            separator = "&"
        }
        let wiki = spelledOut.wiki?.code
        return languages.map { other in
            if let wiki, wiki == WikipediaLanguage.code(of: other) { return spelledOut.with(language: other).href }
            return Self.joined(before, other.rawValue, after)
        }
    }

    /// The three strings as one, copied once into a string of their exact size (`a + b + c` allocated
    /// twice and appended through the general path; the picker makes eleven of these per page).
    private static func joined(_ first: String, _ second: String, _ third: String) -> String {
        var (first, second, third) = (first, second, third)
        let count = first.utf8.count + second.utf8.count + third.utf8.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            func copy(_ part: inout String) {
                part.withUTF8 { bytes in
                    end = UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes) + end
                }
            }
            copy(&first)
            copy(&second)
            copy(&third)
            return end
        }
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
        var pairs: [(String, String)] = []
        visitQuery(languageCode: language?.rawValue) { name, value in
            if let value { pairs.append((name, value)) }
        }
        return pairs
    }

    /// Calls `visit` with each name of the query in the order printed and its value, nil when the
    /// URL leaves it out; `languageCode` stands for `lang`'s. Every printing of a route walks this
    /// one list, without building it as an array first (a page prints a few dozen links).
    private func visitQuery(languageCode: String?, _ visit: (String, String?) -> Void) {
        switch page {
        case .search(let search):
            visit("q", search.q)
            visit("limit", search.limit)
            visit("offset", search.offset)
            visit("go", search.go ? "1" : nil)
        case .searchSuggestions(let q), .comicSuggestions(let q):
            visit("q", q)
        case .article(let article):
            visit("redirectedfrom", article.redirectedFrom)
        case .news(let news):
            if case .search(let q) = news.view { visit("q", q) }
        case .randomComic(let from):
            visit("from", from)
        case .comicSearch(let q, let page):
            visit("q", q)
            visit("page", page)
        case .movies(let search), .movie(_, let search):
            visit("q", search.q)
            visit("page", search.page)
        case .home, .newsLink, .settings, .searchForm, .newsRefresh, .newsRefreshForm, .latestComic, .comic, .image,
            .openSearch, .health, .readiness, .metrics:
            break
        }
        visit("lang", languageCode)
        switch page {
        case .home(let edition), .newsLink(_, let edition):
            visit("edition", edition)
        case .search(let search):
            visit("wiki", search.wiki?.code)
        case .article(let article):
            visit("wiki", article.wiki?.code)
        case .news(let news):
            visit("edition", news.edition)
            if news.refreshed { visit(Self.refreshedName, "1") }
        case .movies(let search), .movie(_, let search):
            visit("region", search.region)
        case .settings(let values):
            visit("wiki", values.wiki?.code)
            visit("edition", values.edition)
            visit("region", values.region)
        case .searchSuggestions, .comicSuggestions, .randomComic, .comicSearch, .searchForm, .newsRefresh, .newsRefreshForm,
            .latestComic, .comic, .image, .openSearch, .health, .readiness, .metrics:
            break
        }
        visit("format", format?.rawValue)
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
