import HTTPServer
import ViewModels

/// GET / (and `?format=atom`: the Wikipedia card as a feed)
struct HomeHandler: PageHandler {
    /// Shared caches may keep a complete front page this long: its cards change over minutes.
    static let completeCacheControl = "public, max-age=60"

    let viewModel: HomeViewModel
    let pages: Pages
    let feedOrigin: FeedOrigin

    init(pages: Pages, dependencies: Dependencies) {
        viewModel = HomeViewModel(
            featured: dependencies.featured, news: dependencies.news, comics: dependencies.comics,
            trending: dependencies.trending, tmdbImageBase: dependencies.tmdbImageBase, now: dependencies.now,
            deadline: dependencies.homeDeadline, sleep: dependencies.sleep, links: dependencies.newsLinks)
        self.pages = pages
        feedOrigin = FeedOrigin(publicURL: dependencies.publicURL, proxies: dependencies.trustedProxies)
    }

    /// A page with a late or failing card is answered but never stored, so the next reader gets
    /// the cards its fetches have filled in since.
    func handle(edition: String?, _ request: Request, _ context: PageRequest) async throws -> Response {
        if context.format == .atom {
            let feed = await viewModel.wikipediaAtom(language: context.language, origin: context.origin)
            return pages.respondAtom(
                feed, origin: try feedOrigin.resolve(request), cacheControl: Self.completeCacheControl, context: context)
        }
        let outputs = await viewModel.outputs(for: .init(language: context.language, edition: edition), origin: context.origin)
        let cacheControl = outputs.isComplete ? Self.completeCacheControl : "no-store"
        return pages.respond(outputs, template: "pages/home", cacheControl: cacheControl, context: context)
    }
}
