import HTTPServer
import ViewModels

/// GET /movies?q=&page=&region=
struct MovieSearchHandler: PageHandler {
    /// Search results change slowly; ten minutes keeps repeated searches off TMDB.
    static let cacheControl = "public, max-age=600"

    let pages: Pages
    let viewModel: MovieSearchViewModel

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = MovieSearchViewModel(
            movies: dependencies.movies, imageBase: dependencies.tmdbImageBase, now: dependencies.now)
    }

    func handle(_ search: Route.MovieSearch, _ request: Request, _ context: PageRequest) async throws -> Response {
        let page = try MovieSearchViewModel.page(from: search.page, language: context.language).accepted()
        let query = try SearchViewModel.searchText(search.q ?? "", language: context.language).accepted()
        let region = try MovieRegionPreference(search, request, language: context.language)
        var context = context
        context.otherSettingFollowsAcceptLanguage = region.followsAcceptLanguage
        let outputs = await viewModel.outputs(
            for: .init(
                query: query, page: page,
                language: context.language, region: region.region), origin: context.origin)
        return pages.respond(outputs, template: "pages/movies", cacheControl: Self.cacheControl, context: context)
    }
}
