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

private let comicsF = Formats(.it)

extension ComicWords {
    static let it = ComicWords(
        altTextLabel: "Testo al passaggio del mouse",
        interactiveNotice: "Questo fumetto è interattivo: funziona solo su xkcd.com.",
        publishedLabel: "Pubblicato",
        permalink: "Link permanente",
        openOnXkcd: "Apri su xkcd.com",
        explanation: "Spiegazione su explain xkcd",
        relatedLink: "Link correlato",
        feedLink: "Feed dei nuovi fumetti (Atom)",
        latest: "Più recente",
        transcriptSummary: "Trascrizione",
        transcriptFrom: "Trascrizione:",
        transcriptPage: { "pagina del #\($0) su explain xkcd" },
        notFoundHeading: { "Il fumetto xkcd #\($0) non esiste" },
        notFoundTitle: { "#\($0) non esiste" },
        skipped404: "xkcd ha saltato il #404 di proposito: uno scherzo sull’errore «404 Not Found» del web.",
        notPublishedYet: { "Il #\($0) non è ancora stato pubblicato. Il fumetto più recente è il #\($1)." },
        noSuchComic: "xkcd non ha nessun fumetto con questo numero.",
        notANumber: { "\(comicsF.quoted($0)) non è un numero di fumetto: usa un numero intero come 1 o 2000." },
        startsAtOne: { "I numeri dei fumetti partono da 1, quindi \(comicsF.quoted($0)) non è valido." },
        tooLarge: { "\(comicsF.quoted($0)) è troppo grande per essere un numero di fumetto." },
        navigationLabel: "Navigazione tra i fumetti",
        first: "Primo",
        previousText: "< Precedente",
        previous: "Precedente",
        randomText: "Casuale",
        random: "Fumetto casuale",
        nextText: "Successivo >",
        next: "Successivo",
        numbered: { "\($0) (#\($1))" },
        searchXkcd: "Cerca in xkcd",
        searchButton: "Cerca",
        searchPlaceholder: "Parole, un titolo o un numero",
        searchTitle: "Ricerca",
        resultsLabel: "Fumetti trovati",
        pagerLabel: "Pagine dei risultati",
        previousPage: "← Precedente",
        nextPage: "Successiva →",
        emptySearch:
            "Scrivi una parola o una frase da cercare nei titoli, nei testi al passaggio del mouse e nelle trascrizioni, oppure un numero per aprire quel fumetto.",
        searchTooLong: {
            "Una ricerca può contenere al massimo \(comicsF.number($0)) caratteri; questa ne ha \(comicsF.number($1)). Accorciala."
        },
        noResults: { "Nessun fumetto corrisponde a \(comicsF.quoted($0))." },
        noMoreResults: { "Non ci sono altri fumetti che corrispondono a \(comicsF.quoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "1 fumetto corrisponde a \(comicsF.quoted(query))",
                other:
                    "\(comicsF.number(total)) fumetti corrispondono a \(comicsF.quoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))"
            )
        },
        indexProgress: {
            "\(comicsF.number($0)) fumetti su \(comicsF.number($1)) indicizzati finora; gli altri sono in arrivo."
        },
        indexBuilding: {
            "Indice in costruzione: \(comicsF.number($0)) fumetti finora, cercabili man mano che arrivano."
        },
        indexName: "Indice dei fumetti di Kiosk",
        indexUnavailable:
            "La ricerca dei fumetti non è disponibile al momento: Kiosk non riesce a leggere il suo indice. I fumetti funzionano comunque.",
        searchElsewhere: "Cerca invece su explain xkcd",
        pageInvalid: { "page deve essere un numero intero da 1 in su, non \(comicsF.quoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.it)

private func moviesVotes(_ count: Int) -> String {
    moviesF.plural(count, one: "1 voto", other: "\(moviesF.number(count)) voti")
}

extension MovieWords {
    static let it = MovieWords(
        searchTitle: "Ricerca",
        pagedTitle: { "\($0) (pagina \(moviesF.number($1)))" },
        searchHeading: "Cerca film",
        searchLabel: "Titolo del film",
        searchPlaceholder: "es. Inception",
        searchButton: "Cerca",
        searchHint: "Scrivi il titolo di un film, per esempio «Inception».",
        resultsHeading: "Risultati",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "1 film corrisponde a \(moviesF.quoted(query))",
                other: "\(moviesF.number(total)) film corrispondono a \(moviesF.quoted(query))")
        },
        noResults: { "Nessun film corrisponde a \(moviesF.quoted($0))." },
        noSuchPage: { page, last in
            "La pagina \(moviesF.number(page)) non esiste: questa ricerca ha "
                + moviesF.plural(last, one: "1 pagina.", other: "\(moviesF.number(last)) pagine.")
        },
        lastPageLink: { "Vai all’ultima pagina (\(moviesF.number($0)))" },
        pageInvalid: { "page deve essere un numero intero da 1 a \($0), non \(moviesF.quoted($1))." },
        pagerLabel: "Pagine dei risultati",
        pagePosition: { "Pagina \(moviesF.number($0)) di \(moviesF.number($1))" },
        previousPage: "← Precedente",
        nextPage: "Successiva →",
        noPoster: "Nessuna locandina",
        notRated: "Nessuna valutazione",
        score: { "★ \(MovieWords.decimalComma($0))" },
        votes: moviesVotes,
        ratingSpoken: { "Valutazione \(MovieWords.decimalComma($0)) su 10 con \(moviesVotes($1))" },
        cannotShow: { "Impossibile mostrare il film \($0)" },
        notFoundHeading: "Film non trovato",
        notFound: { "TMDB non ha nessun film con l’ID \($0)." },
        idInvalid: { "L’ID di un film è un numero intero, non \(moviesF.quoted($0))." },
        backToResults: { "← Risultati per \(moviesF.quoted($0))" },
        backToSearch: "← Cerca film",
        originalTitle: "Titolo originale",
        releasedIn: { "Uscita (\($0))" },
        released: "Uscita",
        ratedIn: { "Classificazione (\($0))" },
        runtimeTerm: "Durata",
        runtime: { MovieWords.duration($0, hours: { "\($0) h" }, minutes: { "\($0) min" }) },
        genresTerm: "Generi",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "Valutazione",
        overviewHeading: "Trama",
        recommendationsHeading: "Consigliati",
        viewOnTMDB: "Vedi su TMDB",
        castHeading: "Cast principale",
        crewHeading: "Troupe",
        directors: { _ in "Regia" },
        writers: { _ in "Sceneggiatura" },
        music: { _ in "Musiche" },
        watchHeading: { "Dove guardarlo (\($0))" },
        notAvailable: { "Nessuna offerta in streaming per la regione \($0)." },
        allWaysToWatch: "Tutte le offerte su TMDB",
        justWatchCredit: "Dati sullo streaming forniti da JustWatch.",
        stream: "Abbonamento",
        free: "Gratis",
        freeWithAds: "Gratis con pubblicità",
        rent: "Noleggio",
        buy: "Acquisto",
        regionLabel: "Regione",
        regionsWithOffers: "Regioni con offerte",
        showButton: "Mostra",
        regionInvalid: {
            "region deve essere un codice paese di due lettere, non \(moviesF.quoted($0)). Le regioni sono: \($1)."
        },
        attribution: "Questo prodotto usa l’API di TMDB, ma non è approvato né certificato da TMDB.",
        setupHeading: "Come attivare TMDB",
        setupKey:
            "Imposta la variabile d’ambiente TMDB_API_KEY con una chiave API v3 di TMDB o un token di accesso in lettura, poi riavvia Kiosk.",
        setupWhere: "Le chiavi si ottengono nella sezione API delle impostazioni dell’account su themoviedb.org.",
        setupOffline: "kiosk serve --offline non richiede chiavi: mostra dati di esempio.")
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
    static let it = SettingsWords()
}

// MARK: - end
