import HTTPServer
import ViewModels

/// GET /news and POST /news/refresh.
struct NewsHandler: PageHandler {
    /// Shared caches may keep a loaded page this long; the headlines themselves change every few minutes.
    static let loadedCacheControl = "public, max-age=60"

    let viewModel: NewsViewModel
    let pages: Pages

    init(pages: Pages, dependencies: Dependencies) {
        viewModel = NewsViewModel(news: dependencies.news, now: dependencies.now, loadingDeadline: dependencies.newsLoadingDeadline,
                                  sleep: dependencies.sleep)
        self.pages = pages
    }

    /// GET /news?lang=: loaded 200, loading 200 (never stored, it refreshes itself), or 502/503/504.
    func page(_ request: Request, _ context: RequestContext) async throws -> Response {
        let afterRefresh = request.query[NewsViewModel.refreshedParameter] != nil
        let outputs = await viewModel.outputs(for: .init(language: context.language, afterRefresh: afterRefresh))
        let cacheControl = outputs.state == .loaded ? Self.loadedCacheControl : "no-store"
        return pages.respond(outputs, template: "pages/news", cacheControl: cacheControl, context: context)
    }

    /// POST /news/refresh with `lang` in the form: asks for fresh headlines, then 303 to the GET URL
    /// (RFC 9110 §15.4.4), so reloading the result does not post again.
    func refresh(_ request: Request, _ context: RequestContext) async throws -> Response {
        let form: QueryParameters
        do {
            form = try request.formParameters()
        } catch {
            throw PageError.badRequest("The refresh form could not be read: \(error).")
        }
        let language = try form["lang"].map {
            try LanguagePreference(query: $0, acceptLanguage: nil).language
        } ?? context.language
        await viewModel.refresh(language: language)
        return pages.redirect(to: PageURL.make("/news", [("lang", language.rawValue), (NewsViewModel.refreshedParameter, "1")]),
                              status: .seeOther)
    }

    /// GET /news/refresh (a bookmarked or shared refresh URL): nothing to post, so 303 to the news page
    /// rather than a bare "method not allowed".
    func refreshByGET(_ request: Request, _ context: RequestContext) async throws -> Response {
        pages.redirect(to: PageURL.make("/news", [("lang", context.language.rawValue)]), status: .seeOther)
    }
}
