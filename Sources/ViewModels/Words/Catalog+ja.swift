import Foundation
import Models

// Japanese: every word Kiosk shows, by area. Terms as in docs/glossary.md.

extension Catalog {
    static let ja = Catalog(
        .ja, chrome: .ja, search: .ja, article: .ja, news: .ja, comics: .ja, movies: .ja,
        home: .ja, problems: .ja, settings: .ja)
}

// MARK: - chrome

extension ChromeWords {
    static let ja = ChromeWords(
        skipToContent: "本文へ移動",
        sectionsLabel: "セクション",
        wikipedia: "ウィキペディア",
        wikipediaSearch: "ウィキペディア検索",
        news: "ニュース",
        movies: "映画",
        footer: "Kiosk はウィキペディア・Google ニュース・xkcd・TMDB を、第三者にあなたを見せずに表示します。",
        searchLabel: "ウィキペディアを検索",
        searchButton: "検索",
        languageLabel: "言語",
        settings: "設定",
        sampleDataNotice: "オフラインモード: 表示しているのはサンプルデータです。")
}

// MARK: - search

private let wikiJA = Formats(.ja)

extension SearchWords {
    static let ja = SearchWords(
        heading: "ウィキペディアを検索",
        inputLabel: "検索する言葉",
        limitLabel: "表示件数",
        submit: "検索",
        emptyTitle: "検索",
        resultsLabel: "検索結果",
        pagerLabel: "検索結果のページ",
        previous: "← 前へ",
        next: "次へ →",
        editedLabel: "最終更新",
        originalLabel: "Wikipedia で開く",
        didYouMeanPrefix: "もしかして:",
        didYouMeanSuffix: "",
        resultCount: { "\($1) 検索結果:\(wikiJA.number($0))件" },
        resultRange: { "\(wikiJA.number($2))件中 \(wikiJA.number($0))–\(wikiJA.number($1))件目" },
        wordCount: { "\(wikiJA.number($0))語" },
        noResults: { "\(wikiJA.quoted($0))に一致する記事はありません。" },
        noMoreResults: { "\(wikiJA.quoted($0))の検索結果はこれ以上ありません。" },
        emptySubmit: "検索する言葉を入力して、Enter キーか「検索」を押してください。「猫」のような短い言葉でも探せます。",
        tooLong: { "検索する言葉は\(wikiJA.number($0))文字までです（いまは\(wikiJA.number($1))文字）。短くしてください。" },
        badLimit: { "limit は 1 から \(wikiJA.number($0)) までの整数です（\(wikiJA.quoted($1))は使えません）。" },
        badOffset: { "offset は 0 から \(wikiJA.number($0)) までの整数です（\(wikiJA.quoted($1))は使えません）。" },
        formWrongType: { "検索フォームは application/x-www-form-urlencoded で送信します（\($0) ではありません）。" },
        formUnreadable: { "フォームを読み取れません: \($0)。" },
        openSearchName: "Kiosk ウィキペディア",
        openSearchDescription: "Kiosk 経由のウィキペディア検索（日本語）")
}

// MARK: - article

extension ArticleWords {
    static let ja = ArticleWords(
        contents: "目次",
        noteLink: "注の一覧で見る",
        backToText: "本文へ戻る",
        leavesKiosk: "(Kiosk の外のサイト)",
        otherLanguages: "他の言語",
        truncated: "この記事の続きは Wikipedia でお読みください。",
        redirectedFrom: { "\(wikiJA.quoted($0))から転送" },
        licenceText: "この記事は Wikipedia より、次のライセンスで提供されています:",
        originalArticle: "Wikipedia の元の記事",
        history: "編集履歴と執筆者",
        notFound: { "Wikipedia に\(wikiJA.quoted($0))という記事はありません。" },
        searchFor: { "\(wikiJA.quoted($0))を検索" },
        titleTooLong: { "記事名は UTF-8 で \($0) バイトまでです（いまは \(wikiJA.number($1)) バイト）。" },
        titleUnreadable: "記事名を読めません。",
        backToTop: "ページの先頭へ",
        largerImage: "画像を拡大",
        close: "閉じる",
        scrollsSideways: "横にスクロールできます")
}

// MARK: - news

