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
        self == .search ? language.words.chrome.wikipediaSearch : label(language)
    }

    func label(_ language: Language) -> String {
        let words = language.words.chrome
        return switch self {
        case .search: words.wikipedia
        case .news: words.news
        case .comics: "xkcd"
        case .movies: words.movies
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
        // Joined by hand: an array of the parts and `joined` were a few hundred nanoseconds of every page.
        var title = ""
        func add(_ part: String?) {
            guard let part, !part.isEmpty else { return }
            title += part
            title += separator
        }
        add(specific)
        add(section)
        return title + siteName
    }

    private static let separator = " · "
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
    /// `rtl` for Arabic: the whole page mirrors.
    public var dir: String
    public var siteName: String
    public var homeHref: String
    public var skipLinkLabel: String
    public var navigationLabel: String
    public var sections: [Link]
    /// The language picker: the same page in each interface language, the current one marked.
    public var languages: [LanguageLink]
    /// The picker's label, with the current language's name ("Language: Deutsch").
    public var languageLabel: String
    public var currentLanguageName: String
    public var footerText: String
    /// The settings page, with the settings this page's URL carries.
    public var settingsLink: Link
    /// The OpenSearch description of this language (`<link rel="search">`): `label` is its title.
    public var openSearch: Link
    /// The Wikipedia search box in the header of every page; the search page, which has its own, sets nil.
    public var search: HeaderSearch?

    /// One language in the picker, named in its own script, with its `lang` and `dir`.
    public struct LanguageLink: Sendable, Hashable, Encodable {
        public var label: String
        public var href: String
        public var lang: String
        public var dir: String
        /// Whether `dir` differs from the page's and so must be said (Arabic on a left-to-right page,
        /// every other language on an Arabic one); the rest take the page's direction.
        public var marksDirection: Bool
        public var isCurrent: Bool
    }

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
            let words = language.words.chrome
            label = words.searchLabel
            // Short enough to show whole in a phone's header row.
            placeholder = Section.search.label(language)
            submitLabel = words.searchButton
            lang = language.rawValue
            suggestionsURL = Route(.searchSuggestions(q: nil), language: language).href
        }
    }

    /// - Parameter route: where the person is, so the language picker keeps them on the same page
    ///   (and on the Wikipedia it reads), and the settings link carries its settings.
    public init(language: Language, current: Section?, route: Route) {
        let isSettings = if case .settings = route.page { true } else { false }
        self.init(
            language: language, current: current, settings: route.settingsPage, isSettings: isSettings,
            languageHrefs: route.hrefs(inEach: Language.offered))
    }

    /// The chrome of a page at an address that names no route (an error page): the language picker
    /// asks for the same path in another language.
    public init(language: Language, current: Section?, unroutedPath path: String) {
        self.init(
            language: language, current: current, settings: Route(.settings(Route.Settings()), language: language),
            isSettings: false, languageHrefs: Language.offered.map { path + "?lang=" + $0.rawValue })
    }

    /// - Parameter languageHrefs: the page in each of `Language.offered`, in that order.
    private init(language: Language, current: Section?, settings: Route, isSettings: Bool, languageHrefs: [String]) {
        self = Self.frame(language, current)
        for index in languages.indices { languages[index].href = languageHrefs[index] }
        settingsLink.href = settings.href
        settingsLink.isCurrent = isSettings
    }

    /// Everything but the picker's and the settings link's addresses, which depend on the page: built
    /// once per language and section rather than for every page (a dozen links, each printed from
    /// its route, were a few microseconds of every cold page).
    private static func frame(_ language: Language, _ current: Section?) -> Chrome {
        frames[FrameKey(language: language, current: current)] ?? Chrome(frameOf: language, current: current)
    }

    private struct FrameKey: Hashable {
        var language: Language
        var current: Section?
    }

    /// Every language's frame with each section current, and with none.
    private static let frames: [FrameKey: Chrome] = Dictionary(
        uniqueKeysWithValues: Language.allCases.flatMap { language in
            ([nil] + Section.allCases).map { (FrameKey(language: language, current: $0), Chrome(frameOf: language, current: $0)) }
        })

    private init(frameOf language: Language, current: Section?) {
        let words = language.words.chrome
        lang = language.rawValue
        dir = language.direction
        siteName = TabTitle.siteName
        homeHref = Route(.home(edition: nil), language: language).href
        skipLinkLabel = words.skipToContent
        navigationLabel = words.sectionsLabel
        sections = Section.allCases.map {
            Link(label: $0.label(language), href: Route($0.route, language: language).href, isCurrent: $0 == current)
        }
        languages = Language.offered.map { other in
            LanguageLink(
                label: other.nativeName, href: "", lang: other.rawValue, dir: other.direction,
                marksDirection: other.direction != language.direction, isCurrent: other == language)
        }
        languageLabel = words.languageLabel
        currentLanguageName = language.nativeName
        footerText = words.footer
        settingsLink = Link(label: words.settings, href: "", isCurrent: false)
        openSearch = Link(
            label: OpenSearchDescription.shortName(language), href: OpenSearchDescription.href(language), isCurrent: false)
        search = HeaderSearch(language)
    }

    /// Hashes what tells one page's chrome from another's: its language, the section, this page's
    /// own address (its link in the picker) and the settings link. Every other field follows from
    /// those, and they were the most of any page's hashing: the picker's eleven native names are
    /// not ASCII, and a String that is not is normalised before it is hashed. The render cache
    /// hashes the Outputs of every request. Equality still compares every field.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(lang)
        for section in sections { hasher.combine(section.isCurrent) }
        for link in languages where link.isCurrent { hasher.combine(link.href) }
        hasher.combine(settingsLink.href)
        hasher.combine(settingsLink.isCurrent)
        hasher.combine(search == nil)
    }

    /// Shown in every footer when the data comes from the bundled sample upstream (`--offline`); the
    /// page layer adds it, since it is the same for every page of a process.
    public static func sampleDataNotice(_ language: Language) -> String {
        language.words.chrome.sampleDataNotice
    }
}
