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
        topicsLabel: "Temas",
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

private let comicsF = Formats(.ptBR)

extension ComicWords {
    static let ptBR = ComicWords(
        altTextLabel: "Texto ao passar o mouse",
        interactiveNotice: "Esta tirinha é interativa: só funciona no xkcd.com.",
        publishedLabel: "Publicação",
        permalink: "Link permanente",
        openOnXkcd: "Abrir no xkcd.com",
        explanation: "Explicação no explain xkcd",
        relatedLink: "Link relacionado",
        feedLink: "Feed de novas tirinhas (Atom)",
        latest: "Mais recente",
        transcriptSummary: "Transcrição",
        transcriptFrom: "Transcrição:",
        transcriptPage: { "página da #\($0) no explain xkcd" },
        notFoundHeading: { "A tirinha xkcd #\($0) não existe" },
        notFoundTitle: { "#\($0) não existe" },
        skipped404: "O xkcd pulou a #404 de propósito: uma piada com o erro “404 Not Found” da web.",
        notPublishedYet: { "A #\($0) ainda não foi publicada. A tirinha mais recente é a #\($1)." },
        noSuchComic: "O xkcd não tem nenhuma tirinha com esse número.",
        notANumber: { "\(comicsF.quoted($0)) não é um número de tirinha: use um número inteiro, como 1 ou 2000." },
        startsAtOne: { "Os números das tirinhas começam em 1, então \(comicsF.quoted($0)) não é um deles." },
        tooLarge: { "\(comicsF.quoted($0)) é grande demais para ser um número de tirinha." },
        navigationLabel: "Navegação entre tirinhas",
        first: "Primeira",
        previousText: "< Anterior",
        previous: "Anterior",
        randomText: "Aleatória",
        random: "Tirinha aleatória",
        nextText: "Próxima >",
        next: "Próxima",
        numbered: { "\($0) (#\($1))" },
        searchXkcd: "Pesquisar no xkcd",
        searchButton: "Pesquisar",
        searchPlaceholder: "Palavras, título ou número",
        searchTitle: "Pesquisa",
        resultsLabel: "Tirinhas encontradas",
        pagerLabel: "Páginas de resultados",
        previousPage: "← Anterior",
        nextPage: "Próxima →",
        emptySearch:
            "Digite uma palavra ou frase para procurar nos títulos, textos ao passar o mouse e transcrições das tirinhas, ou um número para abrir essa tirinha.",
        searchTooLong: {
            "Uma pesquisa pode ter no máximo \(comicsF.number($0)) caracteres; esta tem \(comicsF.number($1)). Encurte-a, por favor."
        },
        noResults: { "Nenhuma tirinha corresponde a \(comicsF.quoted($0))." },
        noMoreResults: { "Não há mais tirinhas que correspondam a \(comicsF.quoted($0))." },
        resultSummary: { total, query, first, last in
            comicsF.plural(
                total, one: "\(comicsF.number(total)) tirinha corresponde a \(comicsF.quoted(query))",
                other:
                    "\(comicsF.number(total)) tirinhas correspondem a \(comicsF.quoted(query)) (\(comicsF.number(first))–\(comicsF.number(last)))"
            )
        },
        indexProgress: {
            "\(comicsF.number($0)) de \(comicsF.number($1)) tirinhas indexadas até agora; as demais estão a caminho."
        },
        indexBuilding: {
            "Criando o índice: \(comicsF.number($0)) tirinhas até agora, pesquisáveis à medida que chegam."
        },
        indexName: "Índice de tirinhas do Kiosk",
        indexUnavailable:
            "A pesquisa de tirinhas não está disponível agora: o Kiosk não consegue ler o índice. As tirinhas continuam funcionando.",
        searchElsewhere: "Pesquisar no explain xkcd",
        pageInvalid: { "page deve ser um número inteiro a partir de 1, não \(comicsF.quoted($0))." })
}

// MARK: - movies

private let moviesF = Formats(.ptBR)

private func moviesVotes(_ count: Int) -> String {
    moviesF.plural(count, one: "\(moviesF.number(count)) voto", other: "\(moviesF.number(count)) votos")
}

