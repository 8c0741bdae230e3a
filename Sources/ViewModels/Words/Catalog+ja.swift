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

extension ComicWords {
    static let ja = ComicWords()
}

// MARK: - movies

extension MovieWords {
    static let ja = MovieWords()
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
            "lang には Wikipedia の言語コード（ja、en、de、fr、ar など）を指定します（\(wikiJA.quoted($0))はありません）。/search?lang=en で検索できます。"
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
