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

private let wikiFR = Formats(.fr)

extension SearchWords {
    static let fr = SearchWords(
        heading: "Rechercher dans Wikipédia",
        inputLabel: "Termes recherchés",
        limitLabel: "Résultats par page",
        submit: "Rechercher",
        emptyTitle: "Recherche",
        resultsLabel: "Résultats de recherche",
        pagerLabel: "Pages de résultats",
        previous: "← Précédent",
        next: "Suivant →",
        editedLabel: "Modifié le",
        originalLabel: "Sur Wikipédia",
        didYouMeanPrefix: "Vouliez-vous dire",
        didYouMeanSuffix: "\u{202F}?",
        resultCount: { total, text in
            let quoted = wikiFR.quoted(text)
            let number = wikiFR.number(total)
            return wikiFR.plural(total, one: "\(number) résultat pour \(quoted)", other: "\(number) résultats pour \(quoted)")
        },
        resultRange: { "Résultats \(wikiFR.number($0))–\(wikiFR.number($1)) sur \(wikiFR.number($2))" },
        wordCount: { wikiFR.plural($0, one: "\(wikiFR.number($0)) mot", other: "\(wikiFR.number($0)) mots") },
        noResults: { "Aucun article ne correspond à \(wikiFR.quoted($0))." },
        noMoreResults: { "Il n’y a plus de résultats pour \(wikiFR.quoted($0))." },
        emptySubmit:
            "Saisissez un mot ou une expression à rechercher dans Wikipédia, puis appuyez sur Entrée ou sur Rechercher. Les mots courts fonctionnent aussi.",
        tooLong: {
            "Une recherche compte au plus \(wikiFR.number($0)) caractères\u{202F}; celle-ci en compte \(wikiFR.number($1)). Veuillez la raccourcir."
        },
        badLimit: { "limit doit être un nombre entier de 1 à \(wikiFR.number($0)), et non \(wikiFR.quoted($1))." },
        badOffset: { "offset doit être un nombre entier de 0 à \(wikiFR.number($0)), et non \(wikiFR.quoted($1))." },
        formWrongType: { "Le formulaire de recherche s’envoie au format application/x-www-form-urlencoded, et non \($0)." },
        formUnreadable: { "Le formulaire n’a pas pu être lu\u{00A0}: \($0)." },
        openSearchName: "Kiosk Wikipédia",
        openSearchDescription: "Recherche Wikipédia via Kiosk, en français")
}

// MARK: - article

extension ArticleWords {
    static let fr = ArticleWords(
        contents: "Sommaire",
        noteLink: "Voir dans la liste des notes",
        backToText: "Retour au texte",
        leavesKiosk: "(quitte Kiosk)",
        otherLanguages: "Autres langues",
        truncated: "Cet article est plus long que ce qu’affiche Kiosk\u{202F}; la suite est sur Wikipédia.",
        redirectedFrom: { "Redirigé depuis \($0)" },
        licenceText: "Cet article provient de Wikipédia et est disponible sous licence",
        originalArticle: "l’article original",
        history: "son historique et ses auteurs",
        notFound: { "Wikipédia n’a pas d’article intitulé \(wikiFR.quoted($0))." },
        searchFor: { "Rechercher \(wikiFR.quoted($0))" },
        titleTooLong: {
            "Un titre d’article compte au plus \($0) octets en UTF-8\u{202F}; celui-ci en compte \(wikiFR.number($1))."
        },
        titleUnreadable: "Le titre de l’article est illisible.",
        backToTop: "Haut de page",
        largerImage: "Image agrandie",
        close: "Fermer",
        scrollsSideways: "Défile horizontalement")
}

// MARK: - news

