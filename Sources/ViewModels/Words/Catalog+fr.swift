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
    static let fr = SettingsWords(
        heading: "Paramètres",
        intro:
            "Kiosk n’utilise pas de cookies\u{00A0}: vos choix sont dans l’adresse de la page. Choisissez-les ici, puis ajoutez les liens ci-dessous à vos favoris.",
        interfaceLanguage: "Langue de l’interface",
        interfaceLanguageHint: "La langue des menus, des boutons et des messages de Kiosk.",
        wikipediaLanguage: "Langue de Wikipédia",
        wikipediaLanguageHint: "La version de Wikipédia dans laquelle vous cherchez et lisez les articles.",
        newsEdition: "Édition des actualités",
        newsEditionHint: "Le pays et la langue des titres.",
        movieRegion: "Région des films",
        movieRegionHint: "Offres de streaming, dates de sortie et classifications pour ce pays.",
        submit: "Afficher mes liens",
        bookmarksHeading: "Vos liens",
        bookmarksIntro:
            "Chaque lien ouvre une rubrique de Kiosk avec ces paramètres. Ajoutez à vos favoris ceux que vous utilisez.",
        homePage: "Page d’accueil",
        unknownEdition: { "«\u{202F}\($0)\u{202F}» n’est pas une édition des actualités. Choisissez-en une dans la liste." })
}

// MARK: - end
