import Models

/// GET /settings: the reader's four settings (interface language, Wikipedia, news edition, movie
/// region) as one form, and the links that carry them, to bookmark. Kiosk keeps no cookie: a
/// setting lives only in the URL, so this page is how a reader makes their choices stick.
public struct SettingsViewModel: Sendable {
    public struct Inputs: Sendable, Hashable {
        public var language: Language
        public var wiki: WikipediaLanguage
        public var edition: NewsEdition
        public var region: MovieRegion
        /// An `edition=` the URL gave that names no edition: the page says so and shows the list.
        public var unknownEdition: String?

        public init(
            language: Language, wiki: WikipediaLanguage, edition: NewsEdition, region: MovieRegion, unknownEdition: String? = nil
        ) {
            self.language = language
            self.wiki = wiki
            self.edition = edition
            self.region = region
            self.unknownEdition = unknownEdition
        }
    }

    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        public var title: String
        public var heading: String
        public var intro: String
        /// Why the URL's settings were not all taken (an unknown edition); nil when they were.
        public var notice: String?
        public var form: Form
        public var bookmarksHeading: String
        public var bookmarksIntro: String
        public var bookmarks: [Bookmark]
    }

    /// The GET form: submitting it shows this page again with the choices in its URL.
    public struct Form: Sendable, Hashable, Encodable {
        public var action: String
        public var fields: [Field]
        public var submitLabel: String
    }

    /// One `<select>`: its query name, label, a line on what it changes, and every choice.
    public struct Field: Sendable, Hashable, Encodable {
        public var name: String
        public var label: String
        public var hint: String
        public var options: [Option]
    }

    /// A choice, named as its readers name it (`lang` when that is not the page's language).
    public struct Option: Sendable, Hashable, Encodable {
        public var value: String
        public var label: String
        public var lang: String?
        public var isSelected: Bool
    }

    /// A page with the settings in its URL: the link and the URL written out, to copy.
    public struct Bookmark: Sendable, Hashable, Encodable {
        public var label: String
        public var href: String
    }

    public init() {}

    static let unregisteredCodes: Set<String> = ["hyw", "rsk", "szy"]

    public func outputs(for inputs: Inputs) -> Outputs {
        let language = inputs.language
        let words = language.words.settings
        let chrome = language.words.chrome
        let (edition, region) = (inputs.edition.id, inputs.region.code)
        let fields = [
            Field(
                name: "lang", label: words.interfaceLanguage, hint: words.interfaceLanguageHint,
                options: Language.offered.map {
                    Option(value: $0.rawValue, label: $0.nativeName, lang: $0.rawValue, isSelected: $0 == language)
                }),
            Field(
                name: "wiki", label: words.wikipediaLanguage, hint: words.wikipediaLanguageHint,
                options: WikipediaLanguage.all.map {
                    // Each named in its own language; three wikis' codes (hyw, rsk, szy) are newer than the
                    // Nu validator's subtag registry, so they go without `lang` rather than fail it.
                    Option(
                        value: $0.code, label: "\($0.name) (\($0.code))",
                        lang: Self.unregisteredCodes.contains($0.code) ? nil : $0.tag, isSelected: $0 == inputs.wiki)
                }),
            Field(
                name: "edition", label: words.newsEdition, hint: words.newsEditionHint,
                options: NewsEdition.all.map {
                    Option(value: $0.id, label: $0.name(language), lang: nil, isSelected: $0 == inputs.edition)
                }),
            Field(
                name: "region", label: words.movieRegion, hint: words.movieRegionHint,
                options: MovieRegion.all.sorted { $0.name(language) < $1.name(language) }.map {
                    Option(value: $0.code, label: $0.name(language), lang: nil, isSelected: $0 == inputs.region)
                }),
        ]
        let bookmarks = [
            Bookmark(label: words.homePage, href: Route(.home(edition: edition), language: language).href),
            Bookmark(
                label: chrome.wikipediaSearch, href: Route(.search(Route.WikiSearch(wiki: inputs.wiki)), language: language).href),
            Bookmark(label: chrome.news, href: Route(.news(Route.News(edition: edition)), language: language).href),
            Bookmark(label: "xkcd", href: Route(.latestComic, language: language).href),
            Bookmark(label: chrome.movies, href: Route(.movies(Route.MovieSearch(region: region)), language: language).href),
        ]
        let page = Route(.settings(Route.Settings(wiki: inputs.wiki, edition: edition, region: region)), language: language)
        return Outputs(
            chrome: Chrome(language: language, current: nil, route: page),
            title: TabTitle.make(words.heading, section: nil), heading: words.heading, intro: words.intro,
            notice: inputs.unknownEdition.map { words.unknownEdition(String($0.prefix(40))) },
            form: Form(action: page.path, fields: fields, submitLabel: words.submit),
            bookmarksHeading: words.bookmarksHeading, bookmarksIntro: words.bookmarksIntro, bookmarks: bookmarks)
    }
}

extension SettingsViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome { notice == nil ? .shown : .invalidInput }
}
