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

private let wikiDE = Formats(.de)

extension SearchWords {
    static let de = SearchWords(
        heading: "Wikipedia durchsuchen",
        inputLabel: "Suchbegriff",
        limitLabel: "Ergebnisse pro Seite",
        submit: "Suchen",
        emptyTitle: "Suche",
        resultsLabel: "Suchergebnisse",
        pagerLabel: "Ergebnisseiten",
        previous: "← Zurück",
        next: "Weiter →",
        editedLabel: "Zuletzt bearbeitet am",
        originalLabel: "Auf Wikipedia",
        didYouMeanPrefix: "Meinten Sie",
        didYouMeanSuffix: "?",
        resultCount: { total, text in
            let quoted = wikiDE.quoted(text)
            let number = wikiDE.number(total)
            return wikiDE.plural(total, one: "\(number) Ergebnis für \(quoted)", other: "\(number) Ergebnisse für \(quoted)")
        },
        resultRange: { "Ergebnisse \(wikiDE.number($0))–\(wikiDE.number($1)) von \(wikiDE.number($2))" },
        wordCount: { wikiDE.plural($0, one: "\(wikiDE.number($0)) Wort", other: "\(wikiDE.number($0)) Wörter") },
        noResults: { "Kein Artikel passt zu \(wikiDE.quoted($0))." },
        noMoreResults: { "Für \(wikiDE.quoted($0)) gibt es keine weiteren Ergebnisse." },
        emptySubmit:
            "Geben Sie ein Wort oder eine Wortgruppe ein und drücken Sie die Eingabetaste oder „Suchen“. Auch kurze Wörter finden etwas.",
        tooLong: {
            "Eine Suche darf höchstens \(wikiDE.number($0)) Zeichen lang sein; diese hat \(wikiDE.number($1)). Bitte kürzen Sie sie."
        },
        badLimit: { "limit muss eine ganze Zahl von 1 bis \(wikiDE.number($0)) sein, nicht \(wikiDE.quoted($1))." },
        badOffset: { "offset muss eine ganze Zahl von 0 bis \(wikiDE.number($0)) sein, nicht \(wikiDE.quoted($1))." },
        formWrongType: { "Das Suchformular wird als application/x-www-form-urlencoded gesendet, nicht als \($0)." },
        formUnreadable: { "Das Formular konnte nicht gelesen werden: \($0)." },
        openSearchName: "Kiosk Wikipedia",
        openSearchDescription: "Wikipedia-Suche über Kiosk, auf Deutsch")
}

// MARK: - article

extension ArticleWords {
    static let de = ArticleWords(
        contents: "Inhalt",
        noteLink: "In der Liste der Anmerkungen ansehen",
        backToText: "Zurück zum Text",
        leavesKiosk: "(verlässt Kiosk)",
        otherLanguages: "Andere Sprachen",
        truncated: "Dieser Artikel ist länger, als Kiosk ihn zeigt; der Rest steht auf Wikipedia.",
        redirectedFrom: { "Weitergeleitet von \($0)" },
        licenceText: "Dieser Artikel stammt aus Wikipedia und steht unter der Lizenz",
        originalArticle: "Originalartikel",
        history: "Versionsgeschichte und Autoren",
        notFound: { "Wikipedia hat keinen Artikel mit dem Titel \(wikiDE.quoted($0))." },
        searchFor: { "Nach \(wikiDE.quoted($0)) suchen" },
        titleTooLong: { "Ein Artikeltitel hat höchstens \($0) Byte in UTF-8; dieser hat \(wikiDE.number($1))." },
        titleUnreadable: "Der Artikeltitel lässt sich nicht lesen.",
        backToTop: "Nach oben",
        largerImage: "Größeres Bild",
        close: "Schließen",
        scrollsSideways: "Seitlich scrollbar")
}

// MARK: - news

