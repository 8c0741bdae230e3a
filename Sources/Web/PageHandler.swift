import HTTPServer
import Models

/// A handler of one section's URLs, built the same way for every page: from the page renderer and
/// the dependencies, making its own ViewModel.
///
/// (Adding a page: the steps are in the route table's doc comment, `Routes`.)
protocol PageHandler: Sendable {
    init(pages: Pages, dependencies: Dependencies)
}

/// What the route table answers a parsed `Route` with: a page, handed its `PageRequest`, or a plain responder
/// (the image proxy, health, readiness, metrics), which reads the request alone.
enum WebRoute: Sendable {
    case page(PageRoute)
    case plain(Responder)
}

/// A page's handler method and what its upstream fetches serve (a page, or title suggestions).
struct PageRoute: Sendable {
    var purpose: FetchOrigin.Purpose
    var handle: @Sendable (Request, PageRequest) async throws -> Response
}
