import Models

/// The movie search a reader came from (query and page), carried in a detail page's URL so the
/// page's way back returns to those results rather than an empty search.
public struct MovieSearchContext: Sendable, Hashable {
    public var query: String
    public var page: Int
    /// Longer is not a search anyone typed; the link back is then simply left out.
    static let maximumQueryLength = 300

    /// From a detail URL's `q` and `page`; nil without a query. A page that is not a whole number from
    /// 1 to TMDB's 500 is read as 1: this is only the way back, never worth an error.
    public init?(query: String?, page: String?) {
        guard let query = query?.trimmingWhitespaceAndNewlines(), !query.isEmpty,
            query.count <= Self.maximumQueryLength
        else { return nil }
        self.query = query
        self.page =
            page.flatMap(Digits.wholeNumber).flatMap { (1...MovieSearchViewModel.maximumPage).contains($0) ? $0 : nil } ?? 1
    }

    init(query: String, page: Int) {
        self.query = query
        self.page = page
    }

}

extension Route.MovieSearch {
    /// What a movie link carries: the search it was found by (`page` only past the first) and the region.
    init(_ search: MovieSearchContext?, region: MovieRegion?) {
        self.init(q: search?.query, page: search.flatMap { $0.page > 1 ? String($0.page) : nil }, region: region?.code)
    }
}
