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
        titleUnreadable: "Impossibile leggere il titolo della voce.")
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
            "lang deve essere il codice di una Wikipedia (ja, en, de, fr, ar…), non \(wikiIT.quoted($0)). Puoi cercare su /search?lang=it."
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
    static let it = SettingsWords()
}

// MARK: - end
