import HTTPServer
import Models
import ViewModels

/// GET /news/go/{id}: a headline's click. The id is checked first (a 400 page for anything that is
/// not one); then a 302 to the publisher's address that Kiosk resolved, or the choice page. There is
/// no parameter that names where to go: only the resolution of an id can, so this is no open redirect.
struct NewsLinkHandler: PageHandler {
    let viewModel: NewsLinkViewModel
    let pages: Pages

    init(pages: Pages, dependencies: Dependencies) {
        viewModel = NewsLinkViewModel(links: dependencies.newsLinks)
        self.pages = pages
    }

    func handle(id text: String, edition: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        let id = try NewsLinkViewModel.parseID(text, language: context.language).accepted()
        let inputs = NewsLinkViewModel.Inputs(
            id: id, language: context.language, edition: edition, ownHost: request.headers["Host"])
        switch await viewModel.answer(for: inputs, origin: context.origin) {
        case .publisher(let url):
            // Every answer carries `Referrer-Policy: no-referrer`, so the publisher is not told the reader came from Kiosk.
            return pages.redirect(to: url, status: .found)
        case .choice(let outputs):
            // Never stored: the next click may resolve (a cooldown ends, the budget refills).
            return pages.respond(outputs, template: "pages/news-link", cacheControl: "no-store", context: context)
        }
    }
}
