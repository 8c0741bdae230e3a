import HTTPServer
import ViewModels

/// GET /wiki/{Title}: a Wikipedia article read in Kiosk (the path shape Wikipedia uses, so
/// redirect extensions and habits carry over).
struct ArticleHandler: PageHandler {
    /// An article changes now and then; ten minutes matches how long its data is cached.
    static let cacheControl = "public, max-age=600"

    let pages: Pages
    let viewModel: ArticleViewModel

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = ArticleViewModel(articles: dependencies.articles)
    }

    func handle(_ values: Route.WikiArticle, _ request: Request, _ context: PageRequest) async throws -> Response {
        let title = try ArticleViewModel.title(from: values.title, language: context.language).accepted()
        let redirectedFrom = values.redirectedFrom.flatMap { $0.isEmpty ? nil : $0 }
        let outputs = await viewModel.outputs(
            for: .init(title: title, language: context.language, wiki: context.wiki, redirectedFrom: redirectedFrom),
            origin: context.origin)
        if let location = outputs.redirect {
            // Found, not Moved Permanently: a redirect page on Wikipedia can be changed to point
            // elsewhere. A `#fragment` the reader asked for survives: browsers keep it when
            // `Location` has none.
            return pages.redirect(to: location, status: .found)
        }
        // A missing article may be written soon: its 404 is not stored for long.
        return pages.respond(
            outputs, template: "pages/article", cacheControl: outputs.notFound == nil ? Self.cacheControl : "public, max-age=60",
            context: context)
    }
}
