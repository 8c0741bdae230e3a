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
        titleUnreadable: "Não é possível ler o título do artigo.",
        backToTop: "Voltar ao topo",
        largerImage: "Imagem ampliada",
        close: "Fechar",
        scrollsSideways: "Rola para o lado")
}

// MARK: - news

extension NewsWords {
    static let ptBR = NewsWords(
        topStories: "Principais notícias",
        world: "Mundo",
        nation: "Nacional",
        business: "Negócios",
        technology: "Tecnologia",
        entertainment: "Entretenimento",
        sports: "Esportes",
        science: "Ciência",
        health: "Saúde",
        searchHeading: { "Pesquisa: \($0)" },
        topicsLabel: "Seções",
        loadingTitle: "Carregando",
        editionLine: { "Edição: \($0)" },
        noSearchHeadlines: "Nenhuma manchete corresponde a esta pesquisa.",
        noHeadlines: "Nenhuma manchete no momento.",
        loadingNotice: "Buscando as manchetes mais recentes… Esta página se atualiza sozinha.",
        viaGoogle: "link pelo Google News",
        refreshButton: "Atualizar manchetes",
        refreshNote: { "O Kiosk pede novas manchetes ao Google News no máximo uma vez a cada \($0) segundos." },
        refreshNotice: { age, wait in
            (age < 5
                ? "As manchetes acabaram de ser atualizadas."
                : "As manchetes foram atualizadas há \(ptBRSeconds.text(age, ptBRFormats)).")
                + " Você poderá atualizar de novo em \(ptBRSeconds.text(wait, ptBRFormats))."
        },
        openGoogleNews: "Abrir o Google News",
        googleNews: "Google News",
        atomFeed: "Feed Atom desta página",
        joined: { "\($0) · \($1)" },
        updatedBefore: "Atualizado: ",
        updatedAfter: { " (\($0))" },
        secondsAgo: PluralPattern(one: "há {n} segundo", other: "há {n} segundos"),
        minutesAgo: PluralPattern(one: "há {n} minuto", other: "há {n} minutos"),
        hoursAgo: PluralPattern(one: "há {n} hora", other: "há {n} horas"),
        daysAgo: PluralPattern(one: "há {n} dia", other: "há {n} dias"),
        clockTime: { ptBRFormats.time($0, timeZone: $1) },
        zoneNote: { "Fuso horário: \(NewsWords.zoneName($0, .ptBR))" },
        editionLabel: "Edição",
        showButton: "Mostrar",
        searchLabel: "Pesquisar notícias",
        searchPageHeading: "Pesquisar notícias",
        searchButton: "Pesquisar",
        searchHint:
            "Os operadores do Google News funcionam: \"palavras exatas\", -excluir, OR, site:example.com, when:7d (últimos 7 dias).",
        unknownEdition: { "\(ptBRFormats.quoted($0)) não é uma edição do Google News. Escolha uma destas:" },
        chooseEdition: "Escolha uma edição",
        emptyQuery: "Digite na caixa acima o que você quer pesquisar.",
        queryTooLong: { length, maximum in
            "Esta pesquisa tem \(ptBRFormats.number(length)) caracteres; o Google News aceita no máximo \(ptBRFormats.number(maximum)). Encurte a pesquisa."
        },
        unknownTopic: { "Não existe a seção de notícias \(ptBRFormats.quoted($0)). As seções são: \($1)." },
        unknownRefreshTopic: { "Não existe a seção de notícias \(ptBRFormats.quoted($0)) para atualizar." },
        unreadableRefreshForm: "Não foi possível ler o formulário de atualização.",
        refreshNamesNoFeed:
            "O formulário de atualização não indica nenhum feed de notícias: uma edição desconhecida ou uma pesquisa vazia ou longa demais.",
        linkHeading: "O Kiosk não conseguiu abrir esta matéria diretamente",
        linkChoices: "Você pode abri-la pelo Google News ou voltar às manchetes.",
        linkViaGoogle: "Continuar pelo Google News (o Google verá esta visita)",
        linkBack: "Voltar às manchetes",
        linkOff: "Este Kiosk está configurado para não procurar o endereço original das matérias.",
        linkBusy:
            "O Kiosk está procurando muitos endereços de matérias agora e esgotou sua cota por enquanto. Tente de novo em um minuto.",
        linkRateLimited: "O Google News pediu ao Kiosk que espere antes de procurar mais endereços de matérias.",
        linkUnreachable: "O Kiosk perguntou ao Google News onde está esta matéria, mas não recebeu resposta a tempo.",
        linkProtocolChanged:
            "O Kiosk não conseguiu ler a resposta do Google News; talvez o Google tenha mudado o funcionamento dos links de matérias.",
        linkRefused:
            "O Google News indicou um endereço para o qual o Kiosk não envia leitores: não é uma página da web, ou aponta para uma rede privada ou para o próprio Kiosk.",
        linkIDTooLong: { "Este ID de matéria é longo demais: os IDs têm no máximo \(ptBRFormats.number($0)) caracteres." },
        linkIDInvalid: "Isto não é um ID de matéria do Google News: os IDs têm só letras, algarismos, “-” e “_”.")
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
    static let ptBR = HomeWords(
        heading: "Hoje no Kiosk",
        dateLine: {
            HomeWords.sentenceCase(HomeWords.fullDate($0, $1, localeIdentifier: "pt-BR")) + " · "
                + NewsWords.zoneName($1, .ptBR)
        },
        reload: "Recarregar",
        notReady: { "Aguardando a resposta de \($0)." },
        wikipediaHeading: "Wikipédia hoje",
        feedDateNote: { "Conteúdo em destaque de \(ptBRFormats.date($0)), dia da Wikipédia (UTC)." },
        featuredLabel: "Artigo em destaque de hoje",
        newsLabel: "Nas notícias",
        onThisDayLabel: "Neste dia",
        mostReadLabel: "Mais lidos ontem",
        pictureLabel: "Imagem do dia",
        searchWikipedia: "Pesquisar na Wikipédia",
        atomFeed: "Feed Atom",
        noFeed: "A Wikipédia deste idioma não tem conteúdo em destaque para este dia.",
        missingParts: {
            "Para este dia, a Wikipédia deste idioma não tem: " + $0.map(ptBRFormats.quoted).joined(separator: ", ") + "."
        },
        views: { PluralPattern(one: "{n} visualização", other: "{n} visualizações").text($0, ptBRFormats) },
        year: { $0 < 0 ? "\(-$0) a.C." : String($0) },
        headlinesHeading: "Principais manchetes",
        allHeadlines: "Todas as manchetes",
        readComics: "Ler xkcd",
        moviesHeading: "Filmes em alta hoje",
        findMovies: "Encontrar filmes")
}

