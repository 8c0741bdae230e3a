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
            let words = language.words.movies
            let section = Section.movies.titleName(language)
            chrome = Chrome(
                language: language, current: .movies,
                route: Route(
                    .movies(MovieSearchViewModel.searchValues(query: query, page: page, region: region)), language: language))
            let shown = query.isEmpty ? words.searchTitle : page > 1 ? words.pagedTitle(query, page) : query
            title = TabTitle.make(shown, section: section)
            heading = words.searchHeading
            form = Form(
                action: Route(.movies(Route.MovieSearch())).path, label: words.searchLabel, placeholder: words.searchPlaceholder,
                buttonLabel: words.searchButton, query: query, lang: language.rawValue,
                region: region.code, hint: nil)
            resultsHeading = words.resultsHeading
            results = []
            attribution = TMDBAttribution(language: language)
        }
    }
}
