/// One page of TMDB movie search results.
public struct MovieSearchPage: Sendable, Equatable, Codable {
    public var query: MovieSearchQuery
    public var page: Int
    /// At most 500: TMDB refuses pages beyond that, whatever `total_pages` says. 0 when nothing matched.
    public var totalPages: Int
    public var totalResults: Int
    public var results: [MovieSummary]

    public init(query: MovieSearchQuery, page: Int, totalPages: Int, totalResults: Int, results: [MovieSummary]) {
        self.query = query
        self.page = page
        self.totalPages = totalPages
        self.totalResults = totalResults
        self.results = results
    }
}
