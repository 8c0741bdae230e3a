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
        titleUnreadable: "无法读取条目标题。",
        backToTop: "返回顶部",
        largerImage: "放大图片",
        close: "关闭",
        scrollsSideways: "可横向滚动")
}

// MARK: - news

extension NewsWords {
    static let zhHans = NewsWords(
        topStories: "头条新闻",
        world: "国际",
        nation: "国内",
        business: "财经",
        technology: "科技",
        entertainment: "娱乐",
        sports: "体育",
        science: "科学",
        health: "健康",
        searchHeading: { "搜索：\($0)" },
        topicsLabel: "主题",
        loadingTitle: "正在加载",
        editionLine: { "版本：\($0)" },
        noSearchHeadlines: "没有与此搜索匹配的标题。",
        noHeadlines: "目前没有标题。",
        loadingNotice: "正在获取最新标题……此页面会自动更新。",
        viaGoogle: "链接经由 Google 新闻",
        refreshButton: "刷新标题",
        refreshNote: { "Kiosk 最多每 \($0) 秒向 Google 新闻请求一次新标题。" },
        refreshNotice: { age, wait in
            (age < 5 ? "标题刚刚已刷新。" : "标题已于 \(age) 秒前刷新。") + "\(wait) 秒后可再次刷新。"
        },
        openGoogleNews: "在 Google 新闻中打开",
        googleNews: "Google 新闻",
        atomFeed: "此页面的 Atom 订阅源",
        joined: { "\($0) · \($1)" },
        updatedBefore: "更新于 ",
        updatedAfter: { "（\($0)）" },
        secondsAgo: PluralPattern(other: "{n} 秒前"),
        minutesAgo: PluralPattern(other: "{n} 分钟前"),
        hoursAgo: PluralPattern(other: "{n} 小时前"),
        daysAgo: PluralPattern(other: "{n} 天前"),
        clockTime: { zhHansFormats.time($0, timeZone: $1) },
        zoneNote: { "时区：\(NewsWords.zoneName($0, .zhHans))" },
        editionLabel: "版本",
        showButton: "显示",
        searchLabel: "搜索新闻",
        searchPageHeading: "搜索新闻",
        searchButton: "搜索",
        searchHint: "支持 Google 新闻的搜索运算符：\"完全匹配\"、-排除、OR、site:example.com、when:7d（最近 7 天）",
        unknownEdition: { "\(zhHansFormats.quoted($0))不是 Google 新闻的版本。请从以下版本中选择：" },
        chooseEdition: "选择版本",
        emptyQuery: "请在上方的搜索框中输入要搜索的内容。",
        queryTooLong: { length, maximum in
            "此搜索有 \(zhHansFormats.number(length)) 个字符，Google 新闻最多接受 \(zhHansFormats.number(maximum)) 个。请缩短搜索内容。"
        },
        unknownTopic: { "没有名为\(zhHansFormats.quoted($0))的新闻主题。可用的主题有：\($1)。" },
        unknownRefreshTopic: { "没有可刷新的新闻主题\(zhHansFormats.quoted($0))。" },
        unreadableRefreshForm: "无法读取刷新表单。",
        refreshNamesNoFeed: "刷新表单没有指定新闻源：版本未知，或搜索为空或过长。",
        linkHeading: "Kiosk 无法直接打开这篇文章",
        linkChoices: "你可以经由 Google 新闻打开，或返回标题列表。",
        linkViaGoogle: "经由 Google 新闻继续（Google 会看到此次访问）",
        linkBack: "返回标题列表",
        linkOff: "此 Kiosk 设置为不查询文章的原始地址。",
        linkBusy: "Kiosk 目前正在查询大量文章地址，暂时用完了查询额度。请过一分钟再试。",
        linkRateLimited: "Google 新闻要求 Kiosk 稍后再查询更多文章地址。",
        linkUnreachable: "Kiosk 向 Google 新闻询问了这篇文章的地址，但未能及时得到回复。",
        linkProtocolChanged: "Kiosk 无法读取 Google 新闻的回复；Google 可能更改了文章链接的工作方式。",
        linkRefused: "Google 新闻给出的地址是 Kiosk 不会引导读者前往的：它不是网页，或指向内部网络或 Kiosk 本身。",
        linkIDTooLong: { "此文章 ID 过长：ID 最多 \(zhHansFormats.number($0)) 个字符。" },
        linkIDInvalid: "这不是 Google 新闻的文章 ID：ID 只包含字母、数字、“-”和“_”。")
}

