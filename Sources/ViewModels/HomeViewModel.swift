import Models

/// What the home page shows: the four sections with a line about each and a few ways in.
public struct HomeViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        public var language: Language
        public init(language: Language) {
            self.language = language
        }
    }

    public struct Outputs: Sendable, Hashable, Encodable {
        /// One section card; `examples` are ready-made links into it.
        public struct Card: Sendable, Hashable, Encodable {
            public var title: String
            public var summary: String
            public var href: String
            public var examples: [Chrome.Link]
        }
        public var chrome: Chrome
        public var title: String
        public var heading: String
        public var intro: String
        public var cards: [Card]
    }

    public init() {}

    public func outputs(for inputs: Inputs) -> Outputs {
        let language = inputs.language
        let ja = language == .ja
        let lang = ("lang", language.rawValue)
        func example(_ label: String, _ path: String, _ query: [(String, String)] = []) -> Chrome.Link {
            Chrome.Link(label: label, href: PageURL.make(path, query + [lang]), isCurrent: false)
        }
        let cards = [
            Outputs.Card(
                title: Section.search.label(language),
                summary: ja ? "ウィキペディアの記事を全文検索します。" : "Search the full text of Wikipedia.",
                href: PageURL.make("/search", [lang]),
                examples: [example("Swift", "/search", [("q", "Swift")])]),
            Outputs.Card(
                title: Section.news.label(language),
                summary: ja ? "Google ニュースの主な見出しを新しい順に。" : "Google News top stories, newest first.",
                href: PageURL.make("/news", [lang]),
                examples: [example(ja ? "最新の見出し" : "Latest headlines", "/news")]),
            Outputs.Card(
                title: Section.comics.label(language),
                summary: ja ? "xkcd のコミックを前後にたどって読めます。" : "Read xkcd comics, back and forth.",
                href: PageURL.make("/comics", [lang]),
                examples: [example(ja ? "最新作" : "Latest comic", "/comics"), example(ja ? "ランダム" : "Random", "/comics/random")]),
            Outputs.Card(
                title: Section.movies.label(language),
                summary: ja ? "TMDB で映画を探して詳細を見ます。" : "Find movies on TMDB and see their details.",
                href: PageURL.make("/movies", [lang]),
                examples: [example(ja ? "「Star」を検索" : "Search “Star”", "/movies", [("q", "Star")])]),
        ]
        return Outputs(
            chrome: Chrome(language: language, current: nil, path: "/", query: [lang]),
            title: TabTitle.make(nil, section: nil),
            heading: ja ? "Kiosk へようこそ" : "Welcome to Kiosk",
            intro: ja
                ? "速くてプライベートな、四つの情報源の読み口です。ブラウザーは Kiosk とだけ通信します。"
                : "A fast, private way into four sources. Your browser only ever talks to Kiosk.",
            cards: cards)
    }
}
