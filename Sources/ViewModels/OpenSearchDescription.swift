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
        let lang = "lang=\(language.rawValue)"
        shortName = Self.shortName(language)
        description = language.words.search.openSearchDescription
        self.language = language.rawValue
        // `{searchTerms}` is kept out of PageURL, which would percent-encode its braces.
        searchTemplate = "\(origin)/search?\(lang)&q={searchTerms}"
        suggestionsTemplate = "\(origin)/search/suggestions?\(lang)&q={searchTerms}"
        searchForm = "\(origin)/search?\(lang)"
        imageURL = "\(origin)/favicon.svg"
    }

    /// What the browser lists the engine as; also the `title` of every page's `<link rel="search">`.
    public static func shortName(_ language: Language) -> String {
        language.words.search.openSearchName
    }

    /// Where a page links the description of its language.
    static func href(_ language: Language) -> String {
        PageURL.make("/opensearch.xml", [("lang", language.rawValue)])
    }
}
