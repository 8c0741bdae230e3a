import Foundation
import Models
import Testing
import TestSupport

@testable import ViewModels

/// The search, article and error pages and a source's problem in every language: no English word of
/// the catalog is left on a German, Arabic or pseudo page, every word that changes with the language
/// is pseudo text in the pseudo-locale, and the counts take each language's plural forms.
@Suite struct WikiWordsTests {
    /// Every page state of these areas, in `language`, as JSON leaves by path.
    private static func pages(_ language: Language) async throws -> [String: String] {
        var leaves: [String: String] = [:]
        func add(_ name: String, _ value: some Encodable) throws {
            let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value))
            flatten(object, path: name, into: &leaves)
        }
        let stale = SearchFixtures.client(
            count: 3, totalHits: 1_234, suggestion: "swift language", nextOffset: 6,
            fetchedAt: TestSite.now.addingTimeInterval(-90), staleBecause: .timedOut(seconds: 5))
        let search = SearchViewModel(wikipedia: stale, now: { TestSite.now })
        try add(
            "results",
            await search.outputs(for: .init(text: "Swift", language: language, wiki: .en, limit: 3, offset: 3, isSubmitted: true))
        )
        try add("empty", await search.outputs(for: .init(text: " ", language: language, isSubmitted: true)))
        try add(
            "tooLong",
            await search.outputs(
                for: .init(text: String(repeating: "x", count: 400), language: language, isSubmitted: true)))
        let nothing = SearchViewModel(wikipedia: SearchFixtures.client(count: 0, totalHits: 0), now: { TestSite.now })
        try add("none", await nothing.outputs(for: .init(text: "Swift", language: language, isSubmitted: true)))
        try add("noMore", await nothing.outputs(for: .init(text: "Swift", language: language, offset: 20, isSubmitted: true)))
        for (index, error) in Self.upstreamErrors.enumerated() {
            let failing = SearchViewModel(
                wikipedia: StubWikipediaClient { _ throws(UpstreamError) in throw error }, now: { TestSite.now })
            try add("failed\(index)", await failing.outputs(for: .init(text: "Swift", language: language, isSubmitted: true)))
        }
        try add(
            "article",
            ArticleViewModel.Outputs(
                document: Self.document, title: "Tokyo", language: language, wiki: .en,
                languages: [ArticleLanguageLink(code: "de", name: "Deutsch", title: "Tokio")], redirectedFrom: "Tokio"))
        try add("missing", ArticleViewModel.Outputs(missing: "Nowhere", language: language, wiki: .en))
        try add("opensearch", OpenSearchDescription(language: language, origin: "https://kiosk.example"))
        for problem in ErrorPageViewModel.Problem.allCases {
            try add(
                "error-\(problem)",
                ErrorPageViewModel().outputs(
                    for: .init(problem: problem, code: 500, detail: "", language: language, path: "/", incidentID: "3F2A")))
        }
        let refusals: [(String, Parsed<String>)] = [
            ("searchTooLong", SearchViewModel.searchText(String(repeating: "x", count: 400), language: language)),
            ("titleTooLong", ArticleViewModel.title(from: String(repeating: "x", count: 300), language: language)),
        ]
        for (name, parsed) in refusals {
            guard case .invalid(let why) = parsed else { throw Failure.accepted(name) }
            leaves[name] = why
        }
        for (name, limit, offset) in [("badLimit", "x", "0"), ("badOffset", "20", "y")] {
            guard case .invalid(let why) = SearchViewModel.parse(text: "a", limit: limit, offset: offset, language: language)
            else { throw Failure.accepted(name) }
            leaves[name] = why
        }
        leaves["429"] = ErrorPageViewModel.tooManyRequestsDetail(retryAfter: 30, language: language)
        for (name, text) in Self.sentences(language.words) { leaves[name] = text }
        return leaves
    }

    /// The sentences handlers throw, which no Outputs above holds.
    private static func sentences(_ words: Catalog) -> [(String, String)] {
        [
            ("formWrongType", words.search.formWrongType("x/y")), ("formUnreadable", words.search.formUnreadable("42")),
            ("titleUnreadable", words.article.titleUnreadable), ("noPage", words.problems.noPage),
            ("methodsAllowed", words.problems.methodsAllowed("GET, HEAD")), ("unexpected", words.problems.unexpected),
            ("badHost", words.problems.badHost), ("unknownWiki", words.problems.unknownWiki("wiki", "xx")),
            ("unknownLanguage", words.problems.unknownLanguage("en, ja", "xx")),
        ]
    }

    private enum Failure: Error { case accepted(String) }

    private static let upstreamErrors: [UpstreamError] = [
        .timedOut(seconds: 5), .coolingDown(retryAfter: 30), .notConfigured("stub"), .cannotConnect(host: "example.org"),
        .httpStatus(500, retryAfter: nil), .undecodable("bad"),
    ]

    private static let document = ArticleDocument(
        title: "Tokyo", revision: 7,
        lead: [.paragraph([.text("Tokyo is a city."), .referenceMarker(label: "1", target: "cite-1", anchor: "ref-1")])],
        sections: [
            ArticleSection(
                level: 2, anchor: "History",
                heading: [.text("History")],
                blocks: [
                    .paragraph([.link(.external("https://example.org/"), [.text("A site")])]),
                    .references(
                        [ArticleReference(anchor: "cite-1", backlinks: ["ref-1"], content: [.text("A book.")])], group: .citations
                    ),
                ])
        ], isTruncated: true)

    private static func flatten(_ value: Any, path: String, into leaves: inout [String: String]) {
        switch value {
        case let text as String: leaves[path] = text
        case let object as [String: Any]: for (key, inner) in object { flatten(inner, path: "\(path).\(key)", into: &leaves) }
        case let array as [Any]:
            for (index, inner) in array.enumerated() { flatten(inner, path: "\(path)[\(index)]", into: &leaves) }
        default: break
        }
    }

    /// Words of three letters or more, lowercased.
    private static func words(_ text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.filter { $0.count >= 3 }.map { $0.lowercased() })
    }

    /// A leaf meant for reading: not an address, a language tag, a direction or a date (dates are
    /// Foundation's, and German writes "August" too).
    private static func isWording(_ path: String, _ text: String) -> Bool {
        let key = String(path.split(separator: ".").last ?? "")
        let technical: Set<String> = [
            "lang", "dir", "language", "direction", "resultsLanguage", "resultsDirection", "currentLanguageName", "code", "iso",
            "action", "searchForm", "value", "name",
        ]
        if technical.contains(key) || key.lowercased().hasSuffix("href") || key.hasSuffix("URL") || key.hasSuffix("Template") {
            return false
        }
        return !path.hasSuffix("edited.text") && !text.hasPrefix("/") && !text.hasPrefix("http") && text.contains { $0.isLetter }
    }

    /// English words the interface says on these pages: in the English pages' leaves that change with
    /// the language, less names, words of the protocols, and the data's own words (titles, snippets,
    /// what was searched for, addresses).
    private static func englishWords(english: [String: String], german: [String: String]) -> Set<String> {
        let data = english.filter { german[$0.key] == $0.value }.values.reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        let wording = english.filter { german[$0.key] != $0.value && isWording($0.key, $0.value) }.values
            .reduce(into: Set<String>()) { $0.formUnion(words($1)) }
        let names: Set<String> = [
            "kiosk", "wikipedia", "http", "utf", "xkcd", "tmdb", "google", "lang", "limit", "offset", "host", "get", "head",
            "application", "urlencoded", "www", "form", "stub", "news",
            // The fixture's German title, which only links (whose `lang=` differs by page) carry besides the text.
            "tokio",
        ]
        // Words German writes as English does, and the Enter key's label.
        let shared: Set<String> = ["text", "rest", "optional", "port", "version", "minute", "code", "enter"]
        return wording.subtracting(data).subtracting(names).subtracting(shared)
    }

    @Test(arguments: [Language.de, .ar, .pseudo])
    func pages_inAnotherLanguage_haveNoEnglishWordFromTheCatalog(language: Language) async throws {
        let english = try await Self.pages(.en)
        let german = try await Self.pages(.de)
        let forbidden = Self.englishWords(english: english, german: german)
        #expect(forbidden.isSuperset(of: ["contents", "previous", "edited", "answer"]), "the check sees the interface's words")
        let shown = try await Self.pages(language)
        for (path, text) in shown.sorted(by: { $0.key < $1.key }) where Self.isWording(path, text) {
            let left = Self.words(text).intersection(forbidden)
            #expect(left.isEmpty, "\(language.rawValue) \(path): \(left.sorted()) in “\(text)”")
        }
    }

    @Test func pages_inPseudo_showPseudoTextInEveryFieldThatChangesWithTheLanguage() async throws {
        let english = try await Self.pages(.en)
        let german = try await Self.pages(.de)
        let pseudo = try await Self.pages(.pseudo)
        let wordingPaths = english.filter { german[$0.key] != $0.value && Self.isWording($0.key, $0.value) }.keys
        #expect(wordingPaths.count > 100)
        for path in wordingPaths.sorted() {
            let text = pseudo[path] ?? ""
            #expect(text.contains("⟦"), "\(path): “\(text)”")
        }
    }

    @Test func resultCount_inArabic_takesEverySixForms() {
        let words = Language.ar.words.search
        #expect(words.resultCount(0, "قط") == "لا نتائج للبحث عن «قط»")
        #expect(words.resultCount(1, "قط") == "نتيجة واحدة للبحث عن «قط»")
        #expect(words.resultCount(2, "قط") == "نتيجتان للبحث عن «قط»")
        #expect(words.resultCount(3, "قط") == "3 نتائج للبحث عن «قط»")
        #expect(words.resultCount(11, "قط") == "11 نتيجة للبحث عن «قط»")
        #expect(words.resultCount(1_234, "قط") == "1,234 نتيجة للبحث عن «قط»")
        #expect(words.wordCount(2) == "كلمتان")
        #expect(words.wordCount(7) == "7 كلمات")
        #expect(Language.ar.words.problems.age(120) == "منذ دقيقتين")
        #expect(Language.ar.words.problems.age(11 * 86400) == "منذ 11 يومًا")
    }

    @Test func resultCount_inFrench_isSingularForZeroAndOne() {
        let words = Language.fr.words.search
        #expect(words.resultCount(0, "chat") == "0 résultat pour «\u{202F}chat\u{202F}»")
        #expect(words.resultCount(1, "chat") == "1 résultat pour «\u{202F}chat\u{202F}»")
        #expect(words.resultCount(2, "chat") == "2 résultats pour «\u{202F}chat\u{202F}»")
        #expect(words.resultRange(21, 40, 12_345) == "Résultats 21–40 sur 12\u{202F}345")
        #expect(Language.fr.words.problems.age(1) == "il y a 1 seconde")
        #expect(Language.fr.words.problems.retryAfter(30) == "Réessayez dans 30 secondes.")
    }

    @Test func searchResult_inGerman_countsAndDatesAsGermanWrites() async {
        let model = SearchViewModel(wikipedia: SearchFixtures.client(count: 2, totalHits: 1_234), now: { TestSite.now })
        let outputs = await model.outputs(for: .init(text: "Swift", language: .de, isSubmitted: true))
        #expect(outputs.summary?.count == "1.234 Ergebnisse für „Swift“")
        #expect(outputs.summary?.range == "Ergebnisse 1–2 von 1.234")
        #expect(outputs.results.first?.edited?.text == "7. August 2026")
        #expect(outputs.results.first?.wordCount == "6.508 Wörter")
        #expect(outputs.title.hasPrefix("„Swift“ · "))
    }

    @Test func upstreamProblem_inKorean_namesTheSourceAsKoreanReadersKnowIt() {
        let problem = UpstreamProblem(
            error: .timedOut(seconds: 5), source: .wikipedia, language: .ko, originalURL: "https://ko.wikipedia.org/",
            cachedAge: 300)
        #expect(problem.message == "위키백과에서 제때 응답이 오지 않았습니다.")
        #expect(problem.staleNotice == "Kiosk가 5분 전에 저장한 내용을 보여 드립니다.")
    }
}
