import Foundation
import Models
import Locking
import Testing
import TestSupport
@testable import ViewModels

@Suite struct SearchViewModelTests {
    private func viewModel(_ client: StubWikipediaClient, now: Date = TestSite.now) -> SearchViewModel {
        SearchViewModel(wikipedia: client, now: { now })
    }

    @Test(arguments: ["Sw", "  Sw  ", "日本", "猫"])
    func search_whenSubmittedWithOneOrTwoCharacters_searchesThem(text: String) async {
        let client = SearchFixtures.client()
        let outputs = await viewModel(client).outputs(for: .init(text: text, language: .ja, isSubmitted: true))
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        #expect(client.requested.all == [WikiSearchQuery(text: trimmed, language: .ja, limit: 20, offset: 0)], "text \(text)")
        #expect(outputs.state == .results, "text \(text)")
    }

    @Test(arguments: [(Language.en, "Type a word or phrase"), (.ja, "検索する言葉を入力して")])
    func search_whenSubmittedEmpty_explainsWhatToDoInTheLanguage(language: Language, expected: String) async {
        let client = SearchFixtures.client()
        let outputs = await viewModel(client).outputs(for: .init(text: "  ", language: language, isSubmitted: true))
        #expect(client.requested.all.isEmpty)
        #expect(outputs.state == .empty)
        #expect(outputs.notice?.text.contains(expected) == true, "\(language): \(String(describing: outputs.notice))")
        #expect(outputs.notice?.isError == false)
    }

    @Test func parse_whenQIsPresentButEmpty_isASubmitAndItsHrefKeepsTheEmptyQ() throws {
        guard case .valid(let inputs) = SearchViewModel.parse(text: "", limit: "50", offset: nil, language: .ja) else {
            Issue.record("q= was not valid"); return
        }
        #expect(inputs.isSubmitted)
        #expect(inputs.href == "/search?q=&limit=50&lang=ja")
        guard case .valid(let plain) = SearchViewModel.parse(text: nil, limit: nil, offset: nil, language: .en) else {
            Issue.record("no q was not valid"); return
        }
        #expect(!plain.isSubmitted)
        #expect(plain.href == "/search?lang=en")
    }

    @Test func search_whenEmpty_showsOnlyTheForm() async {
        let client = SearchFixtures.client()
        let outputs = await viewModel(client).outputs(for: .init(text: "   ", language: .ja))
        #expect(client.requested.all.isEmpty)
        #expect(outputs.state == .idle)
        #expect(outputs.notice == nil)
        #expect(outputs.form.query == "")
        #expect(outputs.form.fields == [HiddenField(name: "lang", value: "ja")])
    }

    @Test func search_whenThreeOrMoreCharacters_makesOneRequestWithTheTrimmedText() async {
        let client = SearchFixtures.client()
        _ = await viewModel(client).outputs(for: .init(text: " Swift\n", language: .ja))
        #expect(client.requested.all == [WikiSearchQuery(text: "Swift", language: .ja, limit: 20, offset: 0)])
    }

    @Test(arguments: [(Language.ja, "Swift 検索結果:5件"), (.en, "5 results for “Swift”")])
    func countLine_whenFiveHits_isWordedForTheLanguage(language: Language, expected: String) async {
        let outputs = await viewModel(SearchFixtures.client(count: 5, totalHits: 5)).outputs(
            for: .init(text: "Swift", language: language))
        #expect(outputs.state == .results)
        #expect(outputs.summary?.count == expected)
        #expect(outputs.results.count == 5)
    }

    @Test(arguments: [
        (Language.ja, "Swift 検索結果:1,234件", "1,234件中 21–40件目"), (.en, "1,234 results for “Swift”", "Results 21–40 of 1,234"),
    ])
    func countLine_whenManyHits_groupsDigitsAndShowsTheRange(language: Language, count: String, range: String) async {
        let outputs = await viewModel(SearchFixtures.client(count: 20, totalHits: 1234, nextOffset: 40))
            .outputs(for: .init(text: "Swift", language: language, offset: 20))
        #expect(outputs.summary?.count == count)
        #expect(outputs.summary?.range == range)
    }

