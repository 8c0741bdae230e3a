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
        titleUnreadable: "無法讀取條目標題。")
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
            "lang 必須是維基百科的語言代碼（ja、en、de、fr、ar 等），不能是\(wikiHant.quoted($0))。可以在 /search?lang=zh 搜尋。"
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
    static let zhHant = SettingsWords()
}

// MARK: - end
