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
    static let zhHans = SettingsWords(
        heading: "设置",
        intro: "Kiosk 不使用 Cookie，所以你的选择保存在页面地址中。在这里选择，然后把下面的链接加入书签。",
        interfaceLanguage: "界面语言",
        interfaceLanguageHint: "Kiosk 的菜单、按钮和提示所用的语言。",
        wikipediaLanguage: "维基百科语言",
        wikipediaLanguageHint: "你搜索和阅读条目所用的维基百科。",
        newsEdition: "新闻版本",
        newsEditionHint: "标题所属的国家和语言。",
        movieRegion: "电影地区",
        movieRegionHint: "显示这个国家的观看渠道、上映日期和分级。",
        submit: "显示我的链接",
        bookmarksHeading: "你的链接",
        bookmarksIntro: "每个链接都会用这些设置打开 Kiosk 的一个栏目。把常用的加入书签。",
        homePage: "首页",
        unknownEdition: { "“\($0)”不是新闻版本。请从列表中选择。" })
}

// MARK: - end
