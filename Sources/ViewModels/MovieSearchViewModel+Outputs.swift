import Models

extension MovieSearchViewModel {
    /// Everything the search page (and its JSON twin) shows.
    public struct Outputs: Sendable, Hashable, Encodable {
        /// The search box; `hint` says what to do when nothing has been typed yet.
        public struct Form: Sendable, Hashable, Encodable {
            public var action: String
            public var label: String
            public var placeholder: String
            public var buttonLabel: String
            public var query: String
            public var lang: String
            /// The reader's region, a hidden field so a new search keeps it.
            public var region: String
            public var hint: String?
        }

        /// A sentence in place of results ("No movies match…"), with a way on when there is one.
        public struct Notice: Sendable, Hashable, Encodable {
            public var text: String
            public var link: Chrome.Link?
        }

        public var chrome: Chrome
        public var title: String
        public var heading: String
        public var form: Form
        /// "273 movies match “Star”"; nil when there are no results to show.
        public var summary: String?
        public var resultsHeading: String
        public var results: [MovieCard]
        public var pager: MoviePager?
        public var notice: Notice?
        public var problem: UpstreamProblem?
        /// How to configure a key; set only when the problem is that none is configured.
        public var setupHelp: TMDBSetupHelp?
        public var attribution: TMDBAttribution

        init(query: String, page: Int, language: Language, region: MovieRegion) {
            let ja = language == .ja
            let section = Section.movies.titleName(language)
            chrome = Chrome(
                language: language, current: .movies,
                route: Route(
                    .movies(MovieSearchViewModel.searchValues(query: query, page: page, region: region)), language: language))
            let pagePart = page > 1 ? (ja ? "（\(page)ページ目）" : " (page \(page))") : ""
            title = TabTitle.make(query.isEmpty ? (ja ? "検索" : "Search") : "\(query)\(pagePart)", section: section)
            heading = ja ? "映画を検索" : "Search movies"
            form = Form(
                action: Route(.movies(Route.MovieSearch())).path, label: ja ? "映画のタイトル" : "Movie title",
                placeholder: ja ? "例: 千と千尋の神隠し" : "e.g. Inception",
                buttonLabel: ja ? "検索" : "Search", query: query, lang: language.rawValue,
                region: region.code, hint: nil)
            resultsHeading = ja ? "検索結果" : "Results"
            results = []
            attribution = TMDBAttribution(language: language)
        }
    }
}
