/// The settings page: the reader's four settings and the links that carry them.
public struct SettingsWords: Sendable {
    /// The page's heading and tab title.
    public let heading: String
    /// What the page is for: settings live in the URL, not in a cookie.
    public let intro: String
    /// The interface language's label.
    public let interfaceLanguage: String
    /// What the interface language changes.
    public let interfaceLanguageHint: String
    /// The Wikipedia's label.
    public let wikipediaLanguage: String
    /// What the Wikipedia setting changes.
    public let wikipediaLanguageHint: String
    /// The news edition's label.
    public let newsEdition: String
    /// What the edition changes.
    public let newsEditionHint: String
    /// The movie region's label.
    public let movieRegion: String
    /// What the region changes.
    public let movieRegionHint: String
    /// The form's button.
    public let submit: String
    /// The heading above the links to bookmark.
    public let bookmarksHeading: String
    /// What the links are.
    public let bookmarksIntro: String
    /// The front page's name in the list of links.
    public let homePage: String
    /// An `edition=` that names no edition: the page shows the list to pick from.
    public let unknownEdition: @Sendable (_ value: String) -> String
}
