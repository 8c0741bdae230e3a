/// The headlines of one Google News feed (an edition's top stories, a topic or a search), in the order
/// upstream gave them (not sorted, not deduplicated).
public struct NewsFeed: Sendable, Equatable, Codable {
    public var articles: [Article]

    public init(articles: [Article]) {
        self.articles = articles
    }
}
