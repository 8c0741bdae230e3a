import Foundation
import Models
import ViewModels
import Web

extension TestSite {
    /// A site whose news page gives up waiting after `newsLoadingDeadline` has passed on `clock` (the
    /// test advances it: the loading state needs no real second, and no busy runner reaches it by
    /// accident); everything else as `TestSite.make`.
    public static func makeNews(
        news: any NewsClient, clock: TestClock = TestClock(TestSite.now),
        newsLoadingDeadline: Duration = NewsViewModel.defaultLoadingDeadline, isSampleData: Bool = false,
        now: @escaping @Sendable () -> Date = { TestSite.now }
    ) async throws -> Site {
        try await Site(
            configuration: .init(
                templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder, isSampleData: isSampleData),
            dependencies: Dependencies(
                wikipedia: StubWikipediaClient { _ throws(UpstreamError) in throw .notConfigured("stub") },
                news: news, comics: StubComicsClient(latest: 1, comics: [:]), movies: StubMoviesClient(),
                images: StubImageSource(), now: now, newsLoadingDeadline: newsLoadingDeadline,
                sleep: clock.sleep))
    }
}

extension Article {
    /// A headline for tests; `published` in seconds since 1970 (nil: undated).
    public static func fixture(
        _ title: String, publisher: String? = "Kiosk Times", published: TimeInterval?, isDateOnly: Bool = false,
        id: String? = nil, link: String? = nil
    ) -> Article {
        let slug = id ?? title.lowercased().replacingOccurrences(of: " ", with: "-")
        return Article(
            title: title, publisher: publisher, link: link ?? "https://news.google.com/rss/articles/\(slug)?oc=5",
            published: published.map(Date.init(timeIntervalSince1970:)), isDateOnly: isDateOnly, id: slug)
    }
}
