import Foundation
import Models

// Brazilian Portuguese: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let ptBR = Catalog(
        .ptBR, chrome: .ptBR, search: .ptBR, article: .ptBR, news: .ptBR, comics: .ptBR, movies: .ptBR,
        home: .ptBR, problems: .ptBR, settings: .ptBR)
}

// MARK: - chrome

extension ChromeWords {
    static let ptBR = ChromeWords(
        skipToContent: "Pular para o conteúdo",
        sectionsLabel: "Seções",
        wikipedia: "Wikipédia",
        wikipediaSearch: "Pesquisa na Wikipédia",
        news: "Notícias",
        movies: "Filmes",
        footer: "O Kiosk mostra a Wikipédia, o Google Notícias, o xkcd e o TMDB sem deixar que terceiros vejam você.",
        searchLabel: "Pesquisar na Wikipédia",
        searchButton: "Pesquisar",
        languageLabel: "Idioma",
        settings: "Configurações",
        sampleDataNotice: "Modo off-line: tudo o que aparece aqui são dados de exemplo.")
}

// MARK: - search

private let wikiPT = Formats(.ptBR)

extension SearchWords {
    static let ptBR = SearchWords(
        heading: "Pesquisar na Wikipédia",
        inputLabel: "Termo de pesquisa",
        limitLabel: "Resultados por página",
        submit: "Pesquisar",
        emptyTitle: "Pesquisa",
        resultsLabel: "Resultados da pesquisa",
        pagerLabel: "Páginas de resultados",
        previous: "← Anterior",
        next: "Próxima →",
        editedLabel: "Última edição:",
        originalLabel: "Na Wikipédia",
        didYouMeanPrefix: "Você quis dizer",
        didYouMeanSuffix: "?",
        resultCount: { total, text in
            let quoted = wikiPT.quoted(text)
            let number = wikiPT.number(total)
            return wikiPT.plural(total, one: "\(number) resultado para \(quoted)", other: "\(number) resultados para \(quoted)")
        },
        resultRange: { "Resultados \(wikiPT.number($0))–\(wikiPT.number($1)) de \(wikiPT.number($2))" },
        wordCount: { wikiPT.plural($0, one: "\(wikiPT.number($0)) palavra", other: "\(wikiPT.number($0)) palavras") },
        noResults: { "Nenhum artigo corresponde a \(wikiPT.quoted($0))." },
        noMoreResults: { "Não há mais resultados para \(wikiPT.quoted($0))." },
        emptySubmit:
            "Digite uma palavra ou frase para pesquisar na Wikipédia e pressione Enter ou Pesquisar. Palavras curtas também funcionam.",
        tooLong: {
            "Uma pesquisa pode ter no máximo \(wikiPT.number($0)) caracteres; esta tem \(wikiPT.number($1)). Encurte-a, por favor."
        },
        badLimit: { "limit deve ser um número inteiro de 1 a \(wikiPT.number($0)), e não \(wikiPT.quoted($1))." },
        badOffset: { "offset deve ser um número inteiro de 0 a \(wikiPT.number($0)), e não \(wikiPT.quoted($1))." },
        formWrongType: { "O formulário de pesquisa é enviado como application/x-www-form-urlencoded, e não como \($0)." },
        formUnreadable: { "Não foi possível ler o formulário: \($0)." },
        openSearchName: "Kiosk Wikipédia",
        openSearchDescription: "Pesquisa na Wikipédia pelo Kiosk, em português")
}

// MARK: - article

extension ArticleWords {
    static let ptBR = ArticleWords(
        contents: "Índice",
        noteLink: "Ver na lista de notas",
        backToText: "Voltar ao texto",
        leavesKiosk: "(sai do Kiosk)",
        otherLanguages: "Outros idiomas",
        truncated: "Este artigo é mais longo do que o Kiosk mostra; o restante está na Wikipédia.",
        redirectedFrom: { "Redirecionado de \($0)" },
        licenceText: "Este artigo é da Wikipédia e está disponível sob a licença",
        originalArticle: "o artigo original",
        history: "seu histórico e autores",
        notFound: { "A Wikipédia não tem nenhum artigo com o título \(wikiPT.quoted($0))." },
        searchFor: { "Pesquisar \(wikiPT.quoted($0))" },
        titleTooLong: { "Um título de artigo tem no máximo \($0) bytes em UTF-8; este tem \(wikiPT.number($1))." },
        titleUnreadable: "Não é possível ler o título do artigo.")
}

