import HTTPTypes
import Foundation
import HTTPServer
import Models
import Logging
import ViewModels

/// Turns a page's Outputs into a response: HTML from its template or the JSON twin, with the
/// security, caching and validator headers every page carries.
struct Pages: Sendable {
    let renderer: PageRenderer
    /// Every page's footer says so when the data is the bundled sample (`--offline`): the layout's
    /// business, decided here once rather than in every ViewModel (JSON twins carry page data only).
    let isSampleData: Bool
    let logger: Logger
    let cache = RenderCache()

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// A page: its status (and `Retry-After`) follows from what its Outputs amount to, through
    /// `Problem`; a page that shows a problem or refuses its input is never stored by caches. A page
    /// whose fetch the client's fair share refused (`PageOutcome.overClientShare`) is never rendered:
    /// it would show a busy state that is not the source's doing, so the reader gets the 429.
    /// - Parameter cacheControl: how long shared caches may keep the page when it shows what was asked
    ///   for (or says it does not exist).
    func respond<Outputs: PageOutputs>(
        _ outputs: Outputs, template: String, cacheControl: String,
        context: PageRequest
    ) -> Response {
        let outcome = outputs.outcome
        if case .overClientShare(let retryAfter) = outcome { return tooManyRequests(retryAfter: retryAfter, context: context) }
        let problem = Problem(outcome)
        let storable = problem == nil || problem == .notFound
        let retryAfter = if case .problem(let upstream) = outcome { upstream.retryAfter } else { Int?.none }
        return render(
            outputs, template: template, status: problem?.status ?? .ok,
            cacheControl: storable ? cacheControl : "no-store", retryAfter: retryAfter, context: context)
    }

    /// A redirect to `location` (one of Kiosk's own relative URLs, or a publisher's address resolved
    /// from a Google News id and checked by the resolver), never stored by caches.
    func redirect(to location: String, status: Redirect) -> Response {
        var response = answer(status: status.status, contentType: nil, cacheControl: "no-store")
        response.headers.add("Location", location)
        return response
    }

    /// The final step of every answer the web layer makes (pages, error pages, redirects, the
    /// OpenSearch documents): the status, the security headers, and the fields every answer states.
    /// `add`, not the subscript: these fields are known to be absent, so no search is needed.
    func answer(
        status: HTTPResponse.Status = .ok, body: [UInt8] = [], contentType: String?, cacheControl: String, vary: String? = nil,
        etag: String? = nil, retryAfter: Int? = nil
    ) -> Response {
        var response = Response(status: status, headers: SecurityHeaders.fields, body: body)
        if let contentType { response.headers.add("Content-Type", contentType) }
        response.headers.add("Cache-Control", cacheControl)
        if let vary { response.headers.add("Vary", vary) }
        if let etag { response.headers.add("ETag", etag) }
        // RFC 9110 §10.2.3: when the page's problem says when to come back.
        if let retryAfter, retryAfter > 0 { response.headers.add("Retry-After", String(retryAfter)) }
        return response
    }

    /// HTML from `template` or the JSON twin, with the headers every page carries; it offers the
    /// rendering's gzip form, and the server's final step decides gzip and 304.
    private func render<Outputs: Encodable & Hashable & Sendable>(
        _ outputs: Outputs, template: String, status: HTTPResponse.Status,
        cacheControl: String, retryAfter: Int? = nil,
        context: PageRequest
    ) -> Response {
        let entry = cache.entry(template: template, json: context.wantsJSON, outputs: outputs) {
            context.wantsJSON ? encodeJSON(outputs) : html(outputs, template: template, language: context.language)
        }
        var response = answer(
            status: status, body: entry.body,
            contentType: context.wantsJSON ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
            cacheControl: cacheControl,
            vary: context.languageIsExplicit && !context.otherSettingFollowsAcceptLanguage ? "Accept" : "Accept, Accept-Language",
            etag: entry.etag, retryAfter: retryAfter)
        // Compressed once per rendering, when a client first wants it, not on every request.
        response.gzipForm = entry.gzip
        return response
    }

    /// The page's HTML, rendered afresh (no cache), with the sample-data line in the footer offline.
    func html<Outputs: Encodable>(_ outputs: Outputs, template: String, language: Language) -> [UInt8] {
        renderer.render(template, outputs, sampleDataNotice: isSampleData ? Chrome.sampleDataNotice(language) : nil)
    }

    private func encodeJSON<Outputs: Encodable>(_ outputs: Outputs) -> [UInt8] {
        do {
            return Array(try Self.encoder.encode(outputs))
        } catch {
            // Outputs are plain value types; failing to encode one is a bug worth a loud log.
            logger.error("JSON encoding of \(Outputs.self) failed: \(error)")
            return Array(#"{"error":"internal"}"#.utf8)
        }
    }

    /// What a page's handler threw, as a page: `PageError` becomes its page (a 400 for a `lang=`
    /// the page refuses, when the `PageRequest` could not be made); anything else a 500 whose id is
    /// logged.
    func failure(_ error: any Error, request: Request) -> Response {
        if let error = error as? PageError { return self.error(error, request: request) }
        let incident = String(UInt32.random(in: .min ... .max), radix: 16, uppercase: true)
        logger.error("incident \(incident): \(request.method) \(request.rawPath): \(error)")
        return self.error(
            status: Problem.unexpected.status, detail: { $0.words.problems.unexpected }, request: request,
            incidentID: incident)
    }

    /// The error page for a handler's (or the router's) `PageError`; a 405 lists the methods in `Allow`.
    func error(_ error: PageError, request: Request) -> Response {
        var response = self.error(status: error.problem.status, detail: error.message, request: request)
        if case .methodNotAllowed(let allow) = error { response.headers.add("Allow", allow.joined(separator: ", ")) }
        return response
    }

    /// 429 (RFC 6585 §4): this client has caused its share of upstream fetches for the moment; the
    /// page says why and when to come back, in the reader's language, and `Retry-After` says when.
    func tooManyRequests(retryAfter: Int, context: PageRequest) -> Response {
        let status = Problem.tooManyRequests.status
        let outputs = ErrorPageViewModel().outputs(
            for: .init(
                problem: .init(status: status), code: status.code,
                detail: ErrorPageViewModel.tooManyRequestsDetail(retryAfter: retryAfter, language: context.language),
                language: context.language, path: context.path, incidentID: nil))
        var response = render(outputs, template: "pages/error", status: status, cacheControl: "no-store", context: context)
        response.headers.add("Retry-After", String(retryAfter))
        return response
    }

    /// The error page for `status` with a sentence that does not depend on the language (the server's own).
    func error(status: HTTPResponse.Status, detail: String, request: Request?, incidentID: String? = nil) -> Response {
        error(status: status, detail: { _ in detail }, request: request, incidentID: incidentID)
    }

    /// The error page for `status`, in the person's language when it can be told, with `detail`'s
    /// sentence in that language.
    func error(
        status: HTTPResponse.Status, detail: (Language) -> String, request: Request?, incidentID: String? = nil
    ) -> Response {
        let context: PageRequest? = request.flatMap { request in
            do { return try PageRequest(request) } catch { return nil }  // a bad lang= falls back to English
        }
        let fallback = PageRequest.fallback(format: request.map(PageRequest.format) ?? .html)
        let used = context ?? fallback
        let outputs = ErrorPageViewModel().outputs(
            for: .init(
                problem: .init(status: status), code: status.code, detail: detail(used.language), language: used.language,
                path: request?.rawPath ?? "/", incidentID: incidentID))
        return render(outputs, template: "pages/error", status: status, cacheControl: "no-store", context: used)
    }
}
