import Models

extension MovieDetailViewModel.Outputs {
    /// One line of the facts list (`<dl>`): "Runtime" → "2h 19m".
    public struct Fact: Sendable, Hashable, Encodable {
        public var term: String
        public var value: String
        /// Set when the value is TMDB's text (genres), not Kiosk's formatting: its `lang`.
        public var lang: String? = nil
    }

    /// The movie itself, display-ready.
    public struct Movie: Sendable, Hashable, Encodable {
        public var id: Int
        public var title: String
        /// The language TMDB was asked to write in (`de-DE`): the `lang` of its title, overview, genres and names.
        public var contentLang: String
        /// Only when it differs from `title` (a translated or romanised title).
        public var originalTitle: String?
        public var tagline: String?
        /// A `/img/` URL; decorative, so the page gives it empty alt text.
        public var backdropURL: String?
        public var posterURL: String?
        public var posterAlt: String
        public var placeholderText: String
        public var facts: [Fact]
        public var ratingTerm: String
        public var rating: MovieRating
        public var overviewHeading: String
        public var overview: String?
        /// Where to watch it in the reader's region.
        public var watch: MovieWatchSection
        /// The cast, and the director(s), writers and composer.
        public var people: MoviePeople
        public var recommendationsHeading: String
        public var recommendations: [MovieCard]
        /// The same movie on themoviedb.org (a plain text link).
        public var tmdbLink: Chrome.Link

        /// - Parameter region: the reader's region, for where to watch, release date and certification.
        init(_ detail: MovieDetail, language: Language, region: MovieRegion, images: TMDBImages, search: MovieSearchContext?) {
            let words = language.words.movies
            id = detail.id
            title = detail.title
            contentLang = language.tmdbLocale
            originalTitle = detail.originalTitle.isEmpty || detail.originalTitle == detail.title ? nil : detail.originalTitle
            tagline = detail.tagline.flatMap { $0.isEmpty ? nil : $0 }
            backdropURL = images.url(detail.backdropPath, size: .backdrop)
            posterURL = images.url(detail.posterPath, size: .largePoster)
            posterAlt = detail.title
            placeholderText = words.noPoster
            var facts: [Fact] = []
            if let originalTitle { facts.append(Fact(term: words.originalTitle, value: originalTitle)) }
            let regionName = region.name(language)
            let release = detail.releases.first { $0.region == region.code }
            if let date = MovieFormat.releaseDate(release?.date, language: language) {
                facts.append(Fact(term: words.releasedIn(regionName), value: date))
            } else if let date = MovieFormat.releaseDate(detail.releaseDate, language: language) {
                facts.append(Fact(term: words.released, value: date))
            }
            if let certification = release?.certification {
                facts.append(Fact(term: words.ratedIn(regionName), value: certification))
            }
            if let runtime = MovieFormat.runtime(detail.runtime, language: language) {
                facts.append(Fact(term: words.runtimeTerm, value: runtime))
            }
            if !detail.genres.isEmpty {
                facts.append(Fact(term: words.genresTerm, value: words.genreList(detail.genres), lang: language.tmdbLocale))
            }
            self.facts = facts
            ratingTerm = words.ratingTerm
            rating = MovieRating(average: detail.voteAverage, count: detail.voteCount, language: language)
            overviewHeading = words.overviewHeading
            overview = detail.overview.isEmpty ? nil : detail.overview
            watch = MovieWatchSection(
                movieID: detail.id, options: detail.watchOptions, region: region, language: language, images: images,
                search: search)
            people = MoviePeople(
                detail, castLimit: MovieDetailViewModel.castLimit, language: language, images: images, region: region)
            recommendationsHeading = words.recommendationsHeading
            recommendations = detail.recommendations.prefix(MovieDetailViewModel.recommendationLimit).map {
                MovieCard($0, language: language, images: images, search: search, region: region)
            }
            tmdbLink = Chrome.Link(
                label: words.viewOnTMDB,
                href: TMDBWebsite.movie(id: detail.id, language: language), isCurrent: false)
        }
    }
}
