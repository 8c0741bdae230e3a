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

private let wikiHans = Formats(.zhHans)

extension SearchWords {
    static let zhHans = SearchWords(
        heading: "搜索维基百科",
        inputLabel: "搜索内容",
        limitLabel: "每页结果数",
        submit: "搜索",
        emptyTitle: "搜索",
        resultsLabel: "搜索结果",
        pagerLabel: "结果分页",
        previous: "← 上一页",
        next: "下一页 →",
        editedLabel: "最后编辑于",
        originalLabel: "在维基百科上查看",
        didYouMeanPrefix: "您是不是要找：",
        didYouMeanSuffix: "",
        resultCount: { "\(wikiHans.quoted($1))共有 \(wikiHans.number($0)) 条结果" },
        resultRange: { "第 \(wikiHans.number($0))–\(wikiHans.number($1)) 条，共 \(wikiHans.number($2)) 条" },
        wordCount: { "\(wikiHans.number($0)) 个词" },
        noResults: { "没有与\(wikiHans.quoted($0))匹配的条目。" },
        noMoreResults: { "\(wikiHans.quoted($0))没有更多结果了。" },
        emptySubmit: "请输入要在维基百科中搜索的字词，然后按 Enter 键或“搜索”。短词也能搜索。",
        tooLong: { "搜索内容最多 \(wikiHans.number($0)) 个字符，当前为 \(wikiHans.number($1)) 个。请缩短后再试。" },
        badLimit: { "limit 必须是 1 到 \(wikiHans.number($0)) 之间的整数，不能是\(wikiHans.quoted($1))。" },
        badOffset: { "offset 必须是 0 到 \(wikiHans.number($0)) 之间的整数，不能是\(wikiHans.quoted($1))。" },
        formWrongType: { "搜索表单应以 application/x-www-form-urlencoded 格式提交，而不是 \($0)。" },
        formUnreadable: { "无法读取表单：\($0)。" },
        openSearchName: "Kiosk 维基百科",
        openSearchDescription: "通过 Kiosk 搜索维基百科（简体中文）")
}

// MARK: - article

extension ArticleWords {
    static let zhHans = ArticleWords(
        contents: "目录",
        noteLink: "在注释列表中查看",
        backToText: "返回正文",
        leavesKiosk: "（离开 Kiosk）",
        otherLanguages: "其他语言",
        truncated: "本条目比 Kiosk 显示的内容更长，其余部分请到维基百科阅读。",
        redirectedFrom: { "重定向自\(wikiHans.quoted($0))" },
        licenceText: "本条目来自维基百科，采用以下许可协议：",
        originalArticle: "维基百科原条目",
        history: "编辑历史与作者",
        notFound: { "维基百科中没有名为\(wikiHans.quoted($0))的条目。" },
        searchFor: { "搜索\(wikiHans.quoted($0))" },
        titleTooLong: { "条目标题最多为 \($0) 字节（UTF-8），当前为 \(wikiHans.number($1)) 字节。" },
        titleUnreadable: "无法读取条目标题。")
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
    static let zhHans = ProblemWords(
        badRequest: "请求有误",
        notFound: "找不到页面",
        methodNotAllowed: "不允许使用此方法",
        tooSlow: "请求超时",
        tooLarge: "请求内容过大",
        addressTooLong: "网址过长",
        unsupportedSubmission: "不接受这种提交方式",
        headersTooLarge: "请求头过大",
        notSupported: "不支持此操作",
        busy: "服务器繁忙",
        tooManyRequests: "短时间内请求的新页面过多",
        versionNotSupported: "不支持此 HTTP 版本",
        failure: "服务器出了问题",
        noPage: "此网址没有页面。",
        methodsAllowed: { "此网址只接受 \($0) 请求。" },
        unexpected: "发生意外错误，无法显示此页面。",
        tooManyRequestsDetail: {
            "此地址在短时间内请求了过多新页面，超出了一位读者的正常需要，而 Kiosk 需要逐一向来源获取这些页面。为了不给这些来源增加负担，Kiosk 暂时不再为此地址获取新内容；已获取的页面仍可打开。"
                + hansRetry($0)
        },
        retryAfter: hansRetry,
        incident: { "参考编号：\($0)" },
        homeLink: "返回首页",
        badHost: "Host 请求头必须是本站的名称（主机名，可附带端口）。",
        unknownWiki: {
            "lang 必须是维基百科的语言代码（ja、en、de、fr、ar 等），不能是\(wikiHans.quoted($0))。可以在 /search?lang=zh 搜索。"
        },
        unknownLanguage: { "lang 必须是以下代码之一：\($0)；不能是\(wikiHans.quoted($1))。" },
        sourceName: { source in
            switch source {
            case .wikipedia: "维基百科"
            case .news: "Google 新闻"
            default: source.displayName
            }
        },
        timedOut: { "\($0)未能及时响应。" },
        coolingDown: { "\($0)要求放慢请求速度，Kiosk 正在等待，稍后再请求。" },
        notConfigured: { "\($0)尚未配置：\($1)。" },
        unreachable: { "Kiosk 无法连接到\($0)。" },
        httpError: { "\($0)返回了错误（HTTP \($1)）。" },
        unreadable: { "\($0)返回了 Kiosk 无法读取的内容。" },
        openOn: { "直接在\($0)上查看" },
        staleNotice: { "正在显示 Kiosk \($0)保存的内容。" },
        secondsAgo: { "\(wikiHans.number($0)) 秒前" },
        minutesAgo: { "\(wikiHans.number($0)) 分钟前" },
        hoursAgo: { "\(wikiHans.number($0)) 小时前" },
        daysAgo: { "\(wikiHans.number($0)) 天前" })
}

private func hansRetry(_ seconds: Int) -> String {
    "请在 \(wikiHans.number(seconds)) 秒后重试。"
}

// MARK: - settings

extension SettingsWords {
    static let zhHans = SettingsWords()
}

// MARK: - end
