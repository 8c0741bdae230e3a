import HTTPServer
import Logging

/// The route table: every user-facing URL of DESIGN.md, in one place.
enum Routes {
    static func make(pages: Pages, dependencies: Dependencies, isSampleData: Bool, logger: Logger) -> Router {
        var router = Router()
        func page(_ handler: @escaping @Sendable (Request, RequestContext) async throws -> Response) -> Responder {
            Site.page(handler, pages: pages, logger: logger)
        }

        let home = HomeHandler(pages: pages, isSampleData: isSampleData)
        router.get("/", page(home.handle))

        // Movies (TMDB): search and detail.
        let movieSearch = MovieSearchHandler(pages: pages, dependencies: dependencies, isSampleData: isSampleData)
        let movieDetail = MovieDetailHandler(pages: pages, dependencies: dependencies, isSampleData: isSampleData)
        router.get("/movies", page(movieSearch.handle))
        router.get("/movies/:id", page(movieDetail.handle))

        router.get("/healthz") { _ in
            var response = Response.text("ok\n")
            response.headers["Cache-Control"] = "no-store"
            return response
        }
        return router
    }
}
