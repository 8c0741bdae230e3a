import Models

/// What an error page shows: what happened, in the reader's language, and where to go next.
public struct ErrorPageViewModel: Sendable {
    /// What went wrong, as a reader would put it; the web layer decides which one a response is.
    public enum Problem: Sendable, Equatable, CaseIterable {
        case badRequest
        case notFound
        case methodNotAllowed
        case tooSlow
        case tooLarge
        case addressTooLong
        case unsupportedSubmission
        case headersTooLarge
        case notSupported
        case busy
        /// One client caused more upstream fetches than its share (429).
        case tooManyRequests
        case versionNotSupported
        case failure
    }

    public struct Inputs: Sendable, Equatable {
        public var problem: Problem
        /// The number the page shows beside the heading (“404”), which readers recognise and quote
        /// in reports; only displayed here, never interpreted.
        public var code: Int
        /// The specific sentence (e.g. which parameter was wrong); shown under the headline.
        public var detail: String
        public var language: Language
        public var path: String
        public var incidentID: String?
        public init(problem: Problem, code: Int, detail: String, language: Language, path: String, incidentID: String? = nil) {
            self.problem = problem
            self.code = code
            self.detail = detail
            self.language = language
            self.path = path
            self.incidentID = incidentID
        }
    }

    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        /// The number shown beside the heading (named `status` in the JSON twin since it began).
        public var status: Int
        public var title: String
        public var heading: String
        public var detail: String
        /// "Reference: 3F2A…" for 500s, so a report can be matched with the log line.
        public var incident: String?
        public var homeLink: Chrome.Link
    }

    public init() {}

    /// Why a client got a 429 and when it may ask again: Kiosk asks its sources politely on behalf of
    /// every reader, so each address may only make it fetch so much; what is cached still opens.
    public static func tooManyRequestsDetail(retryAfter: Int, language: Language) -> String {
        language.words.problems.tooManyRequestsDetail(retryAfter)
    }

    public func outputs(for inputs: Inputs) -> Outputs {
        let words = inputs.language.words.problems
        let heading = inputs.problem.heading(words)
        return Outputs(
            chrome: Chrome(language: inputs.language, current: nil, unroutedPath: inputs.path),
            status: inputs.code,
            title: TabTitle.make("\(heading) (\(inputs.code))", section: nil),
            heading: heading,
            detail: inputs.detail,
            incident: inputs.incidentID.map(words.incident),
            homeLink: Chrome.Link(
                label: words.homeLink, href: Route(.home(edition: nil), language: inputs.language).href, isCurrent: false))
    }
}

extension ErrorPageViewModel.Problem {
    /// The error page's heading for this problem.
    func heading(_ words: ProblemWords) -> String {
        switch self {
        case .badRequest: words.badRequest
        case .notFound: words.notFound
        case .methodNotAllowed: words.methodNotAllowed
        case .tooSlow: words.tooSlow
        case .tooLarge: words.tooLarge
        case .addressTooLong: words.addressTooLong
        case .unsupportedSubmission: words.unsupportedSubmission
        case .headersTooLarge: words.headersTooLarge
        case .notSupported: words.notSupported
        case .busy: words.busy
        case .tooManyRequests: words.tooManyRequests
        case .versionNotSupported: words.versionNotSupported
        case .failure: words.failure
        }
    }
}
