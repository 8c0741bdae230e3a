import Models

/// Where the news pages' headline links go: straight to Google News as the feed gives them, or to
/// Kiosk's `/news/go/{id}`, which resolves the publisher's address when a reader clicks.
public struct NewsLinks: Sendable {
    /// Resolves ids on a click; nil is `--resolve-news-links off`: headlines link to Google News.
    public var resolver: (any NewsLinkResolver)?
    /// Google News's article page (`https://news.google.com/rss/articles`; the sample upstream's
    /// offline): the "continue via Google News" choice links to `{articlePage}/{id}`.
    public var articlePage: String
    /// The host (with a port when not the default) the feeds' article links are on; only links
    /// there carry an id Kiosk can resolve, any other link is kept as it is.
    public var articleHost: String

    public init(
        resolver: (any NewsLinkResolver)?, articlePage: String = "https://news.google.com/rss/articles",
        articleHost: String = "news.google.com"
    ) {
        self.resolver = resolver
        self.articlePage = articlePage
        self.articleHost = articleHost
    }

    /// Links to Google News, as the feed gives them.
    public static let viaGoogle = NewsLinks(resolver: nil)

    public var resolves: Bool { resolver != nil }

    /// `/news/go/{id}?lang=&edition=` for a Google News article link; the link itself when links go to
    /// Google or it is not one (a publisher's own address in a related list is linked as it is).
    func href(_ link: String, language: Language, edition: String?) -> String {
        guard resolves, let id = NewsArticleID.inLink(link, host: articleHost) else { return link }
        return Self.path(id, language: language, edition: edition)
    }

    /// Kiosk's address for `id`, carrying the reader's settings.
    public static func path(_ id: NewsArticleID, language: Language, edition: String?) -> String {
        Route(.newsLink(id: id.value, edition: edition.flatMap { $0.isEmpty ? nil : $0 }), language: language).href
    }
}