    @Test func results_showTitleLinkSnippetWordCountAndDate() async throws {
        let outputs = await viewModel(SearchFixtures.client(count: 1, totalHits: 1)).outputs(
            for: .init(text: "Swift", language: .ja))
        let result = try #require(outputs.results.first)
        #expect(result.title == "Swift 1")
        #expect(result.href == "/wiki/Swift_1?lang=ja")
        #expect(result.originalHref == "https://ja.wikipedia.org/wiki/Swift_1")
        #expect(result.snippet.filter(\.isMatch).map(\.text) == ["Swift"])
        #expect(result.wordCount == nil)
        #expect(result.edited?.text == "2026年8月7日")
        #expect(result.edited?.iso == "2026-08-07T18:08:57Z")
        #expect(outputs.summary?.count == "Swift 検索結果:1件")
    }

    /// MediaWiki counts words by spaces, so a Japanese article of thousands of characters counts as
    /// a word or two: a Japanese reader of an English wiki sees the count, of the Japanese wiki none.
    @Test(arguments: [(WikipediaLanguage.en, "6,508語" as String?), (.ja, nil), (WikipediaLanguage(code: "zh")!, nil)])
    func wordCount_whenTheWikiWritesWithoutSpaces_isLeftOut(wiki: WikipediaLanguage, expected: String?) async {
        let outputs = await viewModel(SearchFixtures.client(count: 1, totalHits: 1)).outputs(
            for: .init(text: "Swift", language: .ja, wiki: wiki))
        #expect(outputs.results.first?.wordCount == expected)
    }

    @Test func results_inEnglish_formatWordsAndDate() async {
        let outputs = await viewModel(SearchFixtures.client(count: 1, totalHits: 1)).outputs(
            for: .init(text: "Swift", language: .en))
        #expect(outputs.results.first?.wordCount == "6,508 words")
        #expect(outputs.results.first?.edited?.text == "August 7, 2026")
        #expect(outputs.summary?.count == "1 result for “Swift”")
    }

    @Test func search_whenRequestFails_showsTheProblemAndTheNextRequestStillWorks() async {
        let calls = Mutex(0)
        let client = StubWikipediaClient { query throws(UpstreamError) in
            let call = calls.withLock {
                $0 += 1; return $0
            }
            if call == 1 { throw .timedOut(seconds: 5) }
            return Fetched(value: SearchFixtures.page(for: query, count: 2, totalHits: 2), fetchedAt: TestSite.now)
        }
        let model = viewModel(client)
        let failed = await model.outputs(for: .init(text: "Swift", language: .en))
        #expect(failed.state == .failed)
        #expect(failed.problem?.kind == .timedOut)
        #expect(failed.problem?.originalURL == "https://en.wikipedia.org/w/index.php?search=Swift&fulltext=1")
        #expect(failed.problem?.staleNotice == nil)
        #expect(failed.results.isEmpty)

        let next = await model.outputs(for: .init(text: "Swift", language: .en))
        #expect(next.state == .results)
        #expect(next.problem == nil)
        #expect(next.results.count == 2)
        #expect(client.requested.all.count == 2)
    }

    @Test func search_whenClientServedStaleData_showsResultsWithTheProblemAndAge() async {
        let client = SearchFixtures.client(
            count: 3, totalHits: 3, fetchedAt: TestSite.now.addingTimeInterval(-300),
            staleBecause: .httpStatus(500, retryAfter: nil))
        let outputs = await viewModel(client).outputs(for: .init(text: "Swift", language: .en))
        #expect(outputs.results.count == 3)
        #expect(outputs.problem?.kind == .badData)
        #expect(outputs.problem?.staleNotice == "Showing what Kiosk saved 5 minutes ago.")
    }

