extension MovieCatalogue {
    /// Which of the catalogue's texts TMDB's `language=` asks for. A film's title, overview, tagline and
    /// genre names come in the asked language where the film has a translation into it, and in the
    /// default language (English) where it has none, as TMDB answers; `original_title` never changes.
    /// The catalogue has Japanese and Arabic: any other language gets the English.
    enum Translation: Sendable, Equatable {
        case english, japanese, arabic

        /// `ja-JP` → Japanese, `ar-EG` (or any `ar-…`) → Arabic, anything else → English.
        init(language: String?) {
            let code = (language ?? "").split(separator: "-").first.map { $0.lowercased() }
            switch code {
            case "ja": self = .japanese
            case "ar": self = .arabic
            default: self = .english
            }
        }

        func title(_ movie: MoviesData.Movie) -> String { pick(movie.title, movie.titleJa, movie.titleAr) }
        func overview(_ movie: MoviesData.Movie) -> String { pick(movie.overview, movie.overviewJa, movie.overviewAr) }
        func tagline(_ movie: MoviesData.Movie) -> String { pick(movie.tagline, movie.taglineJa, movie.taglineAr) }
        func name(of genre: MoviesData.Genre) -> String { pick(genre.name, genre.nameJa, genre.nameAr) }

        /// One field in this language; English where the film has no Arabic.
        private func pick(_ english: String, _ japanese: String, _ arabic: String?) -> String {
            switch self {
            case .english: english
            case .japanese: japanese
            case .arabic: arabic ?? english
            }
        }
    }
}
