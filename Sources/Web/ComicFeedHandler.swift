import HTTPServer
import ViewModels

/// GET /comics?format=atom: the latest comics as a feed linking to Kiosk's comic pages; any other
/// GET /comics is the latest comic's page (`ComicHandler`).
struct ComicFeedHandler: PageHandler {
    let viewModel: ComicFeedViewModel
    let page: ComicHandler
    let pages: Pages
    let feedOrigin: FeedOrigin

    init(pages: Pages, dependencies: Dependencies) {
        viewModel = ComicFeedViewModel(comics: dependencies.comics)
        page = ComicHandler(pages: pages, dependencies: dependencies)
        self.pages = pages
        feedOrigin = FeedOrigin(publicURL: dependencies.publicURL, proxies: dependencies.trustedProxies)
    }

    func latest(_ request: Request, _ context: PageRequest) async throws -> Response {
        guard context.format == .atom else { return try await page.handle(number: nil, request, context) }
        // As long as the latest comic's page: a new comic comes out three times a week.
        let feedOrigin = try feedOrigin.resolve(request)
        return pages.respondAtom(
            await viewModel.feed(language: context.language, origin: context.origin), origin: feedOrigin,
            cacheControl: ComicHandler.shortLived,
            context: context)
    }
}
