import Foundation
import Models

/// Sends one GET to an upstream API with that source's timeouts, size cap and User-Agent, and maps the
/// statuses every API shares. Each client adds its own rules (error envelopes, what 404 means).
struct APIRequester: Sendable {
    let http: any HTTPFetching
    let source: Source
    let settings: UpstreamSettings

    /// Sets `User-Agent` explicitly so every `HTTPFetching` (not only libcurl) sends it. `Accept-Encoding`
    /// is left to `CurlHTTPClient`, which offers every coding it can decode (gzip, deflate, br) and decodes them;
    /// an explicit header here would only narrow that list.
    ///
    /// `origin` is what the cache's load runs as: its purpose decides the budget's share it may use.
    func get(
        _ url: String, headers: [HeaderField] = [], maxBytes: Int? = nil, as origin: FetchOrigin
    ) async throws(UpstreamError) -> FetchResponse {
        let timeouts = settings.timeouts(for: source)
        let request = FetchRequest(
            url: url, headers: [HeaderField("User-Agent", settings.userAgent)] + headers,
            connectTimeout: timeouts.connect, totalTimeout: timeouts.total,
            maxBytes: maxBytes ?? settings.maxResponseBytes, followRedirects: false, purpose: origin.purpose)
        return try await http.fetch(request)
    }

    /// One POST of `body` (a form), with the same timeouts, cap and User-Agent as `get`.
    func post(
        _ url: String, body: Data, headers: [HeaderField] = [], maxBytes: Int? = nil, as origin: FetchOrigin
    ) async throws(UpstreamError) -> FetchResponse {
        let timeouts = settings.timeouts(for: source)
        let request = FetchRequest(
            url: url, headers: [HeaderField("User-Agent", settings.userAgent)] + headers,
            connectTimeout: timeouts.connect, totalTimeout: timeouts.total,
            maxBytes: maxBytes ?? settings.maxResponseBytes, followRedirects: false, body: body,
            purpose: origin.purpose)
        return try await http.fetch(request)
    }

    /// The status rules shared by all four APIs: 429 and 503 become `.httpStatus` with `Retry-After`
    /// (the cache turns that into a cooldown, RFC 9110 §15.5.29/§15.6.4); other non-2xx go to `envelope`,
    /// which returns the API's own error when the body is one, else `.httpStatus`.
    static func checkStatus(
        _ response: FetchResponse,
        envelope: (FetchResponse) -> UpstreamError? = { _ in nil }
    ) throws(UpstreamError) {
        if (200..<300).contains(response.status) { return }
        if UpstreamError.asksToBackOff(status: response.status) {
            throw .httpStatus(response.status, retryAfter: response.retryAfter)
        }
        throw envelope(response) ?? .httpStatus(response.status, retryAfter: response.retryAfter)
    }
}

/// Builds `application/x-www-form-urlencoded`-safe query strings (RFC 3986 §3.4).
enum QueryString {
    /// Unreserved characters (RFC 3986 §2.3) plus `,` and `:`, which the APIs document unescaped
    /// (`append_to_response=credits,images`, `ceid=US:en`) and which are legal in a query.
    private static let allowed: CharacterSet = {
        var set = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        set.insert(charactersIn: ",:")
        return set
    }()

    static func encode(_ component: String) -> String {
        // Only fails for invalid UTF-16 (lone surrogates), which a Swift String cannot hold.
        component.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
    }

    static func make(_ pairs: [(String, String)]) -> String {
        pairs.map { "\(encode($0.0))=\(encode($0.1))" }.joined(separator: "&")
    }
}
