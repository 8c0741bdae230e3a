import HTTPServer
import Models
import ViewModels

/// The route table: what each `Route` (the one definition of every URL, in ViewModels) is answered
/// by. `Route.parse` reads the request; this is the one switch from its typed value to the handlers,
/// which get the values the route read (a comic's number, a search's text) as parameters.
///
/// Adding a page touches four places beyond its template and words (`RouteTableTests` holds every
/// route to them):
/// 1. `Sources/ViewModels`: a ViewModel with `Inputs` → `Outputs`, parsing its URL's values (a
///    `Parsed<Value>`: the value, or the sentence a 400 page shows); its `Outputs` conform to
///    `PageOutputs`, saying whether the page is shown, not found, refused as written, or shows a
///    source's problem (never a status code). Its template (`Templates/pages/NAME.mustache`) renders
///    the Outputs' fields only; the JSON twin is the Outputs themselves.
/// 2. `Route` (`Sources/ViewModels/Route.swift` and its `+Parse`/`+Print`): a case with the page's
///    values, its path in `path` and `parse`, its query in `query` and `parse`, and its metrics
///    name in `pattern`. Every link to the page is then `Route(…).href`; the compiler lists every
///    switch the new case must join.
/// 3. `Sources/Web`: a `PageHandler` whose methods take the route's values, the `Request` and its
///    `PageRequest` (language, format, and the `FetchOrigin` its ViewModel hands its clients) and return `pages.respond(outputs, template:, cacheControl:, …)`, or `pages.redirect(to:status:)`
///    for a form's 303. Handlers build no `Response` and name no status: the status comes from
///    `Problem`, and `Retry-After`, `ETag`, security headers and language from `Pages`.
/// 4. Here: build the handler with `make(…)` and answer the new case in the switch below; then an example
///    request in `RouteTableTests.examples` and a generator in `RoutePropertyTests` (both fail until
///    the case has one).
/// README's "Pages and URLs" lists the page; `docs/ARCHITECTURE.md` walks through it.
enum Routes {
    /// The one step from a parsed route to what answers it: a page's handler, given the route's values,
    /// or a plain responder. The site's first look calls it once per request, before the page runs.
    typealias Table = @Sendable (Route) -> WebRoute

    static func make(pages: Pages, dependencies: Dependencies, operations: Operations) -> Table {
        @Sendable func page(
            purpose: FetchOrigin.Purpose = .page,
            _ handler: @escaping @Sendable (Request, PageRequest) async throws -> Response
        ) -> WebRoute {
            .page(PageRoute(purpose: purpose, handle: handler))
        }
        func make<Handler: PageHandler>(_: Handler.Type) -> Handler { Handler(pages: pages, dependencies: dependencies) }

        let home = make(HomeHandler.self)
        let comic = make(ComicHandler.self)
        let randomComic = make(RandomComicHandler.self)
        let comicFeed = make(ComicFeedHandler.self)  // `/comics?format=atom`, else `comic.latest`
        let comicSearch = make(ComicSearchHandler.self)
        let imageProxy = ImageProxyHandler(images: dependencies.images)
        let news = make(NewsHandler.self)
        let newsLink = make(NewsLinkHandler.self)
        let movieSearch = make(MovieSearchHandler.self)
        let movieDetail = make(MovieDetailHandler.self)
        let search = make(SearchHandler.self)
        let article = make(ArticleHandler.self)
        let openSearch = make(OpenSearchHandler.self)
        let settings = make(SettingsHandler.self)

        return { route in
            switch route.page {
            case .home(let edition): page { try await home.handle(edition: edition, $0, $1) }
            case .search(let values): page { try await search.show(values, $0, $1) }
            case .searchForm: page(search.submit)
            case .searchSuggestions(let q): page(purpose: .suggestions) { try await openSearch.suggestions(q: q, $0, $1) }
            case .article(let values): page { try await article.handle(values, $0, $1) }
            case .news(let values): page { try await news.page(values, $0, $1) }
            case .newsLink(let id, let edition): page { try await newsLink.handle(id: id, edition: edition, $0, $1) }
            case .newsRefreshForm: page(news.refresh)
            case .newsRefresh: page(news.refreshByGET)
            case .latestComic: page(comicFeed.latest)
            case .comic(let number): page { try await comic.handle(number: number, $0, $1) }
            case .randomComic(let from): page { try await randomComic.handle(from: from, $0, $1) }
            case .comicSearch(let q, let number): page { try await comicSearch.search(q: q, page: number, $0, $1) }
            case .comicSuggestions(let q): page(purpose: .suggestions) { try await comicSearch.suggestions(q: q, $0, $1) }
            case .movies(let values): page { try await movieSearch.handle(values, $0, $1) }
            case .movie(let id, let values): page { try await movieDetail.handle(id: id, values, $0, $1) }
            case .image(let image): .plain { _ in await imageProxy.handle(image) }
            case .openSearch: page(openSearch.description)
            case .settings(let values): page { try await settings.handle(values, $0, $1) }
            // For load balancers and operators (see deploy/): liveness, readiness with degraded
            // dependencies, and metrics.
            case .health: .plain { _ in health }
            case .readiness: .plain { _ in await operations.readiness() }
            case .metrics: .plain { _ in operations.metrics() }
            }
        }
    }

    /// `/healthz`, which the site answers from memory before anything else.
    static let healthPath = Route(.health).path

    /// The liveness answer, its coding settled (identity, with compression's `Vary`) and serialised once.
    static let health: Response = {
        var response = Response.text("ok\n")
        response.headers["Cache-Control"] = "no-store"
        ResponseFinisher.settleCoding(&response, acceptEncoding: nil)
        response.prepareHead()
        response.route = Route(.health).pattern
        return response
    }()

    /// `health` copied once per core, for the answer from memory: one shared copy would make every
    /// `/healthz` an atomic on its buffers' reference counts from every core.
    private static let healthCopies = PerCore { health.unshared() }

    /// This core's copy of `health`.
    static var healthHere: Response { healthCopies.withLocal { $0 } }
}

/// A request's query, as `Route.parse` reads it.
extension QueryParameters: RouteQuery {}
