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

private let wikiHant = Formats(.zhHant)

extension SearchWords {
    static let zhHant = SearchWords(
        heading: "搜尋維基百科",
        inputLabel: "搜尋內容",
        limitLabel: "每頁結果數",
        submit: "搜尋",
        emptyTitle: "搜尋",
        resultsLabel: "搜尋結果",
        pagerLabel: "結果分頁",
        previous: "← 上一頁",
        next: "下一頁 →",
        editedLabel: "最後編輯於",
        originalLabel: "在維基百科上查看",
        didYouMeanPrefix: "您是不是要找：",
        didYouMeanSuffix: "",
        resultCount: { "\(wikiHant.quoted($1))共有 \(wikiHant.number($0)) 筆結果" },
        resultRange: { "第 \(wikiHant.number($0))–\(wikiHant.number($1)) 筆，共 \(wikiHant.number($2)) 筆" },
        wordCount: { "\(wikiHant.number($0)) 個詞" },
        noResults: { "沒有符合\(wikiHant.quoted($0))的條目。" },
        noMoreResults: { "\(wikiHant.quoted($0))沒有更多結果了。" },
        emptySubmit: "請輸入要在維基百科中搜尋的字詞，然後按 Enter 鍵或「搜尋」。短詞也能搜尋。",
        tooLong: { "搜尋內容最多 \(wikiHant.number($0)) 個字元，目前為 \(wikiHant.number($1)) 個。請縮短後再試。" },
        badLimit: { "limit 必須是 1 到 \(wikiHant.number($0)) 之間的整數，不能是\(wikiHant.quoted($1))。" },
        badOffset: { "offset 必須是 0 到 \(wikiHant.number($0)) 之間的整數，不能是\(wikiHant.quoted($1))。" },
        formWrongType: { "搜尋表單應以 application/x-www-form-urlencoded 格式送出，而不是 \($0)。" },
        formUnreadable: { "無法讀取表單：\($0)。" },
        openSearchName: "Kiosk 維基百科",
        openSearchDescription: "透過 Kiosk 搜尋維基百科（繁體中文）")
}

// MARK: - article

extension ArticleWords {
    static let zhHant = ArticleWords(
        contents: "目錄",
        noteLink: "在註釋列表中查看",
        backToText: "返回正文",
        leavesKiosk: "（離開 Kiosk）",
        otherLanguages: "其他語言",
        truncated: "本條目比 Kiosk 顯示的內容更長，其餘部分請到維基百科閱讀。",
        redirectedFrom: { "重新導向自\(wikiHant.quoted($0))" },
        licenceText: "本條目來自維基百科，採用以下授權條款：",
        originalArticle: "維基百科原條目",
        history: "編輯歷史與作者",
        notFound: { "維基百科中沒有名為\(wikiHant.quoted($0))的條目。" },
        searchFor: { "搜尋\(wikiHant.quoted($0))" },
        titleTooLong: { "條目標題最多為 \($0) 位元組（UTF-8），目前為 \(wikiHant.number($1)) 位元組。" },
        titleUnreadable: "無法讀取條目標題。",
        backToTop: "回到頂端",
        largerImage: "放大圖片",
        close: "關閉",
        scrollsSideways: "可橫向捲動")
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
    static let zhHant = ProblemWords(
        badRequest: "請求有誤",
        notFound: "找不到網頁",
        methodNotAllowed: "不允許使用此方法",
        tooSlow: "請求逾時",
        tooLarge: "請求內容過大",
        addressTooLong: "網址過長",
        unsupportedSubmission: "不接受這種送出方式",
        headersTooLarge: "請求標頭過大",
        notSupported: "不支援此操作",
        busy: "伺服器忙碌中",
        tooManyRequests: "短時間內要求的新網頁過多",
        versionNotSupported: "不支援此 HTTP 版本",
        failure: "伺服器發生問題",
        noPage: "此網址沒有網頁。",
        methodsAllowed: { "此網址只接受 \($0) 請求。" },
        unexpected: "發生意外錯誤，無法顯示此網頁。",
        tooManyRequestsDetail: {
            "此位址在短時間內要求了過多新網頁，超出一位讀者的正常需要，而 Kiosk 必須逐一向來源擷取這些網頁。為了不增加這些來源的負擔，Kiosk 暫時不再為此位址擷取新內容；已擷取的網頁仍可開啟。"
                + hantRetry($0)
        },
        retryAfter: hantRetry,
        incident: { "參考編號：\($0)" },
        homeLink: "返回首頁",
        badHost: "Host 標頭必須是本站的名稱（主機名稱，可附帶連接埠）。",
        unknownWiki: {
            "\($0) 必須是維基百科的語言代碼（ja、en、de、fr、ar 等），不能是\(wikiHant.quoted($1))。"
        },
        unknownLanguage: { "lang 必須是以下代碼之一：\($0)；不能是\(wikiHant.quoted($1))。" },
        sourceName: { source in
            switch source {
            case .wikipedia: "維基百科"
            case .news: "Google 新聞"
            default: source.displayName
            }
        },
        timedOut: { "\($0)未能及時回應。" },
        coolingDown: { "\($0)要求放慢請求速度，Kiosk 正在等待，稍後再請求。" },
        notConfigured: { "\($0)尚未設定：\($1)。" },
        unreachable: { "Kiosk 無法連線到\($0)。" },
        httpError: { "\($0)傳回了錯誤（HTTP \($1)）。" },
        unreadable: { "\($0)傳回了 Kiosk 無法讀取的內容。" },
        openOn: { "直接在\($0)上查看" },
        staleNotice: { "正在顯示 Kiosk \($0)儲存的內容。" },
        secondsAgo: { "\(wikiHant.number($0)) 秒前" },
        minutesAgo: { "\(wikiHant.number($0)) 分鐘前" },
        hoursAgo: { "\(wikiHant.number($0)) 小時前" },
        daysAgo: { "\(wikiHant.number($0)) 天前" })
}

private func hantRetry(_ seconds: Int) -> String {
    "請在 \(wikiHant.number(seconds)) 秒後重試。"
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
