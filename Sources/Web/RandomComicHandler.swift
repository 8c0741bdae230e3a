import HTTPServer
import ViewModels

/// GET /comics/random[?from=N] → 302 to a comic other than N and #404, keeping `lang`.
struct RandomComicHandler: PageHandler {
    let pages: Pages
    let viewModel: RandomComicViewModel

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = RandomComicViewModel(comics: dependencies.comics, now: dependencies.now)
    }

    func handle(from: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        let from = try from.flatMap { raw throws(PageError) in
            raw.isEmpty ? nil : try ComicViewModel.number(from: raw, language: context.language).accepted()
        }
        switch await viewModel.outcome(for: .init(from: from, language: context.language), origin: context.origin) {
        case .redirect(_, let location):
            // 302, not 301/308: every request should land somewhere new (RFC 9110 §15.4.3).
            return pages.redirect(to: location, status: .found)
        case .unavailable(let outputs):
            return pages.respond(outputs, template: "pages/comic", cacheControl: "no-store", context: context)
        }
    }
}
