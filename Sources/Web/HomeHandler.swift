import HTTPServer
import ViewModels

/// GET /
struct HomeHandler: Sendable {
    let pages: Pages

    func handle(_ request: Request, _ context: RequestContext) async throws -> Response {
        let outputs = HomeViewModel().outputs(for: .init(language: context.language))
        return pages.respond(outputs, template: "pages/home", cacheControl: "public, max-age=3600", context: context, request: request)
    }
}
