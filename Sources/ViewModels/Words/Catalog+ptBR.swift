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
    static let ptBR = ProblemWords()
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
