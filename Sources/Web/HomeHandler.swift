import HTTPServer
import ViewModels

/// GET /
struct HomeHandler: PageHandler {
    let pages: Pages

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
    }

    func handle(_ request: Request, _ context: RequestContext) async throws -> Response {
        let outputs = HomeViewModel().outputs(for: .init(language: context.language))
        return pages.respond(outputs, template: "pages/home", cacheControl: "public, max-age=3600", context: context)
    }
}
