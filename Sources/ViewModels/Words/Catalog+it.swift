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

private let wikiIT = Formats(.it)

extension SearchWords {
    static let it = SearchWords(
        heading: "Cerca in Wikipedia",
        inputLabel: "Testo da cercare",
        limitLabel: "Risultati per pagina",
        submit: "Cerca",
        emptyTitle: "Ricerca",
        resultsLabel: "Risultati della ricerca",
        pagerLabel: "Pagine dei risultati",
        previous: "← Precedente",
        next: "Successiva →",
        editedLabel: "Ultima modifica:",
        originalLabel: "Su Wikipedia",
        didYouMeanPrefix: "Forse cercavi",
        didYouMeanSuffix: "?",
        resultCount: { total, text in
            let quoted = wikiIT.quoted(text)
            let number = wikiIT.number(total)
            return wikiIT.plural(total, one: "\(number) risultato per \(quoted)", other: "\(number) risultati per \(quoted)")
        },
        resultRange: { "Risultati \(wikiIT.number($0))–\(wikiIT.number($1)) di \(wikiIT.number($2))" },
        wordCount: { wikiIT.plural($0, one: "\(wikiIT.number($0)) parola", other: "\(wikiIT.number($0)) parole") },
        noResults: { "Nessuna voce corrisponde a \(wikiIT.quoted($0))." },
        noMoreResults: { "Non ci sono altri risultati per \(wikiIT.quoted($0))." },
        emptySubmit:
            "Scrivi una parola o una frase da cercare in Wikipedia, poi premi Invio o Cerca. Vanno bene anche le parole brevi.",
        tooLong: {
            "Una ricerca può avere al massimo \(wikiIT.number($0)) caratteri; questa ne ha \(wikiIT.number($1)). Accorciala, per favore."
        },
        badLimit: { "limit deve essere un numero intero da 1 a \(wikiIT.number($0)), non \(wikiIT.quoted($1))." },
        badOffset: { "offset deve essere un numero intero da 0 a \(wikiIT.number($0)), non \(wikiIT.quoted($1))." },
        formWrongType: { "Il modulo di ricerca si invia come application/x-www-form-urlencoded, non come \($0)." },
        formUnreadable: { "Impossibile leggere il modulo: \($0)." },
        openSearchName: "Kiosk Wikipedia",
        openSearchDescription: "Ricerca su Wikipedia tramite Kiosk, in italiano")
}

// MARK: - article

extension ArticleWords {
    static let it = ArticleWords(
        contents: "Indice",
        noteLink: "Vedi nell’elenco delle note",
        backToText: "Torna al testo",
        leavesKiosk: "(esce da Kiosk)",
        otherLanguages: "Altre lingue",
        truncated: "Questa voce è più lunga di quanto mostra Kiosk; il resto è su Wikipedia.",
        redirectedFrom: { "Reindirizzamento da \($0)" },
        licenceText: "Questa voce proviene da Wikipedia ed è disponibile con licenza",
        originalArticle: "la voce originale",
        history: "la cronologia e gli autori",
        notFound: { "Wikipedia non ha nessuna voce intitolata \(wikiIT.quoted($0))." },
        searchFor: { "Cerca \(wikiIT.quoted($0))" },
        titleTooLong: { "Il titolo di una voce è al massimo di \($0) byte in UTF-8; questo ne ha \(wikiIT.number($1))." },
        titleUnreadable: "Impossibile leggere il titolo della voce.",
        backToTop: "Torna su",
        largerImage: "Immagine ingrandita",
        close: "Chiudi",
        scrollsSideways: "Scorre in orizzontale")
}

// MARK: - news

