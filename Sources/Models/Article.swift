import Foundation

/// One Google News headline.
public struct Article: Sendable, Equatable, Codable {
    /// The headline without the " - Publisher" suffix Google News appends.
    public var title: String
    /// The publisher's display name (the RSS `<source>` text).
    public var publisher: String?
    /// Google's redirect URL to the article (not the publisher's URL): always http(s), or empty when
    /// upstream's was anything else (the decoder checks it with `UpstreamURL.web`).
    public var link: String
    public var published: Date?
    /// True when upstream stamped the item 07:00:00 GMT (midnight Pacific): only the day is known, not the time.
    public var isDateOnly: Bool
    /// The RSS `guid`: stable across refreshes, so it identifies the article.
    public var id: String
    /// The publisher's own site (`<source url>`), an http(s) origin; nil when upstream gave none usable.
    public var publisherSite: String?
    /// Other outlets' headlines on the same story, from the item's description (at most a handful).
    public var related: [RelatedArticle]

    public init(
        title: String, publisher: String?, link: String, published: Date?, isDateOnly: Bool, id: String,
        publisherSite: String? = nil, related: [RelatedArticle] = []
    ) {
        self.title = title
        self.publisher = publisher
        self.link = link
        self.published = published
        self.isDateOnly = isDateOnly
        self.id = id
        self.publisherSite = publisherSite
        self.related = related
    }
}

/// Another outlet's headline on the same story, as Google News lists it under a clustered item.
public struct RelatedArticle: Sendable, Equatable, Codable {
    public var title: String
    public var publisher: String?
    /// An http(s) URL (checked by the decoder), usually a Google News redirect.
    public var link: String

    public init(title: String, publisher: String?, link: String) {
        self.title = title
        self.publisher = publisher
        self.link = link
    }
}
