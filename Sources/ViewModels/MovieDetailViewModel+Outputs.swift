import Models

extension MovieDetailViewModel {
    /// Everything a movie's page (and its JSON twin) shows.
    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        public var title: String
        /// The page's `<h1>`: the movie's title, or what went wrong.
        public var heading: String
        /// Back to the movie search, in the same language.
        public var searchLink: Chrome.Link
        /// Nil when the movie could not be shown (see `notFound` and `problem`).
        public var movie: Movie?
        /// Says the id is unknown (a 404); the page still offers the way back to search.
        public var notFound: String?
        public var problem: UpstreamProblem?
        /// How to configure a key; set only when the problem is that none is configured.
        public var setupHelp: TMDBSetupHelp?
        public var attribution: TMDBAttribution

        init(id: Int, language: Language, search: MovieSearchContext?, region: MovieRegion) {
            let words = language.words.movies
            let values = Route.MovieSearch(search, region: region)
            chrome = Chrome(
                language: language, current: .movies, route: Route(.movie(id: String(id), values), language: language))
            heading = words.cannotShow(id)
            title = TabTitle.make(heading, section: Section.movies.titleName(language))
            // Back to the results the reader came from (query and page), or to an empty search.
            searchLink = Chrome.Link(
                label: search.map { words.backToResults($0.query) } ?? words.backToSearch,
                href: Route(.movies(values), language: language).href,
                isCurrent: false)
            attribution = TMDBAttribution(language: language)
        }
    }
}
