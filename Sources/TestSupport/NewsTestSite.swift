import Foundation
import Locking
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
        now: @escaping @Sendable () -> Date = { TestSite.now }, newsLinks: NewsLinks = .viaGoogle
    ) async throws -> Site {
        var dependencies = Dependencies(
            wikipedia: StubWikipediaClient { _ throws(UpstreamError) in throw .notConfigured("stub") },
            news: news, comics: StubComicsClient(latest: 1, comics: [:]), movies: StubMoviesClient(),
            images: StubImageSource(), now: now, newsLoadingDeadline: newsLoadingDeadline,
            sleep: clock.sleep)
        dependencies.newsLinks = newsLinks
        return try await Site(
            configuration: .init(
                templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder, isSampleData: isSampleData),
            dependencies: dependencies)
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

/// A `NewsLinkResolver` that answers from a table and records what it was asked.
public final class StubNewsLinkResolver: NewsLinkResolver {
    private let answers: [String: Result<NewsLinkResolution, NewsLinkFailure>]
    private let asked = Mutex<[(id: String, edition: String, ownHost: String?)]>([])

    /// Ids not in `answers` fail with `.unreachable`.
    public init(_ answers: [String: Result<NewsLinkResolution, NewsLinkFailure>]) {
        self.answers = answers
    }

    public func publisherURL(
        for id: NewsArticleID, edition: NewsEdition, ownHost: String?, origin: FetchOrigin
    ) async -> Result<NewsLinkResolution, NewsLinkFailure> {
        asked.withLock { $0.append((id.value, edition.id, ownHost)) }
        return answers[id.value] ?? .failure(.unreachable)
    }

    /// Ids asked for, with the edition and own host each came with.
    public var requests: [(id: String, edition: String, ownHost: String?)] { asked.withLock { $0 } }
}
