import Foundation
import Models

/// What the movie search page shows for a query and page: the form, a grid of movies and page
/// links, or a hint, a "nothing found" notice or the upstream problem. No HTML, no HTTP.
public struct MovieSearchViewModel: Sendable {
    /// TMDB serves pages 1...500 only (its error 22), whatever `total_pages` says.
    public static let maximumPage = 500

    public struct Inputs: Sendable, Equatable {
        public var query: String
        /// 1...`maximumPage`; the handler turns anything else into a 400 page.
        public var page: Int
        public var language: Language
        /// Carried to the detail pages, which show this region's offers.
        public var region: MovieRegion
        /// - Parameter region: nil for the language's home country.
        public init(query: String, page: Int = 1, language: Language, region: MovieRegion? = nil) {
            self.query = query
            self.page = page
            self.language = language
            self.region = region ?? .home(of: language)
        }
    }

    private let movies: any MoviesClient
    private let images: TMDBImages
    private let now: @Sendable () -> Date

    /// - Parameter imageBase: where TMDB's image files live (`https://image.tmdb.org/t/p/` live).
    public init(movies: any MoviesClient, imageBase: String, now: @escaping @Sendable () -> Date) {
        self.movies = movies
        self.images = TMDBImages(base: imageBase)
        self.now = now
    }

    /// The `page` parameter as a number: absent or empty means 1; refused unless it is a whole
    /// number in 1...`maximumPage`.
    public static func page(from text: String?, language: Language) -> Parsed<Int> {
        guard let text, !text.isEmpty else { return .valid(1) }
        guard let page = Digits.wholeNumber(text), (1...maximumPage).contains(page) else {
            return .invalid(language.words.movies.pageInvalid(maximumPage, text))
        }
        return .valid(page)
    }

    /// Maps a query and page to what the page shows; upstream failures become `problem`.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        let language = inputs.language
        let text = inputs.query.trimmingWhitespaceAndNewlines()
        var outputs = Outputs(query: text, page: inputs.page, language: language, region: inputs.region)
        guard !text.isEmpty else {
            outputs.form.hint = language.words.movies.searchHint
            return outputs
        }
        let fetched: Fetched<MovieSearchPage>
        do {
            fetched = try await movies.search(MovieSearchQuery(text: text, page: inputs.page, language: language), for: origin)
        } catch {
            report(error, inputs: inputs, query: text, cachedAge: nil, in: &outputs)
            return outputs
        }
        if let stale = fetched.staleBecause {
            report(stale, inputs: inputs, query: text, cachedAge: fetched.age(at: now()), in: &outputs)
        }
        show(fetched.value, query: text, inputs: inputs, in: &outputs)
        return outputs
    }

    /// Records an upstream failure (or why cached data is shown), linking the same search on TMDB.
    private func report(_ error: UpstreamError, inputs: Inputs, query: String, cachedAge: Int?, in outputs: inout Outputs) {
        outputs.problem = UpstreamProblem(
            error: error, source: .tmdb, language: inputs.language,
            originalURL: TMDBWebsite.search(query, page: inputs.page, language: inputs.language),
            cachedAge: cachedAge)
        outputs.setupHelp = TMDBSetupHelp(for: error, language: inputs.language)
    }

    /// Fills results, summary and pager, or a notice when there is nothing on this page.
    private func show(_ found: MovieSearchPage, query: String, inputs: Inputs, in outputs: inout Outputs) {
        let (page, language, region) = (inputs.page, inputs.language, inputs.region)
        let words = language.words.movies
        let lastPage = min(found.totalPages, Self.maximumPage)
        guard found.totalResults > 0, lastPage > 0 else {
            outputs.notice = .init(text: words.noResults(query), link: nil)
            return
        }
        guard page <= lastPage else {
            outputs.notice = .init(
                text: words.noSuchPage(page, lastPage),
                link: Chrome.Link(
                    label: words.lastPageLink(lastPage),
                    href: Self.path(query: query, page: lastPage, language: language, region: region), isCurrent: false))
            return
        }
        outputs.summary = words.resultSummary(found.totalResults, query)
        let search = MovieSearchContext(query: query, page: page)
        outputs.results = found.results.map {
            MovieCard($0, language: language, images: images, search: search, region: region)
        }
        if lastPage > 1 {
            outputs.pager = MoviePager(page: page, lastPage: lastPage, language: language) {
                Self.path(query: query, page: $0, language: language, region: region)
            }
        }
    }

    /// `/movies?q=…&page=…&lang=…&region=…`; page 1 is left out so the first page has one URL.
    static func path(query: String, page: Int, language: Language, region: MovieRegion) -> String {
        Route(.movies(searchValues(query: query, page: page, region: region)), language: language).href
    }

    /// A search's values in its URL: no `q` without text, no `page` for the first.
    static func searchValues(query: String, page: Int, region: MovieRegion) -> Route.MovieSearch {
        Route.MovieSearch(q: query.isEmpty ? nil : query, page: page > 1 ? String(page) : nil, region: region.code)
    }
}