// MARK: - comics

private let comicsF = Formats(.zhHans)

extension ComicWords {
    static let zhHans = ComicWords(
        altTextLabel: "悬停文字",
        interactiveNotice: "这是一幅互动漫画，只能在 xkcd.com 上使用。",
        publishedLabel: "发布日期",
        permalink: "本篇固定链接",
        openOnXkcd: "在 xkcd.com 上查看",
        explanation: "在 explain xkcd 上查看解说",
        relatedLink: "相关链接",
        feedLink: "新漫画订阅源（Atom）",
        latest: "最新",
        transcriptSummary: "文字稿",
        transcriptFrom: "文字稿来源：",
        transcriptPage: { "explain xkcd 上 #\($0) 的页面" },
        notFoundHeading: { "没有 xkcd #\($0)" },
        notFoundTitle: { "没有 #\($0)" },
        skipped404: "xkcd 故意跳过了 #404：这是拿网页的“404 Not Found”错误开的玩笑。",
        notPublishedYet: { "#\($0) 尚未发布。最新一幅是 #\($1)。" },
        noSuchComic: "xkcd 没有这个编号的漫画。",
        notANumber: { "\(comicsF.quoted($0))不是漫画编号：请使用整数，例如 1 或 2000。" },
        startsAtOne: { "漫画编号从 1 开始，所以\(comicsF.quoted($0))不是编号。" },
        tooLarge: { "\(comicsF.quoted($0))太大，不可能是漫画编号。" },
        navigationLabel: "漫画导航",
        first: "第一幅",
        previousText: "< 上一幅",
        previous: "上一幅",
        randomText: "随机",
        random: "随机漫画",
        nextText: "下一幅 >",
        next: "下一幅",
        numbered: { "\($0)（#\($1)）" },
        searchXkcd: "搜索 xkcd",
        searchButton: "搜索",
        searchPlaceholder: "关键词、标题或编号",
        searchTitle: "搜索",
        resultsLabel: "找到的漫画",
        pagerLabel: "结果页",
        previousPage: "← 上一页",
        nextPage: "下一页 →",
        emptySearch: "请输入要在漫画标题、悬停文字和文字稿中查找的词语，或输入编号打开该漫画。",
        searchTooLong: {
            "搜索内容最多 \(comicsF.number($0)) 个字符，当前为 \(comicsF.number($1)) 个。请缩短。"
        },
        noResults: { "没有与\(comicsF.quoted($0))匹配的漫画。" },
        noMoreResults: { "没有更多与\(comicsF.quoted($0))匹配的漫画了。" },
        resultSummary: { total, query, first, last in
            "与\(comicsF.quoted(query))匹配的漫画共 \(comicsF.number(total)) 幅（第 \(comicsF.number(first))–\(comicsF.number(last)) 幅）"
        },
        indexProgress: {
            "已为 \(comicsF.number($1)) 幅漫画中的 \(comicsF.number($0)) 幅建立索引，其余的正在陆续加入。"
        },
        indexBuilding: { "正在建立索引：目前已有 \(comicsF.number($0)) 幅漫画，随到随可搜索。" },
        indexName: "Kiosk 漫画索引",
        indexUnavailable: "漫画搜索暂时无法使用：Kiosk 无法读取索引。漫画本身仍可正常浏览。",
        searchElsewhere: "改在 explain xkcd 上搜索",
        pageInvalid: { "page 必须是从 1 开始的整数，不能是\(comicsF.quoted($0))。" })
}

// MARK: - movies

private let moviesF = Formats(.zhHans)

