import Foundation

/// One day of Wikipedia's featured content (its REST `feed/featured/{yyyy}/{mm}/{dd}`), in one
/// language, already made plain: every part is optional upstream, so each is nil or empty here
/// when that wiki does not make it (Japanese has no "In the news" and no "On this day").
public struct FeaturedFeed: Sendable, Equatable, Codable {
    /// A page the feed points at: its title as a reader sees it, the title Kiosk's `/wiki/` link
    /// needs, and a short description, extract and picture when the feed gives them.
    public struct Page: Sendable, Equatable, Codable {
        public var title: String
        /// The canonical title (underscores), for the article's address.
        public var key: String
        public var description: String
        public var extract: String
        public var thumbnail: Picture?
        /// Page views of the day (most read only).
        public var views: Int?

        public init(
            title: String, key: String, description: String = "", extract: String = "", thumbnail: Picture? = nil,
            views: Int? = nil
        ) {
            self.title = title
            self.key = key
            self.description = description
            self.extract = extract
            self.thumbnail = thumbnail
            self.views = views
        }
    }

    /// An image on Wikimedia's CDN, with the size to lay it out at (the URL's own size may disagree).
    public struct Picture: Sendable, Equatable, Codable {
        /// An absolute http(s) URL.
        public var url: String
        public var width: Int
        public var height: Int

        public init(url: String, width: Int, height: Int) {
            self.url = url
            self.width = width
            self.height = height
        }
    }

    /// One "In the news" story, as plain text, with the articles it links.
    public struct Story: Sendable, Equatable, Codable {
        public var text: String
        public var pages: [Page]
        public init(text: String, pages: [Page]) {
            self.text = text
            self.pages = pages
        }
    }

    /// One "On this day" event; `year` is negative before the common era.
    public struct Event: Sendable, Equatable, Codable {
        public var text: String
        public var year: Int
        public var pages: [Page]
        public init(text: String, year: Int, pages: [Page]) {
            self.text = text
            self.year = year
            self.pages = pages
        }
    }

    /// The picture of the day, with what its licence asks a page to say.
    public struct PictureOfTheDay: Sendable, Equatable, Codable {
        /// "File:…" as on Commons.
        public var title: String
        public var description: String
        public var artist: String
        public var credit: String
        /// The licence's short name ("CC BY-SA 4.0", "Public domain").
        public var license: String
        public var thumbnail: Picture?

        public init(title: String, description: String, artist: String, credit: String, license: String, thumbnail: Picture?) {
            self.title = title
            self.description = description
            self.artist = artist
            self.credit = credit
            self.license = license
            self.thumbnail = thumbnail
        }
    }

    public var language: Language
    /// The day asked for, "YYYY-MM-DD", a UTC date as Wikipedia keeps them.
    public var date: String
    public var featuredArticle: Page?
    public var news: [Story]
    public var onThisDay: [Event]
    public var mostRead: [Page]
    public var picture: PictureOfTheDay?

    public init(
        language: Language, date: String, featuredArticle: Page? = nil, news: [Story] = [], onThisDay: [Event] = [],
        mostRead: [Page] = [], picture: PictureOfTheDay? = nil
    ) {
        self.language = language
        self.date = date
        self.featuredArticle = featuredArticle
        self.news = news
        self.onThisDay = onThisDay
        self.mostRead = mostRead
        self.picture = picture
    }
}

/// Wikipedia's featured content of a day (the front page's Wikipedia card).
public protocol FeaturedContentClient: Sendable {
    /// The feed of the UTC day `day` ("2026/11/21") in `language`;
    /// throws `.notFound` when the wiki has none for that day.
    func featured(language: Language, day: String, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<FeaturedFeed>
    /// What `featured` would return at once from a fresh cache entry; nil when it would do more.
    func cachedFeatured(language: Language, day: String) -> Result<Fetched<FeaturedFeed>, UpstreamError>?
}

/// TMDB's trending films (the front page's movies card).
public protocol TrendingMoviesClient: Sendable {
    /// Today's trending films, most trending first, titles in `language`.
    func trending(language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<[MovieSummary]>
    /// What `trending` would return at once from a fresh cache entry; nil when it would do more.
    func cachedTrending(language: Language) -> Result<Fetched<[MovieSummary]>, UpstreamError>?
}
