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
