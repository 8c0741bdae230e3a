import Models

/// The four sections, in the order the header lists them.
public enum Section: String, Sendable, Hashable, Encodable, CaseIterable {
    case search, news, comics, movies

    var path: String { "/" + rawValue }

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
        public var isCurrent: Bool
    }

    /// A compact search form: title suggestions as the reader types (`suggestionsURL`), and `go=1`,
    /// which opens the article straight away when a result's title is the text searched for.
    public struct HeaderSearch: Sendable, Hashable, Encodable {
        public var action = "/search"
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
            suggestionsURL = PageURL.make("/search/suggestions", [("lang", language.rawValue)])
        }
    }

    /// - Parameters:
    ///   - path, query: where the person is, so the language picker keeps them on the same page.
    ///   - wiki: the Wikipedia a search or article page reads, kept when the interface language changes.
    public init(
        language: Language, current: Section?, path: String, query: [(String, String)], wiki: WikipediaLanguage? = nil
    ) {
        let words = language.words.chrome
        let langPair = [("lang", language.rawValue)]
        lang = language.rawValue
        dir = language.direction
        siteName = TabTitle.siteName
        homeHref = PageURL.make("/", langPair)
        skipLinkLabel = words.skipToContent
        navigationLabel = words.sectionsLabel
        sections = Section.allCases.map {
            Link(label: $0.label(language), href: PageURL.make($0.path, langPair), isCurrent: $0 == current)
        }
        let kept = query.filter { $0.0 != "lang" && $0.0 != "wiki" }
        languages = Language.offered.map { other in
            var settings = [("lang", other.rawValue)]
            if let wiki, wiki != WikipediaLanguage(other) { settings.append(("wiki", wiki.code)) }
            return LanguageLink(
                label: other.nativeName, href: PageURL.make(path, kept + settings), lang: other.rawValue,
                dir: other.direction, isCurrent: other == language)
        }
        languageLabel = words.languageLabel
        currentLanguageName = language.nativeName
        footerText = words.footer
        let settings = kept.filter { ["edition", "region"].contains($0.0) } + [("lang", language.rawValue)]
        let wikiSetting = wiki.map { $0 == WikipediaLanguage(language) ? [] : [("wiki", $0.code)] } ?? []
        settingsLink = Link(
            label: words.settings, href: PageURL.make("/settings", settings + wikiSetting), isCurrent: path == "/settings")
        openSearch = Link(
            label: OpenSearchDescription.shortName(language), href: OpenSearchDescription.href(language), isCurrent: false)
        search = HeaderSearch(language)
    }

    /// Shown in every footer when the data comes from the bundled sample upstream (`--offline`); the
    /// page layer adds it, since it is the same for every page of a process.
    public static func sampleDataNotice(_ language: Language) -> String {
        language.words.chrome.sampleDataNotice
    }
}