extension NewsWords {
    static let fr = NewsWords(
        topStories: "À la une",
        world: "Monde",
        nation: "National",
        business: "Économie",
        technology: "Technologie",
        entertainment: "Divertissement",
        sports: "Sports",
        science: "Sciences",
        health: "Santé",
        searchHeading: { "Recherche\u{00A0}: \($0)" },
        topicsLabel: "Thèmes",
        loadingTitle: "Chargement",
        editionLine: { "Édition\u{00A0}: \($0)" },
        noSearchHeadlines: "Aucun titre ne correspond à cette recherche.",
        noHeadlines: "Aucun titre pour le moment.",
        loadingNotice: "Récupération des derniers titres… Cette page se met à jour d’elle-même.",
        viaGoogle: "lien via Google News",
        refreshButton: "Actualiser les titres",
        refreshNote: { "Kiosk demande de nouveaux titres à Google News au plus une fois toutes les \($0) secondes." },
        refreshNotice: { age, wait in
            (age < 5
                ? "Les titres viennent d’être actualisés."
                : "Les titres ont été actualisés il y a \(frSeconds.text(age, frFormats)).")
                + " Vous pourrez les actualiser de nouveau dans \(frSeconds.text(wait, frFormats))."
        },
        openGoogleNews: "Ouvrir Google News",
        googleNews: "Google News",
        atomFeed: "Flux Atom de cette page",
        joined: { "\($0) · \($1)" },
        updatedBefore: "Mis à jour\u{00A0}: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(one: "il y a {n} seconde", other: "il y a {n} secondes"),
        minutesAgo: PluralPattern(one: "il y a {n} minute", other: "il y a {n} minutes"),
        hoursAgo: PluralPattern(one: "il y a {n} heure", other: "il y a {n} heures"),
        daysAgo: PluralPattern(one: "il y a {n} jour", other: "il y a {n} jours"),
        clockTime: { frFormats.time($0, timeZone: $1) },
        zoneNote: { "Fuseau horaire\u{00A0}: \(NewsWords.zoneName($0, .fr))" },
        editionLabel: "Édition",
        showButton: "Afficher",
        searchLabel: "Rechercher dans l’actualité",
        searchPageHeading: "Rechercher dans l’actualité",
        searchButton: "Rechercher",
        searchHint:
            "Les opérateurs de Google News fonctionnent\u{00A0}: \"mots exacts\", -exclure, OR, site:example.com, when:7d (7 derniers jours).",
        unknownEdition: { "\(frFormats.quoted($0)) n’est pas une édition de Google News. Choisissez-en une\u{00A0}:" },
        chooseEdition: "Choisir une édition",
        emptyQuery: "Saisissez votre recherche dans le champ ci-dessus.",
        queryTooLong: { length, maximum in
            "Cette recherche compte \(frFormats.number(length)) caractères\u{00A0}; Google News en accepte au plus \(frFormats.number(maximum)). Veuillez la raccourcir."
        },
        unknownTopic: { "Il n’y a pas de rubrique \(frFormats.quoted($0)). Les rubriques sont\u{00A0}: \($1)." },
        unknownRefreshTopic: { "Il n’y a pas de rubrique \(frFormats.quoted($0)) à actualiser." },
        unreadableRefreshForm: "Le formulaire d’actualisation n’a pas pu être lu.",
        refreshNamesNoFeed:
            "Le formulaire d’actualisation ne désigne aucun flux\u{00A0}: édition inconnue, ou recherche vide ou trop longue.",
        linkHeading: "Kiosk n’a pas pu ouvrir cet article directement",
        linkChoices: "Vous pouvez l’ouvrir via Google News ou revenir aux titres.",
        linkViaGoogle: "Continuer via Google News (Google verra cette visite)",
        linkBack: "Revenir aux titres",
        linkOff: "Ce Kiosk est configuré pour ne pas rechercher l’adresse d’origine des articles.",
        linkBusy:
            "Kiosk recherche en ce moment de nombreuses adresses d’articles et a épuisé son quota pour l’instant. Veuillez réessayer dans une minute.",
        linkRateLimited: "Google News a demandé à Kiosk d’attendre avant de rechercher d’autres adresses d’articles.",
        linkUnreachable: "Kiosk a demandé à Google News où se trouve cet article, mais n’a pas reçu de réponse à temps.",
        linkProtocolChanged:
            "Kiosk n’a pas pu lire la réponse de Google News\u{00A0}; Google a peut-être changé le fonctionnement de ses liens d’articles.",
        linkRefused:
            "Google News a donné une adresse vers laquelle Kiosk n’envoie pas ses lecteurs\u{00A0}: ce n’est pas une page web, ou elle pointe vers un réseau privé ou vers Kiosk lui-même.",
        linkIDTooLong: {
            "Cet identifiant d’article est trop long\u{00A0}: un identifiant compte au plus \(frFormats.number($0)) caractères."
        },
        linkIDInvalid:
            "Ce n’est pas un identifiant d’article Google News\u{00A0}: un identifiant ne contient que des lettres, des chiffres, «\u{202F}-\u{202F}» et «\u{202F}_\u{202F}»."
    )
}

// MARK: - comics

private let comicsF = Formats(.fr)