extension NewsWords {
    static let de = NewsWords(
        topStories: "Top-Meldungen",
        world: "Welt",
        nation: "Inland",
        business: "Wirtschaft",
        technology: "Technik",
        entertainment: "Unterhaltung",
        sports: "Sport",
        science: "Wissenschaft",
        health: "Gesundheit",
        searchHeading: { "Suche: \($0)" },
        topicsLabel: "Rubriken",
        loadingTitle: "Wird geladen",
        editionLine: { "Ausgabe: \($0)" },
        noSearchHeadlines: "Keine Schlagzeile passt zu dieser Suche.",
        noHeadlines: "Gerade gibt es keine Schlagzeilen.",
        loadingNotice: "Die neuesten Schlagzeilen werden abgerufen … Diese Seite aktualisiert sich von selbst.",
        viaGoogle: "Link über Google News",
        refreshButton: "Schlagzeilen aktualisieren",
        refreshNote: { "Kiosk fragt Google News höchstens alle \($0) Sekunden nach neuen Schlagzeilen." },
        refreshNotice: { age, wait in
            (age < 5
                ? "Die Schlagzeilen wurden gerade eben aktualisiert."
                : "Die Schlagzeilen wurden vor \(deSeconds.text(age, deFormats)) aktualisiert.")
                + " Erneut aktualisieren können Sie in \(deSeconds.text(wait, deFormats))."
        },
        openGoogleNews: "Google News öffnen",
        googleNews: "Google News",
        atomFeed: "Atom-Feed dieser Seite",
        joined: { "\($0) · \($1)" },
        updatedBefore: "Stand: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(one: "vor 1 Sekunde", other: "vor {n} Sekunden"),
        minutesAgo: PluralPattern(one: "vor 1 Minute", other: "vor {n} Minuten"),
        hoursAgo: PluralPattern(one: "vor 1 Stunde", other: "vor {n} Stunden"),
        daysAgo: PluralPattern(one: "vor 1 Tag", other: "vor {n} Tagen"),
        clockTime: { deFormats.time($0, timeZone: $1) },
        zoneNote: { "Zeitzone: \(NewsWords.zoneName($0, .de))" },
        editionLabel: "Ausgabe",
        showButton: "Anzeigen",
        searchLabel: "Nachrichten durchsuchen",
        searchPageHeading: "Nachrichten durchsuchen",
        searchButton: "Suchen",
        searchHint:
            "Google-News-Operatoren funktionieren: \"genaue Wörter\", -ausschließen, OR, site:example.com, when:7d (letzte 7 Tage).",
        unknownEdition: { "\(deFormats.quoted($0)) ist keine Ausgabe von Google News. Wählen Sie eine dieser Ausgaben:" },
        chooseEdition: "Ausgabe wählen",
        emptyQuery: "Geben Sie oben ins Suchfeld ein, wonach Sie suchen.",
        queryTooLong: { length, maximum in
            "Diese Suche ist \(deFormats.number(length)) Zeichen lang; Google News nimmt höchstens \(deFormats.number(maximum)). Bitte kürzen Sie sie."
        },
        unknownTopic: { "Es gibt keine Nachrichtenrubrik \(deFormats.quoted($0)). Die Rubriken sind: \($1)." },
        unknownRefreshTopic: { "Es gibt keine Nachrichtenrubrik \(deFormats.quoted($0)), die sich aktualisieren ließe." },
        unreadableRefreshForm: "Das Aktualisierungsformular konnte nicht gelesen werden.",
        refreshNamesNoFeed:
            "Das Aktualisierungsformular nennt keinen Nachrichtenfeed: eine unbekannte Ausgabe oder eine leere oder zu lange Suche.",
        linkHeading: "Kiosk konnte diesen Artikel nicht direkt öffnen",
        linkChoices: "Sie können ihn über Google News öffnen oder zu den Schlagzeilen zurückkehren.",
        linkViaGoogle: "Über Google News weiter (Google sieht diesen Aufruf)",
        linkBack: "Zurück zu den Schlagzeilen",
        linkOff: "Dieser Kiosk ist so eingestellt, dass er die eigentlichen Adressen von Artikeln nicht ermittelt.",
        linkBusy:
            "Kiosk ermittelt gerade viele Artikeladressen und hat sein Kontingent vorerst aufgebraucht. Bitte versuchen Sie es in einer Minute erneut.",
        linkRateLimited: "Google News hat Kiosk gebeten, mit weiteren Adressabfragen zu warten.",
        linkUnreachable: "Kiosk hat Google News gefragt, wo dieser Artikel steht, aber nicht rechtzeitig eine Antwort erhalten.",
        linkProtocolChanged:
            "Kiosk konnte die Antwort von Google News nicht lesen; vielleicht hat Google seine Artikellinks umgestellt.",
        linkRefused:
            "Google News nannte eine Adresse, zu der Kiosk niemanden schickt: Sie ist keine Webseite oder zeigt in ein privates Netz oder auf Kiosk selbst.",
        linkIDTooLong: { "Diese Artikel-ID ist zu lang: IDs haben höchstens \(deFormats.number($0)) Zeichen." },
        linkIDInvalid: "Das ist keine Artikel-ID von Google News: IDs bestehen nur aus Buchstaben, Ziffern, „-“ und „_“.")
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
    static let de = HomeWords(
        heading: "Heute bei Kiosk",
        dateLine: { HomeWords.fullDate($0, $1, localeIdentifier: "de") + " · " + NewsWords.zoneName($1, .de) },
        reload: "Neu laden",
        notReady: { "Noch keine Antwort von \($0)." },
        wikipediaHeading: "Wikipedia heute",
        feedDateNote: { "Empfohlene Inhalte vom \(deFormats.date($0)), dem Wikipedia-Tag (UTC)." },
        featuredLabel: "Artikel des Tages",
        newsLabel: "In den Nachrichten",
        onThisDayLabel: "An diesem Tag",
        mostReadLabel: "Gestern meistgelesen",
        pictureLabel: "Bild des Tages",
        searchWikipedia: "Wikipedia durchsuchen",
        atomFeed: "Atom-Feed",
        noFeed: "Die Wikipedia dieser Sprache hat für diesen Tag keine empfohlenen Inhalte.",
        missingParts: {
            "Für diesen Tag fehlt in der Wikipedia dieser Sprache: " + $0.map(deFormats.quoted).joined(separator: ", ") + "."
        },
        views: { PluralPattern(one: "1 Aufruf", other: "{n} Aufrufe").text($0, deFormats) },
        year: { $0 < 0 ? "\(-$0) v. Chr." : String($0) },
        headlinesHeading: "Top-Schlagzeilen",
        allHeadlines: "Alle Schlagzeilen",
        readComics: "xkcd lesen",
        moviesHeading: "Heute angesagte Filme",
        findMovies: "Filme finden")
}

