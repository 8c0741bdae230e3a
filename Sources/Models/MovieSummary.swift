/// A movie as it appears in search results and recommendations.
public struct MovieSummary: Sendable, Equatable, Codable {
    public var id: Int
    /// In the requested language.
    public var title: String
    /// In the movie's own language (may be non-Latin).
    public var originalTitle: String
    /// May be empty.
    public var overview: String
    /// "YYYY-MM-DD"; nil when upstream has no date (it sends "").
    public var releaseDate: String?
    /// An image path ("/abc.jpg") to join with a size; nil when there is no poster.
    public var posterPath: String?
    public var backdropPath: String?
    /// 0–10; 0 when unrated.
    public var voteAverage: Double
    public var voteCount: Int

    public init(
        id: Int, title: String, originalTitle: String, overview: String, releaseDate: String?,
        posterPath: String?, backdropPath: String?, voteAverage: Double, voteCount: Int
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.overview = overview
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }
}
