import HTTPServer

/// Headers every HTML page carries: the browser may load nothing from another origin (the
/// privacy promise), may not frame the page, sniff types or leak the URL in `Referer`.
enum SecurityHeaders {
    static let contentSecurityPolicy = [
        "default-src 'self'", "img-src 'self'", "style-src 'self'", "script-src 'self'",
        "connect-src 'self'", "font-src 'self'", "object-src 'none'", "base-uri 'none'",
        "form-action 'self'", "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The same fields, built once: every page response starts from a copy.
    static let fields: HTTPHeaders = {
        var headers = HTTPHeaders()
        apply(to: &headers)
        return headers
    }()

    static func apply(to headers: inout HTTPHeaders) {
        headers["Content-Security-Policy"] = contentSecurityPolicy
        headers["X-Content-Type-Options"] = "nosniff"
        headers["Referrer-Policy"] = "no-referrer"
        headers["X-Frame-Options"] = "DENY"
        headers["Cross-Origin-Opener-Policy"] = "same-origin"
        headers["Permissions-Policy"] = "camera=(), microphone=(), geolocation=(), interest-cohort=()"
    }
}
