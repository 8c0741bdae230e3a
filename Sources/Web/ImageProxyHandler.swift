import Foundation
import HTTPServer
import Models
import ViewModels

/// GET /img/*path: streams an allow-listed upstream image so the browser never contacts the
/// image host. Never redirects (that would hand the reader to the third party).
struct ImageProxyHandler: Sendable {
    let images: any ImageSource

    /// Images are content-named upstream (xkcd, TMDB), so a day is safe for any cache.
    static let cacheControl = "public, max-age=86400"
    /// An image is not a document: it may load nothing and run nothing, even if opened directly.
    static let contentSecurityPolicy = "default-src 'none'"

    func handle(_ image: ProxiedImage) async -> Response {
        guard let url = ImageLink.upstreamURL(fromProxyPath: image.path) else {
            return Self.failure(.notFound, "Not an image address Kiosk proxies.\n")
        }
        let image: (contentType: String, body: Data)
        do {
            image = try await images.image(url: url, for: .anonymous)
        } catch {
            return Self.failure(for: error)
        }
        var response = Response(status: 200, body: Array(image.body))
        Self.applyHeaders(to: &response)
        response.headers["Content-Type"] = image.contentType
        response.headers["Cache-Control"] = Self.cacheControl
        // The server's final step answers 304 when this matches the client's copy.
        response.headers["ETag"] = EntityTag.strong(for: response.body)
        return response
    }

    /// Refused (host not allowed, not an image) → 403; missing upstream → 404; the upstream's own
    /// trouble → 502/503/504 like a page's (RFC 9110 §15.6.3, §15.6.4, §15.6.5).
    static func failure(for error: UpstreamError) -> Response {
        switch error {
        case .refused: return failure(.refused, "Kiosk does not proxy this image.\n")
        case .notFound: return failure(.notFound, "The image does not exist upstream.\n")
        default: break
        }
        let kind = UpstreamProblem.Kind(error)
        let text =
            switch kind {
            case .timedOut: "The image host did not answer in time.\n"
            case .notConfigured: "The image proxy is not configured.\n"
            case .coolingDown: "The image host asked us to wait.\n"
            case .unreachable, .badData: "The image host failed.\n"
            // Images count against their hosts' budgets, not a reader's share: kept for completeness.
            case .overClientShare: "Too many images were asked for from here; try again shortly.\n"
            }
        var response = failure(.upstream(kind), text)
        // RFC 9110 §10.2.3: when the image host said when to come back.
        if let retryAfter = error.retryAfter, retryAfter > 0 { response.headers["Retry-After"] = String(retryAfter) }
        return response
    }

    private static func failure(_ problem: Problem, _ text: String) -> Response {
        var response = Response.text(text, status: problem.status)
        applyHeaders(to: &response)
        response.headers["Cache-Control"] = "no-store"
        return response
    }

    private static func applyHeaders(to response: inout Response) {
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Content-Security-Policy"] = contentSecurityPolicy
        response.headers["Referrer-Policy"] = "no-referrer"
        response.headers["Cross-Origin-Resource-Policy"] = "same-origin"
    }
}
