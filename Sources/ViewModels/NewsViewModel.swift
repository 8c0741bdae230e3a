import Foundation
import Models

/// What a news page shows for one edition and view (top stories, a topic, a search): headlines newest
/// first, or a self-refreshing placeholder while the first fetch is slow, or what failed (with the
/// last good headlines), or why the request cannot be answered as written.
public struct NewsViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        public var language: Language
        /// `edition=` as written in the URL; nil or empty: the interface language's own edition.
        public var edition: String?
        /// Top stories, a topic, or a search with the query as typed (checked here, not by the caller).
        public var view: NewsView
        /// True when the reader arrives from the refresh button (the redirect says so).
        public var afterRefresh: Bool
        public init(language: Language, edition: String? = nil, view: NewsView = .top, afterRefresh: Bool = false) {
            self.language = language
            self.edition = edition
            self.view = view
            self.afterRefresh = afterRefresh
        }
    }

    /// Longest search Kiosk sends on, in characters: Google News searches are a few words and operators.
    public static let maximumQueryLength = 200

    /// How long a page waits for a fetch before answering with the loading placeholder.
    public static let defaultLoadingDeadline: Duration = .seconds(1)
    /// The client asks Google News anew at most this often per feed; the page only says so.
    public static let refreshIntervalSeconds = 30

    private let news: any NewsClient
    /// Internal, not private: `page(…)` in NewsViewModel+Page.swift reads it.
    let now: @Sendable () -> Date
    private let loadingDeadline: Duration
    private let sleep: Deadline.Sleep
    /// Where headline links go: Google News, or Kiosk's `/news/go/{id}` (internal: read by `page(…)`).
    let links: NewsLinks

    /// - Parameters:
    ///   - loadingDeadline: how long a page waits for its fetch.
    ///   - sleep: how that wait passes: the real clock live, a `TestClock` in tests (no real second).
    ///   - links: where headline links go; the Atom feed keeps Google's links whatever this says.
    public init(
        news: any NewsClient, now: @escaping @Sendable () -> Date, loadingDeadline: Duration = defaultLoadingDeadline,
        sleep: @escaping Deadline.Sleep = Deadline.realSleep, links: NewsLinks = .viaGoogle
    ) {
        self.links = links
        self.news = news
        self.now = now
        self.loadingDeadline = loadingDeadline
        self.sleep = sleep
    }

    /// Maps the request to display-ready outputs; failures, slowness and unusable input become `state`.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        switch Self.request(for: inputs) {
        case .failure(let refusal): return page(inputs, refused: refusal)
        case .success(let request):
            return page(inputs, request: request, result: await fetch(request, refresh: false, origin: origin))
        }
    }

    /// Asks the client for a fresh copy (it may decline within `refreshIntervalSeconds`), waiting at most
    /// the loading deadline, so the page the browser is sent back to usually shows it. Returns that
    /// page's address (marked as after a refresh); nil when the inputs name no feed (the page says why).
    /// A failure is not reported here: the next page view shows the cached copy's state.
    public func refresh(_ inputs: Inputs, origin: FetchOrigin) async -> String? {
        guard case .success(let request) = Self.request(for: inputs) else { return nil }
        _ = await fetch(request, refresh: true, origin: origin)
        return Self.route(request, language: inputs.language, refreshed: true).href
    }

    /// Why a request names no feed Kiosk will fetch.
    enum Refusal: Error, Equatable {
        case unknownEdition(String)
        case emptyQuery(NewsEdition)
        case queryTooLong(NewsEdition, String)
    }

    /// The feed the inputs name, or why there is none: an edition outside the table, an empty search
    /// (nothing to ask), or one longer than `maximumQueryLength`.
    static func request(for inputs: Inputs) -> Result<NewsRequest, Refusal> {
        let edition: NewsEdition
        if let id = inputs.edition, !id.isEmpty {
            guard let named = NewsEdition.named(id) else { return .failure(.unknownEdition(id)) }
            edition = named
        } else {
            edition = .defaultEdition(for: inputs.language)
        }
        guard case .search(let raw) = inputs.view else { return .success(NewsRequest(edition: edition, view: inputs.view)) }
        let query = raw.trimmingWhitespaceAndNewlines()
        if query.isEmpty { return .failure(.emptyQuery(edition)) }
        if query.count > maximumQueryLength { return .failure(.queryTooLong(edition, query)) }
        return .success(NewsRequest(edition: edition, view: .search(query)))
    }

    /// Starts the fetch as its own task and waits for it up to the deadline; nil when the deadline won.
    /// Fresh headlines already in the client's cache are taken at once, with no task and no timer.
    func fetch(_ request: NewsRequest, refresh: Bool, origin: FetchOrigin) async -> Result<Fetched<NewsFeed>, UpstreamError>? {
        let news = self.news
        if !refresh, let cached = news.cachedHeadlines(request) { return cached }
        let work = Task { () -> Result<Fetched<NewsFeed>, UpstreamError> in
            do throws(UpstreamError) {
                return .success(try await news.headlines(request, refresh: refresh, for: origin))
            } catch {
                return .failure(error)
            }
        }
        return await Deadline.value(of: work, within: loadingDeadline, sleep: sleep)
    }
}
