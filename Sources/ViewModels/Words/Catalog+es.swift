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

private let wikiES = Formats(.es)

extension SearchWords {
    static let es = SearchWords(
        heading: "Buscar en Wikipedia",
        inputLabel: "Texto que buscar",
        limitLabel: "Resultados por página",
        submit: "Buscar",
        emptyTitle: "Búsqueda",
        resultsLabel: "Resultados de la búsqueda",
        pagerLabel: "Páginas de resultados",
        previous: "← Anterior",
        next: "Siguiente →",
        editedLabel: "Última edición:",
        originalLabel: "En Wikipedia",
        didYouMeanPrefix: "Búsqueda sugerida:",
        didYouMeanSuffix: "",
        resultCount: { total, text in
            let quoted = wikiES.quoted(text)
            let number = wikiES.number(total)
            return wikiES.plural(total, one: "\(number) resultado para \(quoted)", other: "\(number) resultados para \(quoted)")
        },
        resultRange: { "Resultados \(wikiES.number($0))–\(wikiES.number($1)) de \(wikiES.number($2))" },
        wordCount: { wikiES.plural($0, one: "\(wikiES.number($0)) palabra", other: "\(wikiES.number($0)) palabras") },
        noResults: { "Ningún artículo coincide con \(wikiES.quoted($0))." },
        noMoreResults: { "No hay más resultados para \(wikiES.quoted($0))." },
        emptySubmit:
            "Para buscar en Wikipedia, escriba una palabra o una frase y pulse Intro o Buscar. También sirven las palabras cortas.",
        tooLong: {
            "Una búsqueda puede tener como máximo \(wikiES.number($0)) caracteres; esta tiene \(wikiES.number($1)). Acórtela, por favor."
        },
        badLimit: { "limit debe ser un número entero del 1 al \(wikiES.number($0)), no \(wikiES.quoted($1))." },
        badOffset: { "offset debe ser un número entero del 0 al \(wikiES.number($0)), no \(wikiES.quoted($1))." },
        formWrongType: { "El formulario de búsqueda se envía como application/x-www-form-urlencoded, no como \($0)." },
        formUnreadable: { "No se pudo leer el formulario: \($0)." },
        openSearchName: "Kiosk Wikipedia",
        openSearchDescription: "Búsqueda en Wikipedia a través de Kiosk, en español")
}

// MARK: - article

extension ArticleWords {
    static let es = ArticleWords(
        contents: "Contenido",
        noteLink: "Ver en la lista de notas",
        backToText: "Volver al texto",
        leavesKiosk: "(sale de Kiosk)",
        otherLanguages: "Otros idiomas",
        truncated: "Este artículo es más largo de lo que muestra Kiosk; el resto está en Wikipedia.",
        redirectedFrom: { "Redirigido desde \($0)" },
        licenceText: "Este artículo procede de Wikipedia y está disponible bajo la licencia",
        originalArticle: "el artículo original",
        history: "su historial y sus autores",
        notFound: { "Wikipedia no tiene ningún artículo titulado \(wikiES.quoted($0))." },
        searchFor: { "Buscar \(wikiES.quoted($0))" },
        titleTooLong: { "Un título de artículo tiene como máximo \($0) bytes en UTF-8; este tiene \(wikiES.number($1))." },
        titleUnreadable: "No se puede leer el título del artículo.",
        backToTop: "Volver arriba",
        largerImage: "Imagen ampliada",
        close: "Cerrar",
        scrollsSideways: "Se desplaza en horizontal")
}

// MARK: - news

