import Foundation
import Models

/// A featured-feed client answering from a closure (which may wait on a latch or a test clock);
/// records each (language, day) asked for.
public struct StubFeaturedClient: FeaturedContentClient {
    public struct Call: Sendable, Equatable {
        public var language: Language
        public var day: String
        public init(language: Language, day: String) {
            self.language = language
            self.day = day
        }
    }
    public let requested = RequestLog<Call>()
    private let answer: @Sendable (Language, String) async throws(UpstreamError) -> Fetched<FeaturedFeed>
    private let cached: @Sendable (Language, String) -> Result<Fetched<FeaturedFeed>, UpstreamError>?

    public init(
        cached: @escaping @Sendable (Language, String) -> Result<Fetched<FeaturedFeed>, UpstreamError>? = { _, _ in nil },
        _ answer: @escaping @Sendable (Language, String) async throws(UpstreamError) -> Fetched<FeaturedFeed>
    ) {
        self.answer = answer
        self.cached = cached
    }

    public func featured(
        language: Language, day: String, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<FeaturedFeed> {
        requested.append(Call(language: language, day: day))
        return try await answer(language, day)
    }

    public func cachedFeatured(language: Language, day: String) -> Result<Fetched<FeaturedFeed>, UpstreamError>? {
        cached(language, day)
    }
}

/// A trending-films client answering from a closure; records each language asked for.
public struct StubTrendingClient: TrendingMoviesClient {
    public let requested = RequestLog<Language>()
    private let answer: @Sendable (Language) async throws(UpstreamError) -> Fetched<[MovieSummary]>

    public init(_ answer: @escaping @Sendable (Language) async throws(UpstreamError) -> Fetched<[MovieSummary]>) {
        self.answer = answer
    }

    public func trending(language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<[MovieSummary]> {
        requested.append(language)
        return try await answer(language)
    }

    public func cachedTrending(language: Language) -> Result<Fetched<[MovieSummary]>, UpstreamError>? { nil }
}

extension FeaturedFeed {
    /// A small English feed with every part the front page reads.
    public static func fixture(language: Language = .en, date: String = "2026-11-21") -> FeaturedFeed {
        let image = Picture(
            url: "https://upload.wikimedia.org/wikipedia/commons/thumb/a/a1/Fuji.jpg/320px-Fuji.jpg", width: 320, height: 213)
        return FeaturedFeed(
            language: language, date: date,
            featuredArticle: Page(
                title: "Mount Fuji", key: "Mount_Fuji", description: "Volcano in Japan",
                extract: "Mount Fuji is an active stratovolcano.", thumbnail: image),
            news: (1...4).map { Story(text: "Story \($0) happened.", pages: [Page(title: "Topic \($0)", key: "Topic_\($0)")]) },
            onThisDay: [
                Event(text: "Swift is released.", year: 2014, pages: [Page(title: "Swift", key: "Swift")]),
                Event(text: "Tea is described.", year: -59, pages: [Page(title: "Tea", key: "Tea")]),
                Event(text: "HTTP is shown.", year: 1990, pages: []),
                Event(text: "A fourth event.", year: 1, pages: []),
            ],
            mostRead: (1...6).map { Page(title: "Read \($0)", key: "Read_\($0)", description: "Page \($0)", views: 1_000 * $0) },
            picture: PictureOfTheDay(
                title: "File:Lighthouse.png", description: "A lighthouse at dusk.", artist: "A. Photographer",
                credit: "Own work", license: "CC BY-SA 4.0", thumbnail: image))
    }
}

/// The front page's four sources as stubs, each answering well unless a test says otherwise.
public struct HomeSources: Sendable {
    public var featured: StubFeaturedClient
    public var news: StubNewsClient
    public var comics: StubComicsClient
    public var trending: StubTrendingClient

    /// Every source answers with its fixture, fetched at `fetchedAt`.
    public init(fetchedAt: Date = TestSite.now) {
        featured = StubFeaturedClient { language, day throws(UpstreamError) in
            Fetched(value: language == .ja ? .japaneseFixture() : .fixture(), fetchedAt: fetchedAt)
        }
        news = StubNewsClient { _, _ throws(UpstreamError) in
            Fetched(value: HomeSources.headlines, fetchedAt: fetchedAt)
        }
        comics = StubComicsClient(
            latest: 3001,
            comics: [
                3001: Comic(
                    number: 3001, title: "Front Page", altText: "Every morning.",
                    imageURL: "https://imgs.xkcd.com/comics/front_page.png", year: 2026, month: 11, day: 20, link: nil,
                    isInteractive: false, transcript: nil, news: nil)
            ], fetchedAt: fetchedAt)
        trending = StubTrendingClient { _ throws(UpstreamError) in
            Fetched(
                value: (1...8).map { MovieSummary.fixture(id: $0, title: "Film \($0)", posterPath: "/film\($0).jpg") },
                fetchedAt: fetchedAt)
        }
    }

    /// Seven headlines, newest first once sorted; one without a publisher.
    public static let headlines = NewsFeed(
        articles: (1...7).map { index in
            Article.fixture(
                "Headline \(index)", publisher: index == 3 ? nil : "Paper \(index)",
                published: TestSite.now.timeIntervalSince1970 - Double(index) * 600)
        })
}

extension FeaturedFeed {
    /// A Japanese feed as the real ja wiki makes it: no "In the news", no "On this day".
    public static func japaneseFixture() -> FeaturedFeed {
        var feed = FeaturedFeed.fixture(language: .ja)
        feed.news = []
        feed.onThisDay = []
        feed.featuredArticle?.title = "富士山"
        feed.featuredArticle?.key = "富士山"
        return feed
    }
}
