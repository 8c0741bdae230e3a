/// Wikipedia search: the form, the count and range of results, paging, the refusals of a search that
/// cannot run, and the OpenSearch description a browser lists.
public struct SearchWords: Sendable {
    // MARK: The form

    /// The search page's heading.
    public let heading: String
    /// The search box's label.
    public let inputLabel: String
    /// The page-size menu's label.
    public let limitLabel: String
    /// The form's button.
    public let submit: String
    /// The tab title's first part before anything is searched.
    public let emptyTitle: String

    // MARK: Results

    /// The results list's heading for screen readers.
    public let resultsLabel: String
    /// The pager's accessible name.
    public let pagerLabel: String
    /// The link to the previous page of results, arrow included (mirrored in right-to-left text).
    public let previous: String
    /// The link to the next page of results, arrow included.
    public let next: String
    /// Before a result's last-edit date.
    public let editedLabel: String
    /// A result's second link, to the article on Wikipedia itself.
    public let originalLabel: String
    /// "Did you mean" before the suggested search (a link) and after it.
    public let didYouMeanPrefix: String
    public let didYouMeanSuffix: String
    /// `5 results for “Swift”`: the total (an estimate) and the text searched for.
    public let resultCount: @Sendable (_ total: Int, _ text: String) -> String
    /// `Results 21–40 of 1,234`.
    public let resultRange: @Sendable (_ first: Int, _ last: Int, _ total: Int) -> String
    /// `1,234 words`: an article's length (left out for wikis written without spaces).
    public let wordCount: @Sendable (Int) -> String
    /// Nothing matches the text.
    public let noResults: @Sendable (_ text: String) -> String
    /// A later page of results that is empty.
    public let noMoreResults: @Sendable (_ text: String) -> String

    // MARK: Searches that cannot run

    /// After a submit with an empty box: what to do instead of a blank page.
    public let emptySubmit: String
    /// A search longer than Wikipedia takes, in characters (the most, this one's).
    public let tooLong: @Sendable (_ maximum: Int, _ actual: Int) -> String
    /// A `limit=` that is not a whole number (the largest allowed, what came).
    public let badLimit: @Sendable (_ maximum: Int, _ value: String) -> String
    /// An `offset=` that is not a whole number.
    public let badOffset: @Sendable (_ maximum: Int, _ value: String) -> String
    /// A form posted in another format than a form's (that format's name).
    public let formWrongType: @Sendable (_ type: String) -> String
    /// A form body that cannot be read (the reason, technical).
    public let formUnreadable: @Sendable (_ reason: String) -> String

    // MARK: OpenSearch

    /// What the browser lists Kiosk's search as, and every page's `<link rel="search">` title.
    public let openSearchName: String
    /// The OpenSearch description's one line.
    public let openSearchDescription: String
}
