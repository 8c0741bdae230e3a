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

extension SearchWords {
    static let fr = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let fr = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let fr = NewsWords()
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
    static let fr = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let fr = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let fr = SettingsWords()
}

// MARK: - end
