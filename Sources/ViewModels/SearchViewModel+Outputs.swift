import Foundation
import Models

extension SearchViewModel {
    /// Everything the search page (and its JSON twin) shows; display-ready strings, no markup.
    public struct Outputs: Sendable, Hashable, Encodable {
        /// What the page is showing (`empty`: submitted with nothing typed); the handler maps
        /// `tooLong` to 400 and `problem` to 5xx.
        public enum State: String, Sendable, Hashable, Encodable {
            case idle, empty, tooLong, results, noResults, failed
        }

        public var chrome: Chrome
        public var title: String
        public var heading: String
        public var form: Form
        public var state: State = .idle
        /// The hint (empty submit), the error (too long) or the zero-results line.
        public var notice: Notice?
        /// "Swift 検索結果:5件" / "Results 1–20 of 1,234", present when there are results.
        public var summary: Summary?
        public var suggestion: Suggestion?
        public var resultsLabel: String
        /// The searched wiki's language tag and direction: the results are in its language.
        public var resultsLanguage: String
        public var resultsDirection: String
        public var results: [Result] = []
        public var pager: Pager?
        public var problem: UpstreamProblem?

        /// Hashes what tells one search page from another: its chrome, state, query and page size,
        /// the searched wiki, which results it shows and where it is in them, each string by its
        /// bytes (`combineUTF8`). A Japanese page's snippets, titles and labels, hashed as Unicode
        /// text, were a fifth of its whole request, and the render cache hashes the Outputs of
        /// every request. Equality still compares every field, so pages that hash alike are never
        /// confused.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(chrome)
            hasher.combine(state)
            hasher.combineUTF8(title)
            hasher.combineUTF8(form.query)
            for limit in form.limits where limit.isSelected { hasher.combine(limit.value) }
            hasher.combineUTF8(resultsLanguage)
            hasher.combine(results.count)
            for result in results { hasher.combineUTF8(result.href) }
            hasher.combineUTF8(summary?.range ?? "")
            hasher.combineUTF8(pager?.previous?.href ?? "")
            hasher.combineUTF8(pager?.next?.href ?? "")
            hasher.combineUTF8(notice?.text ?? "")
            hasher.combineUTF8(suggestion?.href ?? "")
            hasher.combine(problem)
        }
    }

    /// The search form: a GET to `action` that keeps `lang` and the page size.
    public struct Form: Sendable, Hashable, Encodable {
        /// One choice of page size.
        public struct LimitOption: Sendable, Hashable, Encodable {
            public var value: Int
            public var isSelected: Bool
        }
        public var action: String
        public var label: String
        public var query: String
        /// The settings the search keeps: `lang`, and `wiki` when it is not the language's own.
        public var fields: [HiddenField]
        public var limitLabel: String
        public var limits: [LimitOption]
        public var submitLabel: String
        /// For the page script: typing searches from this many characters, and the page size
        /// its URLs leave out.
        public var liveMinimumLength: Int
        public var defaultLimit: Int
    }

    /// A line of text about the search, styled as an error when `isError`.
    public struct Notice: Sendable, Hashable, Encodable {
        public var text: String
        public var isError: Bool
    }

    /// The count line and the range shown on this page.
    public struct Summary: Sendable, Hashable, Encodable {
        public var count: String
        public var range: String
    }

    /// "Did you mean X?": `prefix`, a link to the search for `text`, `suffix`.
    public struct Suggestion: Sendable, Hashable, Encodable {
        public var prefix: String
        public var text: String
        public var suffix: String
        public var href: String
    }

    /// One article found.
    public struct Result: Sendable, Hashable, Encodable {
        /// When the article was last edited: `text` for people, `iso` for `<time datetime>`.
        public struct Edited: Sendable, Hashable, Encodable {
            public var label: String
            public var text: String
            public var iso: String
        }
        public var title: String
        /// The article read in Kiosk (`/wiki/…`); Wikipedia's own page when the result has no title.
        public var href: String
        /// The article on the right language's Wikipedia, the second link.
        public var originalHref: String
        public var originalLabel: String
        /// The excerpt, matched words flagged (the template marks them).
        public var snippet: [TextRun]
        public var wordCount: String?
        public var edited: Edited?
    }

    /// Previous/next result pages; each link is nil when there is no such page.
    public struct Pager: Sendable, Hashable, Encodable {
        public var label: String
        public var previous: Chrome.Link?
        public var next: Chrome.Link?
    }
}

extension SearchViewModel.Outputs {
    /// The page before any search result: chrome, title and the form filled with `text`.
    init(inputs: SearchViewModel.Inputs, text: String, words: SearchWords) {
        let language = inputs.language
        chrome = Chrome(language: language, current: .search, route: inputs.route(text: text, offset: inputs.offset))
        chrome.search = nil  // the page's own form is the search box here
        let formats = language.words.formats
        title = TabTitle.make(
            text.isEmpty ? words.emptyTitle : formats.quoted(text), section: Section.search.titleName(language))
        heading = words.heading
        form = SearchViewModel.Form(
            action: Route(.search(Route.WikiSearch())).path, label: words.inputLabel, query: text,
            fields: Route(.search(Route.WikiSearch(wiki: inputs.wiki)), language: language).hiddenFields(except: []),
            limitLabel: words.limitLabel,
            // A size from the URL that the menu lacks is shown as one more choice, selected.
            limits: SearchViewModel.limitChoices(with: inputs.limit).map {
                .init(value: $0, isSelected: $0 == inputs.limit)
            },
            submitLabel: words.submit, liveMinimumLength: SearchViewModel.liveMinimumLength,
            defaultLimit: SearchViewModel.defaultLimit)
        resultsLabel = words.resultsLabel
        resultsLanguage = inputs.wiki.tag
        resultsDirection = inputs.wiki.direction
    }

