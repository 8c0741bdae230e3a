import Foundation
import Models

// Traditional Chinese: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let zhHant = Catalog(
        .zhHant, chrome: .zhHant, search: .zhHant, article: .zhHant, news: .zhHant, comics: .zhHant, movies: .zhHant,
        home: .zhHant, problems: .zhHant, settings: .zhHant)
}

// MARK: - chrome

extension ChromeWords {
    static let zhHant = ChromeWords(
        skipToContent: "跳至正文",
        sectionsLabel: "欄目",
        wikipedia: "維基百科",
        wikipediaSearch: "維基百科搜尋",
        news: "新聞",
        movies: "電影",
        footer: "Kiosk 為你顯示維基百科、Google 新聞、xkcd 和 TMDB，不讓任何第三方看到你。",
        searchLabel: "搜尋維基百科",
        searchButton: "搜尋",
        languageLabel: "語言",
        settings: "設定",
        sampleDataNotice: "離線模式：這裡顯示的都是範例資料。")
}

// MARK: - search

extension SearchWords {
    static let zhHant = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let zhHant = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let zhHant = NewsWords()
}

// MARK: - comics

extension ComicWords {
    static let zhHant = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let zhHant = MovieWords()
}

// MARK: - home

extension HomeWords {
    static let zhHant = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let zhHant = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let zhHant = SettingsWords(
        heading: "設定",
        intro: "Kiosk 不使用 Cookie，所以你的選擇保存在頁面網址中。在這裡選擇，然後把下面的連結加入書籤。",
        interfaceLanguage: "介面語言",
        interfaceLanguageHint: "Kiosk 的選單、按鈕和訊息所用的語言。",
        wikipediaLanguage: "維基百科語言",
        wikipediaLanguageHint: "你搜尋和閱讀條目所用的維基百科。",
        newsEdition: "新聞版本",
        newsEditionHint: "標題所屬的國家和語言。",
        movieRegion: "電影地區",
        movieRegionHint: "顯示這個國家的觀看管道、上映日期和分級。",
        submit: "顯示我的連結",
        bookmarksHeading: "你的連結",
        bookmarksIntro: "每個連結都會用這些設定開啟 Kiosk 的一個欄目。把常用的加入書籤。",
        homePage: "首頁",
        unknownEdition: { "「\($0)」不是新聞版本。請從清單中選擇。" })
}

// MARK: - end
