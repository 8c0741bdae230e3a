import Foundation
import Models

/// The budgets and fair shares `UpstreamLimiter` enforces, from `--upstream-rate` and `--client-rate`.
public struct LimitsConfiguration: Sendable, Equatable {
    /// Each source's budget, under what the upstream publishes or its etiquette asks. Adding a source
    /// is one line here (a test checks that every `Source` has one). Image hosts each get `images`.
    public static let defaultBudgets: [String: Rate] = [
        // One budget for every Wikimedia call (search, suggestions, articles, language links, the
        // featured feed). Since 2026 Wikimedia limits a client with a descriptive User-Agent to about
        // 200 requests a minute: 3/s is 180 a minute, and a burst of 10 keeps the worst minute at 190.
        Source.wikipedia.rawValue: Rate(perSecond: 3, burst: 10),
        // Google News has no published API limit and blocks what looks like scraping.
        Source.news.rawValue: Rate(perSecond: 1, burst: 5),
        // Resolving a headline's link costs Google two requests, made only when a reader clicks one;
        // bulk decoding is what Google answers with 429, so this stays at one a second.
        newsLinksBudget: Rate(perSecond: 1, burst: 4),
        // A hobby site: a handful a second is already more than any reader needs.
        Source.xkcd.rawValue: Rate(perSecond: 5, burst: 10),
        // TMDB allows about 40–50 a second per address; half of that.
        Source.tmdb.rawValue: Rate(perSecond: 20, burst: 40),
        // A volunteer wiki that asks for serial requests: one a second. Only the index crawler uses it,
        // as background work, which may take a token only from a full bucket: a burst of 4 with the
        // reserved quarter is exactly one request a second.
        Source.explainxkcd.rawValue: Rate(perSecond: 1, burst: 4),
        // Per image host (image.tmdb.org, imgs.xkcd.com, each on its own).
        imagesBudget: Rate(perSecond: 10, burst: 20),
    ]
    /// The budget of Google News article-link resolution (two requests per link clicked).
    public static let newsLinksBudget = "news-links"
    /// The budget every image host gets, each on its own.
    public static let imagesBudget = "images"

    /// For a budget name with no entry: one request a second.
    static let unlisted = Rate(perSecond: 1, burst: 1)

    public var budgets = defaultBudgets
    /// Upstream fetches one client may cause: a reader opening new pages never gets near it; a script
    /// walking unique searches does within seconds.
    public var clientShare = Rate(perSecond: 0.5, burst: 10)
    /// Address-bar suggestions, one per keystroke, counted apart from pages.
    public var suggestionsShare = Rate(perSecond: 1, burst: 20)
    /// Longest a page's fetch waits for a budget token before the page shows its busy state.
    public var maxWait = 0.25
    /// Part of each budget's burst that suggestions and prefetch may use; pages keep the rest.
    public var backgroundShare = 0.25
    /// Buckets one process keeps in memory at most (about 100 bytes each): a million addresses
    /// cannot grow it past this, on Redis or not.
    public var processBuckets = 50_000

    public init() {}

    /// The budget named `budget` (`wikipedia`, or `images:HOST` for an image host).
    public func rate(forBudget budget: String) -> Rate {
        if let rate = budgets[budget] { return rate }
        if budget.hasPrefix(Self.imagesBudget + ":"), let rate = budgets[Self.imagesBudget] { return rate }
        // A source without an entry (a test says which) gets the most careful budget there is.
        return Self.unlisted
    }

    /// Applies one `SOURCE=N/s[:BURST]` (`--upstream-rate`, repeatable; `KIOSK_UPSTREAM_RATE` comma-separated).
    public mutating func setBudget(_ text: String) throws(RateError) {
        guard let equals = text.firstIndex(of: "=") else { throw .invalid("\(text): expected SOURCE=N/s[:BURST]") }
        let name = text[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
        guard Self.defaultBudgets[name] != nil else {
            let known = Self.defaultBudgets.keys.sorted().joined(separator: ", ")
            throw .invalid("\(text): the source is one of \(known)")
        }
        budgets[name] = try Rate(parsing: text[text.index(after: equals)...].trimmingCharacters(in: .whitespaces))
    }
}
