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

    func handle(_ request: Request, _ context: PageRequest) async throws -> Response {
        let id = try MovieDetailViewModel.id(from: request.parameters["id"] ?? "", language: context.language).accepted()
        let search = MovieSearchContext(query: request.query["q"], page: request.query["page"])
        let region = try MovieRegionPreference(request, language: context.language)
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
