import HTTPServer
import ViewModels

/// The one place an upstream problem becomes an HTTP status (DESIGN.md "Errors a person sees").
enum UpstreamStatus {
    static func status(for problem: UpstreamProblem?) -> Int {
        problem.map { status(for: $0.kind) } ?? 200
    }

    /// 502 for a source that failed or sent nonsense, 503 for one that asked us to wait or is not set
    /// up, 504 for one that did not answer in time (RFC 9110 §15.6.3–§15.6.5).
    static func status(for kind: UpstreamProblem.Kind) -> Int {
        switch kind {
        case .badData, .unreachable: return 502
        case .coolingDown, .notConfigured: return 503
        case .timedOut: return 504
        }
    }

    /// Sets `Retry-After` (RFC 9110 §10.2.3) when the page's problem says when to come back.
    static func apply(_ problem: UpstreamProblem?, to response: inout Response) {
        apply(retryAfter: problem?.retryAfter, to: &response)
    }

    static func apply(retryAfter: Int?, to response: inout Response) {
        if let retryAfter, retryAfter > 0 {
            response.headers["Retry-After"] = String(retryAfter)
        }
    }
}
