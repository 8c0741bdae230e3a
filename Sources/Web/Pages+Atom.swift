import HTTPServer
import ViewModels

extension Pages {
    /// The content type of Kiosk's feeds (RFC 4287 §7).
    static let atomContentType = "application/atom+xml; charset=utf-8"

    /// A feed: its status follows from the feed's outcome through `Problem`, as a page's does; rendered
    /// once per distinct feed (the render cache), gzip and 304 by the server's final step.
    func respondAtom(_ feed: AtomFeed, cacheControl: String, context: PageRequest) -> Response {
        let outcome = feed.outcome
        if case .overClientShare(let retryAfter) = outcome { return tooManyRequests(retryAfter: retryAfter, context: context) }
        let problem = Problem(outcome)
        let retryAfter = if case .problem(let upstream) = outcome { upstream.retryAfter } else { Int?.none }
        let entry = cache.entry(template: "feeds/atom", json: false, outputs: feed) {
            renderer.render("feeds/atom", feed)
        }
        var response = answer(
            status: problem?.status ?? .ok, body: entry.body, contentType: Self.atomContentType,
            cacheControl: problem == nil && !feed.isIncomplete ? cacheControl : "no-store",
            vary: context.languageIsExplicit ? "Accept" : "Accept, Accept-Language", etag: entry.etag,
            retryAfter: retryAfter)
        response.gzipForm = entry.gzip
        return response
    }
}