    @Test func pager_onAMiddlePage_linksPreviousAndNextKeepingLangAndLimit() async {
        let outputs = await viewModel(SearchFixtures.client(count: 50, totalHits: 500, nextOffset: 100))
            .outputs(for: .init(text: "Swift lang", language: .ja, limit: 50, offset: 50))
        #expect(outputs.pager?.previous?.href == "/search?q=Swift%20lang&limit=50&lang=ja")
        #expect(outputs.pager?.next?.href == "/search?q=Swift%20lang&limit=50&offset=100&lang=ja")
    }

    @Test func pager_onTheFirstPage_hasNoPreviousAndNextOnlyWithNextOffset() async {
        let first = await viewModel(SearchFixtures.client(count: 20, totalHits: 30, nextOffset: 20)).outputs(
            for: .init(text: "Swift", language: .en))
        #expect(first.pager?.previous == nil)
        #expect(first.pager?.next?.href == "/search?q=Swift&offset=20&lang=en")

        let last = await viewModel(SearchFixtures.client(count: 10, totalHits: 30, nextOffset: nil))
            .outputs(for: .init(text: "Swift", language: .en, offset: 20))
        #expect(last.pager?.next == nil)
        #expect(last.pager?.previous?.href == "/search?q=Swift&lang=en")
    }

    @Test func suggestion_whenWikipediaSuggests_linksToThatSearch() async {
        let outputs = await viewModel(SearchFixtures.client(count: 0, totalHits: 0, suggestion: "swift language"))
            .outputs(for: .init(text: "swfit language", language: .en))
        let suggestion = outputs.suggestion
        #expect([suggestion?.prefix, suggestion?.text, suggestion?.suffix] == ["Did you mean", "swift language", "?"])
        #expect(suggestion?.href == "/search?q=swift%20language&lang=en")
        #expect(outputs.state == .noResults)
        #expect(outputs.notice?.text == "No articles match “swfit language”.")
    }

    @Test func search_whenLongerThan300Characters_explainsAndMakesNoRequest() async {
        let client = SearchFixtures.client()
        let outputs = await viewModel(client).outputs(for: .init(text: String(repeating: "a", count: 301), language: .en))
        #expect(client.requested.all.isEmpty)
        #expect(outputs.state == .tooLong)
        #expect(outputs.notice?.isError == true)
        #expect(outputs.notice?.text.contains("at most 300 characters") == true)
        #expect(outputs.notice?.text.contains("has 301") == true)
    }

    @Test func search_whenExactly300Characters_isSent() async {
        let client = SearchFixtures.client()
        _ = await viewModel(client).outputs(for: .init(text: String(repeating: "あ", count: 300), language: .ja))
        #expect(client.requested.all.count == 1)
    }

    @Test(arguments: [
        ("AT&T", WikipediaLanguage.en, "https://en.wikipedia.org/wiki/AT%26T"),
        ("Rust (programming language)", .en, "https://en.wikipedia.org/wiki/Rust_(programming_language)"),
        ("東京都", .ja, "https://ja.wikipedia.org/wiki/%E6%9D%B1%E4%BA%AC%E9%83%BD"),
        ("AC/DC", .en, "https://en.wikipedia.org/wiki/AC/DC"),
        ("100% Pure?", .en, "https://en.wikipedia.org/wiki/100%25_Pure%3F"),
    ])
    func articleURL_encodesTheTitleLikeWikipedia(title: String, language: WikipediaLanguage, expected: String) {
        #expect(SearchViewModel.articleURL(title: title, pageID: 1, language: language) == expected, "title \(title)")
    }