extension MovieWords {
    static let ptBR = MovieWords(
        searchTitle: "Pesquisa",
        pagedTitle: { "\($0) (página \(moviesF.number($1)))" },
        searchHeading: "Pesquisar filmes",
        searchLabel: "Título do filme",
        searchPlaceholder: "ex.: A Origem",
        searchButton: "Pesquisar",
        searchHint: "Digite o título de um filme, por exemplo “A Origem”.",
        resultsHeading: "Resultados",
        resultSummary: { total, query in
            moviesF.plural(
                total, one: "\(moviesF.number(total)) filme corresponde a \(moviesF.quoted(query))",
                other: "\(moviesF.number(total)) filmes correspondem a \(moviesF.quoted(query))")
        },
        noResults: { "Nenhum filme corresponde a \(moviesF.quoted($0))." },
        noSuchPage: { page, last in
            "A página \(moviesF.number(page)) não existe: esta pesquisa tem "
                + moviesF.plural(last, one: "\(moviesF.number(last)) página.", other: "\(moviesF.number(last)) páginas.")
        },
        lastPageLink: { "Ir para a última página (\(moviesF.number($0)))" },
        pageInvalid: { "page deve ser um número inteiro de 1 a \($0), não \(moviesF.quoted($1))." },
        pagerLabel: "Páginas de resultados",
        pagePosition: { "Página \(moviesF.number($0)) de \(moviesF.number($1))" },
        previousPage: "← Anterior",
        nextPage: "Próxima →",
        noPoster: "Sem pôster",
        notRated: "Sem avaliações",
        score: { "★ \(MovieWords.decimalComma($0))" },
        votes: moviesVotes,
        ratingSpoken: { "Avaliação \(MovieWords.decimalComma($0)) de 10, com \(moviesVotes($1))" },
        cannotShow: { "Não é possível mostrar o filme \($0)" },
        notFoundHeading: "Filme não encontrado",
        notFound: { "O TMDB não tem nenhum filme com o ID \($0)." },
        idInvalid: { "O ID de um filme é um número inteiro, não \(moviesF.quoted($0))." },
        backToResults: { "← Resultados para \(moviesF.quoted($0))" },
        backToSearch: "← Pesquisar filmes",
        originalTitle: "Título original",
        releasedIn: { "Lançamento (\($0))" },
        released: "Lançamento",
        ratedIn: { "Classificação (\($0))" },
        runtimeTerm: "Duração",
        runtime: { MovieWords.duration($0, hours: { "\($0) h" }, minutes: { "\($0) min" }) },
        genresTerm: "Gêneros",
        genreList: { $0.joined(separator: ", ") },
        ratingTerm: "Avaliação",
        overviewHeading: "Sinopse",
        recommendationsHeading: "Recomendações",
        viewOnTMDB: "Ver no TMDB",
        castHeading: "Elenco principal",
        crewHeading: "Equipe",
        directors: { _ in "Direção" },
        writers: { _ in "Roteiro" },
        music: { _ in "Música" },
        watchHeading: { "Onde assistir (\($0))" },
        notAvailable: { "Nenhuma opção de streaming na região \($0)." },
        allWaysToWatch: "Todas as opções no TMDB",
        justWatchCredit: "Dados de streaming fornecidos pela JustWatch.",
        stream: "Assinatura",
        free: "Grátis",
        freeWithAds: "Grátis com anúncios",
        rent: "Aluguel",
        buy: "Compra",
        regionLabel: "Região",
        regionsWithOffers: "Regiões com opções",
        showButton: "Mostrar",
        regionInvalid: {
            "region deve ser um código de país de duas letras, não \(moviesF.quoted($0)). As regiões são: \($1)."
        },
        attribution: "Este produto usa a API do TMDB, mas não é endossado nem certificado pelo TMDB.",
        setupHeading: "Como ativar o TMDB",
        setupKey:
            "Defina a variável de ambiente TMDB_API_KEY com uma chave da API v3 do TMDB ou um token de acesso de leitura e reinicie o Kiosk.",
        setupWhere: "As chaves ficam na seção API das configurações da sua conta no themoviedb.org.",
        setupOffline: "kiosk serve --offline não precisa de chave: mostra dados de exemplo.")
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
            "\($0) deve ser o código de uma Wikipédia (ja, en, de, fr, ar…), e não \(wikiPT.quoted($1))."
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
