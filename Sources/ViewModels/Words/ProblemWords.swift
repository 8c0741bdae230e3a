import Models

/// Error pages (their headings by status, the sentences Kiosk's own refusals give) and what a
/// source's problem looks like on any page.
public struct ProblemWords: Sendable {
    // MARK: Error page headings, one per `ErrorPageViewModel.Problem`

    /// 400.
    public let badRequest: String
    /// 404.
    public let notFound: String
    /// 405.
    public let methodNotAllowed: String
    /// 408.
    public let tooSlow: String
    /// 413.
    public let tooLarge: String
    /// 414.
    public let addressTooLong: String
    /// 415.
    public let unsupportedSubmission: String
    /// 431.
    public let headersTooLarge: String
    /// 501.
    public let notSupported: String
    /// 503 from the server itself (too many connections).
    public let busy: String
    /// 429.
    public let tooManyRequests: String
    /// 505.
    public let versionNotSupported: String
    /// 500 and anything else.
    public let failure: String

    // MARK: Error page sentences

    /// 404 for an address no page answers.
    public let noPage: String
    /// 405: the methods the address answers (`GET, HEAD`).
    public let methodsAllowed: @Sendable (_ methods: String) -> String
    /// 500: a bug or a failure nobody planned for.
    public let unexpected: String
    /// 429: why this client must wait and how long (seconds), ending with `retryAfter`'s sentence.
    public let tooManyRequestsDetail: @Sendable (_ seconds: Int) -> String
    /// `Try again in 30 seconds.`
    public let retryAfter: @Sendable (_ seconds: Int) -> String
    /// `Reference: 3F2A…` under a 500, to match a report with the log.
    public let incident: @Sendable (_ id: String) -> String
    /// The error page's link home.
    public let homeLink: String
    /// 400 for a `Host` header that is not a host name (the OpenSearch description needs it).
    public let badHost: String
    /// 400 for a `lang=`/`wiki=` that names no Wikipedia (what came, cut short).
    public let unknownWiki: @Sendable (_ parameter: String, _ value: String) -> String
    /// 400 for a `lang=` that is none of the interface languages (their codes, what came).
    public let unknownLanguage: @Sendable (_ codes: String, _ value: String) -> String

    // MARK: A source's problem on a page

    /// The source's name as readers of the language know it.
    public let sourceName: @Sendable (Source) -> String
    /// The source did not answer in time (its name).
    public let timedOut: @Sendable (_ source: String) -> String
    /// The source asked Kiosk to slow down.
    public let coolingDown: @Sendable (_ source: String) -> String
    /// The source is not set up (its name, what is missing: an operator's words, not translated).
    public let notConfigured: @Sendable (_ source: String, _ what: String) -> String
    /// The source could not be reached.
    public let unreachable: @Sendable (_ source: String) -> String
    /// The source answered with an HTTP error status.
    public let httpError: @Sendable (_ source: String, _ status: Int) -> String
    /// The source's answer could not be read.
    public let unreadable: @Sendable (_ source: String) -> String
    /// The link to the same thing on the source itself.
    public let openOn: @Sendable (_ source: String) -> String
    /// Cached data is on the page: `Showing what Kiosk saved <age>.`
    public let staleNotice: @Sendable (_ age: String) -> String
    /// `5 seconds ago`, `5 minutes ago`, `5 hours ago`, `5 days ago`.
    public let secondsAgo: @Sendable (Int) -> String
    public let minutesAgo: @Sendable (Int) -> String
    public let hoursAgo: @Sendable (Int) -> String
    public let daysAgo: @Sendable (Int) -> String

    /// How long ago `seconds` was, in its largest whole unit.
    public func age(_ seconds: Int) -> String {
        switch seconds {
        case ..<60: secondsAgo(seconds)
        case ..<3600: minutesAgo(seconds / 60)
        case ..<86400: hoursAgo(seconds / 3600)
        default: daysAgo(seconds / 86400)
        }
    }
}
