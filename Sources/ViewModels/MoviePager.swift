import Models

/// Previous/next links between search result pages and where the reader is ("Page 2 of 14").
public struct MoviePager: Sendable, Hashable, Encodable {
    /// The `<nav>`'s accessible name.
    public var label: String
    public var position: String
    public var previousLabel: String
    public var nextLabel: String
    /// Nil on the first page.
    public var previousHref: String?
    /// Nil on the last page (and never past TMDB's page limit).
    public var nextHref: String?

    /// - Parameter lastPage: already capped at `MovieSearchViewModel.maximumPage`.
    init(page: Int, lastPage: Int, language: Language, href: (Int) -> String) {
        let words = language.words.movies
        label = words.pagerLabel
        position = words.pagePosition(page, lastPage)
        previousLabel = words.previousPage
        nextLabel = words.nextPage
        previousHref = page > 1 ? href(page - 1) : nil
        nextHref = page < lastPage ? href(page + 1) : nil
    }
}
