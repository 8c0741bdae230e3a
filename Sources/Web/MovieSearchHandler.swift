import HTTPServer
import ViewModels

/// GET /movies?q=&page=
struct MovieSearchHandler: PageHandler {
    /// Search results change slowly; ten minutes keeps repeated searches off TMDB.
    static let cacheControl = "public, max-age=600"

    let pages: Pages
    let viewModel: MovieSearchViewModel

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = MovieSearchViewModel(movies: dependencies.movies, imageBase: dependencies.tmdbImageBase, now: dependencies.now)
    }

    func handle(_ request: Request, _ context: RequestContext) async throws -> Response {
        let rawPage = request.query["page"]
        guard let page = MovieSearchViewModel.page(from: rawPage) else {
            throw PageError.badRequest(MovieSearchViewModel.invalidPageMessage(rawPage ?? "", language: context.language))
        }
        let outputs = await viewModel.outputs(for: .init(query: request.query["q"] ?? "", page: page,
                                                         language: context.language))
        return pages.respond(outputs, template: "pages/movies", cacheControl: Self.cacheControl, context: context)
    }
}
