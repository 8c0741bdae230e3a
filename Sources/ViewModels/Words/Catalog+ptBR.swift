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

extension SearchWords {
    static let ptBR = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let ptBR = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let ptBR = NewsWords()
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
        searchPlaceholder: "Palavras, um título ou um número",
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
    static let ptBR = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let ptBR = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let ptBR = SettingsWords()
}

// MARK: - end
