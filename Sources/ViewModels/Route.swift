import Models

/// Every URL Kiosk answers, as a value: the one definition that both reads a request
/// (`Route.parse`, which the web layer's router dispatches on) and writes every link, form action,
/// redirect and feed address a page prints (`href`, `path`). Nothing else spells a site path.
///
/// Values a reader may mistype in the path or the query (a comic number, a movie id, a page number,
/// an edition) stay text here, exactly as written: the page that reads them says what was wrong
/// with a 400 in the reader's words, where a stricter router could only answer a bare 404. The
/// settings every page carries are typed: `language` (`lang=`), and per page the Wikipedia read
/// (`wiki=`), the news edition (`edition=`) and the movie region (`region=`).
///
/// Printing and parsing are inverses: `Route.parse(print(route)) == route` for every value, which
/// `RoutePropertyTests` checks with generated values, hostile text included. A path parameter is
/// never empty (an empty segment names no page); query values may be (`q=` is a search for nothing).
public struct Route: Sendable, Hashable {
    public let page: Page
    /// `lang=`: the interface language; nil leaves it to `Accept-Language`.
    public let language: Language?
    /// `format=`: the page's JSON twin or its Atom feed; nil for HTML (or what `Accept` asks for).
    public let format: Format?

    /// A Wikipedia page's `wiki` that is the language's own is dropped: the URL says it by `lang=`
    /// alone, so each page has one address.
    public init(_ page: Page, language: Language? = nil, format: Format? = nil) {
        self.page = page.withOwnWikiLeftOut(language)
        self.language = language
        self.format = format
    }

    /// The same page in another interface language, reading the same Wikipedia: the language switch.
    public func with(language other: Language) -> Route {
        Route(page.withWikiSpelledOut(language), language: other, format: format)
    }

    /// Another form of the same page (its feed, its JSON twin), or the page itself with nil.
    public func with(format other: Format?) -> Route {
        Route(page, language: language, format: other)
    }

    /// The other forms of a page.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        case json, atom
    }

    /// The pages, each with the values its URL carries besides `lang` and `format`.
    public enum Page: Sendable, Hashable {
        /// `/?edition=`: the four sections' cards.
        case home(edition: String?)
        /// `GET /search?q=&limit=&offset=&go=1&wiki=`.
        case search(WikiSearch)
        /// `POST /search`: the search form, its fields in the body; answered with a 303 to `search`.
        case searchForm
        /// `/search/suggestions?q=`: title suggestions (OpenSearch's JSON).
        case searchSuggestions(q: String?)
        /// `/wiki/{title}?wiki=&redirectedfrom=`: an article, read in Kiosk.
        case article(WikiArticle)
        /// `/news`, `/news/{topic}`, `/news/search?q=`, each `?edition=&refreshed=1`.
        case news(News)
        /// `/news/go/{id}?edition=`: a headline's link, resolved to its publisher.
        case newsLink(id: String, edition: String?)
        /// `POST /news/refresh`: the refresh button's form, its fields in the body; 303 to the news page.
        case newsRefreshForm
        /// `GET /news/refresh`: a bookmarked or shared refresh, sent on to the news page.
        case newsRefresh
        /// `/comics`: the latest comic.
        case latestComic
        /// `/comics/{number}`.
        case comic(number: String)
        /// `/comics/random?from=`: 302 to a comic other than `from`.
        case randomComic(from: String?)
        /// `/comics/search?q=&page=`.
        case comicSearch(q: String?, page: String?)
        /// `/comics/search/suggestions?q=`.
        case comicSuggestions(q: String?)
        /// `/movies?q=&page=&region=`.
        case movies(MovieSearch)
        /// `/movies/{id}?q=&page=&region=`: a film, with the search it was found by.
        case movie(id: String, MovieSearch)
        /// `/img/{scheme}/{host}/{path}`: an upstream image through the proxy.
        case image(ProxiedImage)
        /// `/opensearch.xml`: Kiosk as a browser's search engine.
        case openSearch
        /// `/settings?wiki=&edition=&region=`: the reader's settings, and the links that carry them.
        case settings(Settings)
        /// `/healthz`, `/readyz`, `/metrics`: for load balancers and operators.
        case health, readiness, metrics
    }

    /// A Wikipedia search's values. `q` nil is the bare search page; `""` a search for nothing.
    public struct WikiSearch: Sendable, Hashable {
        public var q: String?
        public var limit: String?
        public var offset: String?
        /// The header's box: open the article whose title is the text, if one is.
        public var go: Bool
        /// The Wikipedia searched, when it is not the interface language's own (see `Route.wiki`).
        public var wiki: WikipediaLanguage?

        public init(
            q: String? = nil, limit: String? = nil, offset: String? = nil, go: Bool = false, wiki: WikipediaLanguage? = nil
        ) {
            self.q = q
            self.limit = limit
            self.offset = offset
            self.go = go
            self.wiki = wiki
        }
    }

    /// An article's values: its title as written, but with MediaWiki's `_` read as the space it
    /// stands for (in a title the two are one), so each title has one path.
    public struct WikiArticle: Sendable, Hashable {
        public let title: String
        public var wiki: WikipediaLanguage?
        public var redirectedFrom: String?

        public init(title: String, wiki: WikipediaLanguage? = nil, redirectedFrom: String? = nil) {
            self.title = title.replacingASCII("_", with: " ")
            self.wiki = wiki
            self.redirectedFrom = redirectedFrom
        }
    }

    /// Which headlines, of which edition; `refreshed` marks the page a refresh lands on.
    public struct News: Sendable, Hashable {
        public enum View: Sendable, Hashable {
            case top
            /// A topic's name as written; the page says which names there are.
            case topic(String)
            case search(q: String?)
        }
        public var view: View
        public var edition: String?
        public var refreshed: Bool

        public init(_ view: View = .top, edition: String? = nil, refreshed: Bool = false) {
            self.view = view
            self.edition = edition
            self.refreshed = refreshed
        }
    }

    /// The settings page's values: every setting besides the language, as the URL gives it.
    public struct Settings: Sendable, Hashable {
        public var wiki: WikipediaLanguage?
        public var edition: String?
        public var region: String?

        public init(wiki: WikipediaLanguage? = nil, edition: String? = nil, region: String? = nil) {
            self.wiki = wiki
            self.edition = edition
            self.region = region
        }
    }

    /// A movie search's values, carried to each film it found so the film links back to it.
    public struct MovieSearch: Sendable, Hashable {
        public var q: String?
        public var page: String?
        public var region: String?

        public init(q: String? = nil, page: String? = nil, region: String? = nil) {
            self.q = q
            self.page = page
            self.region = region
        }
    }
}