// MARK: - news

extension NewsWords {
    static let ptBR = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let ptBR = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let ptBR = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let ptBR = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let ptBR = ProblemWords(
        badRequest: "Há um erro na solicitação",
        notFound: "Página não encontrada",
        methodNotAllowed: "Método não permitido",
        tooSlow: "A solicitação demorou demais",
        tooLarge: "A solicitação é grande demais",
        addressTooLong: "O endereço é longo demais",
        unsupportedSubmission: "Este tipo de envio não é aceito",
        headersTooLarge: "Os cabeçalhos da solicitação são grandes demais",
        notSupported: "Não suportado",
        busy: "Servidor ocupado",
        tooManyRequests: "Páginas novas demais em pouco tempo",
        versionNotSupported: "Versão do HTTP não suportada",
        failure: "Algo deu errado do nosso lado",
        noPage: "Não há nenhuma página neste endereço.",
        methodsAllowed: { "Este endereço responde apenas a \($0)." },
        unexpected: "Um erro inesperado impediu a exibição desta página.",
        tooManyRequestsDetail: {
            "Este endereço pediu, em pouco tempo, mais páginas novas do que um leitor precisa, e o Kiosk tem de buscar cada uma nas suas fontes. Para não sobrecarregar essas fontes, o Kiosk não vai buscar mais nada para este endereço por enquanto; as páginas já buscadas continuam abrindo. "
                + ptRetry($0)
        },
        retryAfter: ptRetry,
        incident: { "Referência: \($0)" },
        homeLink: "Voltar à página inicial",
        badHost: "O cabeçalho Host deve indicar este site (um nome de host e, opcionalmente, uma porta).",
        unknownWiki: {
            "lang deve ser o código de uma Wikipédia (ja, en, de, fr, ar…), e não \(wikiPT.quoted($0)). Pesquise em /search?lang=pt."
        },
        unknownLanguage: { "lang deve ser um destes códigos: \($0); e não \(wikiPT.quoted($1))." },
        sourceName: { $0 == .wikipedia ? "Wikipédia" : $0.displayName },
        timedOut: { "\($0) não respondeu a tempo." },
        coolingDown: { "\($0) pediu que fôssemos mais devagar, então o Kiosk está esperando antes de perguntar de novo." },
        notConfigured: { "\($0) não está configurado: \($1)." },
        unreachable: { "O Kiosk não conseguiu acessar \($0)." },
        httpError: { "\($0) respondeu com um erro (HTTP \($1))." },
        unreadable: { "\($0) enviou uma resposta que o Kiosk não conseguiu ler." },
        openOn: { "Ver no site original (\($0))" },
        staleNotice: { "Mostrando o que o Kiosk salvou \($0)." },
        secondsAgo: { wikiPT.plural($0, one: "há \(wikiPT.number($0)) segundo", other: "há \(wikiPT.number($0)) segundos") },
        minutesAgo: { wikiPT.plural($0, one: "há \(wikiPT.number($0)) minuto", other: "há \(wikiPT.number($0)) minutos") },
        hoursAgo: { wikiPT.plural($0, one: "há \(wikiPT.number($0)) hora", other: "há \(wikiPT.number($0)) horas") },
        daysAgo: { wikiPT.plural($0, one: "há \(wikiPT.number($0)) dia", other: "há \(wikiPT.number($0)) dias") })
}

private func ptRetry(_ seconds: Int) -> String {
    let number = wikiPT.number(seconds)
    return wikiPT.plural(seconds, one: "Tente de novo em \(number) segundo.", other: "Tente de novo em \(number) segundos.")
}

// MARK: - settings

extension SettingsWords {
    static let ptBR = SettingsWords()
}

// MARK: - end
