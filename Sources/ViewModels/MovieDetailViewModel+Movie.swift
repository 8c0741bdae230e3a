import Models

extension MovieDetailViewModel.Outputs {
    /// One line of the facts list (`<dl>`): "Runtime" → "2h 19m".
    public struct Fact: Sendable, Hashable, Encodable {
        public var term: String
        public var value: String
    }

    /// An actor and the role played (nil when TMDB leaves it empty).
    public struct CastLine: Sendable, Hashable, Encodable {
        public var name: String
        public var character: String?
    }

    /// The movie itself, display-ready.
    public struct Movie: Sendable, Hashable, Encodable {
        public var id: Int
        public var title: String
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
        public var castHeading: String
        public var cast: [CastLine]
        public var recommendationsHeading: String
        public var recommendations: [MovieCard]
        /// The same movie on themoviedb.org (a plain text link).
        public var tmdbLink: Chrome.Link

        init(_ detail: MovieDetail, language: Language, images: TMDBImages, search: MovieSearchContext?) {
            let ja = language == .ja
            id = detail.id
            title = detail.title
            originalTitle = detail.originalTitle.isEmpty || detail.originalTitle == detail.title ? nil : detail.originalTitle
            tagline = detail.tagline.flatMap { $0.isEmpty ? nil : $0 }
            backdropURL = images.url(detail.backdropPath, size: .backdrop)
            posterURL = images.url(detail.posterPath, size: .largePoster)
            posterAlt = detail.title
            placeholderText = ja ? "ポスターなし" : "No poster"
            var facts: [Fact] = []
            if let originalTitle { facts.append(Fact(term: ja ? "原題" : "Original title", value: originalTitle)) }
            if let date = MovieFormat.releaseDate(detail.releaseDate, language: language) {
                facts.append(Fact(term: ja ? "公開日" : "Released", value: date))
            }
            if let runtime = MovieFormat.runtime(detail.runtime, language: language) {
                facts.append(Fact(term: ja ? "上映時間" : "Runtime", value: runtime))
            }
            if !detail.genres.isEmpty {
                facts.append(Fact(term: ja ? "ジャンル" : "Genres", value: detail.genres.joined(separator: ja ? "、" : ", ")))
            }
            self.facts = facts
            ratingTerm = ja ? "評価" : "Rating"
            rating = MovieRating(average: detail.voteAverage, count: detail.voteCount, language: language)
            overviewHeading = ja ? "あらすじ" : "Overview"
            overview = detail.overview.isEmpty ? nil : detail.overview
            castHeading = ja ? "主な出演者" : "Top-billed cast"
            cast = detail.cast.prefix(MovieDetailViewModel.castLimit).map {
                CastLine(name: $0.name, character: $0.character.flatMap { $0.isEmpty ? nil : $0 })
            }
            recommendationsHeading = ja ? "おすすめの映画" : "Recommendations"
            recommendations = detail.recommendations.prefix(MovieDetailViewModel.recommendationLimit).map {
                MovieCard($0, language: language, images: images, search: search)
            }
            tmdbLink = Chrome.Link(
                label: ja ? "TMDB で見る" : "View on TMDB",
                href: TMDBWebsite.movie(id: detail.id, language: language), isCurrent: false)
        }
    }
}
