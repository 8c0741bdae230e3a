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
    static let zhHant = NewsWords(
        topStories: "焦點新聞",
        world: "國際",
        nation: "國內",
        business: "財經",
        technology: "科技",
        entertainment: "娛樂",
        sports: "體育",
        science: "科學",
        health: "健康",
        searchHeading: { "搜尋：\($0)" },
        topicsLabel: "主題",
        loadingTitle: "載入中",
        editionLine: { "版本：\($0)" },
        noSearchHeadlines: "沒有符合這項搜尋的標題。",
        noHeadlines: "目前沒有標題。",
        loadingNotice: "正在取得最新標題……此頁面會自動更新。",
        viaGoogle: "連結經由 Google 新聞",
        refreshButton: "重新整理標題",
        refreshNote: { "Kiosk 最多每 \($0) 秒向 Google 新聞要求一次新標題。" },
        refreshNotice: { age, wait in
            (age < 5 ? "標題剛剛已重新整理。" : "標題已於 \(age) 秒前重新整理。") + "\(wait) 秒後可再次重新整理。"
        },
        openGoogleNews: "在 Google 新聞中開啟",
        googleNews: "Google 新聞",
        atomFeed: "此頁面的 Atom 資訊提供",
        joined: { "\($0) · \($1)" },
        updatedBefore: "更新於 ",
        updatedAfter: { "（\($0)）" },
        secondsAgo: PluralPattern(other: "{n} 秒前"),
        minutesAgo: PluralPattern(other: "{n} 分鐘前"),
        hoursAgo: PluralPattern(other: "{n} 小時前"),
        daysAgo: PluralPattern(other: "{n} 天前"),
        clockTime: { zhHantFormats.time($0, timeZone: $1) },
        zoneNote: { "時區：\(NewsWords.zoneName($0, .zhHant))" },
        editionLabel: "版本",
        showButton: "顯示",
        searchLabel: "搜尋新聞",
        searchPageHeading: "搜尋新聞",
        searchButton: "搜尋",
        searchHint: "可使用 Google 新聞的搜尋運算子：\"完全相符\"、-排除、OR、site:example.com、when:7d（最近 7 天）",
        unknownEdition: { "\(zhHantFormats.quoted($0))不是 Google 新聞的版本。請從下列版本中選擇：" },
        chooseEdition: "選擇版本",
        emptyQuery: "請在上方的搜尋框中輸入要搜尋的內容。",
        queryTooLong: { length, maximum in
            "這項搜尋有 \(zhHantFormats.number(length)) 個字元，Google 新聞最多接受 \(zhHantFormats.number(maximum)) 個。請縮短搜尋內容。"
        },
        unknownTopic: { "沒有名為\(zhHantFormats.quoted($0))的新聞主題。可用的主題有：\($1)。" },
        unknownRefreshTopic: { "沒有可重新整理的新聞主題\(zhHantFormats.quoted($0))。" },
        unreadableRefreshForm: "無法讀取重新整理表單。",
        refreshNamesNoFeed: "重新整理表單沒有指定新聞來源：版本不明，或搜尋為空白或過長。",
        linkHeading: "Kiosk 無法直接開啟這篇文章",
        linkChoices: "你可以經由 Google 新聞開啟，或返回標題清單。",
        linkViaGoogle: "經由 Google 新聞繼續（Google 會看到這次造訪）",
        linkBack: "返回標題清單",
        linkOff: "這個 Kiosk 設定為不查詢文章的原始網址。",
        linkBusy: "Kiosk 目前正在查詢大量文章網址，暫時用完了查詢額度。請過一分鐘再試。",
        linkRateLimited: "Google 新聞要求 Kiosk 稍後再查詢更多文章網址。",
        linkUnreachable: "Kiosk 向 Google 新聞詢問了這篇文章的網址，但未能及時得到回覆。",
        linkProtocolChanged: "Kiosk 無法讀取 Google 新聞的回覆；Google 可能變更了文章連結的運作方式。",
        linkRefused: "Google 新聞提供的網址是 Kiosk 不會引導讀者前往的：它不是網頁，或指向內部網路或 Kiosk 本身。",
        linkIDTooLong: { "這個文章 ID 太長：ID 最多 \(zhHantFormats.number($0)) 個字元。" },
        linkIDInvalid: "這不是 Google 新聞的文章 ID：ID 只包含字母、數字、「-」和「_」。")
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
    static let zhHant = HomeWords(
        heading: "今日 Kiosk",
        dateLine: { HomeWords.fullDate($0, $1, localeIdentifier: "zh-Hant") + " · " + NewsWords.zoneName($1, .zhHant) },
        reload: "重新載入",
        notReady: { "正在等待 \($0) 回應。" },
        wikipediaHeading: "今日維基百科",
        feedDateNote: { "維基百科 \(zhHantFormats.date($0))（世界標準時間）的特色內容。" },
        featuredLabel: "今日特色條目",
        newsLabel: "新聞動態",
        onThisDayLabel: "歷史上的今天",
        mostReadLabel: "昨日最多閱讀",
        pictureLabel: "每日圖片",
        searchWikipedia: "搜尋維基百科",
        atomFeed: "Atom 資訊提供",
        noFeed: "這個語言的維基百科在這一天沒有特色內容。",
        missingParts: { "這個語言的維基百科在這一天沒有" + $0.map(zhHantFormats.quoted).joined(separator: "、") + "。" },
        views: { "\(zhHantFormats.number($0)) 次瀏覽" },
        year: { $0 < 0 ? "西元前\(-$0)年" : "\($0)年" },
        headlinesHeading: "主要標題",
        allHeadlines: "所有標題",
        readComics: "閱讀 xkcd",
        moviesHeading: "今日熱門電影",
        findMovies: "尋找電影")
}

private let zhHantFormats = Formats(.zhHant)

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
