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

private let comicsF = Formats(.zhHant)

extension ComicWords {
    static let zhHant = ComicWords(
        altTextLabel: "滑鼠懸停文字",
        interactiveNotice: "這是一幅互動漫畫，只能在 xkcd.com 上使用。",
        publishedLabel: "發布日期",
        permalink: "本篇永久連結",
        openOnXkcd: "在 xkcd.com 上查看",
        explanation: "在 explain xkcd 上查看解說",
        relatedLink: "相關連結",
        feedLink: "新漫畫訂閱來源（Atom）",
        latest: "最新",
        transcriptSummary: "文字稿",
        transcriptFrom: "文字稿來源：",
        transcriptPage: { "explain xkcd 上 #\($0) 的頁面" },
        notFoundHeading: { "沒有 xkcd #\($0)" },
        notFoundTitle: { "沒有 #\($0)" },
        skipped404: "xkcd 故意跳過了 #404：這是拿網頁的「404 Not Found」錯誤開的玩笑。",
        notPublishedYet: { "#\($0) 尚未發布。最新一幅是 #\($1)。" },
        noSuchComic: "xkcd 沒有這個編號的漫畫。",
        notANumber: { "\(comicsF.quoted($0))不是漫畫編號：請使用整數，例如 1 或 2000。" },
        startsAtOne: { "漫畫編號從 1 開始，所以\(comicsF.quoted($0))不是編號。" },
        tooLarge: { "\(comicsF.quoted($0))太大，不可能是漫畫編號。" },
        navigationLabel: "漫畫導覽",
        first: "第一幅",
        previousText: "< 上一幅",
        previous: "上一幅",
        randomText: "隨機",
        random: "隨機漫畫",
        nextText: "下一幅 >",
        next: "下一幅",
        numbered: { "\($0)（#\($1)）" },
        searchXkcd: "搜尋 xkcd",
        searchButton: "搜尋",
        searchPlaceholder: "關鍵字、標題或編號",
        searchTitle: "搜尋",
        resultsLabel: "找到的漫畫",
        pagerLabel: "結果頁",
        previousPage: "← 上一頁",
        nextPage: "下一頁 →",
        emptySearch: "請輸入要在漫畫標題、懸停文字和文字稿中尋找的詞語，或輸入編號開啟該漫畫。",
        searchTooLong: {
            "搜尋內容最多 \(comicsF.number($0)) 個字元，目前為 \(comicsF.number($1)) 個。請縮短。"
        },
        noResults: { "沒有符合\(comicsF.quoted($0))的漫畫。" },
        noMoreResults: { "沒有更多符合\(comicsF.quoted($0))的漫畫了。" },
        resultSummary: { total, query, first, last in
            "符合\(comicsF.quoted(query))的漫畫共 \(comicsF.number(total)) 幅（第 \(comicsF.number(first))–\(comicsF.number(last)) 幅）"
        },
        indexProgress: {
            "已為 \(comicsF.number($1)) 幅漫畫中的 \(comicsF.number($0)) 幅建立索引，其餘的正陸續加入。"
        },
        indexBuilding: { "正在建立索引：目前已有 \(comicsF.number($0)) 幅漫畫，隨到隨可搜尋。" },
        indexName: "Kiosk 漫畫索引",
        indexUnavailable: "漫畫搜尋暫時無法使用：Kiosk 無法讀取索引。漫畫本身仍可正常瀏覽。",
        searchElsewhere: "改在 explain xkcd 上搜尋",
        pageInvalid: { "page 必須是從 1 開始的整數，不能是\(comicsF.quoted($0))。" })
}

// MARK: - movies

private let moviesF = Formats(.zhHant)

extension MovieWords {
    static let zhHant = MovieWords(
        searchTitle: "搜尋",
        pagedTitle: { "\($0)（第 \(moviesF.number($1)) 頁）" },
        searchHeading: "搜尋電影",
        searchLabel: "電影名稱",
        searchPlaceholder: "例如：全面啟動",
        searchButton: "搜尋",
        searchHint: "請輸入電影名稱，例如「全面啟動」。",
        resultsHeading: "結果",
        resultSummary: { "符合\(moviesF.quoted($1))的電影共 \(moviesF.number($0)) 部" },
        noResults: { "沒有符合\(moviesF.quoted($0))的電影。" },
        noSuchPage: { "沒有第 \(moviesF.number($0)) 頁：此搜尋結果只有 \(moviesF.number($1)) 頁。" },
        lastPageLink: { "前往最後一頁（\(moviesF.number($0))）" },
        pageInvalid: { "page 必須是 1 到 \($0) 之間的整數，不能是\(moviesF.quoted($1))。" },
        pagerLabel: "結果頁",
        pagePosition: { "第 \(moviesF.number($0)) 頁，共 \(moviesF.number($1)) 頁" },
        previousPage: "← 上一頁",
        nextPage: "下一頁 →",
        noPoster: "無海報",
        notRated: "尚無評分",
        score: { "★ \($0)" },
        votes: { "\(moviesF.number($0)) 票" },
        ratingSpoken: { "評分 \($0) 分（滿分 10 分，\(moviesF.number($1)) 票）" },
        cannotShow: { "無法顯示電影 \($0)" },
        notFoundHeading: "找不到電影",
        notFound: { "TMDB 上沒有 ID 為 \($0) 的電影。" },
        idInvalid: { "電影 ID 必須是整數，不能是\(moviesF.quoted($0))。" },
        backToResults: { "← \(moviesF.quoted($0))的搜尋結果" },
        backToSearch: "← 搜尋電影",
        originalTitle: "原名",
        releasedIn: { "上映日期（\($0)）" },
        released: "上映日期",
        ratedIn: { "分級（\($0)）" },
        runtimeTerm: "片長",
        runtime: { MovieWords.duration($0, separator: "", hours: { "\($0)小時" }, minutes: { "\($0)分鐘" }) },
        genresTerm: "類型",
        genreList: { $0.joined(separator: "、") },
        ratingTerm: "評分",
        overviewHeading: "劇情簡介",
        recommendationsHeading: "推薦電影",
        viewOnTMDB: "在 TMDB 上查看",
        castHeading: "主要演員",
        crewHeading: "主創人員",
        directors: { _ in "導演" },
        writers: { _ in "編劇" },
        music: { _ in "音樂" },
        watchHeading: { "觀看方式（\($0)）" },
        notAvailable: { "在\($0)無法線上觀看。" },
        allWaysToWatch: "在 TMDB 上查看所有觀看方式",
        justWatchCredit: "串流資料由 JustWatch 提供。",
        stream: "訂閱",
        free: "免費",
        freeWithAds: "免費（含廣告）",
        rent: "租借",
        buy: "購買",
        regionLabel: "地區",
        regionsWithOffers: "可觀看的地區",
        showButton: "顯示",
        regionInvalid: { "region 必須是兩個字母的國家或地區代碼，不能是\(moviesF.quoted($0))。可用地區：\($1)。" },
        attribution: "本產品使用 TMDB API，但未獲 TMDB 認可或認證。",
        setupHeading: "如何啟用 TMDB",
        setupKey: "將環境變數 TMDB_API_KEY 設為 TMDB v3 API 金鑰或 API 讀取存取權杖，然後重新啟動 Kiosk。",
        setupWhere: "金鑰可在 themoviedb.org 帳戶設定的 API 區段取得。",
        setupOffline: "kiosk serve --offline 不需要金鑰，會顯示範例資料。")
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
    static let zhHant = SettingsWords()
}

// MARK: - end
