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
        if language == .ja {
            heading = "TMDB を使うには"
            steps = [
                "環境変数 TMDB_API_KEY に TMDB の v3 API キー、または API 読み取りアクセストークンを設定して、Kiosk を再起動してください。",
                "キーは themoviedb.org のアカウント設定（API）で取得できます。",
                "kiosk serve --offline で起動すると、キーなしでサンプルデータを表示できます。",
            ]
        } else {
            heading = "How to turn on TMDB"
            steps = [
                "Set the TMDB_API_KEY environment variable to a TMDB v3 API key or an API Read Access Token, then restart Kiosk.",
                "Keys come from the API section of your account settings on themoviedb.org.",
                "kiosk serve --offline needs no key: it shows sample data.",
            ]
        }
    }
}
