import Models

/// The four sections, in the order the header lists them.
public enum Section: String, Sendable, Hashable, Encodable, CaseIterable {
    case search, news, comics, movies

    /// The section's first page.
    var route: Route.Page {
        switch self {
        case .search: .search(Route.WikiSearch())
        case .news: .news(Route.News())
        case .comics: .latestComic
        case .movies: .movies(Route.MovieSearch())
        }
    }

    /// The section's name in tab titles.
    public func titleName(_ language: Language) -> String {
        switch (self, language) {
        case (.search, .en): "Wikipedia search"
        case (.search, .ja): "ウィキペディア検索"
        default: label(language)
        }
    }

    func label(_ language: Language) -> String {
        switch (self, language) {
        case (.search, .en): "Wikipedia"
        case (.search, .ja): "ウィキペディア"
        case (.news, .en): "News"
        case (.news, .ja): "ニュース"
        case (.comics, .en): "xkcd"
        case (.comics, .ja): "xkcd"
        case (.movies, .en): "Movies"
        case (.movies, .ja): "映画"
        }
    }
}

/// The one form of every tab title: `<page-specific part> · <section> · Kiosk` ("Search" or "Top
/// stories" when the page has nothing more particular), `<what went wrong> (<status>) · Kiosk` for an
/// error page, and `Kiosk` for the home page. A reader with many tabs open sees what each is first,
/// and which site last.
public enum TabTitle {
    public static let siteName = "Kiosk"

    /// - Parameter section: the section's name as a reader knows it ("Wikipedia search", "映画").
    public static func make(_ specific: String?, section: String?) -> String {
        [specific, section, siteName].compactMap { part in part.flatMap { $0.isEmpty ? nil : $0 } }.joined(separator: " · ")
    }
}

/// What the layout shows around every page: language, header navigation, skip link, footer.
public struct Chrome: Sendable, Hashable, Encodable {
    /// A link the layout renders; `isCurrent` marks the section being viewed (`aria-current`).
    public struct Link: Sendable, Hashable, Encodable {
        public var label: String
        public var href: String
        public var isCurrent: Bool
    }

    public var lang: String
    public var siteName: String
    public var homeHref: String
    public var skipLinkLabel: String
    public var navigationLabel: String
    public var sections: [Link]
    /// The same page in the other language.
    public var otherLanguage: Link
    public var footerText: String
    /// The OpenSearch description of this language (`<link rel="search">`): `label` is its title.
    public var openSearch: Link
    /// The Wikipedia search box in the header of every page; the search page, which has its own, sets nil.
    public var search: HeaderSearch?

    /// A compact search form: title suggestions as the reader types (`suggestionsURL`), and `go=1`,
    /// which opens the article straight away when a result's title is the text searched for.
    public struct HeaderSearch: Sendable, Hashable, Encodable {
        public var action = Route(.search(Route.WikiSearch())).path
        public var label: String
        public var placeholder: String
        public var submitLabel: String
        public var lang: String
        public var suggestionsURL: String
        public var maximumLength = SearchViewModel.maximumLength

        init(_ language: Language) {
            label = language == .ja ? "ウィキペディアを検索" : "Search Wikipedia"
            // Short enough to show whole in a phone's header row.
            placeholder = Section.search.label(language)
            submitLabel = language == .ja ? "検索" : "Search"
            lang = language.rawValue
            suggestionsURL = Route(.searchSuggestions(q: nil), language: language).href
        }
    }

    /// - Parameter route: where the person is, so the language switch keeps them on the same page.
    public init(language: Language, current: Section?, route: Route) {
        self.init(language: language, current: current) { route.with(language: $0).href }
    }

    /// The chrome of a page at an address that names no route (an error page): the language switch
    /// asks for the same path in the other language.
    public init(language: Language, current: Section?, unroutedPath path: String) {
        self.init(language: language, current: current) { path + "?lang=" + $0.rawValue }
    }

    private init(language: Language, current: Section?, inLanguage: (Language) -> String) {
        lang = language.rawValue
        siteName = TabTitle.siteName
        homeHref = Route(.home(edition: nil), language: language).href
        skipLinkLabel = language == .ja ? "本文へ移動" : "Skip to content"
        navigationLabel = language == .ja ? "セクション" : "Sections"
        sections = Section.allCases.map {
            Link(label: $0.label(language), href: Route($0.route, language: language).href, isCurrent: $0 == current)
        }
        let other: Language = language == .ja ? .en : .ja
        otherLanguage = Link(label: other == .ja ? "日本語" : "English", href: inLanguage(other), isCurrent: false)
        footerText =
            language == .ja
            ? "Kiosk はウィキペディア・Google ニュース・xkcd・TMDB を、第三者にあなたを見せずに表示します。"
            : "Kiosk shows Wikipedia, Google News, xkcd and TMDB without letting any third party see you."
        openSearch = Link(
            label: OpenSearchDescription.shortName(language), href: OpenSearchDescription.href(language), isCurrent: false)
        search = HeaderSearch(language)
    }

    /// Shown in every footer when the data comes from the bundled sample upstream (`--offline`); the
    /// page layer adds it, since it is the same for every page of a process.
    public static func sampleDataNotice(_ language: Language) -> String {
        language == .ja ? "オフラインモード: 表示しているのはサンプルデータです。" : "Offline mode: everything shown here is sample data."
    }
}