extension ComicWords {
    static let fr = ComicWords(
        altTextLabel: "Texte au survol",
        interactiveNotice: "Cette BD est interactive\u{A0}: elle ne fonctionne que sur xkcd.com.",
        publishedLabel: "Date de publication",
        permalink: "Lien permanent",
        openOnXkcd: "Ouvrir sur xkcd.com",
        explanation: "Explication sur explain xkcd",
        relatedLink: "Lien associé",
        feedLink: "Flux des nouvelles BD (Atom)",
        latest: "La plus récente",
        transcriptSummary: "Transcription",
        transcriptFrom: "Transcription tirée de",
        transcriptPage: { "la page consacrée au #\($0) sur explain xkcd" },
        notFoundHeading: { "La BD xkcd #\($0) n’existe pas" },
        notFoundTitle: { "Pas de #\($0)" },
        skipped404: "xkcd a sauté le #404 exprès\u{A0}: un clin d’œil à l’erreur «\u{202F}404 Not Found\u{202F}» du web.",
        notPublishedYet: { "Le #\($0) n’est pas encore paru. La BD la plus récente est le #\($1)." },
        noSuchComic: "xkcd n’a aucune BD portant ce numéro.",
        notANumber: {
            "\(comicsF.quoted($0)) n’est pas un numéro de BD\u{A0}: utilisez un nombre entier comme 1 ou 2000."
        },
        startsAtOne: { "Les numéros de BD commencent à 1\u{A0}: \(comicsF.quoted($0)) n’en est donc pas un." },
        tooLarge: { "\(comicsF.quoted($0)) est trop grand pour être un numéro de BD." },
        navigationLabel: "Navigation entre les BD",
        first: "Première",
        previousText: "< Précédente",
        previous: "Précédente",
        randomText: "Au hasard",
        random: "BD au hasard",
        nextText: "Suivante >",
        next: "Suivante",
        numbered: { "\($0) (#\($1))" },
        searchXkcd: "Rechercher dans xkcd",
        searchButton: "Rechercher",
        searchPlaceholder: "Mots, titre ou numéro",
        searchTitle: "Recherche",
        resultsLabel: "BD trouvées",
        pagerLabel: "Pages de résultats",
        previousPage: "← Précédent",
        nextPage: "Suivant →",
        emptySearch:
            "Saisissez un mot ou une expression à chercher dans les titres, les textes au survol et les transcriptions des BD, ou un numéro pour ouvrir cette BD.",
        searchTooLong: {
            "Une recherche ne peut dépasser \(comicsF.number($0)) caractères\u{202F}; celle-ci en compte \(comicsF.number($1)). Veuillez la raccourcir."
        },
        noResults: { "Aucune BD ne correspond à \(comicsF.quoted($0))." },
        noMoreResults: { "Aucune autre BD ne correspond à \(comicsF.quoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "\(comicsF.number(total)) BD correspond à \(comicsF.quoted(query))",
                other:
                    "\(comicsF.number(total)) BD correspondent à \(comicsF.quoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))"
            )
        },
        indexProgress: {
            "\(comicsF.number($0)) BD indexées sur \(comicsF.number($1)) pour l’instant\u{202F}; les autres arrivent."
        },
        indexBuilding: {
            "Index en construction\u{A0}: \(comicsF.number($0)) BD pour l’instant, cherchables au fur et à mesure de leur arrivée."
        },
        indexName: "Index des BD de Kiosk",
        indexUnavailable:
            "La recherche de BD est indisponible pour le moment\u{A0}: Kiosk ne parvient pas à lire son index. Les BD elles-mêmes restent accessibles.",
        searchElsewhere: "Rechercher plutôt sur explain xkcd",
        pageInvalid: { "page doit être un nombre entier à partir de 1, et non \(comicsF.quoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.fr)

private func moviesVotes(_ count: Int) -> String {
    moviesF.plural(count, one: "\(moviesF.number(count)) vote", other: "\(moviesF.number(count)) votes")
}

extension MovieWords {
    static let fr = MovieWords(
        searchTitle: "Recherche",
        pagedTitle: { "\($0) (page \(moviesF.number($1)))" },
        searchHeading: "Rechercher des films",
        searchLabel: "Titre du film",
        searchPlaceholder: "ex.\u{A0}: Inception",
        searchButton: "Rechercher",
        searchHint: "Saisissez le titre d’un film, par exemple «\u{202F}Inception\u{202F}».",
        resultsHeading: "Résultats",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "\(moviesF.number(total)) film correspond à \(moviesF.quoted(query))",
                other: "\(moviesF.number(total)) films correspondent à \(moviesF.quoted(query))")
        },
        noResults: { "Aucun film ne correspond à \(moviesF.quoted($0))." },
        noSuchPage: { page, last in
            "La page \(moviesF.number(page)) n’existe pas\u{A0}: cette recherche compte "
                + moviesF.plural(last, one: "\(moviesF.number(last)) page.", other: "\(moviesF.number(last)) pages.")
        },
        lastPageLink: { "Aller à la dernière page (\(moviesF.number($0)))" },
        pageInvalid: { "page doit être un nombre entier de 1 à \($0), et non \(moviesF.quoted($1))." },
        pagerLabel: "Pages de résultats",
        pagePosition: { "Page \(moviesF.number($0)) sur \(moviesF.number($1))" },
        previousPage: "← Précédent",
        nextPage: "Suivant →",
        noPoster: "Pas d’affiche",
        notRated: "Pas de note",
        score: { "★ \(MovieWords.decimalComma($0))" },
        votes: moviesVotes,
        ratingSpoken: { "Note de \(MovieWords.decimalComma($0)) sur 10 (\(moviesVotes($1)))" },
        cannotShow: { "Impossible d’afficher le film \($0)" },
        notFoundHeading: "Film introuvable",
        notFound: { "TMDB n’a aucun film avec l’identifiant \($0)." },
        idInvalid: { "L’identifiant d’un film est un nombre entier, et non \(moviesF.quoted($0))." },
        backToResults: { "← Résultats pour \(moviesF.quoted($0))" },
        backToSearch: "← Rechercher des films",
        originalTitle: "Titre original",
        releasedIn: { "Sortie (\($0))" },
        released: "Sortie",
        ratedIn: { "Classification (\($0))" },
        runtimeTerm: "Durée",
        runtime: { MovieWords.duration($0, hours: { "\($0)\u{A0}h" }, minutes: { "\($0)\u{A0}min" }) },
        genresTerm: "Genre",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "Note",
        overviewHeading: "Synopsis",
        recommendationsHeading: "Recommandations",
        viewOnTMDB: "Voir sur TMDB",
        castHeading: "Têtes d’affiche",
        crewHeading: "Équipe technique",
        directors: { _ in "Réalisation" },
        writers: { _ in "Scénario" },
        music: { _ in "Musique" },
        watchHeading: { "Où regarder (\($0))" },
        notAvailable: { "Aucune offre de streaming pour la région «\u{202F}\($0)\u{202F}»." },
        allWaysToWatch: "Toutes les offres sur TMDB",
        justWatchCredit: "Données de streaming fournies par JustWatch.",
        stream: "Abonnement",
        free: "Gratuit",
        freeWithAds: "Gratuit avec publicité",
        rent: "Location",
        buy: "Achat",
        regionLabel: "Région",
        regionsWithOffers: "Régions avec des offres",
        showButton: "Afficher",
        regionInvalid: {
            "region doit être un code pays de deux lettres, et non \(moviesF.quoted($0)). Les régions sont\u{A0}: \($1)."
        },
        attribution: "Ce produit utilise l’API TMDB, mais n’est ni approuvé ni certifié par TMDB.",
        setupHeading: "Activer TMDB",
        setupKey:
            "Donnez à la variable d’environnement TMDB_API_KEY une clé d’API TMDB v3 ou un jeton d’accès en lecture, puis redémarrez Kiosk.",
        setupWhere: "Les clés s’obtiennent dans la section API des paramètres de votre compte sur themoviedb.org.",
        setupOffline: "kiosk serve --offline n’a besoin d’aucune clé\u{A0}: il affiche des données d’exemple.")
}