extension Route {
    /// The method that asks for the page: the two forms are posted, everything else is read.
    public var method: String {
        switch page {
        case .searchForm, .newsRefreshForm: "POST"
        default: "GET"
        }
    }

    /// The Wikipedia the page reads, when it names one (`wiki=`; else the interface language's own).
    public var wiki: WikipediaLanguage? {
        switch page {
        case .search(let search): search.wiki
        case .article(let article): article.wiki
        case .settings(let settings): settings.wiki
        default: nil
        }
    }
}

extension Route.Page {
    /// `wiki` set to nil where it is `language`'s own Wikipedia.
    fileprivate func withOwnWikiLeftOut(_ language: Language?) -> Self {
        mapWiki { wiki in
            guard let wiki, let language else { return wiki }
            return WikipediaLanguage(language) == wiki ? nil : wiki
        }
    }

    /// `wiki` spelled out where nil stood for `language`'s own.
    func withWikiSpelledOut(_ language: Language?) -> Self {
        mapWiki { wiki in wiki ?? language.map(WikipediaLanguage.init) }
    }

    private func mapWiki(_ change: (WikipediaLanguage?) -> WikipediaLanguage?) -> Self {
        switch self {
        case .search(var search):
            search.wiki = change(search.wiki)
            return .search(search)
        case .article(var article):
            article.wiki = change(article.wiki)
            return .article(article)
        case .settings(var settings):
            settings.wiki = change(settings.wiki)
            return .settings(settings)
        default:
            return self
        }
    }
}

/// The files under `Public/` that pages name, at their own paths (answered before any route, from
/// memory). `RouteTableTests` checks that each exists and that templates name no others.
public enum StaticFile: String, Sendable, CaseIterable {
    case stylesheet = "css/site.css"
    case favicon = "favicon.svg"
    case suggestionsScript = "js/suggestions.js"
    case searchScript = "js/search.js"
    case articleScript = "js/article.js"
    case newsScript = "js/news.js"

    public var href: String { "/" + rawValue }
}

extension Route {
    /// `/comics/{number}?lang=`: the page of a comic the site knows, which many pages link.
    public static func comic(_ number: Int, language: Language) -> Route {
        Route(.comic(number: String(number)), language: language)
    }
}

extension Route {
    /// Whether `href` is one of Kiosk's own links (a path on this site) rather than another site's.
    public static func isOwn(_ href: String) -> Bool {
        href.utf8.first == UInt8(ascii: "/") && !href.utf8.dropFirst().starts(with: "/".utf8)
    }
}

extension Route {
    /// The settings page, carrying the settings this page's URL carries (its language, Wikipedia,
    /// edition or region), so a reader who opens it from here sees them chosen.
    public var settingsPage: Route {
        var values = Settings(wiki: wiki)
        switch page {
        case .home(let edition), .newsLink(_, let edition): values.edition = edition
        case .news(let news): values.edition = news.edition
        case .movies(let search), .movie(_, let search): values.region = search.region
        case .settings(let settings): values = settings
        default: break
        }
        return Route(.settings(values), language: language)
    }
}