extension MovieWords {
    static let zhHans = MovieWords(
        searchTitle: "搜索",
        pagedTitle: { "\($0)（第 \(moviesF.number($1)) 页）" },
        searchHeading: "搜索电影",
        searchLabel: "电影名称",
        searchPlaceholder: "例如：盗梦空间",
        searchButton: "搜索",
        searchHint: "请输入电影名称，例如“盗梦空间”。",
        resultsHeading: "结果",
        resultSummary: { "与\(moviesF.quoted($1))匹配的电影共 \(moviesF.number($0)) 部" },
        noResults: { "没有与\(moviesF.quoted($0))匹配的电影。" },
        noSuchPage: { "没有第 \(moviesF.number($0)) 页：此搜索结果只有 \(moviesF.number($1)) 页。" },
        lastPageLink: { "前往最后一页（\(moviesF.number($0))）" },
        pageInvalid: { "page 必须是 1 到 \($0) 之间的整数，不能是\(moviesF.quoted($1))。" },
        pagerLabel: "结果页",
        pagePosition: { "第 \(moviesF.number($0)) 页，共 \(moviesF.number($1)) 页" },
        previousPage: "← 上一页",
        nextPage: "下一页 →",
        noPoster: "无海报",
        notRated: "暂无评分",
        score: { "★ \($0)" },
        votes: { "\(moviesF.number($0)) 票" },
        ratingSpoken: { "评分 \($0) 分（满分 10 分，\(moviesF.number($1)) 票）" },
        cannotShow: { "无法显示电影 \($0)" },
        notFoundHeading: "找不到电影",
        notFound: { "TMDB 上没有 ID 为 \($0) 的电影。" },
        idInvalid: { "电影 ID 必须是整数，不能是\(moviesF.quoted($0))。" },
        backToResults: { "← \(moviesF.quoted($0))的搜索结果" },
        backToSearch: "← 搜索电影",
        originalTitle: "原名",
        releasedIn: { "上映日期（\($0)）" },
        released: "上映日期",
        ratedIn: { "分级（\($0)）" },
        runtimeTerm: "片长",
        runtime: { MovieWords.duration($0, separator: "", hours: { "\($0)小时" }, minutes: { "\($0)分钟" }) },
        genresTerm: "类型",
        genreList: { $0.joined(separator: "、") },
        ratingTerm: "评分",
        overviewHeading: "剧情简介",
        recommendationsHeading: "推荐电影",
        viewOnTMDB: "在 TMDB 上查看",
        castHeading: "主要演员",
        crewHeading: "主创人员",
        directors: { _ in "导演" },
        writers: { _ in "编剧" },
        music: { _ in "音乐" },
        watchHeading: { "观看方式（\($0)）" },
        notAvailable: { "在\($0)无法在线观看。" },
        allWaysToWatch: "在 TMDB 上查看所有观看方式",
        justWatchCredit: "流媒体数据由 JustWatch 提供。",
        stream: "订阅",
        free: "免费",
        freeWithAds: "免费（含广告）",
        rent: "租赁",
        buy: "购买",
        regionLabel: "地区",
        regionsWithOffers: "可观看的地区",
        showButton: "显示",
        regionInvalid: { "region 必须是两个字母的国家或地区代码，不能是\(moviesF.quoted($0))。可用地区：\($1)。" },
        attribution: "本产品使用 TMDB API，但未获 TMDB 认可或认证。",
        setupHeading: "如何启用 TMDB",
        setupKey: "将环境变量 TMDB_API_KEY 设为 TMDB v3 API 密钥或 API 读取访问令牌，然后重启 Kiosk。",
        setupWhere: "密钥可在 themoviedb.org 账户设置的 API 部分获取。",
        setupOffline: "kiosk serve --offline 无需密钥，会显示示例数据。")
}

// MARK: - home

extension HomeWords {
    static let zhHans = HomeWords(
        heading: "今日 Kiosk",
        dateLine: { HomeWords.fullDate($0, $1, localeIdentifier: "zh-Hans") + " · " + NewsWords.zoneName($1, .zhHans) },
        reload: "重新加载",
        notReady: { "正在等待 \($0) 的响应。" },
        wikipediaHeading: "今日维基百科",
        feedDateNote: { "维基百科 \(zhHansFormats.date($0))（协调世界时）的特色内容。" },
        featuredLabel: "今日特色条目",
        newsLabel: "新闻动态",
        onThisDayLabel: "历史上的今天",
        mostReadLabel: "昨日最多阅读",
        pictureLabel: "每日图片",
        searchWikipedia: "搜索维基百科",
        atomFeed: "Atom 订阅源",
        noFeed: "此语言的维基百科在这一天没有特色内容。",
        missingParts: { "此语言的维基百科在这一天没有" + $0.map(zhHansFormats.quoted).joined(separator: "、") + "。" },
        views: { "\(zhHansFormats.number($0)) 次浏览" },
        year: { $0 < 0 ? "公元前\(-$0)年" : "\($0)年" },
        headlinesHeading: "主要标题",
        allHeadlines: "全部标题",
        readComics: "阅读 xkcd",
        moviesHeading: "今日热门电影",
        findMovies: "查找电影")
}

private let zhHansFormats = Formats(.zhHans)

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
            "\($0) 必须是维基百科的语言代码（ja、en、de、fr、ar 等），不能是\(wikiHans.quoted($1))。"
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
