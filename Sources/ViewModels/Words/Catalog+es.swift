import Foundation
import Models

// Spanish: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let es = Catalog(
        .es, chrome: .es, search: .es, article: .es, news: .es, comics: .es, movies: .es,
        home: .es, problems: .es, settings: .es)
}

// MARK: - chrome

extension ChromeWords {
    static let es = ChromeWords(
        skipToContent: "Saltar al contenido",
        sectionsLabel: "Secciones",
        wikipedia: "Wikipedia",
        wikipediaSearch: "Búsqueda en Wikipedia",
        news: "Noticias",
        movies: "Películas",
        footer: "Kiosk muestra Wikipedia, Google Noticias, xkcd y TMDB sin que ningún tercero te vea.",
        searchLabel: "Buscar en Wikipedia",
        searchButton: "Buscar",
        languageLabel: "Idioma",
        settings: "Ajustes",
        sampleDataNotice: "Modo sin conexión: todo lo que ves aquí son datos de ejemplo.")
}

// MARK: - search

extension SearchWords {
    static let es = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let es = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let es = NewsWords()
}

// MARK: - comics

private let comicsF = Formats(.es)

extension ComicWords {
    static let es = ComicWords(
        altTextLabel: "Texto emergente",
        interactiveNotice: "Este cómic es interactivo: solo funciona en xkcd.com.",
        publishedLabel: "Publicado",
        permalink: "Enlace permanente",
        openOnXkcd: "Abrir en xkcd.com",
        explanation: "Explicación en explain xkcd",
        relatedLink: "Enlace relacionado",
        feedLink: "Canal de cómics nuevos (Atom)",
        latest: "Más reciente",
        transcriptSummary: "Transcripción",
        transcriptFrom: "Transcripción de",
        transcriptPage: { "la página del #\($0) en explain xkcd" },
        notFoundHeading: { "No existe el xkcd #\($0)" },
        notFoundTitle: { "No existe el #\($0)" },
        skipped404: "xkcd se saltó el #404 a propósito: una broma sobre el error «404 Not Found» de la web.",
        notPublishedYet: { "El #\($0) aún no se ha publicado. El cómic más reciente es el #\($1)." },
        noSuchComic: "xkcd no tiene ningún cómic con este número.",
        notANumber: { "\(comicsF.quoted($0)) no es un número de cómic: se necesita un número entero, como 1 o 2000." },
        startsAtOne: { "Los números de cómic empiezan en 1, así que \(comicsF.quoted($0)) no es uno de ellos." },
        tooLarge: { "\(comicsF.quoted($0)) es demasiado grande para ser un número de cómic." },
        navigationLabel: "Navegación de cómics",
        first: "Primero",
        previousText: "< Anterior",
        previous: "Anterior",
        randomText: "Aleatorio",
        random: "Cómic aleatorio",
        nextText: "Siguiente >",
        next: "Siguiente",
        numbered: { "\($0) (#\($1))" },
        searchXkcd: "Buscar en xkcd",
        searchButton: "Buscar",
        searchPlaceholder: "Palabras, un título o un número",
        searchTitle: "Búsqueda",
        resultsLabel: "Cómics encontrados",
        pagerLabel: "Páginas de resultados",
        previousPage: "← Anterior",
        nextPage: "Siguiente →",
        emptySearch:
            "Escribe una palabra o frase para buscarla en los títulos, textos emergentes y transcripciones de los cómics, o un número para abrir ese cómic.",
        searchTooLong: {
            "Una búsqueda puede tener como máximo \(comicsF.number($0)) caracteres; esta tiene \(comicsF.number($1)). Acórtala, por favor."
        },
        noResults: { "Ningún cómic coincide con \(comicsF.quoted($0))." },
        noMoreResults: { "No hay más cómics que coincidan con \(comicsF.quoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "1 cómic coincide con \(comicsF.quoted(query))",
                other:
                    "\(comicsF.number(total)) cómics coinciden con \(comicsF.quoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))"
            )
        },
        indexProgress: {
            "\(comicsF.number($0)) de \(comicsF.number($1)) cómics indexados por ahora; el resto está en camino."
        },
        indexBuilding: {
            "Creando el índice: \(comicsF.number($0)) cómics por ahora, que se pueden buscar a medida que llegan."
        },
        indexName: "Índice de cómics de Kiosk",
        indexUnavailable:
            "La búsqueda de cómics no está disponible ahora: Kiosk no puede leer su índice. Los cómics siguen funcionando.",
        searchElsewhere: "Buscar en explain xkcd",
        pageInvalid: { "page debe ser un número entero a partir de 1, no \(comicsF.quoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.es)

private func moviesVotes(_ count: Int) -> String {
    moviesF.plural(count, one: "1 voto", other: "\(moviesF.number(count)) votos")
}

extension MovieWords {
    static let es = MovieWords(
        searchTitle: "Búsqueda",
        pagedTitle: { "\($0) (página \(moviesF.number($1)))" },
        searchHeading: "Buscar películas",
        searchLabel: "Título de la película",
        searchPlaceholder: "p. ej., Origen",
        searchButton: "Buscar",
        searchHint: "Escribe el título de una película, por ejemplo «Origen».",
        resultsHeading: "Resultados",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "1 película coincide con \(moviesF.quoted(query))",
                other: "\(moviesF.number(total)) películas coinciden con \(moviesF.quoted(query))")
        },
        noResults: { "Ninguna película coincide con \(moviesF.quoted($0))." },
        noSuchPage: { page, last in
            "No existe la página \(moviesF.number(page)): esta búsqueda tiene "
                + moviesF.plural(last, one: "1 página.", other: "\(moviesF.number(last)) páginas.")
        },
        lastPageLink: { "Ir a la última página (\(moviesF.number($0)))" },
        pageInvalid: { "page debe ser un número entero del 1 al \($0), no \(moviesF.quoted($1))." },
        pagerLabel: "Páginas de resultados",
        pagePosition: { "Página \(moviesF.number($0)) de \(moviesF.number($1))" },
        previousPage: "← Anterior",
        nextPage: "Siguiente →",
        noPoster: "Sin póster",
        notRated: "Sin valoraciones",
        score: { "★ \(MovieWords.decimalComma($0))" },
        votes: moviesVotes,
        ratingSpoken: { "Valoración de \(MovieWords.decimalComma($0)) sobre 10 con \(moviesVotes($1))" },
        cannotShow: { "No se puede mostrar la película \($0)" },
        notFoundHeading: "Película no encontrada",
        notFound: { "TMDB no tiene ninguna película con el ID \($0)." },
        idInvalid: { "El ID de una película es un número entero, no \(moviesF.quoted($0))." },
        backToResults: { "← Resultados de \(moviesF.quoted($0))" },
        backToSearch: "← Buscar películas",
        originalTitle: "Título original",
        releasedIn: { "Estreno en \($0)" },
        released: "Estreno",
        ratedIn: { "Clasificación en \($0)" },
        runtimeTerm: "Duración",
        runtime: { MovieWords.duration($0, hours: { "\($0) h" }, minutes: { "\($0) min" }) },
        genresTerm: "Géneros",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "Valoración",
        overviewHeading: "Sinopsis",
        recommendationsHeading: "Recomendaciones",
        viewOnTMDB: "Ver en TMDB",
        castHeading: "Reparto principal",
        crewHeading: "Equipo",
        directors: { _ in "Dirección" },
        writers: { _ in "Guion" },
        music: { _ in "Música" },
        watchHeading: { "Dónde ver en \($0)" },
        notAvailable: { "No disponible en streaming en \($0)." },
        allWaysToWatch: "Todas las opciones en TMDB",
        justWatchCredit: "Datos de streaming proporcionados por JustWatch.",
        stream: "Suscripción",
        free: "Gratis",
        freeWithAds: "Gratis con anuncios",
        rent: "Alquiler",
        buy: "Compra",
        regionLabel: "Región",
        regionsWithOffers: "Regiones con ofertas",
        showButton: "Mostrar",
        regionInvalid: {
            "region debe ser un código de país de dos letras, no \(moviesF.quoted($0)). Las regiones son: \($1)."
        },
        attribution: "Este producto usa la API de TMDB, pero TMDB no lo respalda ni lo certifica.",
        setupHeading: "Cómo activar TMDB",
        setupKey:
            "Asigna a la variable de entorno TMDB_API_KEY una clave de la API v3 de TMDB o un token de acceso de lectura y reinicia Kiosk.",
        setupWhere: "Las claves se obtienen en la sección API de la configuración de la cuenta en themoviedb.org.",
        setupOffline: "kiosk serve --offline no necesita clave: muestra datos de ejemplo.")
}

// MARK: - home

extension HomeWords {
    static let es = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let es = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let es = SettingsWords()
}

// MARK: - end