extension NewsWords {
    static let ja = NewsWords(
        topStories: "トップニュース",
        world: "国際",
        nation: "国内",
        business: "ビジネス",
        technology: "テクノロジー",
        entertainment: "エンタメ",
        sports: "スポーツ",
        science: "科学",
        health: "健康",
        searchHeading: { "検索:\($0)" },
        topicsLabel: "トピック",
        loadingTitle: "読み込み中",
        editionLine: { "エディション: \($0)" },
        noSearchHeadlines: "この検索に合う見出しはありません。",
        noHeadlines: "いまは見出しがありません。",
        loadingNotice: "最新の見出しを取得しています…このページは自動で更新されます。",
        viaGoogle: "リンク先は Google ニュース経由",
        refreshButton: "見出しを更新",
        refreshNote: { "Google ニュースへの問い合わせは \($0) 秒に 1 回までです。" },
        refreshNotice: { age, wait in
            (age < 5 ? "見出しはたった今更新されました。" : "見出しは \(age) 秒前に更新されました。") + "次に更新できるのは \(wait) 秒後です。"
        },
        openGoogleNews: "Google ニュースで見る",
        googleNews: "Google ニュース",
        atomFeed: "このページの Atom フィード",
        joined: { "\($0)・\($1)" },
        updatedBefore: "",
        updatedAfter: { " 更新（\($0)）" },
        secondsAgo: PluralPattern(other: "{n}秒前"),
        minutesAgo: PluralPattern(other: "{n}分前"),
        hoursAgo: PluralPattern(other: "{n}時間前"),
        daysAgo: PluralPattern(other: "{n}日前"),
        clockTime: { NewsWords.twentyFourHour($0, $1) },
        zoneNote: { zone in
            if zone == .gmt { return "時刻は協定世界時（UTC）です。" }
            if zone.identifier == "Asia/Tokyo" { return "時刻は日本時間です。" }
            return "時刻は \(NewsWords.city(zone)) 時間（\(zone.identifier)）です。"
        },
        editionLabel: "エディション",
        showButton: "表示",
        searchLabel: "ニュースを検索",
        searchPageHeading: "ニュース検索",
        searchButton: "検索",
        searchHint: "Google ニュースの演算子が使えます: \"語句\"（完全一致）、-語（除外）、OR、site:example.com、when:7d（7日以内）",
        unknownEdition: { "「\($0)」は Google ニュースのエディションではありません。次から選んでください。" },
        chooseEdition: "エディションを選ぶ",
        emptyQuery: "検索する語を入力してください。",
        queryTooLong: { length, maximum in
            "この検索は \(length) 文字です。Google ニュースの検索は \(maximum) 文字までなので、短くしてください。"
        },
        unknownTopic: { "「\($0)」というニュースのトピックはありません。トピックは次のとおりです: \($1)" },
        unknownRefreshTopic: { "更新するニュースのトピック「\($0)」はありません。" },
        unreadableRefreshForm: "更新フォームを読み取れませんでした。",
        refreshNamesNoFeed: "更新フォームがニュースフィードを指していません（エディションが不明か、検索が空または長すぎます）。",
        linkHeading: "記事の配信元を開けませんでした",
        linkChoices: "Google ニュースを経由して開くか、見出しに戻ることができます。",
        linkViaGoogle: "Google ニュース経由で開く（Google にこの閲覧が伝わります）",
        linkBack: "見出しに戻る",
        linkOff: "この Kiosk は、記事の配信元のアドレスを調べない設定になっています。",
        linkBusy: "いま多くの記事のアドレスを調べているため、Kiosk の問い合わせ枠を使い切っています。少し待ってからもう一度お試しください。",
        linkRateLimited: "Google ニュースから、問い合わせをしばらく控えるよう求められています。",
        linkUnreachable: "記事の配信元を Google ニュースに問い合わせましたが、時間内に答えがありませんでした。",
        linkProtocolChanged: "Google ニュースの答えを読めませんでした。記事リンクの仕組みが変わった可能性があります。",
        linkRefused: "Google ニュースが示したアドレスは、Kiosk が案内しない種類のもの（ウェブページでない、内部ネットワークや Kiosk 自身を指す）でした。",
        linkIDTooLong: { "記事の ID が長すぎます（\($0) 文字まで）。" },
        linkIDInvalid: "記事の ID として読めません。ID は英数字と - _ だけでできています。")
}

// MARK: - comics

private let comicsF = Formats(.ja)

