/// The Google News top stories for one language, in the order upstream gave them (not sorted, not deduplicated).
public struct NewsFeed: Sendable, Equatable, Codable {
    public var language: Language
    public var articles: [Article]

    public init(language: Language, articles: [Article]) {
        self.language = language
        self.articles = articles
    }
}
