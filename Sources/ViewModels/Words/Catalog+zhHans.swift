import Foundation
import Models

// Simplified Chinese: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let zhHans = Catalog(
        .zhHans, chrome: .zhHans, search: .zhHans, article: .zhHans, news: .zhHans, comics: .zhHans, movies: .zhHans,
        home: .zhHans, problems: .zhHans, settings: .zhHans)
}

// MARK: - chrome

extension ChromeWords {
    static let zhHans = ChromeWords(
        skipToContent: "跳到正文",
        sectionsLabel: "栏目",
        wikipedia: "维基百科",
        wikipediaSearch: "维基百科搜索",
        news: "新闻",
        movies: "电影",
        footer: "Kiosk 为你显示维基百科、Google 新闻、xkcd 和 TMDB，不让任何第三方看到你。",
        searchLabel: "搜索维基百科",
        searchButton: "搜索",
        languageLabel: "语言",
        settings: "设置",
        sampleDataNotice: "离线模式：这里显示的都是示例数据。")
}

// MARK: - search

extension SearchWords {
    static let zhHans = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let zhHans = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let zhHans = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let zhHans = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let zhHans = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let zhHans = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let zhHans = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let zhHans = SettingsWords()
}

// MARK: - end
