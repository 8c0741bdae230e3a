import Models

/// The notice TMDB's terms require on pages that show its data, with a plain text link (no
/// logo, which would load from another origin).
public struct TMDBAttribution: Sendable, Hashable, Encodable {
    public var text: String
    public var linkLabel: String
    public var href: String

    public init(language: Language) {
        text =
            language == .ja
            ? "この製品は TMDB API を使用していますが、TMDB による推奨・認定を受けたものではありません。"
            : "This product uses the TMDB API but is not endorsed or certified by TMDB."
        linkLabel = "The Movie Database (TMDB)"
        href = "https://www.themoviedb.org"
    }
}