private let deFormats = Formats(.de)
private let deSeconds = PluralPattern(one: "1 Sekunde", other: "{n} Sekunden")

// MARK: - problems

extension ProblemWords {
    static let de = ProblemWords(
        badRequest: "Die Anfrage enthält einen Fehler",
        notFound: "Nicht gefunden",
        methodNotAllowed: "Methode nicht erlaubt",
        tooSlow: "Die Anfrage hat zu lange gedauert",
        tooLarge: "Die Anfrage ist zu groß",
        addressTooLong: "Die Adresse ist zu lang",
        unsupportedSubmission: "Diese Art der Übermittlung wird nicht angenommen",
        headersTooLarge: "Die Kopfzeilen der Anfrage sind zu groß",
        notSupported: "Nicht unterstützt",
        busy: "Gerade ausgelastet",
        tooManyRequests: "Zu viele neue Seiten in kurzer Zeit",
        versionNotSupported: "HTTP-Version nicht unterstützt",
        failure: "Bei uns ist etwas schiefgegangen",
        noPage: "Unter dieser Adresse gibt es keine Seite.",
        methodsAllowed: { "Diese Adresse beantwortet nur \($0)." },
        unexpected: "Ein unerwarteter Fehler hat diese Seite verhindert.",
        tooManyRequestsDetail: {
            "Von dieser Adresse kamen in kurzer Zeit mehr Aufrufe neuer Seiten, als ein Leser braucht; Kiosk muss jede davon bei seinen Quellen abrufen. Um diese Quellen zu schonen, ruft Kiosk für diese Adresse vorerst nichts Neues ab; bereits abgerufene Seiten lassen sich weiter öffnen. "
                + deRetry($0)
        },
        retryAfter: deRetry,
        incident: { "Vorgangsnummer: \($0)" },
        homeLink: "Zurück zur Startseite",
        badHost: "Die Kopfzeile Host muss diese Website nennen (einen Hostnamen und optional einen Port).",
        unknownWiki: {
            "\($0) muss der Code einer Wikipedia sein (ja, en, de, fr, ar …), nicht \(wikiDE.quoted($1))."
        },
        unknownLanguage: { "lang muss einer dieser Codes sein: \($0); nicht \(wikiDE.quoted($1))." },
        sourceName: { $0.displayName },
        timedOut: { "\($0) hat nicht rechtzeitig geantwortet." },
        coolingDown: { "\($0) hat um weniger Anfragen gebeten; Kiosk wartet daher, bevor es erneut fragt." },
        notConfigured: { "\($0) ist nicht eingerichtet: \($1)." },
        unreachable: { "Kiosk konnte \($0) nicht erreichen." },
        httpError: { "\($0) hat mit einem Fehler geantwortet (HTTP \($1))." },
        unreadable: { "\($0) hat eine Antwort geschickt, die Kiosk nicht lesen konnte." },
        openOn: { "Direkt auf \($0) öffnen" },
        staleNotice: { "Angezeigt wird, was Kiosk \($0) gespeichert hat." },
        secondsAgo: { wikiDE.plural($0, one: "vor 1 Sekunde", other: "vor \(wikiDE.number($0)) Sekunden") },
        minutesAgo: { wikiDE.plural($0, one: "vor 1 Minute", other: "vor \(wikiDE.number($0)) Minuten") },
        hoursAgo: { wikiDE.plural($0, one: "vor 1 Stunde", other: "vor \(wikiDE.number($0)) Stunden") },
        daysAgo: { wikiDE.plural($0, one: "vor 1 Tag", other: "vor \(wikiDE.number($0)) Tagen") })
}

private func deRetry(_ seconds: Int) -> String {
    wikiDE.plural(
        seconds, one: "Versuchen Sie es in 1 Sekunde erneut.",
        other: "Versuchen Sie es in \(wikiDE.number(seconds)) Sekunden erneut.")
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
