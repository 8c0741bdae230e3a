import Models

extension ComicSearchViewModel {
    /// Everything the comic search page (and its JSON twin) shows; display-ready strings, no markup.
    public struct Outputs: Sendable, Hashable, Encodable {
        /// `tooLong` is a 400, `unavailable` a 503 (the index file cannot be read now).
        public enum State: String, Sendable, Hashable, Encodable {
            case idle, empty, tooLong, results, noResults, unavailable
        }

        public var chrome: Chrome
        public var title: String
        public var heading: String
        public var form: ComicSearchForm
        public var state: State = .idle
        public var notice: Notice?
        /// "2,140 of 3,330 comics indexed so far": shown while the index is still being built.
        public var progress: String?
        /// "3 comics match “password” (1–3)".
        public var summary: String?
        public var resultsLabel: String
        public var results: [Result] = []
        public var pager: Pager?
        public var problem: UpstreamProblem?
    }

    /// A line about the search, styled as an error when `isError` (as on the Wikipedia search page).
    public typealias Notice = SearchViewModel.Notice
    /// Previous/next result pages, as on the Wikipedia search page.
    public typealias Pager = SearchViewModel.Pager

    /// One comic found.
    public struct Result: Sendable, Hashable, Encodable {
        public var number: Int
        public var numberLabel: String
        public var title: String
        public var href: String
        /// The comic's image through `/img/`; nil for interactive comics without one.
        public var thumbnail: String?
        public var published: String
        public var publishedISO: String
        /// A few words from the alt text or transcript, the matched ones flagged (the template marks them).
        public var snippet: [TextRun]
        /// Set when the snippet is explainxkcd's text, which must be credited beside it.
        public var attribution: TranscriptAttribution?
    }
}

/// The comic search box, on the search page and every comic page: a GET to `/comics/search`.
public struct ComicSearchForm: Sendable, Hashable, Encodable {
    public var action: String
    public var label: String
    public var query: String
    public var lang: String
    public var submitLabel: String
    public var placeholder: String
    /// Where the page script asks for title suggestions as the reader types.
    public var suggestionsURL: String

    public init(query: String, language: Language) {
        let words = language.words.comics
        action = Route(.comicSearch(q: nil, page: nil)).path
        label = words.searchXkcd
        self.query = query
        lang = language.rawValue
        submitLabel = words.searchButton
        placeholder = words.searchPlaceholder
        suggestionsURL = Route(.comicSuggestions(q: nil), language: language).href
    }
}

extension ComicSearchViewModel.Outputs {
    init(inputs: ComicSearchViewModel.Inputs, text: String) {
        let catalog = inputs.language.words
        chrome = Chrome(
            language: inputs.language, current: .comics,
            route: ComicSearchViewModel.route(text: text, page: inputs.page, language: inputs.language))
        title = TabTitle.make(text.isEmpty ? catalog.comics.searchTitle : catalog.formats.quoted(text), section: "xkcd")
        heading = catalog.comics.searchXkcd
        form = ComicSearchForm(query: text, language: inputs.language)
        resultsLabel = catalog.comics.resultsLabel
    }
}

extension ComicSearchViewModel.Outputs: PageOutputs {
    public var outcome: PageOutcome {
        if state == .tooLong { return .invalidInput }
        return problem.map(PageOutcome.init) ?? .shown
    }
}