extension NewsWords {
    static let it = NewsWords(
        topStories: "Notizie principali",
        world: "Mondo",
        nation: "Nazionale",
        business: "Economia",
        technology: "Tecnologia",
        entertainment: "Spettacolo",
        sports: "Sport",
        science: "Scienza",
        health: "Salute",
        searchHeading: { "Ricerca: \($0)" },
        topicsLabel: "Argomenti",
        loadingTitle: "Caricamento",
        editionLine: { "Edizione: \($0)" },
        noSearchHeadlines: "Nessun titolo corrisponde a questa ricerca.",
        noHeadlines: "Al momento non ci sono titoli.",
        loadingNotice: "Recupero degli ultimi titoli… Questa pagina si aggiorna da sola.",
        viaGoogle: "link tramite Google News",
        refreshButton: "Aggiorna i titoli",
        refreshNote: { "Kiosk chiede nuovi titoli a Google News al massimo una volta ogni \($0) secondi." },
        refreshNotice: { age, wait in
            (age < 5
                ? "I titoli sono stati appena aggiornati."
                : "I titoli sono stati aggiornati \(itSeconds.text(age, itFormats)) fa.")
                + " Si potrà aggiornare di nuovo tra \(itSeconds.text(wait, itFormats))."
        },
        openGoogleNews: "Apri Google News",
        googleNews: "Google News",
        atomFeed: "Feed Atom di questa pagina",
        joined: { "\($0) · \($1)" },
        updatedBefore: "Aggiornato: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(one: "1 secondo fa", other: "{n} secondi fa"),
        minutesAgo: PluralPattern(one: "1 minuto fa", other: "{n} minuti fa"),
        hoursAgo: PluralPattern(one: "1 ora fa", other: "{n} ore fa"),
        daysAgo: PluralPattern(one: "1 giorno fa", other: "{n} giorni fa"),
        clockTime: { itFormats.time($0, timeZone: $1) },
        zoneNote: { "Fuso orario: \(NewsWords.zoneName($0, .it))" },
        editionLabel: "Edizione",
        showButton: "Mostra",
        searchLabel: "Cerca nelle notizie",
        searchPageHeading: "Cerca nelle notizie",
        searchButton: "Cerca",
        searchHint:
            "Funzionano gli operatori di Google News: \"parole esatte\", -escludi, OR, site:example.com, when:7d (ultimi 7 giorni).",
        unknownEdition: { "\(itFormats.quoted($0)) non è un’edizione di Google News. Scegline una tra queste:" },
        chooseEdition: "Scegli un’edizione",
        emptyQuery: "Scrivi nella casella qui sopra che cosa cercare.",
        queryTooLong: { length, maximum in
            "Questa ricerca è lunga \(itFormats.number(length)) caratteri; Google News ne accetta al massimo \(itFormats.number(maximum)). Accorciala."
        },
        unknownTopic: { "Non esiste la sezione di notizie \(itFormats.quoted($0)). Le sezioni sono: \($1)." },
        unknownRefreshTopic: { "Non esiste la sezione di notizie \(itFormats.quoted($0)) da aggiornare." },
        unreadableRefreshForm: "Non è stato possibile leggere il modulo di aggiornamento.",
        refreshNamesNoFeed:
            "Il modulo di aggiornamento non indica alcun feed di notizie: un’edizione sconosciuta, o una ricerca vuota o troppo lunga.",
        linkHeading: "Kiosk non è riuscito ad aprire direttamente questo articolo",
        linkChoices: "Puoi aprirlo tramite Google News o tornare ai titoli.",
        linkViaGoogle: "Continua tramite Google News (Google vedrà questa visita)",
        linkBack: "Torna ai titoli",
        linkOff: "Questo Kiosk è configurato per non cercare l’indirizzo originale degli articoli.",
        linkBusy:
            "Kiosk sta cercando molti indirizzi di articoli in questo momento e per ora ha esaurito la sua quota. Riprova tra un minuto.",
        linkRateLimited: "Google News ha chiesto a Kiosk di attendere prima di cercare altri indirizzi di articoli.",
        linkUnreachable: "Kiosk ha chiesto a Google News dove si trova questo articolo, ma non ha ricevuto risposta in tempo.",
        linkProtocolChanged:
            "Kiosk non è riuscito a leggere la risposta di Google News; forse Google ha cambiato il funzionamento dei link agli articoli.",
        linkRefused:
            "Google News ha indicato un indirizzo verso cui Kiosk non manda i lettori: non è una pagina web, oppure punta a una rete privata o a Kiosk stesso.",
        linkIDTooLong: { "Questo ID di articolo è troppo lungo: gli ID hanno al massimo \(itFormats.number($0)) caratteri." },
        linkIDInvalid: "Questo non è un ID di articolo di Google News: gli ID contengono solo lettere, cifre, «-» e «_».")
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
        searchPlaceholder: "Parole, titolo o numero",
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
    static let it = HomeWords(
        heading: "Oggi su Kiosk",
        dateLine: {
            HomeWords.sentenceCase(HomeWords.fullDate($0, $1, localeIdentifier: "it")) + " · "
                + NewsWords.zoneName($1, .it)
        },
        reload: "Ricarica",
        notReady: { "In attesa della risposta di \($0)." },
        wikipediaHeading: "Wikipedia oggi",
        feedDateNote: { "Contenuti in evidenza del \(itFormats.date($0)), giorno di Wikipedia (UTC)." },
        featuredLabel: "Voce in vetrina di oggi",
        newsLabel: "Attualità",
        onThisDayLabel: "Accadde oggi",
        mostReadLabel: "Le più lette di ieri",
        pictureLabel: "Immagine del giorno",
        searchWikipedia: "Cerca in Wikipedia",
        atomFeed: "Feed Atom",
        noFeed: "La Wikipedia di questa lingua non ha contenuti in evidenza per questo giorno.",
        missingParts: {
            "Per questo giorno la Wikipedia di questa lingua non ha: " + $0.map(itFormats.quoted).joined(separator: ", ") + "."
        },
        views: { PluralPattern(one: "1 visualizzazione", other: "{n} visualizzazioni").text($0, itFormats) },
        year: { $0 < 0 ? "\(-$0) a.C." : String($0) },
        headlinesHeading: "Titoli principali",
        allHeadlines: "Tutti i titoli",
        readComics: "Leggi xkcd",
        moviesHeading: "Film di tendenza oggi",
        findMovies: "Trova film")
}

