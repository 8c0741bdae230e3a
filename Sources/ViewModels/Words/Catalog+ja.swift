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
        titleUnreadable: "記事名を読めません。")
}

// MARK: - news

extension NewsWords {
    static let ja = NewsWords()
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
    static let ja = HomeWords()
}

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
    static let ja = SettingsWords()
}

// MARK: - end
