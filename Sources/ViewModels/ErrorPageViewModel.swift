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
        switch language {
        case .ja:
            "このアドレスから短い間に、Kiosk が取得元に問い合わせる必要のあるページが一人の読者の分を超えて求められました。取得元に迷惑をかけないよう、しばらく新しい問い合わせを控えています。表示済みのページは開けます。\(retryAfter) 秒後にもう一度お試しください。"
        default:
            "This address has asked for more pages that Kiosk must fetch from its sources than one reader needs in a short time. To stay polite to those sources, Kiosk is not fetching more for it for now; pages already fetched still open. Try again in \(retryAfter) seconds."
        }
    }

    public func outputs(for inputs: Inputs) -> Outputs {
        let ja = inputs.language == .ja
        let heading: String =
            switch inputs.problem {
            case .badRequest: ja ? "リクエストに誤りがあります" : "Something in the request is wrong"
            case .notFound: ja ? "見つかりません" : "Not found"
            case .methodNotAllowed: ja ? "この方法では使えません" : "Method not allowed"
            case .tooSlow: ja ? "時間切れです" : "The request took too long"
            case .tooLarge: ja ? "送信された内容が大きすぎます" : "The request is too large"
            case .addressTooLong: ja ? "URL が長すぎます" : "The address is too long"
            case .unsupportedSubmission: ja ? "この形式の送信には対応していません" : "This kind of submission is not accepted"
            case .headersTooLarge: ja ? "ヘッダーが大きすぎます" : "The request headers are too large"
            case .notSupported: ja ? "対応していない形式です" : "Not supported"
            case .busy: ja ? "ただいま混み合っています" : "Busy right now"
            case .tooManyRequests: ja ? "短い間に新しいページが多すぎます" : "Too many new pages in a short time"
            case .versionNotSupported: ja ? "対応していない HTTP バージョンです" : "HTTP version not supported"
            case .failure: ja ? "サーバーで問題が起きました" : "Something went wrong on our side"
            }
        return Outputs(
            chrome: Chrome(language: inputs.language, current: nil, unroutedPath: inputs.path),
            status: inputs.code,
            title: TabTitle.make("\(heading) (\(inputs.code))", section: nil),
            heading: heading,
            detail: inputs.detail,
            incident: inputs.incidentID.map { ja ? "問い合わせ番号: \($0)" : "Reference: \($0)" },
            homeLink: Chrome.Link(
                label: ja ? "ホームへ戻る" : "Back to the home page",
                href: Route(.home(edition: nil), language: inputs.language).href, isCurrent: false))
    }
}
