import HTTPServer
import Models
import ViewModels

/// GET /news, /news/{topic}, /news/search (each also as Atom with `?format=atom`) and POST /news/refresh.
struct NewsHandler: PageHandler {
    /// Shared caches may keep a loaded page this long; the headlines themselves change every few minutes.
    static let loadedCacheControl = "public, max-age=60"

    let viewModel: NewsViewModel
    let pages: Pages
    let feedOrigin: FeedOrigin

    init(pages: Pages, dependencies: Dependencies) {
        viewModel = NewsViewModel(
            news: dependencies.news, now: dependencies.now, loadingDeadline: dependencies.newsLoadingDeadline,
            sleep: dependencies.sleep, links: dependencies.newsLinks)
        self.pages = pages
        feedOrigin = FeedOrigin(publicURL: dependencies.publicURL, proxies: dependencies.trustedProxies)
    }

    /// GET /news?lang=&edition=: an edition's top stories; /news/{topic}: one of Google News's eight
    /// topics (any other name is 404); /news/search?q=: Google News operators pass through as typed.
    func page(_ news: Route.News, _ request: Request, _ context: PageRequest) async throws -> Response {
        switch news.view {
        case .top:
            return try await respond(news, request, context, view: .top)
        case .topic(let name):
            guard let topic = NewsTopic(rawValue: name) else {
                let known = NewsTopic.allCases.map(\.rawValue).joined(separator: ", ")
                throw PageError.notFound(context.language.words.news.unknownTopic(name, known))
            }
            return try await respond(news, request, context, view: .topic(topic))
        case .search(let q):
            return try await respond(news, request, context, view: .search(q ?? ""))
        }
    }

    /// Loaded 200, loading 200 (never stored, it refreshes itself), an input the page explains (400
    /// for an unknown edition or an over-long search), or 502/503/504.
    private func respond(
        _ news: Route.News, _ request: Request, _ context: PageRequest, view: NewsView
    ) async throws -> Response {
        let afterRefresh = news.refreshed
        var context = context
        var edition = news.edition.flatMap { $0.isEmpty ? nil : $0 }
        if edition == nil {
            edition = Self.browserEdition(request.headers["Accept-Language"], language: context.language)?.id
            context.otherSettingFollowsAcceptLanguage = true
        }
        let inputs = NewsViewModel.Inputs(language: context.language, edition: edition, view: view, afterRefresh: afterRefresh)
        if context.format == .atom {
            let feedOrigin = try feedOrigin.resolve(request)
            return pages.respondAtom(
                await viewModel.atom(for: inputs, origin: context.origin), origin: feedOrigin,
                cacheControl: Self.loadedCacheControl, context: context)
        }
        let outputs = await viewModel.outputs(for: inputs, origin: context.origin)
        let cacheControl = outputs.state == .loaded ? Self.loadedCacheControl : "no-store"
        return pages.respond(outputs, template: "pages/news", cacheControl: cacheControl, context: context)
    }

    /// The edition of the browser's region in the interface's language, when Google News has one
    /// (`Accept-Language: en-GB` reading in English → en-GB); nil leaves the language's default.
    static func browserEdition(_ acceptLanguage: String?, language: Language) -> NewsEdition? {
        for region in MovieRegionPreference.regions(acceptLanguage ?? "") {
            let primary = language.rawValue.prefix { $0 != "-" }
            if let edition = NewsEdition.named("\(primary)-\(region)") { return edition }
        }
        return nil
    }

    /// POST /news/refresh with `lang`, `edition` and the view (`topic` or `q`) in the form: asks for
    /// fresh headlines, then 303 to the GET URL (RFC 9110 §15.4.4), so reloading does not post again.
    func refresh(_ request: Request, _ context: PageRequest) async throws -> Response {
        let form: QueryParameters
        do {
            form = try request.formParameters()
        } catch {
            throw PageError.badRequest(context.language.words.news.unreadableRefreshForm)
        }
        let language =
            try form["lang"].map {
                try LanguagePreference(query: $0, acceptLanguage: nil).language
            } ?? context.language
        var view = NewsView.top
        if let name = form["topic"] {
            guard let topic = NewsTopic(rawValue: name) else {
                throw PageError.badRequest(language.words.news.unknownRefreshTopic(name))
            }
            view = .topic(topic)
        } else if let query = form["q"] {
            view = .search(query)
        }
        let inputs = NewsViewModel.Inputs(language: language, edition: form["edition"], view: view)
        guard let location = await viewModel.refresh(inputs, origin: context.origin) else {
            throw PageError.badRequest(language.words.news.refreshNamesNoFeed)
        }
        return pages.redirect(to: location, status: .seeOther)
    }

    /// GET /news/refresh (a bookmarked or shared refresh URL): nothing to post, so 303 to the news page
    /// rather than a bare "method not allowed".
    func refreshByGET(_ request: Request, _ context: PageRequest) async throws -> Response {
        pages.redirect(to: Route(.news(Route.News()), language: context.language).href, status: .seeOther)
    }
}