extension ComicWords {
    static let ja = ComicWords(
        altTextLabel: "ひとこと（マウスオーバーの文）",
        interactiveNotice: "このコミックはインタラクティブなので、xkcd.com でしか動きません。",
        publishedLabel: "公開日",
        permalink: "この回への固定リンク",
        openOnXkcd: "xkcd.com で見る",
        explanation: "explain xkcd で解説を読む",
        relatedLink: "関連リンク",
        feedLink: "新しいコミックのフィード (Atom)",
        latest: "最新",
        transcriptSummary: "書き起こし（画像の内容を文字で）",
        transcriptFrom: "書き起こし:",
        transcriptPage: { "explain xkcd の #\($0) のページ" },
        notFoundHeading: { "xkcd #\($0) はありません" },
        notFoundTitle: { "#\($0) はありません" },
        skipped404: "xkcd は 404 番を欠番にしています。「404 Not Found」をもじった冗談です。",
        notPublishedYet: { "#\($0) はまだ公開されていません。最新作は #\($1) です。" },
        noSuchComic: "xkcd にこの番号のコミックはありません。",
        notANumber: { "\(comicsF.quoted($0))はコミックの番号ではありません。1 や 2000 のような整数で指定してください。" },
        startsAtOne: { "コミックの番号は 1 から始まります（\(comicsF.quoted($0))は使えません）。" },
        tooLarge: { "\(comicsF.quoted($0))は大きすぎてコミックの番号になりません。" },
        navigationLabel: "コミックの移動",
        first: "最初",
        previousText: "< 前へ",
        previous: "前へ",
        randomText: "ランダム",
        random: "ランダムなコミック",
        nextText: "次へ >",
        next: "次へ",
        numbered: { "\($0)（#\($1)）" },
        searchXkcd: "xkcd を検索",
        searchButton: "検索",
        searchPlaceholder: "言葉、題名、番号",
        searchTitle: "検索",
        resultsLabel: "見つかったコミック",
        pagerLabel: "検索結果のページ",
        previousPage: "← 前へ",
        nextPage: "次へ →",
        emptySearch: "探したい言葉を入力してください。題名、マウスオーバーの文、書き起こしから探します。番号を入れるとその回を開きます。",
        searchTooLong: { "検索する言葉は\(comicsF.number($0))文字までです（いまは\(comicsF.number($1))文字）。短くしてください。" },
        noResults: { "\(comicsF.quoted($0))に一致するコミックはありません。" },
        noMoreResults: { "\(comicsF.quoted($0))の検索結果はこれ以上ありません。" },
        resultSummary: { total, query, first, last in
            "\(comicsF.quoted(query))に一致するコミック \(comicsF.number(total))件（\(comicsF.number(first))–\(comicsF.number(last))件目）"
        },
        indexProgress: {
            "\(comicsF.number($1))件中 \(comicsF.number($0))件のコミックを索引に入れました。残りも順に追加されます。"
        },
        indexBuilding: { "索引を作っています（\(comicsF.number($0))件まで）。見つかるのはその中からです。" },
        indexName: "Kiosk のコミック索引",
        indexUnavailable: "コミックの検索はいま使えません（索引のファイルを読めません）。コミックそのものは見られます。",
        searchElsewhere: "explain xkcd で検索する",
        pageInvalid: { "page は 1 以上の整数です（\(comicsF.quoted($0))は使えません）。" })
}

// MARK: - movies

private let moviesF = Formats(.ja)

