import Models

/// Links to the same search or movie on themoviedb.org, for when Kiosk cannot show it.
enum TMDBWebsite {
    static let origin = "https://www.themoviedb.org"

    /// TMDB's `language` value for the reader's language, as Kiosk asks TMDB's API.
    static func locale(_ language: Language) -> String { language.tmdbLocale }

    static func search(_ text: String, page: Int, language: Language) -> String {
        PageURL.make(
            origin + "/search/movie", [("query", text), ("page", page > 1 ? String(page) : ""), ("language", locale(language))])
    }

    static func movie(id: Int, language: Language) -> String {
        PageURL.make(origin + "/movie/\(id)", [("language", locale(language))])
    }
}
