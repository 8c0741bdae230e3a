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

private let comicsF = Formats(.de)

extension ComicWords {
    static let de = ComicWords(
        altTextLabel: "Mouseover-Text",
        interactiveNotice: "Dieser Comic ist interaktiv und funktioniert nur auf xkcd.com.",
        publishedLabel: "Veröffentlicht",
        permalink: "Permanenter Link",
        openOnXkcd: "Auf xkcd.com öffnen",
        explanation: "Erklärung auf explain xkcd",
        relatedLink: "Weiterführender Link",
        feedLink: "Feed neuer Comics (Atom)",
        latest: "Neuester",
        transcriptSummary: "Transkript",
        transcriptFrom: "Transkript von",
        transcriptPage: { "der Seite zu #\($0) bei explain xkcd" },
        notFoundHeading: { "xkcd #\($0) gibt es nicht" },
        notFoundTitle: { "#\($0) gibt es nicht" },
        skipped404: "xkcd hat #404 absichtlich ausgelassen – ein Scherz über die Fehlermeldung „404 Not Found“.",
        notPublishedYet: { "#\($0) ist noch nicht erschienen. Der neueste Comic ist #\($1)." },
        noSuchComic: "xkcd hat keinen Comic mit dieser Nummer.",
        notANumber: { "\(comicsF.quoted($0)) ist keine Comic-Nummer. Bitte eine ganze Zahl wie 1 oder 2000 angeben." },
        startsAtOne: { "Comic-Nummern beginnen bei 1, \(comicsF.quoted($0)) ist also keine." },
        tooLarge: { "\(comicsF.quoted($0)) ist zu groß für eine Comic-Nummer." },
        navigationLabel: "Comic-Navigation",
        first: "Erster",
        previousText: "< Zurück",
        previous: "Vorheriger",
        randomText: "Zufällig",
        random: "Zufälliger Comic",
        nextText: "Weiter >",
        next: "Nächster",
        numbered: { "\($0) (#\($1))" },
        searchXkcd: "xkcd durchsuchen",
        searchButton: "Suchen",
        searchPlaceholder: "Wörter, Titel oder Nummer",
        searchTitle: "Suche",
        resultsLabel: "Gefundene Comics",
        pagerLabel: "Ergebnisseiten",
        previousPage: "← Zurück",
        nextPage: "Weiter →",
        emptySearch:
            "Geben Sie ein Wort oder eine Wortfolge ein, um in Titeln, Mouseover-Texten und Transkripten zu suchen, oder eine Nummer, um diesen Comic zu öffnen.",
        searchTooLong: {
            "Eine Suche darf höchstens \(comicsF.number($0)) Zeichen lang sein; diese hat \(comicsF.number($1)). Bitte kürzen Sie sie."
        },
        noResults: { "Keine Comics zu \(comicsF.quoted($0)) gefunden." },
        noMoreResults: { "Keine weiteren Comics zu \(comicsF.quoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "1 Comic zu \(comicsF.quoted(query))",
                other:
                    "\(comicsF.number(total)) Comics zu \(comicsF.quoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))"
            )
        },
        indexProgress: { "\(comicsF.number($0)) von \(comicsF.number($1)) Comics indexiert; die übrigen folgen." },
        indexBuilding: {
            "Der Index wird aufgebaut: bisher \(comicsF.number($0)) Comics, durchsuchbar, sobald sie eintreffen."
        },
        indexName: "Comic-Index von Kiosk",
        indexUnavailable:
            "Die Comic-Suche ist gerade nicht verfügbar: Kiosk kann seinen Index nicht lesen. Die Comics selbst funktionieren weiterhin.",
        searchElsewhere: "Stattdessen auf explain xkcd suchen",
        pageInvalid: { "page muss eine ganze Zahl ab 1 sein, nicht \(comicsF.quoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.de)

private func moviesVotes(_ count: Int) -> String {
    moviesF.plural(count, one: "1 Stimme", other: "\(moviesF.number(count)) Stimmen")
}

extension MovieWords {
    static let de = MovieWords(
        searchTitle: "Suche",
        pagedTitle: { "\($0) (Seite \(moviesF.number($1)))" },
        searchHeading: "Filme suchen",
        searchLabel: "Filmtitel",
        searchPlaceholder: "z. B. Inception",
        searchButton: "Suchen",
        searchHint: "Geben Sie einen Filmtitel ein, zum Beispiel „Inception“.",
        resultsHeading: "Ergebnisse",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "1 Film zu \(moviesF.quoted(query))",
                other: "\(moviesF.number(total)) Filme zu \(moviesF.quoted(query))")
        },
        noResults: { "Keine Filme zu \(moviesF.quoted($0)) gefunden." },
        noSuchPage: { page, last in
            "Seite \(moviesF.number(page)) gibt es nicht: Diese Suche hat "
                + moviesF.plural(last, one: "nur 1 Seite.", other: "\(moviesF.number(last)) Seiten.")
        },
        lastPageLink: { "Zur letzten Seite (\(moviesF.number($0)))" },
        pageInvalid: { "page muss eine ganze Zahl von 1 bis \($0) sein, nicht \(moviesF.quoted($1))." },
        pagerLabel: "Ergebnisseiten",
        pagePosition: { "Seite \(moviesF.number($0)) von \(moviesF.number($1))" },
        previousPage: "← Zurück",
        nextPage: "Weiter →",
        noPoster: "Kein Poster",
        notRated: "Keine Bewertung",
        score: { "★ \(MovieWords.decimalComma($0))" },
        votes: moviesVotes,
        ratingSpoken: { "Bewertung \(MovieWords.decimalComma($0)) von 10 bei \(moviesVotes($1))" },
        cannotShow: { "Film \($0) kann nicht angezeigt werden" },
        notFoundHeading: "Film nicht gefunden",
        notFound: { "TMDB hat keinen Film mit der ID \($0)." },
        idInvalid: { "Eine Film-ID ist eine ganze Zahl, nicht \(moviesF.quoted($0))." },
        backToResults: { "← Ergebnisse für \(moviesF.quoted($0))" },
        backToSearch: "← Filme suchen",
        originalTitle: "Originaltitel",
        releasedIn: { "Kinostart (\($0))" },
        released: "Kinostart",
        ratedIn: { "Altersfreigabe (\($0))" },
        runtimeTerm: "Laufzeit",
        runtime: { MovieWords.duration($0, hours: { "\($0) Std." }, minutes: { "\($0) Min." }) },
        genresTerm: "Genre",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "Bewertung",
        overviewHeading: "Handlung",
        recommendationsHeading: "Empfehlungen",
        viewOnTMDB: "Auf TMDB ansehen",
        castHeading: "Besetzung",
        crewHeading: "Stab",
        directors: { _ in "Regie" },
        writers: { _ in "Drehbuch" },
        music: { _ in "Musik" },
        watchHeading: { "Wo ansehen? (\($0))" },
        notAvailable: { "Region \($0): keine Streaming-Angebote." },
        allWaysToWatch: "Alle Angebote auf TMDB",
        justWatchCredit: "Streaming-Daten von JustWatch.",
        stream: "Im Abo",
        free: "Kostenlos",
        freeWithAds: "Kostenlos mit Werbung",
        rent: "Leihen",
        buy: "Kaufen",
        regionLabel: "Region",
        regionsWithOffers: "Regionen mit Angeboten",
        showButton: "Anzeigen",
        regionInvalid: {
            "region muss ein Ländercode aus zwei Buchstaben sein, nicht \(moviesF.quoted($0)). Mögliche Regionen: \($1)."
        },
        attribution: "Dieses Produkt verwendet die TMDB-API, wird aber von TMDB weder unterstützt noch zertifiziert.",
        setupHeading: "So wird TMDB eingeschaltet",
        setupKey:
            "Setzen Sie die Umgebungsvariable TMDB_API_KEY auf einen TMDB-API-Schlüssel (v3) oder ein API-Lesezugriffstoken und starten Sie Kiosk neu.",
        setupWhere: "Schlüssel gibt es in den Kontoeinstellungen auf themoviedb.org im Bereich „API“.",
        setupOffline: "kiosk serve --offline braucht keinen Schlüssel: Es zeigt Beispieldaten.")
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
    static let de = SettingsWords()
}

// MARK: - end
