import Foundation
import Models

// German: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let de = Catalog(
        .de, chrome: .de, search: .de, article: .de, news: .de, comics: .de, movies: .de,
        home: .de, problems: .de, settings: .de)
}

// MARK: - chrome

extension ChromeWords {
    static let de = ChromeWords(
        skipToContent: "Zum Inhalt springen",
        sectionsLabel: "Bereiche",
        wikipedia: "Wikipedia",
        wikipediaSearch: "Wikipedia-Suche",
        news: "Nachrichten",
        movies: "Filme",
        footer: "Kiosk zeigt Wikipedia, Google News, xkcd und TMDB, ohne dass Dritte Sie sehen.",
        searchLabel: "Wikipedia durchsuchen",
        searchButton: "Suchen",
        languageLabel: "Sprache",
        settings: "Einstellungen",
        sampleDataNotice: "Offline-Modus: Alles, was hier steht, sind Beispieldaten.")
}

// MARK: - search

extension SearchWords {
    static let de = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let de = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let de = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let de = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let de = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let de = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let de = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let de = SettingsWords(
        heading: "Einstellungen",
        intro:
            "Kiosk speichert keine Cookies, deshalb stehen Ihre Einstellungen in der Adresse der Seite. Wählen Sie sie hier und setzen Sie dann Lesezeichen auf die Links unten.",
        interfaceLanguage: "Sprache der Oberfläche",
        interfaceLanguageHint: "Die Sprache von Menüs, Schaltflächen und Meldungen.",
        wikipediaLanguage: "Wikipedia-Sprache",
        wikipediaLanguageHint: "Die Wikipedia, in der Sie suchen und Artikel lesen.",
        newsEdition: "Nachrichtenausgabe",
        newsEditionHint: "Land und Sprache der Schlagzeilen.",
        movieRegion: "Filmregion",
        movieRegionHint: "Streaming-Angebote, Starttermine und Altersfreigaben für dieses Land.",
        submit: "Links anzeigen",
        bookmarksHeading: "Ihre Links",
        bookmarksIntro:
            "Jeder Link öffnet einen Bereich von Kiosk mit diesen Einstellungen. Setzen Sie Lesezeichen auf die, die Sie nutzen.",
        homePage: "Startseite",
        unknownEdition: { "„\($0)“ ist keine Nachrichtenausgabe. Wählen Sie eine aus der Liste." })
}

// MARK: - end
