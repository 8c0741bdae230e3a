/// The frame of every page: skip link, header, navigation, search box, language picker, footer.
public struct ChromeWords: Sendable {
    /// The skip link, first on every page.
    public let skipToContent: String
    /// The header navigation's accessible name.
    public let sectionsLabel: String
    /// The Wikipedia section in the header.
    public let wikipedia: String
    /// The Wikipedia section's name in tab titles.
    public let wikipediaSearch: String
    /// The news section (header and tab titles).
    public let news: String
    /// The movie section (header and tab titles).
    public let movies: String
    /// Every page's footer.
    public let footer: String
    /// The header search box's label.
    public let searchLabel: String
    /// The header search box's button.
    public let searchButton: String
    /// The language picker's label.
    public let languageLabel: String
    /// The link to the settings page.
    public let settings: String
    /// Every footer when the data is the bundled sample (`--offline`).
    public let sampleDataNotice: String
}
