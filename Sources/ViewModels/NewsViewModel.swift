import Foundation
import Models

/// What the news page shows for one edition: headlines newest first, or a self-refreshing
/// placeholder while the first fetch is slow, or what failed (with the last good headlines).
public struct NewsViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        public var language: Language
        /// True when the reader arrives from the refresh button (the redirect says so).
        public var afterRefresh: Bool
        public init(language: Language, afterRefresh: Bool = false) {
            self.language = language
            self.afterRefresh = afterRefresh
        }
    }

    /// The query marker the refresh redirect adds, so the page can say what the button did.
    public static let refreshedParameter = "refreshed"

    public struct Outputs: Sendable, Hashable, Encodable {
        public enum State: String, Sendable, Hashable, Encodable { case loaded, loading, error }
        public var chrome: Chrome
        public var state: State
        /// The same as `state == .loading`, for the template's sections.
        public var isLoading: Bool
        public var title: String
        public var heading: String
        public var listLabel: String
        public var headlines: [Headline]
        /// "No headlines right now." when the feed answered with nothing to show.
        public var emptyNotice: String?
        /// "Fetching the latest headlines…" while the page waits for its first copy.
        public var loadingNotice: String?
        /// When Kiosk fetched the headlines shown, and how long ago.
        public var updated: Updated?
        /// After the refresh button: the headlines are at most `refreshIntervalSeconds` old, and when
        /// the next refresh can ask Google News again. A click within the interval is not silent.
        public var refreshNotice: String?
        public var timeZoneNote: String
        public var problem: UpstreamProblem?
        public var refresh: RefreshForm
        /// The same edition on news.google.com.
        public var source: Chrome.Link
    }

    /// "Updated 11:58 (2 minutes ago)" / "11:58 更新（2分前）", split around the `<time>`.
    public struct Updated: Sendable, Hashable, Encodable {
        public var before: String
        public var time: Stamp
        public var after: String
        public var ageSeconds: Int
        public init(before: String, time: Stamp, after: String, ageSeconds: Int) {
            self.before = before
            self.time = time
            self.after = after
            self.ageSeconds = ageSeconds
        }
    }

    /// The refresh button's form: POST `action` with `lang`.
    public struct RefreshForm: Sendable, Hashable, Encodable {
        public var action: String
        public var lang: String
        public var buttonLabel: String
        /// Says how often Kiosk asks anew, so the button promises no more than the client does.
        public var note: String
    }

    /// How long a page waits for a fetch before answering with the loading placeholder.
    public static let defaultLoadingDeadline: Duration = .seconds(1)
    /// The client asks Google News anew at most this often per edition; the page only says so.
    public static let refreshIntervalSeconds = 30

    private let news: any NewsClient
    /// Internal, not private: `page(…)` in NewsViewModel+Page.swift reads it.
    let now: @Sendable () -> Date
    private let loadingDeadline: Duration
    private let sleep: Deadline.Sleep

    /// - Parameters:
    ///   - loadingDeadline: how long a page waits for its fetch.
    ///   - sleep: how that wait passes: the real clock live, a `TestClock` in tests (no real second).
    public init(news: any NewsClient, now: @escaping @Sendable () -> Date, loadingDeadline: Duration = defaultLoadingDeadline,
                sleep: @escaping Deadline.Sleep = Deadline.realSleep) {
        self.news = news
        self.now = now
        self.loadingDeadline = loadingDeadline
        self.sleep = sleep
    }

    /// Maps the request to display-ready outputs; failures and slowness become `state`.
    public func outputs(for inputs: Inputs) async -> Outputs {
        switch await fetch(inputs.language, refresh: false) {
        case nil: page(inputs, state: .loading, fetched: nil, error: nil)
        case .success(let fetched)?: page(inputs, state: fetched.staleBecause == nil ? .loaded : .error, fetched: fetched, error: fetched.staleBecause)
        case .failure(let error)?: page(inputs, state: .error, fetched: nil, error: error)
        }
    }

    /// Asks the client for a fresh copy (it may decline within `refreshIntervalSeconds`), waiting
    /// at most the loading deadline, so the page the browser is sent back to usually shows it.
    /// A failure is not reported here: the next page view shows the cached copy's state.
    public func refresh(language: Language) async {
        _ = await fetch(language, refresh: true)
    }

    /// Starts the fetch as its own task and waits for it up to the deadline; nil when the deadline won.
    /// Fresh headlines already in the client's cache are taken at once, with no task and no timer.
    private func fetch(_ language: Language, refresh: Bool) async -> Result<Fetched<NewsFeed>, UpstreamError>? {
        let news = self.news
        if !refresh, let cached = news.cachedHeadlines(language: language) { return cached }
        let work = Task { () -> Result<Fetched<NewsFeed>, UpstreamError> in
            do throws(UpstreamError) {
                return .success(try await news.headlines(language: language, refresh: refresh))
            } catch {
                return .failure(error)
            }
        }
        return await Deadline.value(of: work, within: loadingDeadline, sleep: sleep)
    }
}
