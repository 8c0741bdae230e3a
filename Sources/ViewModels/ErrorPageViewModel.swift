import Models

/// What an error page shows: what happened, in the reader's language, and where to go next.
public struct ErrorPageViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        public var status: Int
        /// The specific sentence (e.g. which parameter was wrong); shown under the headline.
        public var detail: String
        public var language: Language
        public var path: String
        public var incidentID: String?
        public init(status: Int, detail: String, language: Language, path: String, incidentID: String? = nil) {
            self.status = status
            self.detail = detail
            self.language = language
            self.path = path
            self.incidentID = incidentID
        }
    }

    public struct Outputs: Sendable, Hashable, Encodable {
        public var chrome: Chrome
        public var status: Int
        public var title: String
        public var heading: String
        public var detail: String
        /// "Reference: 3F2A…" for 500s, so a report can be matched with the log line.
        public var incident: String?
        public var homeLink: Chrome.Link
    }

    public init() {}

    public func outputs(for inputs: Inputs) -> Outputs {
        let ja = inputs.language == .ja
        let heading: String = switch inputs.status {
        case 400: ja ? "リクエストに誤りがあります" : "Something in the request is wrong"
        case 404: ja ? "見つかりません" : "Not found"
        case 405: ja ? "この方法では使えません" : "Method not allowed"
        case 408: ja ? "時間切れです" : "The request took too long"
        case 413: ja ? "送信された内容が大きすぎます" : "The request is too large"
        case 414: ja ? "URL が長すぎます" : "The address is too long"
        case 415: ja ? "この形式の送信には対応していません" : "This kind of submission is not accepted"
        case 431: ja ? "ヘッダーが大きすぎます" : "The request headers are too large"
        case 501: ja ? "対応していない形式です" : "Not supported"
        case 503: ja ? "ただいま混み合っています" : "Busy right now"
        case 505: ja ? "対応していない HTTP バージョンです" : "HTTP version not supported"
        default: ja ? "サーバーで問題が起きました" : "Something went wrong on our side"
        }
        return Outputs(
            chrome: Chrome(language: inputs.language, current: nil, path: inputs.path, query: []),
            status: inputs.status,
            title: TabTitle.make("\(heading) (\(inputs.status))", section: nil),
            heading: heading,
            detail: inputs.detail,
            incident: inputs.incidentID.map { ja ? "問い合わせ番号: \($0)" : "Reference: \($0)" },
            homeLink: Chrome.Link(label: ja ? "ホームへ戻る" : "Back to the home page",
                                  href: PageURL.make("/", [("lang", inputs.language.rawValue)]), isCurrent: false))
    }
}
