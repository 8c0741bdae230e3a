import HTTPServer
import ViewModels

/// GET /movies/:id?region=
struct MovieDetailHandler: PageHandler {
    /// A movie's details rarely change within the hour.
    static let cacheControl = "public, max-age=3600"

    let pages: Pages
    let viewModel: MovieDetailViewModel

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = MovieDetailViewModel(
            movies: dependencies.movies, imageBase: dependencies.tmdbImageBase, now: dependencies.now)
    }

    func handle(
        id text: String, _ values: Route.MovieSearch, _ request: Request, _ context: PageRequest
    ) async throws -> Response {
        let id = try MovieDetailViewModel.id(from: text, language: context.language).accepted()
        let search = MovieSearchContext(query: values.q, page: values.page)
        let region = try MovieRegionPreference(values, request, language: context.language)
        var context = context
        context.otherSettingFollowsAcceptLanguage = region.followsAcceptLanguage
        let outputs = await viewModel.outputs(
            for: .init(id: id, language: context.language, search: search, region: region.region), origin: context.origin)
        // A movie missing now may be added soon: its 404 is not stored.
        return pages.respond(
            outputs, template: "pages/movie", cacheControl: outputs.notFound == nil ? Self.cacheControl : "no-store",
            context: context)
    }
}
