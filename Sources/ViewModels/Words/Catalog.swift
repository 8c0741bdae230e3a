import Models

/// Every word a reader sees, in one language. Each language is one file (`Catalog+de.swift`) that
/// fills every area's typed keys (their stored properties): a key missing in any language does not
/// compile, and `CatalogTests` finds a string that was left in English. ViewModels ask
/// `language.words` and never choose a language themselves.
///
/// Adding a language: a `Language` case, a `Catalog+xx.swift` written from `Catalog+en.swift` with
/// `docs/glossary.md`'s terms, and its line in `Language.words` below.
public final class Catalog: Sendable {
    public let language: Language
    /// Numbers, plurals, dates and quotes by the language's own rules.
    public let formats: Formats
    /// The frame of every page: header, navigation, footer, tab titles.
    public let chrome: ChromeWords
    /// Wikipedia search and the OpenSearch description.
    public let search: SearchWords
    /// Wikipedia articles read in Kiosk.
    public let article: ArticleWords
    /// Google News pages, the news link page and news Atom.
    public let news: NewsWords
    /// xkcd pages, comic search and the comic feed.
    public let comics: ComicWords
    /// TMDB search and detail pages.
    public let movies: MovieWords
    /// The front page's cards.
    public let home: HomeWords
    /// Error pages and what a source's problem looks like on any page.
    public let problems: ProblemWords
    /// The settings page.
    public let settings: SettingsWords

    init(
        _ language: Language, chrome: ChromeWords, search: SearchWords, article: ArticleWords, news: NewsWords,
        comics: ComicWords, movies: MovieWords, home: HomeWords, problems: ProblemWords, settings: SettingsWords
    ) {
        self.language = language
        self.formats = Formats(language)
        self.chrome = chrome
        self.search = search
        self.article = article
        self.news = news
        self.comics = comics
        self.movies = movies
        self.home = home
        self.problems = problems
        self.settings = settings
    }
}

extension Language {
    /// This language's catalog.
    public var words: Catalog {
        switch self {
        case .en: Catalog.en
        case .ja: Catalog.ja
        case .de: Catalog.de
        case .fr: Catalog.fr
        case .es: Catalog.es
        case .ptBR: Catalog.ptBR
        case .it: Catalog.it
        case .zhHans: Catalog.zhHans
        case .zhHant: Catalog.zhHant
        case .ko: Catalog.ko
        case .ar: Catalog.ar
        case .pseudo: Catalog.pseudo
        }
    }
}
