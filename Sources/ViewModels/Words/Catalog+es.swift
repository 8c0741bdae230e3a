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
    static let es = SettingsWords(
        heading: "Ajustes",
        intro:
            "Kiosk no usa cookies, así que tus elecciones van en la dirección de la página. Elígelas aquí y guarda en marcadores los enlaces de abajo.",
        interfaceLanguage: "Idioma de la interfaz",
        interfaceLanguageHint: "El idioma de los menús, botones y mensajes de Kiosk.",
        wikipediaLanguage: "Idioma de Wikipedia",
        wikipediaLanguageHint: "La Wikipedia en la que buscas y lees artículos.",
        newsEdition: "Edición de noticias",
        newsEditionHint: "El país y el idioma de los titulares.",
        movieRegion: "Región de películas",
        movieRegionHint: "Dónde verlas, fechas de estreno y clasificación por edades en este país.",
        submit: "Mostrar mis enlaces",
        bookmarksHeading: "Tus enlaces",
        bookmarksIntro: "Cada enlace abre una sección de Kiosk con estos ajustes. Guarda en marcadores los que uses.",
        homePage: "Portada",
        unknownEdition: { "«\($0)» no es una edición de noticias. Elige una de la lista." })
}

// MARK: - end
