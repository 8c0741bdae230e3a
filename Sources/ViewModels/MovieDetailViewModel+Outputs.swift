import Models

extension MovieDetailViewModel {
    /// Everything a movie's page (and its JSON twin) shows.
    public struct Outputs: Sendable, Hashable, Encodable {
        /// Says the id is unknown; the page still offers the way back to search.
        public struct NotFound: Sendable, Hashable, Encodable {
            public var heading: String
            public var detail: String
        }

        public var chrome: Chrome
        public var title: String
        /// Back to the movie search, in the same language.
        public var searchLink: Chrome.Link
        /// Nil when the movie could not be shown (see `notFound` and `problem`).
        public var movie: Movie?
        public var notFound: NotFound?
        public var problem: UpstreamProblem?
        /// How to configure a key; set only when the problem is that none is configured.
        public var setupHelp: TMDBSetupHelp?
        public var attribution: TMDBAttribution

        init(id: Int, language: Language, isSampleData: Bool) {
            let ja = language == .ja
            chrome = Chrome(language: language, current: .movies, path: "/movies/\(id)", query: [], isSampleData: isSampleData)
            title = ja ? "映画 \(id) – 映画" : "Movie \(id) – Movies"
            searchLink = Chrome.Link(label: ja ? "← 映画を検索" : "← Search movies",
                                     href: PageURL.make("/movies", [("lang", language.rawValue)]), isCurrent: false)
            attribution = TMDBAttribution(language: language)
        }
    }
}