extension MovieWords {
    static let ja = MovieWords(
        searchTitle: "検索",
        pagedTitle: { "\($0)（\(moviesF.number($1))ページ目）" },
        searchHeading: "映画を検索",
        searchLabel: "映画のタイトル",
        searchPlaceholder: "例: 千と千尋の神隠し",
        searchButton: "検索",
        searchHint: "映画のタイトルを入力してください（例: 千と千尋の神隠し）。",
        resultsHeading: "検索結果",
        resultSummary: { "\(moviesF.quoted($1))に一致する映画 \(moviesF.number($0)) 件" },
        noResults: { "\(moviesF.quoted($0))に一致する映画はありません。" },
        noSuchPage: { "\(moviesF.number($0))ページ目はありません。この検索結果は\(moviesF.number($1))ページまでです。" },
        lastPageLink: { "最後のページ（\(moviesF.number($0))）へ" },
        pageInvalid: { "page は 1 から \($0) までの整数で指定してください（\(moviesF.quoted($1))は使えません）。" },
        pagerLabel: "検索結果のページ",
        pagePosition: { "\(moviesF.number($1))ページ中\(moviesF.number($0))ページ目" },
        previousPage: "← 前のページ",
        nextPage: "次のページ →",
        noPoster: "ポスターなし",
        notRated: "未評価",
        score: { "★ \($0)" },
        votes: { "\(moviesF.number($0))票" },
        ratingSpoken: { "評価 10点中\($0)点（\(moviesF.number($1))票）" },
        cannotShow: { "映画 \($0) を表示できません" },
        notFoundHeading: "映画が見つかりません",
        notFound: { "TMDB に ID \($0) の映画はありません。" },
        idInvalid: { "映画の ID は整数です（\(moviesF.quoted($0))は使えません）。" },
        backToResults: { "← \(moviesF.quoted($0))の検索結果" },
        backToSearch: "← 映画を検索",
        originalTitle: "原題",
        releasedIn: { "公開日（\($0)）" },
        released: "公開日",
        ratedIn: { "レーティング（\($0)）" },
        runtimeTerm: "上映時間",
        runtime: { MovieWords.duration($0, separator: "", hours: { "\($0)時間" }, minutes: { "\($0)分" }) },
        genresTerm: "ジャンル",
        genreList: { $0.joined(separator: "、") },
        ratingTerm: "評価",
        overviewHeading: "あらすじ",
        recommendationsHeading: "おすすめの映画",
        viewOnTMDB: "TMDB で見る",
        castHeading: "主な出演者",
        crewHeading: "スタッフ",
        directors: { _ in "監督" },
        writers: { _ in "脚本・原作" },
        music: { _ in "音楽" },
        watchHeading: { "視聴方法（\($0)）" },
        notAvailable: { "\($0)では配信・レンタル・購入の情報がありません。" },
        allWaysToWatch: "TMDB ですべての視聴方法を見る",
        justWatchCredit: "配信情報の提供: JustWatch",
        stream: "見放題",
        free: "無料",
        freeWithAds: "広告付き無料",
        rent: "レンタル",
        buy: "購入",
        regionLabel: "地域",
        regionsWithOffers: "視聴できる地域",
        showButton: "表示",
        regionInvalid: {
            "region には 2 文字の国・地域コードを指定してください（\(moviesF.quoted($0))は使えません）。使えるコード: \($1)。"
        },
        attribution: "この製品は TMDB API を使用していますが、TMDB による推奨・認定を受けたものではありません。",
        setupHeading: "TMDB を使うには",
        setupKey: "環境変数 TMDB_API_KEY に TMDB の v3 API キー、または API 読み取りアクセストークンを設定して、Kiosk を再起動してください。",
        setupWhere: "キーは themoviedb.org のアカウント設定（API）で取得できます。",
        setupOffline: "kiosk serve --offline で起動すると、キーなしでサンプルデータを表示できます。")
}

// MARK: - home

extension HomeWords {
    static let ja = HomeWords(
        heading: "今日の Kiosk",
        dateLine: { date, zone in
            date.formatted(
                Date.VerbatimFormatStyle(
                    format: "\(year: .defaultDigits)年\(month: .defaultDigits)月\(day: .defaultDigits)日（\(weekday: .abbreviated)）",
                    locale: Locale(identifier: "ja"), timeZone: zone, calendar: Calendar(identifier: .gregorian)))
                + "・" + (zone.identifier == "Asia/Tokyo" ? "日本時間" : "\(NewsWords.city(zone)) 時間")
        },
        reload: "再読み込み",
        notReady: { "\($0) からの応答を待っています。" },
        wikipediaHeading: "今日のウィキペディア",
        feedDateNote: { "ウィキペディアの \(jaFormats.date($0))（協定世界時）の特集です。" },
        featuredLabel: "今日の特集記事",
        newsLabel: "ニュース",
        onThisDayLabel: "今日は何の日",
        mostReadLabel: "昨日よく読まれた記事",
        pictureLabel: "今日の画像",
        searchWikipedia: "ウィキペディアを検索",
        atomFeed: "Atom フィード",
        noFeed: "この言語のウィキペディアには、この日の特集がありません。",
        missingParts: { "この言語のウィキペディアには、この日の" + $0.map { "「\($0)」" }.joined() + "はありません。" },
        views: { "\(jaFormats.number($0)) 回閲覧" },
        year: { $0 < 0 ? "紀元前\(-$0)年" : "\($0)年" },
        headlinesHeading: "主な見出し",
        allHeadlines: "すべての見出し",
        readComics: "xkcd を読む",
        moviesHeading: "今日話題の映画",
        findMovies: "映画を探す")
}

