import HTTPServer
import Logging
import ViewModels

/// The route table: every user-facing URL of DESIGN.md, in one place.
enum Routes {
    static func make(pages: Pages, dependencies: Dependencies, isSampleData: Bool, logger: Logger) -> Router {
        var router = Router()
        func page(_ handler: @escaping @Sendable (Request, RequestContext) async throws -> Response) -> Responder {
            Site.page(handler, pages: pages, logger: logger)
        }

        let home = HomeHandler(pages: pages, isSampleData: isSampleData)
        router.get("/", page(home.handle))

        // Comics (xkcd) and the image proxy.
        let comic = ComicHandler(pages: pages, viewModel: ComicViewModel(comics: dependencies.comics, images: dependencies.images, now: dependencies.now),
                                 isSampleData: isSampleData)
        let randomComic = RandomComicHandler(pages: pages, viewModel: RandomComicViewModel(comics: dependencies.comics, now: dependencies.now),
                                             isSampleData: isSampleData)
        let imageProxy = ImageProxyHandler(images: dependencies.images)
        router.get("/comics", page(comic.latest))
        router.get("/comics/random", page(randomComic.handle))
        router.get("/comics/:number", page(comic.numbered))
        router.get("/img/*path") { await imageProxy.handle($0) }

        // News: headlines (GET) and the refresh button's form (POST → 303 back to the GET URL).
        let news = NewsHandler(dependencies: dependencies, pages: pages, isSampleData: isSampleData)
        router.get("/news", page(news.page))
        router.post("/news/refresh", page(news.refresh))
        router.get("/news/refresh", page(news.refreshByGET))

        // Movies (TMDB): search and detail.
        let movieSearch = MovieSearchHandler(pages: pages, dependencies: dependencies, isSampleData: isSampleData)
        let movieDetail = MovieDetailHandler(pages: pages, dependencies: dependencies, isSampleData: isSampleData)
        router.get("/movies", page(movieSearch.handle))
        router.get("/movies/:id", page(movieDetail.handle))

        // Wikipedia search
        let search = SearchHandler(pages: pages, viewModel: SearchViewModel(wikipedia: dependencies.wikipedia, now: dependencies.now),
                                   isSampleData: isSampleData)
        router.get("/search", page(search.show))
        router.post("/search", page(search.submit))

        // Kiosk as a browser search engine: the OpenSearch description and title suggestions.
        let openSearch = OpenSearchHandler(pages: pages, viewModel: SuggestionsViewModel(wikipedia: dependencies.wikipedia))
        router.get("/opensearch.xml", page(openSearch.description))
        router.get("/search/suggestions", page(openSearch.suggestions))

        router.get("/healthz") { _ in health }
        return router
    }

    /// The liveness answer, finished (compression's `Vary`) and serialised once.
    static let health: Response = {
        var response = Response.text("ok\n")
        response.headers["Cache-Control"] = "no-store"
        ResponseCompression.apply(&response, acceptEncoding: nil)
        response.prepareHead()
        return response
    }()
}
