import HTTPServer
import Models
import ViewModels

/// GET /search (the page and its JSON twin) and POST /search (303 to the GET URL, so the
/// result is bookmarkable and a reload does not resubmit).
struct SearchHandler: PageHandler {
    let pages: Pages
    let viewModel: SearchViewModel
    let prefetcher: Prefetcher?

    init(pages: Pages, dependencies: Dependencies) {
        self.pages = pages
        viewModel = SearchViewModel(wikipedia: dependencies.wikipedia, now: dependencies.now)
        prefetcher = dependencies.prefetcher
    }

    /// Result pages may be shared by caches for a while; anything else is not stored.
    static let resultsCacheControl = "public, max-age=300"

    func show(_ search: Route.WikiSearch, _ request: Request, _ context: PageRequest) async throws -> Response {
        let inputs = try SearchViewModel.parse(
            text: search.q, limit: search.limit, offset: search.offset, language: context.language, wiki: context.wiki
        ).accepted()
        return await page(for: inputs, request, context, go: search.go)
    }

    /// - Parameter go: the header's search box asks to open the article whose title is the text
    ///   searched for, rather than a list of results that begins with it.
    private func page(
        for inputs: SearchViewModel.Inputs, _ request: Request, _ context: PageRequest, go: Bool = false
    ) async -> Response {
        let outputs = await viewModel.outputs(for: inputs, origin: context.origin)
        if go, let href = SearchViewModel.exactTitleHref(outputs, text: inputs.searchText) {
            return pages.redirect(to: href, status: .found)
        }
        prefetcher?.searchViewed(inputs, outputs)
        return pages.respond(outputs, template: "pages/search", cacheControl: Self.resultsCacheControl, context: context)
    }

    /// Reads the form and answers 303 with the GET URL. `Location` is always our own relative
    /// `/search?…` with every value percent-encoded, so no field can add a header line (CR LF
    /// becomes `%0D%0A`) or send the browser to another site.
    func submit(_ request: Request, _ context: PageRequest) async throws -> Response {
        let form: QueryParameters
        do {
            form = try request.formParameters()
        } catch .unsupportedContentType(let type) {
            throw PageError.unsupportedMediaType(context.language.words.search.formWrongType(type))
        } catch {
            throw PageError.badRequest(context.language.words.search.formUnreadable("\(error)"))
        }
        let preference = try LanguagePreference(
            query: form["lang"], acceptLanguage: request.headers["Accept-Language"], anyWiki: true)
        let inputs = try SearchViewModel.parse(
            text: form["q"], limit: form["limit"], offset: form["offset"],
            language: preference.language, wiki: preference.wiki
        ).accepted()
        // A search too long to run gets its 400 page here: redirecting would put it in a Location
        // longer than a request line may be (8 KiB), which the browser could not follow.
        if inputs.searchText.unicodeScalars.count > SearchViewModel.maximumLength {
            return await page(for: inputs, request, context)
        }
        return pages.redirect(to: inputs.href, status: .seeOther)
    }
}