private let itFormats = Formats(.it)
private let itSeconds = PluralPattern(one: "1 secondo", other: "{n} secondi")

// MARK: - problems

extension ProblemWords {
    static let it = ProblemWords(
        badRequest: "La richiesta contiene un errore",
        notFound: "Pagina non trovata",
        methodNotAllowed: "Metodo non consentito",
        tooSlow: "La richiesta ha impiegato troppo tempo",
        tooLarge: "La richiesta è troppo grande",
        addressTooLong: "L’indirizzo è troppo lungo",
        unsupportedSubmission: "Questo tipo di invio non è accettato",
        headersTooLarge: "Le intestazioni della richiesta sono troppo grandi",
        notSupported: "Non supportato",
        busy: "Server occupato",
        tooManyRequests: "Troppe pagine nuove in poco tempo",
        versionNotSupported: "Versione HTTP non supportata",
        failure: "Qualcosa è andato storto da parte nostra",
        noPage: "A questo indirizzo non c’è nessuna pagina.",
        methodsAllowed: { "Questo indirizzo risponde solo a \($0)." },
        unexpected: "Un errore imprevisto ha impedito di mostrare questa pagina.",
        tooManyRequestsDetail: {
            "Da questo indirizzo sono state chieste in poco tempo più pagine nuove di quante ne servano a un lettore, e Kiosk deve prenderle una per una dalle sue fonti. Per rispetto verso quelle fonti, per ora Kiosk non ne prende altre per questo indirizzo; le pagine già prese si aprono ancora. "
                + itRetry($0)
        },
        retryAfter: itRetry,
        incident: { "Riferimento: \($0)" },
        homeLink: "Torna alla pagina iniziale",
        badHost: "L’intestazione Host deve indicare questo sito (un nome host e, facoltativamente, una porta).",
        unknownWiki: {
            "\($0) deve essere il codice di una Wikipedia (ja, en, de, fr, ar…), non \(wikiIT.quoted($1))."
        },
        unknownLanguage: { "lang deve essere uno di questi codici: \($0); non \(wikiIT.quoted($1))." },
        sourceName: { $0.displayName },
        timedOut: { "\($0) non ha risposto in tempo." },
        coolingDown: { "\($0) ci ha chiesto di rallentare: Kiosk aspetta prima di chiedere di nuovo." },
        notConfigured: { "\($0) non è configurato: \($1)." },
        unreachable: { "Kiosk non è riuscito a raggiungere \($0)." },
        httpError: { "\($0) ha risposto con un errore (HTTP \($1))." },
        unreadable: { "\($0) ha inviato una risposta che Kiosk non è riuscito a leggere." },
        openOn: { "Apri su \($0)" },
        staleNotice: { "Ecco ciò che Kiosk ha salvato \($0)." },
        secondsAgo: { wikiIT.plural($0, one: "1 secondo fa", other: "\(wikiIT.number($0)) secondi fa") },
        minutesAgo: { wikiIT.plural($0, one: "1 minuto fa", other: "\(wikiIT.number($0)) minuti fa") },
        hoursAgo: { wikiIT.plural($0, one: "1 ora fa", other: "\(wikiIT.number($0)) ore fa") },
        daysAgo: { wikiIT.plural($0, one: "1 giorno fa", other: "\(wikiIT.number($0)) giorni fa") })
}

private func itRetry(_ seconds: Int) -> String {
    wikiIT.plural(seconds, one: "Riprova tra 1 secondo.", other: "Riprova tra \(wikiIT.number(seconds)) secondi.")
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