private let ptBRFormats = Formats(.ptBR)
private let ptBRSeconds = PluralPattern(one: "{n} segundo", other: "{n} segundos")

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
    static let ptBR = SettingsWords(
        heading: "Configurações",
        intro:
            "O Kiosk não usa cookies, então suas escolhas ficam no endereço da página. Escolha aqui e depois salve nos favoritos os links abaixo.",
        interfaceLanguage: "Idioma da interface",
        interfaceLanguageHint: "O idioma dos menus, botões e mensagens do Kiosk.",
        wikipediaLanguage: "Idioma da Wikipédia",
        wikipediaLanguageHint: "A Wikipédia em que você pesquisa e lê artigos.",
        newsEdition: "Edição de notícias",
        newsEditionHint: "O país e o idioma das manchetes.",
        movieRegion: "Região dos filmes",
        movieRegionHint: "Onde assistir, datas de estreia e classificação indicativa neste país.",
        submit: "Mostrar meus links",
        bookmarksHeading: "Seus links",
        bookmarksIntro: "Cada link abre uma seção do Kiosk com estas configurações. Salve nos favoritos os que você usa.",
        homePage: "Página inicial",
        unknownEdition: { "“\($0)” não é uma edição de notícias. Escolha uma da lista." })
}

// MARK: - end
