import Foundation
import Models

// French: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let fr = Catalog(
        .fr, chrome: .fr, search: .fr, article: .fr, news: .fr, comics: .fr, movies: .fr,
        home: .fr, problems: .fr, settings: .fr)
}

// MARK: - chrome

extension ChromeWords {
    static let fr = ChromeWords(
        skipToContent: "Aller au contenu",
        sectionsLabel: "Rubriques",
        wikipedia: "Wikipédia",
        wikipediaSearch: "Recherche Wikipédia",
        news: "Actualités",
        movies: "Films",
        footer: "Kiosk affiche Wikipédia, Google Actualités, xkcd et TMDB sans qu’aucun tiers ne vous voie.",
        searchLabel: "Rechercher sur Wikipédia",
        searchButton: "Rechercher",
        languageLabel: "Langue",
        settings: "Paramètres",
        sampleDataNotice: "Mode hors ligne\u{00A0}: tout ce qui s’affiche ici est un exemple.")
}

// MARK: - search

extension SearchWords {
    static let fr = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let fr = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let fr = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let fr = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let fr = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let fr = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let fr = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let fr = SettingsWords()
}

// MARK: - end
