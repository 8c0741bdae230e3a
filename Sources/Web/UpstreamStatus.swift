import HTTPServer
import ViewModels

/// The one place an upstream problem becomes an HTTP status (DESIGN.md "Errors a person sees").
enum UpstreamStatus {
    static func status(for problem: UpstreamProblem?) -> Int {
        guard let problem else { return 200 }
        switch problem.kind {
        case .badData, .unreachable: return 502
        case .coolingDown, .notConfigured: return 503
        case .timedOut: return 504
        }
    }

    /// Sets `Retry-After` (RFC 9110 §10.2.3) when the page's problem says when to come back.
    static func apply(_ problem: UpstreamProblem?, to response: inout Response) {
        if let retryAfter = problem?.retryAfter, retryAfter > 0 {
            response.headers["Retry-After"] = String(retryAfter)
        }
    }
}