    @Test func articleURL_withoutTitle_usesThePageID() {
        #expect(
            SearchViewModel.articleURL(title: "", pageID: 6206236, language: .ja)
                == "https://ja.wikipedia.org/w/index.php?curid=6206236")
    }

    @Test func chrome_languagePicker_keepsTheSearchAndItsWikipedia() async {
        let outputs = await viewModel(SearchFixtures.client()).outputs(for: .init(text: "Swift", language: .en, limit: 50))
        let links = outputs.chrome.languages
        #expect(links.map(\.lang) == Language.offered.map(\.rawValue))
        #expect(links.first { $0.lang == "ja" }?.href == "/search?q=Swift&limit=50&lang=ja&wiki=en")
        #expect(links.first { $0.lang == "en" }?.href == "/search?q=Swift&limit=50&lang=en")
        #expect(links.first { $0.lang == "ar" }?.dir == "rtl")
        #expect(links.filter(\.isCurrent).map(\.lang) == ["en"])
        #expect(outputs.chrome.sections.first { $0.isCurrent }?.href == "/search?lang=en")
        #expect(outputs.form.limits.filter(\.isSelected).map(\.value) == [50])
    }

    @Test(arguments: [
        ("7x", "0"), ("twenty", ""), ("+20", ""), ("-", ""), ("", "--1"), ("", "1.5"), ("", "x"), ("", " 1"),
    ])
    func parse_whenLimitOrOffsetIsNotAWholeNumber_isInvalid(limit: String, offset: String) {
        let parsed = SearchViewModel.parse(text: "Swift", limit: limit, offset: offset, language: .en)
        guard case .invalid(let why) = parsed else {
            Issue.record("limit \(limit) offset \(offset) was accepted")
            return
        }
        #expect(why.contains(limit.isEmpty ? "offset" : "limit"), "limit \(limit) offset \(offset): \(why)")
    }

    @Test(
        arguments: [
            (nil, nil, 20, 0), ("20", "0", 20, 0), ("50", "40", 50, 40), ("100", "", 100, 0), ("7", "0", 7, 0),
            ("200", "", 200, 0), ("501", "", 500, 0), ("0", "-1", 1, 0), ("", "1000001", 20, 1_000_000),
            ("", "99999999999999999999999", 20, 1_000_000),
        ] as [(String?, String?, Int, Int)])
    func parse_whenLimitAndOffsetAreNumbers_clampsThemIntoRange(
        limit: String?, offset: String?, expectedLimit: Int, expectedOffset: Int
    ) {
        let parsed = SearchViewModel.parse(text: "Swift", limit: limit, offset: offset, language: .ja)
        #expect(
            parsed == .valid(.init(text: "Swift", language: .ja, limit: expectedLimit, offset: expectedOffset, isSubmitted: true))
        )
    }

    @Test func parse_whenLimitIsBadInJapanese_explainsInJapanese() {
        #expect(
            SearchViewModel.parse(text: nil, limit: "7x", offset: nil, language: .ja)
                == .invalid("limit は 1 から 500 までの整数です（「7x」は使えません）。"))
    }
}

/// A snippet cut mid-sentence from a longer page ends with "…".
@Test(
    arguments: [
        (
            [("The lighthouse keeper counts the ", false), ("ships", true), (" that never", false)], 500,
            "The lighthouse keeper counts the ships that never…"
        ),
        ([("The keeper counts ", false), ("ships", true)], 500, "The keeper counts ships…"),
        ([("It ends here.", false)], 500, "It ends here."),
        ([("He said “stop.”", false)], 500, "He said “stop.”"),
        ([("灯台守は船を数える", false)], 900, "灯台守は船を数える…"),
        ([("灯台守は船を数える。", false)], 900, "灯台守は船を数える。"),
        ([("A whole short page", false)], 4, "A whole short page"),
        ([("Already cut by Kiosk…", false)], 500, "Already cut by Kiosk…"),
    ] as [([(String, Bool)], Int, String)])
func snippet_whenCutMidSentenceFromALongerPage_endsWithAnEllipsis(runs: [(String, Bool)], pageWords: Int, expected: String) {
    let shown = SearchViewModel.snippetShowingItsEnd(runs.map { TextRun(text: $0.0, isMatch: $0.1) }, pageWords: pageWords)
    #expect(shown.map(\.text).joined() == expected)
    #expect(shown.last?.text.hasSuffix("…") == false || shown.last?.isMatch == false, "the ellipsis is not highlighted")
}
