import HTTPServer
import Models
import ViewModels

/// GET /comics/search?q=&page= (the page, its JSON twin and `?format=atom`), and GET
/// /comics/search/suggestions?q= (comic titles for the search box and the address bar).
/// A bare comic number jumps to that comic (302, as `/comics/random` does: the address says "search").
struct ComicSearchHandler: PageHandler {
    /// Results may be shared by caches for a while once the index is complete; while it is being
    /// built (or fails) they change by the minute, so nothing keeps them.
    static let completeCacheControl = "public, max-age=300"

    let pages: Pages
    let viewModel: ComicSearchViewModel
    let feedOrigin: FeedOrigin

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        feedOrigin = FeedOrigin(publicURL: dependencies.publicURL, proxies: dependencies.trustedProxies)
        viewModel = ComicSearchViewModel(index: dependencies.comicSearch)
    }

    func search(q: String?, page: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        let page = try ComicSearchViewModel.page(from: page, language: context.language).accepted()
        let inputs = ComicSearchViewModel.Inputs(text: q, page: page, language: context.language)
        if let number = inputs.comicNumber {
            return pages.redirect(to: Route(.comic(number: String(number)), language: context.language).href, status: .found)
        }
        if context.format == .atom {
            let feed = viewModel.feed(for: inputs)
            return pages.respondAtom(
                feed, origin: try feedOrigin.resolve(request),
                cacheControl: feed.isIncomplete ? "no-store" : Self.completeCacheControl, context: context)
        }
        let outputs = viewModel.outputs(for: inputs)
        let cacheControl = outputs.progress == nil && outputs.problem == nil ? Self.completeCacheControl : "no-store"
        return pages.respond(outputs, template: "pages/comic-search", cacheControl: cacheControl, context: context)
    }

    /// `["pass",["Password Strength",…]]`, the OpenSearch suggestions array, as `/search/suggestions`.
    func suggestions(q: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        let outputs = viewModel.suggestions(for: q ?? "")
        return pages.answer(
            body: OpenSearchHandler.suggestionsBody(outputs), contentType: OpenSearchHandler.suggestionsContentType,
            cacheControl: "public, max-age=300", vary: context.languageIsExplicit ? nil : "Accept-Language")
    }
}
