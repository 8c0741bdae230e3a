import Models

/// What the movie pages say when no TMDB key is configured: how an operator sets one.
public struct TMDBSetupHelp: Sendable, Hashable, Encodable {
    public var heading: String
    public var steps: [String]

    /// Help only when `error` says no key is configured; other failures are not the operator's setup.
    public init?(for error: UpstreamError, language: Language) {
        guard case .notConfigured = error else { return nil }
        self.init(language: language)
    }

    public init(language: Language) {
        let words = language.words.movies
        heading = words.setupHeading
        steps = [words.setupKey, words.setupWhere, words.setupOffline]
    }
}
