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
    /// "Try again in 30 seconds." when the source said when.
    public var retryNotice: String?
    public var originalURL: String
    public var originalLabel: String
    /// "Showing what Kiosk saved 5 minutes ago." when cached data is on the page.
    public var staleNotice: String?

    public init(error: UpstreamError, source: Source, language: Language, originalURL: String, cachedAge: Int?) {
        let words = language.words.problems
        let name = words.sourceName(source)
        kind = Kind(error)
        switch (kind, error) {
        case (.timedOut, _): message = words.timedOut(name)
        case (.coolingDown, _): message = words.coolingDown(name)
        case (.notConfigured, .notConfigured(let what)): message = words.notConfigured(name, what)
        case (.unreachable, _): message = words.unreachable(name)
        case (_, .httpStatus(let status, _)): message = words.httpError(name, status)
        default: message = words.unreadable(name)
        }
        self.source = name
        retryAfter = error.retryAfter
        retryNotice = error.retryAfter.flatMap { $0 > 0 ? words.retryAfter($0) : nil }
        self.originalURL = originalURL
        originalLabel = words.openOn(name)
        staleNotice = cachedAge.map { words.staleNotice(words.age($0)) }
    }

    /// "3 minutes ago" / "3分前".
    public static func ageText(_ seconds: Int, language: Language) -> String {
        language.words.problems.age(seconds)
    }
}
