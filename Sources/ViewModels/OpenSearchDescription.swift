import Models

/// The OpenSearch 1.1 description that lets a browser add Kiosk's Wikipedia search as a search
/// engine, with title suggestions. No HTML, no HTTP: the site's origin comes in.
public struct OpenSearchDescription: Sendable, Hashable, Encodable {
    public var shortName: String
    public var description: String
    /// `Language` element: an RFC 5646 tag.
    public var language: String
    /// URL templates with `{searchTerms}`, which the browser fills in.
    public var searchTemplate: String
    public var suggestionsTemplate: String
    public var searchForm: String
    public var imageURL: String

    /// - Parameter origin: `https://kiosk.example`, as the browser reached this site; templates must be absolute.
    public init(language: Language, origin: String) {
        shortName = Self.shortName(language)
        description = language.words.search.openSearchDescription
        self.language = language.rawValue
        let search = Route(.search(Route.WikiSearch()), language: language)
        searchTemplate = origin + search.href(placeholder: "q", "{searchTerms}")
        suggestionsTemplate =
            origin + Route(.searchSuggestions(q: nil), language: language).href(placeholder: "q", "{searchTerms}")
        searchForm = origin + search.href
        imageURL = origin + StaticFile.favicon.href
    }

    /// What the browser lists the engine as; also the `title` of every page's `<link rel="search">`.
    public static func shortName(_ language: Language) -> String {
        language.words.search.openSearchName
    }

    /// Where a page links the description of its language.
    static func href(_ language: Language) -> String {
        Route(.openSearch, language: language).href
    }
}
