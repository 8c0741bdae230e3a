import HTTPTypes
import ViewModels

/// Everything that keeps a request from the page it asked for, and the one table from each to
/// its HTTP status (RFC 9110 §15). Handlers never name a status: they throw `PageError`, return
/// Outputs whose `outcome` says what the page amounts to, or redirect; `Pages` reads the status here.
enum Problem: Sendable, Hashable {
    /// Input a person can fix (a malformed number, a search too long to run).
    case invalidInput
    /// The image proxy will not fetch this address (host not allow-listed, not an image).
    case refused
    case notFound
    case methodNotAllowed
    /// A body in a format the address does not take (a form POST that is not form-encoded).
    case unsupportedMediaType
    /// This client has caused its share of upstream fetches for now (RFC 6585 §4).
    case tooManyRequests
    /// A bug or a failure nobody planned for; the page shows an id that is also in the log.
    case unexpected
    /// The source behind the page failed, sent nonsense, asked us to wait or did not answer.
    case upstream(UpstreamProblem.Kind)

    var status: HTTPResponse.Status {
        switch self {
        case .invalidInput: .badRequest
        case .refused: .forbidden
        case .notFound: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .unsupportedMediaType: .unsupportedMediaType
        case .tooManyRequests: .tooManyRequests
        case .unexpected: .internalServerError
        // 502 for a source that failed or sent nonsense, 503 for one that asked us to wait or is
        // not set up, 504 for one that did not answer in time (RFC 9110 §15.6.3–§15.6.5).
        case .upstream(.badData), .upstream(.unreachable): .badGateway
        case .upstream(.coolingDown), .upstream(.notConfigured): .serviceUnavailable
        case .upstream(.timedOut): .gatewayTimeout
        // Not the source's doing: the reader's client caused its share of fetches (RFC 6585 §4).
        case .upstream(.overClientShare): .tooManyRequests
        }
    }

    /// What a page's outcome is short of being shown; nil when it is shown.
    init?(_ outcome: PageOutcome) {
        switch outcome {
        case .shown: return nil
        case .notFound: self = .notFound
        case .invalidInput: self = .invalidInput
        case .problem(let problem): self = .upstream(problem.kind)
        case .overClientShare: self = .tooManyRequests
        }
    }
}

/// How a redirect sends the browser on (RFC 9110 §15.4); `Pages.redirect(to:status:)` answers it.
enum Redirect: Sendable {
    /// 302: somewhere new on every request (`/comics/random`), so never cached as permanent.
    case found
    /// 303: the GET URL of what a form posted (or of a URL that only takes posts), so a reload
    /// does not post again.
    case seeOther

    var status: HTTPResponse.Status {
        switch self {
        case .found: .found
        case .seeOther: .seeOther
        }
    }
}

extension ErrorPageViewModel.Problem {
    /// What an error page tells the reader for a status: the statuses of `Problem` above and the
    /// server's own refusals (`HTTPParseError`, timeouts, the connection cap), which arrive as codes.
    init(status: HTTPResponse.Status) {
        self =
            switch status.code {
            case 400: .badRequest
            case 404: .notFound
            case 405: .methodNotAllowed
            case 408: .tooSlow
            case 413: .tooLarge
            case 414: .addressTooLong
            case 415: .unsupportedSubmission
            case 429: .tooManyRequests
            case 431: .headersTooLarge
            case 501: .notSupported
            case 503: .busy
            case 505: .versionNotSupported
            default: .failure
            }
    }
}
