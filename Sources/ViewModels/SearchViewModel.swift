import Foundation
import Models

/// What the Wikipedia search page shows for one query: the form, a hint or the results with
/// their count and paging, or what went wrong upstream. No HTML, no HTTP.
public struct SearchViewModel: Sendable {
    /// Search as you type starts at this many characters (the seed app's rule: shorter text
    /// matches too much to be worth a request per keystroke). A submitted query of any length is
    /// searched: many Japanese words are one or two characters (猫, 東京).
    public static let liveMinimumLength = 3
    /// Wikipedia refuses longer searches (`cirrussearch-query-too-long`, counted in code points).
    public static let maximumLength = 300

    /// Any search text Kiosk sends on (Wikipedia's, a movie search): refused past `maximumLength`
    /// with the same words everywhere, rather than echoing thousands of characters into a page.
    public static func searchText(_ text: String, language: Language) -> Parsed<String> {
        let count = text.unicodeScalars.count
        guard count > maximumLength else { return .valid(text) }
        return .invalid(language.words.search.tooLong(maximumLength, count))
    }
    /// The page sizes the form offers. A URL may ask for any size up to `maximumLimit`, as
    /// Special:Search does: people bookmark such URLs (the menu then shows that size too).
    public static let allowedLimits = [20, 50, 100]

    /// The menu's sizes in order, with `limit` among them.
    static func limitChoices(with limit: Int) -> [Int] {
        allowedLimits.contains(limit) ? allowedLimits : (allowedLimits + [limit]).sorted()
    }
    /// The largest page MediaWiki's search serves (`srlimit` max for ordinary users).
    public static let maximumLimit = 500
    public static let defaultLimit = 20
    /// Far beyond where the search backend stops paging; keeps `offset + limit` clear of overflow.
    public static let maximumOffset = 1_000_000

    public struct Inputs: Sendable, Equatable {
        /// The search as typed (trimmed here, not by the caller).
        public var text: String
        /// The interface's language (wording, dates).
        public var language: Language
        /// The Wikipedia searched: `lang=` names any edition; ja or en is also the interface's.
        public var wiki: WikipediaLanguage
        public var limit: Int
        public var offset: Int
        /// The request carried a `q` at all. Matters only for empty text: an empty `q` is a submit
        /// with nothing typed, which gets a hint; no `q` is the plain search page.
        public var isSubmitted: Bool
        public init(
            text: String, language: Language, wiki: WikipediaLanguage? = nil, limit: Int = SearchViewModel.defaultLimit,
            offset: Int = 0, isSubmitted: Bool = false
        ) {
            self.text = text
            self.wiki = wiki ?? WikipediaLanguage(language)
            self.isSubmitted = isSubmitted
            self.language = language
            self.limit = limit
            self.offset = offset
        }

        /// The text that is searched for: without surrounding spaces and line breaks.
        public var searchText: String { text.trimmingWhitespaceAndNewlines() }

        /// The bookmarkable GET URL of these inputs (what a form POST redirects to).
        public var href: String {
            // An empty submit keeps its `q=`, so it lands on the hint.
            route(text: searchText, offset: offset, keepingEmptyText: isSubmitted).href
        }

        /// The search of `text` from `offset`, with these inputs' page size, wiki and language;
        /// `limit` and `offset` only when they are not the defaults, `q` only when there is text.
        func route(text: String, offset: Int, keepingEmptyText: Bool = false) -> Route {
            let search = Route.WikiSearch(
                q: text.isEmpty && !keepingEmptyText ? nil : text,
                limit: limit == SearchViewModel.defaultLimit ? nil : String(limit), offset: offset == 0 ? nil : String(offset),
                wiki: wiki)
            return Route(.search(search), language: language)
        }
    }

    private let wikipedia: any WikipediaClient
    private let now: @Sendable () -> Date

    public init(wikipedia: any WikipediaClient, now: @escaping @Sendable () -> Date) {
        self.wikipedia = wikipedia
        self.now = now
    }

    /// Maps the request's inputs to display-ready outputs; upstream failures become `problem`.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        let text = inputs.searchText
        let words = inputs.language.words.search
        var outputs = Outputs(inputs: inputs, text: text, words: words)
        if text.isEmpty {
            if inputs.isSubmitted {
                outputs.state = .empty
                outputs.notice = .init(text: words.emptySubmit, isError: false)
            }
            return outputs
        }
        guard text.unicodeScalars.count <= Self.maximumLength else {
            outputs.state = .tooLong
            outputs.notice = .init(text: words.tooLong(Self.maximumLength, text.unicodeScalars.count), isError: true)
            return outputs
        }
        let query = WikiSearchQuery(text: text, language: inputs.wiki, limit: inputs.limit, offset: inputs.offset)
        let originalURL = Self.originalSearchURL(text: text, language: inputs.wiki)
        let fetched: Fetched<WikiSearchPage>
        do {
            fetched = try await wikipedia.search(query, for: origin)
        } catch {
            outputs.state = .failed
            outputs.problem = UpstreamProblem(
                error: error, source: .wikipedia, language: inputs.language,
                originalURL: originalURL, cachedAge: nil)
            return outputs
        }
        outputs.show(fetched.value, inputs: inputs, text: text, words: inputs.language.words)
        if let reason = fetched.staleBecause {
            // Stale-if-error: the cached results stay on the page, with the failure and their age.
            outputs.problem = UpstreamProblem(
                error: reason, source: .wikipedia, language: inputs.language,
                originalURL: originalURL, cachedAge: fetched.age(at: now()))
        }
        return outputs
    }
}

extension SearchViewModel {
    /// `2026-08-07T18:08:57Z`, for `<time datetime>` and the JSON twin.
    static func isoTimestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
