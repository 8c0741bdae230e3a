/// The four public sources Kiosk reads from.
public enum Source: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case wikipedia, news, xkcd, tmdb
    /// explainxkcd's wiki: comic transcripts for the search index (no page fetches from it).
    case explainxkcd

    /// The name a person recognises, for error pages ("Wikipedia did not answer in time").
    public var displayName: String {
        switch self {
        case .wikipedia: "Wikipedia"
        case .news: "Google News"
        case .xkcd: "xkcd"
        case .tmdb: "TMDB"
        case .explainxkcd: "explain xkcd"
        }
    }
}

/// Why an upstream call failed, in terms a person can be told about. ViewModels turn these into
/// page states; `Web` turns page states into 502/503/504.
public enum UpstreamError: Error, Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The upstream needs configuration that is missing (TMDB without a key): no request was made.
    case notConfigured(String)
    case cannotResolve(host: String)
    case cannotConnect(host: String)
    case timedOut(seconds: Double)
    /// An HTTP status the client does not treat as data (5xx, 429, unexpected 4xx).
    case httpStatus(Int, retryAfter: Int?)
    case tooLarge(limit: Int)
    /// The body arrived but is not what the API's format promises.
    case undecodable(String)
    /// The API answered with its own error envelope (MediaWiki `error`, TMDB `status_code`).
    case apiError(code: String, message: String)
    /// The thing asked for does not exist upstream (xkcd 404, TMDB 34/6).
    case notFound
    /// A previous 429/503 put this upstream in a cooldown; no request was made.
    case coolingDown(retryAfter: Int)
    /// The reader's client has caused its fair share of upstream fetches for now; no request was
    /// made. Its page is a 429, never a page showing a busy source.
    case overClientShare(retryAfter: Int)
    /// The request was refused before it was made (image proxy: host not allowed, private address…).
    case refused(String)

    public var description: String {
        switch self {
        case .notConfigured(let what): "not configured: \(what)"
        case .cannotResolve(let host): "cannot resolve \(host)"
        case .cannotConnect(let host): "cannot connect to \(host)"
        case .timedOut(let seconds): "no answer within \(seconds) s"
        case .httpStatus(let status, let retryAfter): "HTTP \(status)" + (retryAfter.map { ", retry after \($0) s" } ?? "")
        case .tooLarge(let limit): "response larger than \(limit) bytes"
        case .undecodable(let why): "unreadable response: \(why)"
        case .apiError(let code, let message): "\(code): \(message)"
        case .notFound: "not found"
        case .coolingDown(let seconds): "rate limited, retrying in \(seconds) s"
        case .overClientShare(let seconds): "this client's share of fetches is used, retry in \(seconds) s"
        case .refused(let why): "refused: \(why)"
        }
    }

    /// The one rule for "the upstream asks us to back off": 429 Too Many Requests or 503 Service
    /// Unavailable (RFC 9110 §15.5.29, §15.6.4), or a cooldown one of them started. The cache turns
    /// it into a cooldown, pages and the image proxy into their 503 "asked to wait".
    public static func asksToBackOff(status: Int) -> Bool { status == 429 || status == 503 }

    public var asksToBackOff: Bool {
        switch self {
        case .coolingDown: true
        case .httpStatus(let status, _): Self.asksToBackOff(status: status)
        default: false
        }
    }

    /// Seconds a person (and a `Retry-After` header) should wait, when the upstream said so.
    public var retryAfter: Int? {
        switch self {
        case .httpStatus(_, let retryAfter): retryAfter
        case .coolingDown(let seconds), .overClientShare(let seconds): seconds
        default: nil
        }
    }
}
