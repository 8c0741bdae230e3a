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
    static let ptBR = SettingsWords()
}

// MARK: - end
