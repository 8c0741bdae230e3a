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

extension SearchWords {
    static let ja = SearchWords()
}

// MARK: - article

extension ArticleWords {
    static let ja = ArticleWords()
}

// MARK: - news

extension NewsWords {
    static let ja = NewsWords()
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
    static let ja = HomeWords()
}

// MARK: - problems

extension ProblemWords {
    static let ja = ProblemWords()
}

// MARK: - settings

extension SettingsWords {
    static let ja = SettingsWords()
}

// MARK: - end
