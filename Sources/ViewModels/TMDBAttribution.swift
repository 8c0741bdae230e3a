import Models

/// The notice TMDB's terms require on pages that show its data, with a plain text link (no
/// logo, which would load from another origin).
public struct TMDBAttribution: Sendable, Hashable, Encodable {
    public var text: String
    public var linkLabel: String
    public var href: String

    public init(language: Language) {
        text = language.words.movies.attribution
        linkLabel = "The Movie Database (TMDB)"
        href = "https://www.themoviedb.org"
    }
}
