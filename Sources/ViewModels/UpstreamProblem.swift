import Models

/// What a page says when its source failed: which source, what happened in plain words, when
/// to retry, the same thing on the original site, and how old any cached data shown is.
public struct UpstreamProblem: Sendable, Hashable, Encodable {
    /// The kinds a person (and `Web`'s status mapping: 502/503/504) tells apart.
    public enum Kind: String, Sendable, Hashable, Encodable {
        case badData, unreachable, timedOut, coolingDown, notConfigured
        /// Not the source's doing: the reader's client caused its share of fetches for now, so the
        /// page is never shown with it (`Web` answers 429 instead).
        case overClientShare

        /// The one classification of upstream failures, for pages and the image proxy alike.
        public init(_ error: UpstreamError) {
            if case .overClientShare = error {
                self = .overClientShare
                return
            }
            if error.asksToBackOff {
                self = .coolingDown
                return
            }
            switch error {
            case .timedOut: self = .timedOut
            case .notConfigured: self = .notConfigured
            case .cannotResolve, .cannotConnect: self = .unreachable
            case .httpStatus, .tooLarge, .undecodable, .apiError, .notFound, .refused, .coolingDown, .overClientShare:
                self = .badData
            }
        }
    }

    public var kind: Kind
    public var source: String
    public var message: String
    public var retryAfter: Int?
    public var originalURL: String
    public var originalLabel: String
    /// "Showing what Kiosk saved 5 minutes ago." when cached data is on the page.
    public var staleNotice: String?

    public init(error: UpstreamError, source: Source, language: Language, originalURL: String, cachedAge: Int?) {
        let ja = language == .ja
        let name = source.displayName
        kind = Kind(error)
        switch (kind, error) {
        case (.timedOut, _):
            message = ja ? "\(name) が時間内に応答しませんでした。" : "\(name) did not answer in time."
        case (.coolingDown, _):
            message =
                ja
                ? "\(name) へのリクエストが多すぎるため、少し待っています。" : "\(name) asked us to slow down, so Kiosk is waiting before asking again."
        case (.notConfigured, .notConfigured(let what)):
            message = ja ? "\(name) は設定されていません（\(what)）。" : "\(name) is not configured: \(what)."
        case (.unreachable, _):
            message = ja ? "\(name) に接続できませんでした。" : "Kiosk could not reach \(name)."
        case (_, .httpStatus(let status, _)):
            message = ja ? "\(name) がエラー (HTTP \(status)) を返しました。" : "\(name) answered with an error (HTTP \(status))."
        default:
            message = ja ? "\(name) から読めない応答が返りました。" : "\(name) sent an answer Kiosk could not read."
        }
        self.source = name
        retryAfter = error.retryAfter
        self.originalURL = originalURL
        originalLabel = ja ? "\(name) で直接見る" : "Open this on \(name)"
        staleNotice = cachedAge.map { age in
            ja ? "\(Self.ageText(age, ja: true))に保存した内容を表示しています。" : "Showing what Kiosk saved \(Self.ageText(age, ja: false))."
        }
    }

    /// "3 minutes ago" / "3分前".
    public static func ageText(_ seconds: Int, ja: Bool) -> String {
        switch seconds {
        case ..<60: ja ? "\(seconds)秒前" : (seconds == 1 ? "1 second ago" : "\(seconds) seconds ago")
        case ..<3600: ja ? "\(seconds / 60)分前" : (seconds / 60 == 1 ? "1 minute ago" : "\(seconds / 60) minutes ago")
        case ..<86400: ja ? "\(seconds / 3600)時間前" : (seconds / 3600 == 1 ? "1 hour ago" : "\(seconds / 3600) hours ago")
        default: ja ? "\(seconds / 86400)日前" : (seconds / 86400 == 1 ? "1 day ago" : "\(seconds / 86400) days ago")
        }
    }
}
