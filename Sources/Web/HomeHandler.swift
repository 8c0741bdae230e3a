import HTTPServer
import ViewModels

/// GET /
struct HomeHandler: Sendable {
    let pages: Pages
    let isSampleData: Bool

    func handle(_ request: Request, _ context: RequestContext) async throws -> Response {
        let outputs = HomeViewModel().outputs(for: .init(language: context.language, isSampleData: isSampleData))
        return pages.respond(outputs, template: "pages/home", cacheControl: "public, max-age=3600", context: context, request: request)
    }
}