// MARK: - home

extension HomeWords {
    static let fr = HomeWords(
        heading: "Aujourd’hui sur Kiosk",
        dateLine: {
            HomeWords.sentenceCase(HomeWords.fullDate($0, $1, localeIdentifier: "fr")) + " · "
                + NewsWords.zoneName($1, .fr)
        },
        reload: "Recharger",
        notReady: { "En attente de la réponse de \($0)." },
        wikipediaHeading: "Wikipédia aujourd’hui",
        feedDateNote: { "Contenu mis en avant du \(frFormats.date($0)), jour de Wikipédia (UTC)." },
        featuredLabel: "Article labellisé du jour",
        newsLabel: "Actualités",
        onThisDayLabel: "Éphéméride",
        mostReadLabel: "Les plus lus hier",
        pictureLabel: "Image du jour",
        searchWikipedia: "Rechercher dans Wikipédia",
        atomFeed: "Flux Atom",
        noFeed: "La Wikipédia de cette langue ne met aucun contenu en avant pour ce jour.",
        missingParts: {
            "Pour ce jour, la Wikipédia de cette langue ne propose pas\u{00A0}: "
                + $0.map(frFormats.quoted).joined(separator: ", ")
                + "."
        },
        views: { PluralPattern(one: "{n} vue", other: "{n} vues").text($0, frFormats) },
        year: { $0 < 0 ? "\(-$0) av. J.-C." : String($0) },
        headlinesHeading: "Principaux titres",
        allHeadlines: "Tous les titres",
        readComics: "Lire xkcd",
        moviesHeading: "Films tendance du jour",
        findMovies: "Trouver des films")
}

