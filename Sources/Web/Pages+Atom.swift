import HTTPServer
import ViewModels

extension Pages {
    /// The content type of Kiosk's feeds (RFC 4287 §7).
    static let atomContentType = "application/atom+xml; charset=utf-8"

    /// True for `?format=atom`: the view's Atom feed instead of its page.
    static func wantsAtom(_ request: Request) -> Bool { request.query["format"] == "atom" }

    /// A feed: its status follows from the feed's outcome as a page's does; rendered once per distinct
    /// feed (the render cache), gzip and 304 by the server's final step, as for every answer.
    func respondAtom(_ feed: AtomFeed, cacheControl: String, context: RequestContext) -> Response {
        let outcome = feed.outcome
        var response = Response(status: Self.status(for: outcome), headers: SecurityHeaders.fields)
        let entry = cache.entry(template: "feeds/atom", json: false, outputs: feed) {
            renderer.render("feeds/atom", feed)
        }
        response.body = entry.body
        response.headers.add("Content-Type", Self.atomContentType)
        response.headers.add("Cache-Control", outcome == .shown && !feed.isIncomplete ? cacheControl : "no-store")
        response.headers.add("Vary", context.languageIsExplicit ? "Accept" : "Accept, Accept-Language")
        response.headers.add("ETag", entry.etag)
        response.gzipForm = entry.gzip
        if case .problem(let problem) = outcome { UpstreamStatus.apply(problem, to: &response) }
        return response
    }
}
