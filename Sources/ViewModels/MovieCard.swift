import Models

/// One movie in a grid (search results, recommendations): poster or placeholder, title, year, rating.
public struct MovieCard: Sendable, Hashable, Encodable {
    public var id: Int
    public var title: String
    /// The language TMDB was asked to write the title in (`de-DE`): the title's `lang`.
    public var titleLang: String
    /// `/movies/ID?lang=…`.
    public var href: String
    /// A `/img/` URL; nil when TMDB has no poster (the template shows `placeholderText`).
    public var posterURL: String?
    /// The poster's alt text: the title, since the image stands for the movie.
    public var posterAlt: String
    public var placeholderText: String
    /// "2010"; nil when the release date is unknown.
    public var year: String?
    public var rating: MovieRating

    /// - Parameter search: the search the grid belongs to, carried in the link so the detail page can
    ///   lead back to it.
    ///   - region: the reader's region, carried like the language; nil leaves it to the detail page's default.
    public init(
        _ movie: MovieSummary, language: Language, images: TMDBImages, search: MovieSearchContext? = nil,
        region: MovieRegion? = nil
    ) {
        id = movie.id
        title = movie.title
        titleLang = language.tmdbLocale
        href = MovieCard.detailPath(id: movie.id, language: language, search: search, region: region)
        posterURL = images.url(movie.posterPath, size: .poster)
        posterAlt = movie.title
        placeholderText = language.words.movies.noPoster
        year = MovieFormat.year(movie.releaseDate)
        rating = MovieRating(average: movie.voteAverage, count: movie.voteCount, language: language)
    }

    /// The site's detail page for a movie, keeping the language and the search it was found in.
    public static func detailPath(
        id: Int, language: Language, search: MovieSearchContext? = nil, region: MovieRegion? = nil
    ) -> String {
        Route(.movie(id: String(id), Route.MovieSearch(search, region: region)), language: language).href
    }
}
