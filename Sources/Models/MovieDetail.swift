/// Everything the movie page shows: the movie with its cast and crew, recommendations, images, and
/// where to watch it and when it came out in each region.
public struct MovieDetail: Sendable, Equatable, Codable {
    public var id: Int
    public var title: String
    public var originalTitle: String
    /// Nil when upstream has none ("").
    public var tagline: String?
    public var overview: String
    /// "YYYY-MM-DD"; nil when unknown.
    public var releaseDate: String?
    /// Minutes; nil when unknown (upstream sends null or 0).
    public var runtime: Int?
    /// Genre names in the requested language.
    public var genres: [String]
    public var posterPath: String?
    public var backdropPath: String?
    public var voteAverage: Double
    public var voteCount: Int
    /// Nil when upstream has none ("").
    public var homepage: String?
    /// In billing order.
    public var cast: [CastMember]
    public var recommendations: [MovieSummary]
    /// Directors, writers and composers, in TMDB's order.
    public var crew: [CrewMember]
    /// Where to watch it, one entry per region that TMDB lists (even one with no offers), sorted by region.
    public var watchOptions: [MovieWatchOptions]
    /// Release date and certification per region, sorted by region.
    public var releases: [MovieRelease]
    /// Image paths ("/abc.jpg"), in upstream order.
    public var posters: [String]
    public var backdrops: [String]

    public init(
        id: Int, title: String, originalTitle: String, tagline: String?, overview: String,
        releaseDate: String?, runtime: Int?, genres: [String], posterPath: String?, backdropPath: String?,
        voteAverage: Double, voteCount: Int, homepage: String?, cast: [CastMember],
        recommendations: [MovieSummary], posters: [String], backdrops: [String],
        crew: [CrewMember] = [], watchOptions: [MovieWatchOptions] = [], releases: [MovieRelease] = []
    ) {
        self.id = id
        self.title = title
        self.originalTitle = originalTitle
        self.tagline = tagline
        self.overview = overview
        self.releaseDate = releaseDate
        self.runtime = runtime
        self.genres = genres
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.voteAverage = voteAverage
        self.voteCount = voteCount
        self.homepage = homepage
        self.cast = cast
        self.recommendations = recommendations
        self.posters = posters
        self.backdrops = backdrops
        self.crew = crew
        self.watchOptions = watchOptions
        self.releases = releases
    }
}
