import Foundation
import Models

// Italian: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let it = Catalog(
        .it, chrome: .it, search: .it, article: .it, news: .it, comics: .it, movies: .it,
        home: .it, problems: .it, settings: .it)
}

// MARK: - chrome

extension ChromeWords {
    static let it = ChromeWords(
        skipToContent: "Vai al contenuto",
        sectionsLabel: "Sezioni",
        wikipedia: "Wikipedia",
        wikipediaSearch: "Ricerca su Wikipedia",
        news: "Notizie",
        movies: "Film",
        footer: "Kiosk mostra Wikipedia, Google News, xkcd e TMDB senza che terzi ti vedano.",
        searchLabel: "Cerca su Wikipedia",
        searchButton: "Cerca",
        languageLabel: "Lingua",
        settings: "Impostazioni",
        sampleDataNotice: "Modalità offline: tutto ciò che vedi qui sono dati di esempio.")
}

// MARK: - search

extension SearchWords {
    static let it = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let it = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let it = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let it = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let it = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let it = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let it = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let it = SettingsWords(
        heading: "Impostazioni",
        intro:
            "Kiosk non usa cookie, quindi le tue scelte stanno nell’indirizzo della pagina. Sceglile qui, poi aggiungi ai preferiti i link qui sotto.",
        interfaceLanguage: "Lingua dell’interfaccia",
        interfaceLanguageHint: "La lingua di menu, pulsanti e messaggi di Kiosk.",
        wikipediaLanguage: "Lingua di Wikipedia",
        wikipediaLanguageHint: "La Wikipedia in cui cerchi e leggi le voci.",
        newsEdition: "Edizione delle notizie",
        newsEditionHint: "Il paese e la lingua dei titoli.",
        movieRegion: "Regione dei film",
        movieRegionHint: "Dove guardarli, date di uscita e classificazioni per età in questo paese.",
        submit: "Mostra i miei link",
        bookmarksHeading: "I tuoi link",
        bookmarksIntro: "Ogni link apre una sezione di Kiosk con queste impostazioni. Aggiungi ai preferiti quelli che usi.",
        homePage: "Pagina iniziale",
        unknownEdition: { "«\($0)» non è un’edizione delle notizie. Scegline una dall’elenco." })
}

// MARK: - end
