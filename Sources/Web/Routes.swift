import HTTPServer
import Models
import ViewModels

/// The route table: every user-facing URL (README's "Pages and URLs").
///
/// Adding a page (the steps the code makes true; `RouteTableTests` holds every route to them):
/// 1. `Sources/ViewModels`: a ViewModel with `Inputs` → `Outputs`, all wording (ja/en) and parsing of
///    its URL's values; its `Outputs` conforms to `PageOutputs`, saying whether the page is shown, not
///    found, refused as written, or shows a source's problem (never a status code).
/// 2. `Templates/pages/NAME.mustache`: the HTML, from the Outputs' fields only (the JSON twin is the
///    Outputs themselves, for free), in the Mustache subset `TemplateParser` compiles; anything else
///    stops start-up naming the file and line.
/// 3. `Sources/Web`: a `PageHandler` whose methods read the request into `Inputs` (throwing
///    `PageError` for input a person can fix) and return `pages.respond(outputs, template:,
///    cacheControl:, …)`, or `pages.redirect(to:status:)` for a form's 303. Handlers build no
///    `Response` and name no status: the status comes from `Problem` (the one table), and
///    `Retry-After`, `ETag`, security headers, language and the offline notice from `Pages`, whose
///    `answer` is the final step of each; gzip and 304 come from the server's final step
///    (`ResponseFinisher`), for every answer alike.
/// 4. `Routes.make`: one line to build the handler, one `router.get`/`post` per URL through `page(…)`.
/// 5. Tests: the ViewModel (`Tests/ViewModelsTests`, its whole Outputs in `Expected/`), the page
///    through `TestSite` (`Tests/WebTests`), an example URL in `RouteTableTests`, its URLs in
///    `Tests/HTML/validate.py`'s `PAGES`, a journey in `Tests/Browser`; and a row in README's
///    "Pages and URLs". `docs/ARCHITECTURE.md` walks through it with the rest of the design.
enum Routes {
    static func make(pages: Pages, dependencies: Dependencies, operations: Operations) -> Router {
        var router = Router()
        func page(
            _ handler: @escaping @Sendable (Request, RequestContext) async throws -> Response,
            purpose: FetchOrigin.Purpose = .page
        ) -> Responder {
            pages.responder(handler, purpose: purpose, proxies: dependencies.trustedProxies)
        }
        func make<Handler: PageHandler>(_: Handler.Type) -> Handler { Handler(pages: pages, dependencies: dependencies) }

        let home = make(HomeHandler.self)
        router.get("/", page(home.handle))

        // Comics (xkcd) and the image proxy.
        let comic = make(ComicHandler.self)
        let randomComic = make(RandomComicHandler.self)
        let imageProxy = ImageProxyHandler(images: dependencies.images)
        let comicFeed = make(ComicFeedHandler.self)  // `/comics?format=atom`, else `comic.latest`
        router.get("/comics", page(comicFeed.latest))
        router.get("/comics/random", page(randomComic.handle))
        let comicSearch = make(ComicSearchHandler.self)  // literal routes outrank `/comics/:number`
        router.get("/comics/search", page(comicSearch.search))
        router.get("/comics/search/suggestions", page(comicSearch.suggestions, purpose: .suggestions))
        router.get("/comics/:number", page(comic.numbered))
        router.get("/img/*path") { await imageProxy.handle($0) }

        // News: an edition's top stories, topics and search (GET), and the refresh button's form (POST → 303
        // back to the GET URL). The literal routes outrank `/news/:topic`.
        let news = make(NewsHandler.self)
        router.get("/news", page(news.page))
        router.get("/news/search", page(news.search))
        router.get("/news/go/:id", page(make(NewsLinkHandler.self).handle))
        router.get("/news/:topic", page(news.topic))
        router.post("/news/refresh", page(news.refresh))
        router.get("/news/refresh", page(news.refreshByGET))

        // Movies (TMDB): search and detail.
        let movieSearch = make(MovieSearchHandler.self)
        let movieDetail = make(MovieDetailHandler.self)
        router.get("/movies", page(movieSearch.handle))
        router.get("/movies/:id", page(movieDetail.handle))

        // Wikipedia search
        let search = make(SearchHandler.self)
        router.get("/search", page(search.show))
        router.post("/search", page(search.submit))

        // Wikipedia articles, read in Kiosk.
        let article = make(ArticleHandler.self)
        router.get("/wiki/*title", page(article.handle))

        // Kiosk as a browser search engine: the OpenSearch description and title suggestions.
        let openSearch = make(OpenSearchHandler.self)
        router.get("/opensearch.xml", page(openSearch.description))
        router.get("/search/suggestions", page(openSearch.suggestions, purpose: .suggestions))

        // The reader's settings, and the links that carry them.
        router.get("/settings", page(make(SettingsHandler.self).handle))

        router.get("/healthz") { _ in health }
        // For load balancers and operators (see deploy/): readiness with degraded dependencies, and metrics.
        router.get("/readyz") { _ in await operations.readiness() }
        router.get("/metrics") { _ in operations.metrics() }
        return router
    }

    /// The liveness answer, its coding settled (identity, with compression's `Vary`) and serialised once.
    static let health: Response = {
        var response = Response.text("ok\n")
        response.headers["Cache-Control"] = "no-store"
        ResponseFinisher.settleCoding(&response, acceptEncoding: nil)
        response.prepareHead()
        response.route = "/healthz"
        return response
    }()

    /// `health` copied once per core, for the answer from memory: one shared copy would make every
    /// `/healthz` an atomic on its buffers' reference counts from every core.
    private static let healthCopies = PerCore { health.unshared() }

    /// This core's copy of `health`.
    static var healthHere: Response { healthCopies.withLocal { $0 } }
}
