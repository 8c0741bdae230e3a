import Foundation
import HTTPServer
import ViewModels

extension Pages {
    /// The content type of Kiosk's feeds (RFC 4287 §7).
    static let atomContentType = "application/atom+xml; charset=utf-8"

    /// A feed: its status follows from the feed's outcome through `Problem`, as a page's does; rendered
    /// once per distinct feed and origin (the render cache), gzip and 304 by the server's final step.
    /// Its links are absolute on `origin`: feed readers resolve relative ones unevenly, and a feed
    /// copied or forwarded has no base to resolve them against.
    func respondAtom(
        _ feed: AtomFeed, origin: FeedOrigin.Resolved, cacheControl: String, context: PageRequest
    )
        -> Response
    {
        let feed = feed.absolute(on: origin.origin)
        let outcome = feed.outcome
        if case .overClientShare(let retryAfter) = outcome { return tooManyRequests(retryAfter: retryAfter, context: context) }
        let problem = Problem(outcome)
        let retryAfter = if case .problem(let upstream) = outcome { upstream.retryAfter } else { Int?.none }
        let entry = cache.entry(template: "feeds/atom", json: false, outputs: feed) {
            renderer.render("feeds/atom", feed)
        }
        var vary = context.languageIsExplicit ? "Accept" : "Accept, Accept-Language"
        if origin.followsProxy { vary += ", X-Forwarded-Proto, X-Forwarded-Host" }
        var response = answer(
            status: problem?.status ?? .ok, body: entry.body, contentType: Self.atomContentType,
            cacheControl: problem == nil && !feed.isIncomplete ? cacheControl : "no-store",
            vary: vary, etag: entry.etag, retryAfter: retryAfter)
        response.gzipForm = entry.gzip
        return response
    }
}

/// Where Kiosk's absolute links (the feeds') point: the configured public URL (`--public-url`), or
/// else the origin the request was made to, from `Host`, and from `X-Forwarded-Proto` and
/// `X-Forwarded-Host` only when the request came through a trusted proxy (`--trusted-proxy`):
/// anyone else could otherwise put their own site into links a feed reader follows.
public struct FeedOrigin: Sendable, Equatable {
    /// A `--public-url` that is not an absolute http(s) URL without query or fragment.
    public struct Invalid: Error, CustomStringConvertible {
        public var description: String
    }

    /// What one request's links are built on.
    struct Resolved: Sendable, Equatable {
        /// `https://kiosk.example` or `https://example.org/kiosk`: no trailing slash.
        var origin: String
        /// True when the origin came from a proxy's forwarded fields, so answers vary by them.
        var followsProxy: Bool
    }

    /// Checked and without a trailing slash; nil: each request's own origin.
    var publicURL: String?
    var proxies: TrustedProxies

    public init(publicURL: String? = nil, proxies: TrustedProxies = .none) {
        self.publicURL = publicURL
        self.proxies = proxies
    }

    /// `https://kiosk.example/` → `https://kiosk.example`; anything but an absolute http or https URL
    /// with a host (and no user, query or fragment) is refused, at start rather than on every feed.
    public static func publicURL(parsing text: String) throws(Invalid) -> String {
        guard let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty,
            text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value > 0x20 && $0.value != 0x7F })
        else {
            throw Invalid(description: "\(text): not an absolute http:// or https:// URL with a host")
        }
        guard parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil else {
            throw Invalid(description: "\(text): a public URL has no user, query (?…) or fragment (#…)")
        }
        var url = text
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }

    /// The origin for `request`'s links; a `Host` (or trusted `X-Forwarded-Host`) that is not a host
    /// name is refused, since it would go into the links.
    func resolve(_ request: Request) throws(PageError) -> Resolved {
        if let publicURL { return Resolved(origin: publicURL, followsProxy: false) }
        let viaProxy = request.peer.map { !proxies.networks.isEmpty && proxies.trusts($0) } ?? false
        // A proxy chain appends: the first value is what the reader's browser used.
        let forwardedHost = request.headers["X-Forwarded-Host"]?.split(separator: ",").first.map { String($0.trimmingSpaces()) }
        let host = (viaProxy ? forwardedHost : nil) ?? request.headers["Host"] ?? ""
        guard OpenSearchHandler.isAuthority(host) else {
            throw .badRequest("The Host header must name this site (a host name and an optional port).")
        }
        let forwardedProto = request.headers["X-Forwarded-Proto"]?.split(separator: ",").first?.trimmingSpaces()
        let scheme = viaProxy && forwardedProto?.lowercasedASCII() == "https" ? "https" : "http"
        return Resolved(origin: "\(scheme)://\(host)", followsProxy: viaProxy)
    }
}
