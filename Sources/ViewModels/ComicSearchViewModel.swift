import Foundation
import Models

/// What `/comics/search` shows: the form, the comics whose title, alt text or transcript match
/// (number, title, thumbnail, date, a snippet with the matched words marked), paging, and how far
/// the index has got while it is still being built. It never waits for the index: it searches
/// what is there. No HTML, no HTTP.
public struct ComicSearchViewModel: Sendable {
    public static let pageSize = 20
    /// Pages past this are not offered: nobody reads 100 pages of comics, and the offset stays small.
    public static let maximumPage = 100
    /// Address-bar suggestions per keystroke.
    public static let suggestionCount = 8

    public struct Inputs: Sendable, Equatable {
        /// The search as typed; nil when the URL has no `q` (the plain search page).
        public var text: String?
        public var page: Int
        public var language: Language
        public init(text: String?, page: Int = 1, language: Language) {
            self.text = text
            self.page = page
            self.language = language
        }

        /// The text searched for: without surrounding white space.
        public var searchText: String { (text ?? "").trimmingWhitespaceAndNewlines() }

        /// A comic number on its own ("936", "#936"): the reader wants that comic, not a search.
        public var comicNumber: Int? {
            let digits = searchText.hasPrefix("#") ? String(searchText.dropFirst()) : searchText
            guard !digits.isEmpty, digits.count <= ComicViewModel.maximumDigits, let number = Digits.integer(digits),
                number >= 1
            else { return nil }
            return number
        }
    }

    private let index: (any ComicSearching)?

    public init(index: (any ComicSearching)?) {
        self.index = index
    }

    /// `page` as written in the URL: a whole number from 1 (absent is 1); pages past the last are moved back.
    public static func page(from raw: String?, language: Language) -> Parsed<Int> {
        guard let raw, !raw.isEmpty else { return .valid(1) }
        guard let value = Digits.integer(raw), value >= 1 else {
            return .invalid(language.words.comics.pageInvalid(String(raw.prefix(40))))
        }
        return .valid(min(value, maximumPage))
    }

    public func outputs(for inputs: Inputs) -> Outputs {
        let words = inputs.language.words.comics
        let text = inputs.searchText
        var outputs = Outputs(inputs: inputs, text: text)
        guard inputs.text != nil else { return outputs }
        guard text.count <= ComicSearchLimits.maximumQueryLength else {
            outputs.state = .tooLong
            outputs.notice = .init(
                text: words.searchTooLong(ComicSearchLimits.maximumQueryLength, text.count), isError: true)
            return outputs
        }
        guard !text.isEmpty else {
            outputs.state = .empty
            outputs.notice = .init(text: words.emptySearch, isError: false)
            return outputs
        }
        guard let index else { return unavailable(outputs, inputs: inputs, reason: nil) }
        let found: ComicSearchPage
        do throws(ComicSearchError) {
            found = try index.search(text, offset: (inputs.page - 1) * Self.pageSize, limit: Self.pageSize)
        } catch {
            return unavailable(outputs, inputs: inputs, reason: error)
        }
        outputs.progress = found.progress.isComplete ? nil : Self.progress(found.progress, words: words)
        outputs.results = found.hits.map { Self.result($0, language: inputs.language) }
        outputs.pager = Self.pager(inputs: inputs, text: text, total: found.total, words: words)
        if outputs.results.isEmpty {
            outputs.state = .noResults
            let notice = inputs.page > 1 ? words.noMoreResults(text) : words.noResults(text)
            outputs.notice = .init(text: notice, isError: false)
        } else {
            outputs.state = .results
            let first = (inputs.page - 1) * Self.pageSize + 1
            outputs.summary = words.resultSummary(found.total, text, first, first + outputs.results.count - 1)
        }
        return outputs
    }

    /// Comic titles containing `text`, for the address bar and the search box's list.
    public func suggestions(for text: String) -> SuggestionsViewModel.Outputs {
        var outputs = SuggestionsViewModel.Outputs(query: text, titles: [], problem: nil)
        let trimmed = text.trimmingWhitespaceAndNewlines()
        guard let index, !trimmed.isEmpty, trimmed.count <= ComicSearchLimits.maximumQueryLength else { return outputs }
        do throws(ComicSearchError) {
            outputs.titles = try index.titleSuggestions(for: trimmed, limit: Self.suggestionCount)
        } catch {
            // No titles: an address bar shows nothing, which is what an unavailable index has.
        }
        return outputs
    }

