import Foundation
import Models

/// What a movie's page shows: backdrop, poster, facts, overview, where to watch it in the reader's
/// region, cast and crew, and recommendations; or "not found", or the upstream problem. No HTML, no HTTP.
public struct MovieDetailViewModel: Sendable {
    /// Top-billed cast only: the full list runs to dozens (Fight Club has 75).
    public static let castLimit = 12
    /// Two rows of posters on a wide screen, four on a phone; each is a poster fetched through the proxy.
    public static let recommendationLimit = 8

    public struct Inputs: Sendable, Equatable {
        public var id: Int
        public var language: Language
        /// The search the reader came from, for the way back; nil from anywhere else.
        public var search: MovieSearchContext?
        /// Where the reader watches: their streaming offers, release date and certification.
        public var region: MovieRegion
        /// - Parameter region: nil for the language's home country.
        public init(id: Int, language: Language, search: MovieSearchContext? = nil, region: MovieRegion? = nil) {
            self.id = id
            self.language = language
            self.search = search
            self.region = region ?? .home(of: language)
        }
    }

    private let movies: any MoviesClient
    private let images: TMDBImages
    private let now: @Sendable () -> Date

    /// - Parameter imageBase: where TMDB's image files live (`https://image.tmdb.org/t/p/` live).
    public init(movies: any MoviesClient, imageBase: String, now: @escaping @Sendable () -> Date) {
        self.movies = movies
        self.images = TMDBImages(base: imageBase)
        self.now = now
    }

    /// The `:id` path segment as a movie id; nil unless it is a whole number. 0 is well formed: it is
    /// simply no movie (TMDB's ids start at 1), so it is "not found", not a malformed address.
    public static func id(from text: String, language: Language) -> Parsed<Int> {
        guard let id = Digits.wholeNumber(text) else {
            return .invalid(language.words.movies.idInvalid(text))
        }
        return .valid(id)
    }

    /// Maps a movie id to what its page shows; upstream failures become `problem` or `notFound`.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        let language = inputs.language
        let words = language.words.movies
        var outputs = Outputs(id: inputs.id, language: language, search: inputs.search, region: inputs.region)
        let fetched: Fetched<MovieDetail>
        do throws(UpstreamError) {
            // No movie has id 0: answered as TMDB would, without asking it.
            guard inputs.id > 0 else { throw .notFound }
            fetched = try await movies.detail(id: inputs.id, language: language, for: origin)
        } catch .notFound {
            outputs.heading = words.notFoundHeading
            outputs.title = TabTitle.make(outputs.heading, section: Section.movies.titleName(language))
            outputs.notFound = words.notFound(inputs.id)
            return outputs
        } catch {
            report(error, inputs: inputs, cachedAge: nil, in: &outputs)
            return outputs
        }
        if let stale = fetched.staleBecause { report(stale, inputs: inputs, cachedAge: fetched.age(at: now()), in: &outputs) }
        let movie = Outputs.Movie(
            fetched.value, language: language, region: inputs.region, images: images, search: inputs.search)
        outputs.heading = movie.title
        outputs.title = TabTitle.make(movie.title, section: Section.movies.titleName(language))
        outputs.movie = movie
        return outputs
    }

    /// Records an upstream failure (or why cached data is shown), linking the same movie on TMDB.
    private func report(_ error: UpstreamError, inputs: Inputs, cachedAge: Int?, in outputs: inout Outputs) {
        outputs.problem = UpstreamProblem(
            error: error, source: .tmdb, language: inputs.language,
            originalURL: TMDBWebsite.movie(id: inputs.id, language: inputs.language),
            cachedAge: cachedAge)
        outputs.setupHelp = TMDBSetupHelp(for: error, language: inputs.language)
    }
}
