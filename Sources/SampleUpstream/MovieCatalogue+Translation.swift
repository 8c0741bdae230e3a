extension MovieCatalogue {
    /// Which of the catalogue's texts TMDB's `language=` asks for. A film's title, overview, tagline and
    /// genre names come in the asked language where the film has a translation into it, and in the
    /// default language (English) where it has none, as TMDB answers; `original_title` never changes.
    /// The catalogue has Japanese and Arabic, and under `translations` the other languages Kiosk asks
    /// for, each by the exact `language=` it sends (`de-DE`, `pt-BR`, `zh-TW`).
    enum Translation: Sendable, Equatable {
        case english, japanese, arabic
        /// A language of the film's `translations`, by its TMDB locale.
        case locale(String)

        /// `ja-JP` → Japanese, `ar-EG` (or any `ar-…`) → Arabic, `en-…` or none → English, any other
        /// locale → that locale's translation (English for a film without one).
        init(language: String?) {
            let asked = language ?? ""
            switch asked.split(separator: "-").first.map({ $0.lowercased() }) ?? "" {
            case "ja": self = .japanese
            case "ar": self = .arabic
            case "en", "": self = .english
            default: self = .locale(asked)
            }
        }

        func title(_ movie: MoviesData.Movie) -> String {
            pick(movie.title, movie.titleJa, movie.titleAr) { movie.translations[$0]?.title }
        }
        func overview(_ movie: MoviesData.Movie) -> String {
            pick(movie.overview, movie.overviewJa, movie.overviewAr) { movie.translations[$0]?.overview }
        }
        func tagline(_ movie: MoviesData.Movie) -> String {
            pick(movie.tagline, movie.taglineJa, movie.taglineAr) { movie.translations[$0]?.tagline }
        }
        func name(of genre: MoviesData.Genre) -> String {
            pick(genre.name, genre.nameJa, genre.nameAr) { genre.names[$0] }
        }

        /// One field in this language; English where the film has no translation into it.
        private func pick(
            _ english: String, _ japanese: String, _ arabic: String?, _ translated: (String) -> String?
        ) -> String {
            switch self {
            case .english: english
            case .japanese: japanese
            case .arabic: arabic ?? english
            case .locale(let locale): translated(locale) ?? english
            }
        }
    }
}