    /// The index cannot be read: a 503 page that says so, with the same search on explainxkcd.
    private func unavailable(_ outputs: Outputs, inputs: Inputs, reason: ComicSearchError?) -> Outputs {
        let words = inputs.language.words.comics
        var outputs = outputs
        outputs.state = .unavailable
        var problem = UpstreamProblem(
            error: .coolingDown(retryAfter: Self.retryAfter), source: .xkcd, language: inputs.language,
            originalURL: "https://www.explainxkcd.com/wiki/index.php?search=" + PageURL.encode(inputs.searchText),
            cachedAge: nil)
        problem.source = words.indexName
        problem.message = words.indexUnavailable
        problem.originalLabel = words.searchElsewhere
        outputs.problem = problem
        return outputs
    }

    /// Seconds a reader is asked to wait when the index cannot be read (it is tried again after about as long).
    public static let retryAfter = 30

    /// "2,140 of 3,330 comics indexed so far": search works on those while the rest arrive.
    static func progress(_ progress: IndexProgress, words: ComicWords) -> String {
        guard let total = progress.total else { return words.indexBuilding(progress.indexed) }
        return words.indexProgress(progress.indexed, total)
    }

    static func result(_ hit: ComicSearchHit, language: Language) -> Result {
        Result(
            number: hit.number, numberLabel: "#\(hit.number)", title: hit.title,
            href: Route(.comic(number: String(hit.number)), language: language).href,
            thumbnail: hit.imageURL.flatMap(ImageLink.proxied),
            published: ComicDisplay.date(year: hit.year, month: hit.month, day: hit.day, language: language),
            publishedISO: String(format: "%04d-%02d-%02d", hit.year, hit.month, hit.day), snippet: hit.snippet,
            attribution: hit.snippetFromExplainXkcd ? TranscriptAttribution(number: hit.number, language: language) : nil)
    }

    static func pager(inputs: Inputs, text: String, total: Int, words: ComicWords) -> Pager? {
        let lastPage = min(maximumPage, max(1, (total + pageSize - 1) / pageSize))
        func link(_ page: Int, _ label: String) -> Chrome.Link {
            Chrome.Link(label: label, href: href(text: text, page: page, language: inputs.language), isCurrent: false)
        }
        let previous = inputs.page > 1 ? link(min(inputs.page - 1, lastPage), words.previousPage) : nil
        let next = inputs.page < lastPage ? link(inputs.page + 1, words.nextPage) : nil
        guard previous != nil || next != nil else { return nil }
        return Pager(label: words.pagerLabel, previous: previous, next: next)
    }

    /// `/comics/search?q=…&lang=…`, with `page` when it is not the first.
    public static func href(text: String, page: Int, language: Language) -> String {
        route(text: text, page: page, language: language).href
    }

    static func route(text: String, page: Int, language: Language, format: Route.Format? = nil) -> Route {
        Route(.comicSearch(q: text.isEmpty ? nil : text, page: page > 1 ? String(page) : nil), language: language, format: format)
    }
}

/// The credit explainxkcd's transcripts need wherever their text shows (CC BY-SA 3.0).
public struct TranscriptAttribution: Sendable, Hashable, Encodable {
    public var text: String
    public var pageLabel: String
    public var pageHref: String
    public var licenseLabel: String
    public var licenseHref: String

    public init(number: Int, language: Language) {
        let words = language.words.comics
        text = words.transcriptFrom
        pageLabel = words.transcriptPage(number)
        pageHref = "https://www.explainxkcd.com/wiki/index.php/\(number)"
        licenseLabel = "CC BY-SA 3.0"
        licenseHref = "https://creativecommons.org/licenses/by-sa/3.0/"
    }
}

extension ComicSearchViewModel {
    /// The results as an Atom feed (`?format=atom`): each comic found, linking to Kiosk's comic page,
    /// so a reader can follow a search as new comics that match are indexed.
    public func feed(for inputs: Inputs) -> AtomFeed {
        let outputs = outputs(for: inputs)
        let text = inputs.searchText
        let page = Self.route(text: text, page: inputs.page, language: inputs.language)
        var feed = AtomFeed(
            id: "urn:kiosk:xkcd:search:" + PageURL.encode(text), lang: inputs.language.rawValue, title: outputs.title,
            updated: "1970-01-01T00:00:00Z", alternateHref: page.href,
            selfHref: page.with(format: .atom).href, authorName: "Randall Munroe",
            entries: [], problem: outputs.problem, isRefused: outputs.state == .tooLong, isIncomplete: outputs.progress != nil)
        feed.entries = outputs.results.map { result in
            AtomFeed.Entry(
                id: "urn:kiosk:xkcd:\(result.number)", title: "\(result.number): \(result.title)",
                href: Route(.comic(number: String(result.number)), language: inputs.language).href,
                updated: result.publishedISO + "T00:00:00Z",
                authorName: nil, authorURI: nil, summary: result.snippet.map(\.text).joined())
        }
        feed.updated = feed.entries.map(\.updated).max() ?? feed.updated
        return feed
    }
}
