import Foundation
import Models

// Japanese: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let ja = Catalog(
        .ja, chrome: .ja, search: .ja, article: .ja, news: .ja, comics: .ja, movies: .ja,
        home: .ja, problems: .ja, settings: .ja)
}

// MARK: - chrome

extension ChromeWords {
    static let ja = ChromeWords(
        skipToContent: "本文へ移動",
        sectionsLabel: "セクション",
        wikipedia: "ウィキペディア",
        wikipediaSearch: "ウィキペディア検索",
        news: "ニュース",
        movies: "映画",
        footer: "Kiosk はウィキペディア・Google ニュース・xkcd・TMDB を、第三者にあなたを見せずに表示します。",
        searchLabel: "ウィキペディアを検索",
        searchButton: "検索",
        languageLabel: "言語",
        settings: "設定",
        sampleDataNotice: "オフラインモード: 表示しているのはサンプルデータです。")
}

// MARK: - search

extension SearchWords {
    static let ja = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let ja = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let ja = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let ja = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let ja = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let ja = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let ja = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let ja = SettingsWords()
}

// MARK: - end
