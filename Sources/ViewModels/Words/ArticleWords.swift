/// A Wikipedia article read in Kiosk: its contents, notes, other languages and licence line, and the
/// page that stands in for an article that does not exist.
public struct ArticleWords: Sendable {
    // MARK: The article

    /// The table of contents' heading.
    public let contents: String
    /// The link under a footnote opened beside its marker: to the note in its list.
    public let noteLink: String
    /// A note's `↑` link back to its marker, for screen readers.
    public let backToText: String
    /// After a link that leaves Kiosk, for screen readers.
    public let leavesKiosk: String
    /// The heading over the article's other languages.
    public let otherLanguages: String
    /// Under an article longer than Kiosk shows.
    public let truncated: String
    /// `Redirected from Tokio`: the redirect page's title.
    public let redirectedFrom: @Sendable (_ title: String) -> String

    // MARK: The licence line ("<text> CC BY-SA 4.0. <original> · <history>")

    public let licenceText: String
    public let originalArticle: String
    public let history: String

    // MARK: No such article

    /// Wikipedia has no article with this title.
    public let notFound: @Sendable (_ title: String) -> String
    /// The link to a search for the title.
    public let searchFor: @Sendable (_ title: String) -> String
    /// A title longer than any article's (the most, this one's, in bytes of UTF-8).
    public let titleTooLong: @Sendable (_ maximum: Int, _ actual: Int) -> String
    /// A title in the URL that is not valid percent-encoded UTF-8.
    public let titleUnreadable: String

    // MARK: Long articles
    /// The link back to the top of a long article.
    public let backToTop: String
    /// A picture's link to open it larger.
    public let largerImage: String
    /// The larger picture's close button.
    public let close: String
    /// The label of a table or formula that scrolls sideways (it takes focus then).
    public let scrollsSideways: String
}