extension NewsWords {
    static let es = NewsWords(
        topStories: "Noticias destacadas",
        world: "Internacional",
        nation: "Nacional",
        business: "Economía",
        technology: "Tecnología",
        entertainment: "Entretenimiento",
        sports: "Deportes",
        science: "Ciencia",
        health: "Salud",
        searchHeading: { "Búsqueda: \($0)" },
        topicsLabel: "Temas",
        loadingTitle: "Cargando",
        editionLine: { "Edición: \($0)" },
        noSearchHeadlines: "Ningún titular coincide con esta búsqueda.",
        noHeadlines: "No hay titulares en este momento.",
        loadingNotice: "Obteniendo los últimos titulares… Esta página se actualiza sola.",
        viaGoogle: "enlace a través de Google News",
        refreshButton: "Actualizar titulares",
        refreshNote: { "Kiosk pide titulares nuevos a Google News como mucho una vez cada \($0) segundos." },
        refreshNotice: { age, wait in
            (age < 5
                ? "Los titulares se acaban de actualizar."
                : "Los titulares se actualizaron hace \(esSeconds.text(age, esFormats)).")
                + " Se podrán volver a actualizar dentro de \(esSeconds.text(wait, esFormats))."
        },
        openGoogleNews: "Abrir Google News",
        googleNews: "Google News",
        atomFeed: "Feed Atom de esta página",
        joined: { "\($0) · \($1)" },
        updatedBefore: "Actualizado: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(one: "hace 1 segundo", other: "hace {n} segundos"),
        minutesAgo: PluralPattern(one: "hace 1 minuto", other: "hace {n} minutos"),
        hoursAgo: PluralPattern(one: "hace 1 hora", other: "hace {n} horas"),
        daysAgo: PluralPattern(one: "hace 1 día", other: "hace {n} días"),
        clockTime: { esFormats.time($0, timeZone: $1) },
        zoneNote: { "Zona horaria: \(NewsWords.zoneName($0, .es))" },
        editionLabel: "Edición",
        showButton: "Mostrar",
        searchLabel: "Buscar noticias",
        searchPageHeading: "Buscar noticias",
        searchButton: "Buscar",
        searchHint:
            "Funcionan los operadores de Google News: \"palabras exactas\", -excluir, OR, site:example.com, when:7d (últimos 7 días).",
        unknownEdition: { "\(esFormats.quoted($0)) no es una edición de Google News. Estas son las ediciones disponibles:" },
        chooseEdition: "Elegir una edición",
        emptyQuery: "Falta el texto de la búsqueda en el cuadro de arriba.",
        queryTooLong: { length, maximum in
            "Esta búsqueda tiene \(esFormats.number(length)) caracteres y Google News admite como máximo \(esFormats.number(maximum)). Hay que acortarla."
        },
        unknownTopic: { "No existe la sección de noticias \(esFormats.quoted($0)). Las secciones son: \($1)." },
        unknownRefreshTopic: { "No existe la sección de noticias \(esFormats.quoted($0)) que actualizar." },
        unreadableRefreshForm: "No se ha podido leer el formulario de actualización.",
        refreshNamesNoFeed:
            "El formulario de actualización no indica ningún feed de noticias: una edición desconocida o una búsqueda vacía o demasiado larga.",
        linkHeading: "Kiosk no ha podido abrir este artículo directamente",
        linkChoices: "Se puede abrir a través de Google News o volver a los titulares.",
        linkViaGoogle: "Continuar a través de Google News (Google verá esta visita)",
        linkBack: "Volver a los titulares",
        linkOff: "Este Kiosk está configurado para no buscar la dirección original de los artículos.",
        linkBusy:
            "Kiosk está buscando muchas direcciones de artículos en este momento y ha agotado su cupo por ahora. Se puede volver a intentar dentro de un minuto.",
        linkRateLimited: "Google News ha pedido a Kiosk que espere antes de buscar más direcciones de artículos.",
        linkUnreachable: "Kiosk preguntó a Google News dónde está este artículo, pero no recibió respuesta a tiempo.",
        linkProtocolChanged:
            "Kiosk no ha podido leer la respuesta de Google News; puede que Google haya cambiado cómo funcionan sus enlaces a artículos.",
        linkRefused:
            "Google News dio una dirección a la que Kiosk no envía a sus lectores: no es una página web, o apunta a una red privada o al propio Kiosk.",
        linkIDTooLong: {
            "Este identificador de artículo es demasiado largo: los identificadores tienen como máximo \(esFormats.number($0)) caracteres."
        },
        linkIDInvalid: "Esto no es un identificador de artículo de Google News: solo contienen letras, cifras, «-» y «_».")
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
        searchPlaceholder: "Palabras, título o número",
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
    static let es = HomeWords(
        heading: "Hoy en Kiosk",
        dateLine: {
            HomeWords.sentenceCase(HomeWords.fullDate($0, $1, localeIdentifier: "es")) + " · "
                + NewsWords.zoneName($1, .es)
        },
        reload: "Volver a cargar",
        notReady: { "Esperando la respuesta de \($0)." },
        wikipediaHeading: "Wikipedia hoy",
        feedDateNote: { "Contenido destacado del \(esFormats.date($0)), día de Wikipedia (UTC)." },
        featuredLabel: "Artículo destacado de hoy",
        newsLabel: "Actualidad",
        onThisDayLabel: "Efemérides",
        mostReadLabel: "Lo más leído ayer",
        pictureLabel: "Imagen del día",
        searchWikipedia: "Buscar en Wikipedia",
        atomFeed: "Feed Atom",
        noFeed: "La Wikipedia de este idioma no tiene contenido destacado para este día.",
        missingParts: {
            "Para este día, la Wikipedia de este idioma no tiene: " + $0.map(esFormats.quoted).joined(separator: ", ") + "."
        },
        views: { PluralPattern(one: "1 visita", other: "{n} visitas").text($0, esFormats) },
        year: { $0 < 0 ? "\(-$0) a. C." : String($0) },
        headlinesHeading: "Titulares principales",
        allHeadlines: "Todos los titulares",
        readComics: "Leer xkcd",
        moviesHeading: "Películas en tendencia hoy",
        findMovies: "Buscar películas")
}

