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
    static let ja = ProblemWords()
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
