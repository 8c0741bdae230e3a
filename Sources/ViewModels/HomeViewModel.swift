import Foundation
import Locking
import Models

/// The front page: today's Wikipedia, the edition's top headlines, the latest xkcd and the films
/// trending on TMDB, each card with its own source's state. No HTML, no HTTP.
///
/// The four sources are asked at once. The page waits for them no longer than `deadline`: a card
/// whose source is slower says it is not ready (with a link to its own page), its fetch keeps
/// running and fills the cache for the next reader, and the Outputs say the page is incomplete.
public struct HomeViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        public var language: Language
        /// `edition=` as written in the URL; nil, empty or unknown: the interface language's own edition.
        public var edition: String?
        public init(language: Language, edition: String? = nil) {
            self.language = language
            self.edition = edition
        }
    }

    /// The longest the page waits for any card.
    public static let defaultDeadline: Duration = .milliseconds(300)
    /// Cards' lengths: what a first screen and a glance hold.
    static let headlineCount = 5
    static let posterCount = 6
    static let newsCount = 3
    static let eventCount = 3
    static let mostReadCount = 5

    // Internal, not private: the cards and the Atom feed (HomeViewModel+Cards/+Atom.swift) read them.
    let featured: any FeaturedContentClient
    let news: any NewsClient
    let comics: any ComicsClient
    let trending: any TrendingMoviesClient
    /// Where a headline's click goes: Kiosk's `/news/go/{id}` when links are resolved.
    let links: NewsLinks
    let images: TMDBImages
    let now: @Sendable () -> Date
    let deadline: Duration
    let sleep: Deadline.Sleep

    /// - Parameters:
    ///   - tmdbImageBase: where TMDB's posters live (proxied through `/img/`).
    ///   - sleep: how the deadline passes: the real clock live, a `TestClock` in tests.
    public init(
        featured: any FeaturedContentClient, news: any NewsClient, comics: any ComicsClient,
        trending: any TrendingMoviesClient, tmdbImageBase: String, now: @escaping @Sendable () -> Date,
        deadline: Duration = defaultDeadline, sleep: @escaping Deadline.Sleep = Deadline.realSleep,
        links: NewsLinks = .viaGoogle
    ) {
        self.links = links
        self.featured = featured
        self.news = news
        self.comics = comics
        self.trending = trending
        self.images = TMDBImages(base: tmdbImageBase)
        self.now = now
        self.deadline = deadline
        self.sleep = sleep
    }

    /// What each card's source answered; nil while it had not answered by the deadline.
    struct Answers: Sendable {
        var feed: Result<Fetched<FeaturedFeed>, UpstreamError>?
        var headlines: Result<Fetched<NewsFeed>, UpstreamError>?
        var comic: Result<Fetched<Comic>, UpstreamError>?
        var films: Result<Fetched<[MovieSummary]>, UpstreamError>?
    }

    /// The cards for `inputs`; each source's failure or lateness is its own card's state.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        let instant = now()
        let edition = inputs.edition.flatMap(NewsEdition.named) ?? .defaultEdition(for: inputs.language)
        let day = Self.feedDay(instant)
        let answers = await answers(language: inputs.language, edition: edition, day: day, origin: origin)
        return page(inputs.language, edition: edition, day: day, at: instant, answers)
    }

    /// Wikipedia's day for `instant` ("2026/11/21"): the feed is kept by UTC date.
    static func feedDay(_ instant: Date) -> String {
        let civil = CivilTime(instant, offsetSeconds: 0)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return String(civil.year) + "/" + two(civil.month) + "/" + two(civil.day)
    }

    /// Fresh cached answers at once (no task, no timer: a warm front page costs a few lookups);
    /// the rest fetched in parallel, waited for up to the deadline together.
    func answers(language: Language, edition: NewsEdition, day: String, origin: FetchOrigin) async -> Answers {
        let request = NewsRequest(edition: edition)
        var answers = Answers(
            feed: featured.cachedFeatured(language: language, day: day),
            headlines: news.cachedHeadlines(request),
            comic: comics.cachedLatest(),
            films: trending.cachedTrending(language: language))
        if answers.feed != nil, answers.headlines != nil, answers.comic != nil, answers.films != nil { return answers }
        let box = AnswerBox(answers)
        let (featured, news, comics, trending) = (self.featured, self.news, self.comics, self.trending)
        var work: [Task<Void, Never>] = []
        if answers.feed == nil {
            work.append(
                fill(box, \Answers.feed) { () async throws(UpstreamError) in
                    try await featured.featured(language: language, day: day, for: origin)
                })
        }
        if answers.headlines == nil {
            work.append(
                fill(box, \Answers.headlines) { () async throws(UpstreamError) in
                    try await news.headlines(request, refresh: false, for: origin)
                })
        }
        if answers.comic == nil {
            work.append(fill(box, \Answers.comic) { () async throws(UpstreamError) in try await comics.latest(for: origin) })
        }
        if answers.films == nil {
            work.append(
                fill(box, \Answers.films) { () async throws(UpstreamError) in
                    try await trending.trending(language: language, for: origin)
                })
        }
        let all = Task { for task in work { await task.value } }
        _ = await Deadline.value(of: all, within: deadline, sleep: sleep)
        answers = box.answers.withLock { $0 }
        return answers
    }

    /// Starts one card's fetch; its answer lands in `box` whenever it comes, before or after the deadline.
    private func fill<V: Sendable>(
        _ box: AnswerBox, _ field: WritableKeyPath<Answers, Result<Fetched<V>, UpstreamError>?> & Sendable,
        _ fetch: @escaping @Sendable () async throws(UpstreamError) -> Fetched<V>
    ) -> Task<Void, Never> {
        Task {
            let result: Result<Fetched<V>, UpstreamError>
            do throws(UpstreamError) {
                result = .success(try await fetch())
            } catch {
                result = .failure(error)
            }
            box.answers.withLock { $0[keyPath: field] = result }
        }
    }
}

/// Where the cards' fetches leave their answers: shared by the page, which reads it at its deadline,
/// and by fetches that may finish after it.
final class AnswerBox: Sendable {
    let answers: Mutex<HomeViewModel.Answers>
    init(_ answers: HomeViewModel.Answers) { self.answers = Mutex(answers) }
}