private let esFormats = Formats(.es)
private let esSeconds = PluralPattern(one: "1 segundo", other: "{n} segundos")

// MARK: - problems

extension ProblemWords {
    static let es = ProblemWords(
        badRequest: "La solicitud contiene un error",
        notFound: "Página no encontrada",
        methodNotAllowed: "Método no permitido",
        tooSlow: "La solicitud tardó demasiado",
        tooLarge: "La solicitud es demasiado grande",
        addressTooLong: "La dirección es demasiado larga",
        unsupportedSubmission: "No se acepta este tipo de envío",
        headersTooLarge: "Las cabeceras de la solicitud son demasiado grandes",
        notSupported: "No admitido",
        busy: "Servidor ocupado",
        tooManyRequests: "Demasiadas páginas nuevas en poco tiempo",
        versionNotSupported: "Versión de HTTP no admitida",
        failure: "Algo falló por nuestra parte",
        noPage: "No hay ninguna página en esta dirección.",
        methodsAllowed: { "Esta dirección solo responde a \($0)." },
        unexpected: "Un error inesperado impidió mostrar esta página.",
        tooManyRequestsDetail: {
            "Desde esta dirección se han pedido en poco tiempo más páginas nuevas de las que necesita un lector, y Kiosk tiene que traer cada una de sus fuentes. Por respeto a esas fuentes, Kiosk no traerá más para esta dirección por ahora; las páginas ya traídas se siguen abriendo. "
                + esRetry($0)
        },
        retryAfter: esRetry,
        incident: { "Referencia: \($0)" },
        homeLink: "Volver a la página de inicio",
        badHost: "La cabecera Host debe nombrar este sitio (un nombre de host y, si hace falta, un puerto).",
        unknownWiki: {
            "\($0) debe ser el código de una Wikipedia (ja, en, de, fr, ar…), no \(wikiES.quoted($1))."
        },
        unknownLanguage: { "lang debe ser uno de estos códigos: \($0); no \(wikiES.quoted($1))." },
        sourceName: { $0.displayName },
        timedOut: { "\($0) no respondió a tiempo." },
        coolingDown: { "\($0) pidió que fuéramos más despacio, así que Kiosk espera antes de volver a preguntar." },
        notConfigured: { "\($0) no está configurado: \($1)." },
        unreachable: { "Kiosk no pudo conectar con \($0)." },
        httpError: { "\($0) respondió con un error (HTTP \($1))." },
        unreadable: { "\($0) envió una respuesta que Kiosk no pudo leer." },
        openOn: { "Abrir en \($0)" },
        staleNotice: { "Se muestra lo que Kiosk guardó \($0)." },
        secondsAgo: { wikiES.plural($0, one: "hace 1 segundo", other: "hace \(wikiES.number($0)) segundos") },
        minutesAgo: { wikiES.plural($0, one: "hace 1 minuto", other: "hace \(wikiES.number($0)) minutos") },
        hoursAgo: { wikiES.plural($0, one: "hace 1 hora", other: "hace \(wikiES.number($0)) horas") },
        daysAgo: { wikiES.plural($0, one: "hace 1 día", other: "hace \(wikiES.number($0)) días") })
}

private func esRetry(_ seconds: Int) -> String {
    wikiES.plural(
        seconds, one: "Vuelva a intentarlo dentro de 1 segundo.",
        other: "Vuelva a intentarlo dentro de \(wikiES.number(seconds)) segundos.")
}

// MARK: - settings

extension SettingsWords {
    static let es = SettingsWords(
        heading: "Ajustes",
        intro:
            "Kiosk no usa cookies, así que tus elecciones van en la dirección de la página. Elígelas aquí y guarda en marcadores los enlaces de abajo.",
        interfaceLanguage: "Idioma de la interfaz",
        interfaceLanguageHint: "El idioma de los menús, botones y mensajes de Kiosk.",
        wikipediaLanguage: "Idioma de Wikipedia",
        wikipediaLanguageHint: "La Wikipedia en la que buscas y lees artículos.",
        newsEdition: "Edición de noticias",
        newsEditionHint: "El país y el idioma de los titulares.",
        movieRegion: "Región de películas",
        movieRegionHint: "Dónde verlas, fechas de estreno y clasificación por edades en este país.",
        submit: "Mostrar mis enlaces",
        bookmarksHeading: "Tus enlaces",
        bookmarksIntro: "Cada enlace abre una sección de Kiosk con estos ajustes. Guarda en marcadores los que uses.",
        homePage: "Portada",
        unknownEdition: { "«\($0)» no es una edición de noticias. Elige una de la lista." })
}

// MARK: - end
