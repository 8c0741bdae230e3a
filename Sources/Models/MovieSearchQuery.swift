/// One page of a TMDB movie search, as asked for.
public struct MovieSearchQuery: Sendable, Equatable, Hashable, Codable {
    public var text: String
    /// 1-based page number.
    public var page: Int
    public var language: Language

    public init(text: String, page: Int, language: Language) {
        self.text = text
        self.page = page
        self.language = language
    }
}
