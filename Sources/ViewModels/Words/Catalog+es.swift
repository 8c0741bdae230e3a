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
        titleUnreadable: "No se puede leer el título del artículo.")
}

// MARK: - news

extension NewsWords {
    static let es = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let es = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let es = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let es = HomeWords()
}

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
            "lang debe ser el código de una Wikipedia (ja, en, de, fr, ar…), no \(wikiES.quoted($0)). Se puede buscar en /search?lang=es."
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
    static let es = SettingsWords()
}

// MARK: - end