private let jaFormats = Formats(.ja)

// MARK: - problems

extension ProblemWords {
    static let ja = ProblemWords(
        badRequest: "リクエストに誤りがあります",
        notFound: "見つかりません",
        methodNotAllowed: "この方法では使えません",
        tooSlow: "時間切れです",
        tooLarge: "送信された内容が大きすぎます",
        addressTooLong: "URL が長すぎます",
        unsupportedSubmission: "この形式の送信には対応していません",
        headersTooLarge: "ヘッダーが大きすぎます",
        notSupported: "対応していない形式です",
        busy: "ただいま混み合っています",
        tooManyRequests: "短い間に新しいページが多すぎます",
        versionNotSupported: "対応していない HTTP バージョンです",
        failure: "サーバーで問題が起きました",
        noPage: "このアドレスにはページがありません。",
        methodsAllowed: { "このアドレスは \($0) だけに応答します。" },
        unexpected: "予期しないエラーで、このページを表示できませんでした。",
        tooManyRequestsDetail: {
            "このアドレスから短い間に、Kiosk が取得元に問い合わせる必要のあるページが一人の読者の分を超えて求められました。取得元に迷惑をかけないよう、しばらく新しい問い合わせを控えています。表示済みのページは開けます。"
                + jaRetry($0)
        },
        retryAfter: jaRetry,
        incident: { "問い合わせ番号: \($0)" },
        homeLink: "ホームへ戻る",
        badHost: "Host ヘッダーには、このサイトのホスト名（とポート）を指定してください。",
        unknownWiki: {
            "\($0) には Wikipedia の言語コード（ja、en、de、fr、ar など）を指定します（\(wikiJA.quoted($1))はありません）。"
        },
        unknownLanguage: { "lang は \($0) のどれかです（\(wikiJA.quoted($1))は使えません）。" },
        sourceName: { $0.displayName },
        timedOut: { "\($0) が時間内に応答しませんでした。" },
        coolingDown: { "\($0) へのリクエストが多すぎるため、少し待っています。" },
        notConfigured: { "\($0) は設定されていません（\($1)）。" },
        unreachable: { "\($0) に接続できませんでした。" },
        httpError: { "\($0) がエラー (HTTP \($1)) を返しました。" },
        unreadable: { "\($0) から読めない応答が返りました。" },
        openOn: { "\($0) で直接見る" },
        staleNotice: { "\($0)に保存した内容を表示しています。" },
        secondsAgo: { "\(wikiJA.number($0))秒前" },
        minutesAgo: { "\(wikiJA.number($0))分前" },
        hoursAgo: { "\(wikiJA.number($0))時間前" },
        daysAgo: { "\(wikiJA.number($0))日前" })
}

private func jaRetry(_ seconds: Int) -> String {
    "\(wikiJA.number(seconds)) 秒後にもう一度お試しください。"
}

// MARK: - settings

extension SettingsWords {
    static let ja = SettingsWords(
        heading: "設定",
        intro: "Kiosk はクッキーを使わないため、設定はページのアドレスに入ります。ここで選んで、下のリンクをブックマークしてください。",
        interfaceLanguage: "表示言語",
        interfaceLanguageHint: "Kiosk のメニュー・ボタン・メッセージの言語です。",
        wikipediaLanguage: "ウィキペディアの言語",
        wikipediaLanguageHint: "検索し、記事を読むウィキペディアです。",
        newsEdition: "ニュースのエディション",
        newsEditionHint: "見出しの国と言語です。",
        movieRegion: "映画の地域",
        movieRegionHint: "この国の配信サービス・公開日・年齢制限を表示します。",
        submit: "リンクを表示",
        bookmarksHeading: "あなたのリンク",
        bookmarksIntro: "どのリンクも、この設定で Kiosk の各セクションを開きます。使うものをブックマークしてください。",
        homePage: "トップページ",
        unknownEdition: { "「\($0)」はニュースのエディションではありません。一覧から選んでください。" })
}

// MARK: - end
