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
        titleUnreadable: "Le titre de l’article est illisible.")
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
    static let fr = SettingsWords()
}

// MARK: - end