private let frFormats = Formats(.fr)
private let frSeconds = PluralPattern(one: "{n} seconde", other: "{n} secondes")

// MARK: - problems

extension ProblemWords {
    static let fr = ProblemWords(
        badRequest: "La requête contient une erreur",
        notFound: "Page introuvable",
        methodNotAllowed: "Méthode non autorisée",
        tooSlow: "La requête a pris trop de temps",
        tooLarge: "La requête est trop volumineuse",
        addressTooLong: "L’adresse est trop longue",
        unsupportedSubmission: "Ce type d’envoi n’est pas accepté",
        headersTooLarge: "Les en-têtes de la requête sont trop volumineux",
        notSupported: "Non pris en charge",
        busy: "Serveur occupé",
        tooManyRequests: "Trop de nouvelles pages en peu de temps",
        versionNotSupported: "Version HTTP non prise en charge",
        failure: "Un problème est survenu de notre côté",
        noPage: "Il n’y a aucune page à cette adresse.",
        methodsAllowed: { "Cette adresse ne répond qu’à \($0)." },
        unexpected: "Une erreur inattendue a empêché l’affichage de cette page.",
        tooManyRequestsDetail: {
            "Cette adresse a demandé en peu de temps plus de nouvelles pages qu’un lecteur n’en a besoin, et Kiosk doit aller chercher chacune auprès de ses sources. Par égard pour ces sources, Kiosk n’en cherche plus pour elle pour le moment\u{202F}; les pages déjà récupérées s’ouvrent toujours. "
                + frRetry($0)
        },
        retryAfter: frRetry,
        incident: { "Référence\u{00A0}: \($0)" },
        homeLink: "Retour à l’accueil",
        badHost: "L’en-tête Host doit désigner ce site (un nom d’hôte et, éventuellement, un port).",
        unknownWiki: {
            "\($0) doit être le code d’une Wikipédia (ja, en, de, fr, ar…), et non \(wikiFR.quoted($1))."
        },
        unknownLanguage: { "lang doit être l’un de ces codes\u{00A0}: \($0)\u{202F}; et non \(wikiFR.quoted($1))." },
        sourceName: { $0 == .wikipedia ? "Wikipédia" : $0.displayName },
        timedOut: { "\($0) n’a pas répondu à temps." },
        coolingDown: { "\($0) nous a demandé de ralentir\u{202F}: Kiosk attend avant de redemander." },
        notConfigured: { "\($0) n’est pas configuré\u{00A0}: \($1)." },
        unreachable: { "Kiosk n’a pas pu joindre \($0)." },
        httpError: { "\($0) a répondu par une erreur (HTTP \($1))." },
        unreadable: { "\($0) a envoyé une réponse que Kiosk n’a pas pu lire." },
        openOn: { "Ouvrir sur \($0)" },
        staleNotice: { "Voici ce que Kiosk a enregistré \($0)." },
        secondsAgo: {
            wikiFR.plural($0, one: "il y a \(wikiFR.number($0)) seconde", other: "il y a \(wikiFR.number($0)) secondes")
        },
        minutesAgo: {
            wikiFR.plural($0, one: "il y a \(wikiFR.number($0)) minute", other: "il y a \(wikiFR.number($0)) minutes")
        },
        hoursAgo: { wikiFR.plural($0, one: "il y a \(wikiFR.number($0)) heure", other: "il y a \(wikiFR.number($0)) heures") },
        daysAgo: { wikiFR.plural($0, one: "il y a \(wikiFR.number($0)) jour", other: "il y a \(wikiFR.number($0)) jours") })
}

private func frRetry(_ seconds: Int) -> String {
    let number = wikiFR.number(seconds)
    return wikiFR.plural(seconds, one: "Réessayez dans \(number) seconde.", other: "Réessayez dans \(number) secondes.")
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
