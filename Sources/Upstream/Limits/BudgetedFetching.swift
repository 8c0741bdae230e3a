import Foundation
import Models

/// An `HTTPFetching` that asks `UpstreamLimiter` before every request it passes on: the one place
/// every upstream request goes through, below the cache, so only misses pay for the check.
/// A refusal is a `.coolingDown(retryAfter:)`, which the cache and the pages already turn into the
/// busy state: the last good value if there is one, else 503 with `Retry-After`.
struct BudgetedFetching: HTTPFetching {
    let inner: any HTTPFetching
    let limiter: UpstreamLimiter
    /// The API this client speaks to; nil for the image fetcher, whose budget is per host.
    let source: Source?
    /// The budget to draw on when it is not the source's own (`news-links` for Google News article links).
    var budgetName: String? = nil

    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        let budget: String
        let counted: Source
        if let source {
            budget = budgetName ?? source.rawValue
            counted = source
        } else {
            let host = URLComponents(string: request.url)?.host?.lowercased() ?? ""
            budget = LimitsConfiguration.imagesBudget + ":" + host
            counted = ImageFetcher.source(forHost: host)
        }
        if let retryAfter = await limiter.admit(budget: budget, source: counted, purpose: request.purpose) {
            throw .coolingDown(retryAfter: retryAfter)
        }
        return try await inner.fetch(request)
    }
}
