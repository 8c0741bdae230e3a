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
        topicsLabel: "Rubriques",
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

extension ComicWords {
    static let fr = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let fr = MovieWords()
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
            "lang doit être le code d’une Wikipédia (ja, en, de, fr, ar…), et non \(wikiFR.quoted($0)). Vous pouvez chercher sur /search?lang=fr."
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
