import Foundation
import Models

// Spanish: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let es = Catalog(
        .es, chrome: .es, search: .es, article: .es, news: .es, comics: .es, movies: .es,
        home: .es, problems: .es, settings: .es)
}

// MARK: - chrome

extension ChromeWords {
    static let es = ChromeWords(
        skipToContent: "Saltar al contenido",
        sectionsLabel: "Secciones",
        wikipedia: "Wikipedia",
        wikipediaSearch: "Búsqueda en Wikipedia",
        news: "Noticias",
        movies: "Películas",
        footer: "Kiosk muestra Wikipedia, Google Noticias, xkcd y TMDB sin que ningún tercero te vea.",
        searchLabel: "Buscar en Wikipedia",
        searchButton: "Buscar",
        languageLabel: "Idioma",
        settings: "Ajustes",
        sampleDataNotice: "Modo sin conexión: todo lo que ves aquí son datos de ejemplo.")
}

// MARK: - search

extension SearchWords {
    static let es = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let es = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let es = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let es = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let es = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let es = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let es = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let es = SettingsWords()
}

// MARK: - end