    /// Fills in one page of results, its count, paging and any suggestion.
    mutating func show(_ page: WikiSearchPage, inputs: SearchViewModel.Inputs, text: String, words catalog: Catalog) {
        let words = catalog.search
        if let suggested = page.suggestion, !suggested.isEmpty {
            suggestion = .init(
                prefix: words.didYouMeanPrefix, text: suggested, suffix: words.didYouMeanSuffix,
                href: inputs.route(text: suggested, offset: 0).href)
        }
        results = page.results.map {
            SearchViewModel.result($0, language: inputs.wiki, interface: inputs.language, words: catalog)
        }
        pager = SearchViewModel.pager(page, inputs: inputs, text: text, words: words)
        guard !results.isEmpty else {
            state = .noResults
            notice = .init(text: inputs.offset > 0 ? words.noMoreResults(text) : words.noResults(text), isError: false)
            return
        }
        state = .results
        let last = inputs.offset + results.count
        // totalhits is an estimate that can lag behind the page actually returned.
        let total = max(page.totalHits, last)
        summary = .init(
            count: words.resultCount(total, text), range: words.resultRange(inputs.offset + 1, last, total))
    }
}

extension SearchViewModel {
    static func pager(_ page: WikiSearchPage, inputs: Inputs, text: String, words: SearchWords) -> Pager? {
        let previous =
            inputs.offset > 0
            ? Chrome.Link(
                label: words.previous,
                href: inputs.route(text: text, offset: max(0, inputs.offset - inputs.limit)).href, isCurrent: false)
            : nil
        let next = page.nextOffset.map {
            Chrome.Link(
                label: words.next, href: inputs.route(text: text, offset: $0).href,
                isCurrent: false)
        }
        guard previous != nil || next != nil else { return nil }
        return Pager(label: words.pagerLabel, previous: previous, next: next)
    }

    /// Sentence-final punctuation (Latin and CJK, with closing quotes and brackets after it).
    private static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？", "…", "．"]
    private static let closers: Set<Character> = ["\"", "'", ")", "」", "』", "）", "”", "’", "»"]

    /// MediaWiki cuts a snippet out of the article wherever its length runs out, often mid-sentence.
    /// The rule: a snippet that does not end a sentence, taken from a page with more words than it
    /// shows, ends with "…", so the reader sees the text goes on. A snippet that is the whole page, or
    /// ends with a full stop, is left as it is.
    static func snippetShowingItsEnd(_ runs: [TextRun], pageWords: Int?) -> [TextRun] {
        guard let last = runs.last else { return runs }
        let shownWords = runs.reduce(0) { $0 + wordCount($1.text) }
        guard pageWords.map({ $0 > shownWords }) ?? true,
            let ending = last.text.reversed().first(where: { !closers.contains($0) }),
            !sentenceEnds.contains(ending)
        else { return runs }
        // The ellipsis is never part of a highlighted match.
        if last.isMatch { return runs + [TextRun(text: "…", isMatch: false)] }
        return runs.dropLast() + [TextRun(text: last.text + "…", isMatch: false)]
    }

    /// Words as `split(whereSeparator: \.isWhitespace)` counts them. ASCII text (most English
    /// snippets) is counted over its bytes, where each whitespace byte is a whitespace Character
    /// ("\r\n" is one Character, but both its bytes are whitespace, so the count is the same);
    /// other text takes the Character walk, which was most of the search page's Outputs time.
    static func wordCount(_ text: String) -> Int {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return text.split(whereSeparator: \.isWhitespace).count }
        var words = 0
        var inWord = false
        for byte in utf8 {
            // ASCII whitespace as Character.isWhitespace has it: TAB, LF, VT, FF, CR and space.
            let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
            if !isSpace && !inWord { words += 1 }
            inWord = !isSpace
        }
        return words
    }

    static func result(_ page: WikiPage, language: WikipediaLanguage, interface: Language, words catalog: Catalog) -> Result {
        // Read from the catalog, not a copy of its search words (made for each of twenty results).
        let original = articleURL(title: page.title, pageID: page.pageID, language: language)
        // A word count from a wiki written without spaces ("1 word" for a long Japanese article) is
        // left out, and is no measure of how much of the page the snippet shows either.
        let pageWords = language.writesWordsWithoutSpaces ? nil : page.wordCount
        return Result(
            title: page.title,
            href: page.title.isEmpty ? original : ArticleViewModel.href(title: page.title, wiki: language, interface: interface),
            originalHref: original, originalLabel: catalog.search.originalLabel,
            snippet: snippetShowingItsEnd(page.snippet, pageWords: pageWords),
            wordCount: pageWords.map(catalog.search.wordCount),
            edited: page.lastEdited.map {
                // The day Wikipedia records the edit on: in UTC.
                .init(label: catalog.search.editedLabel, text: catalog.formats.date($0, timeZone: .gmt), iso: isoTimestamp($0))
            })
    }
}
