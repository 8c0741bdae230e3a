import HTTPServer
import Logging
import ViewModels

/// The route table: every user-facing URL of DESIGN.md, in one place.
enum Routes {
    static func make(pages: Pages, dependencies: Dependencies, isSampleData: Bool, logger: Logger) -> Router {
        var router = Router()
        func page(_ handler: @escaping @Sendable (Request, RequestContext) async throws -> Response) -> Responder {
            Site.page(handler, pages: pages, logger: logger)
        }

        let home = HomeHandler(pages: pages, isSampleData: isSampleData)
        router.get("/", page(home.handle))

        // Wikipedia search
        let search = SearchHandler(pages: pages, viewModel: SearchViewModel(wikipedia: dependencies.wikipedia, now: dependencies.now),
                                   isSampleData: isSampleData)
        router.get("/search", page(search.show))
        router.post("/search", page(search.submit))

        router.get("/healthz") { _ in
            var response = Response.text("ok\n")
            response.headers["Cache-Control"] = "no-store"
            return response
        }
        return router
    }
}
