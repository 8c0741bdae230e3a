import Foundation
import Models
import Testing
import TestSupport

@testable import ViewModels

/// The news and front pages in languages other than English and Japanese: every word from the
/// catalog, counts in each language's plural forms, times and zones named as the language does.
@Suite struct NewsHomeWordsTests {
    private static let now = TestSite.now

    private func news(_ language: Language, edition: String? = nil, view: NewsView = .top) async -> NewsViewModel.Outputs {
        let client = StubNewsClient { _, _ throws(UpstreamError) in
            Fetched(
                value: NewsFeed(articles: [.fixture("A", published: Self.now.timeIntervalSince1970)]),
                fetchedAt: Self.now.addingTimeInterval(-120))
        }
        let model = NewsViewModel(news: client, now: { Self.now }, sleep: TestClock(Self.now).sleep)
        return await model.outputs(for: .init(language: language, edition: edition, view: view))
    }

    private func home(_ language: Language, edition: String? = nil) async -> HomeViewModel.Outputs {
        let sources = HomeSources()
        let model = HomeViewModel(
            featured: sources.featured, news: sources.news, comics: sources.comics, trending: sources.trending,
            tmdbImageBase: "https://image.tmdb.org/t/p/", now: { Self.now }, sleep: TestClock(Self.now).sleep)
        return await model.outputs(for: .init(language: language, edition: edition))
    }

    /// English words of the news and home areas a page could show: each fixed text, and the fixed
    /// parts of each text with values (split around a marker value), of four letters or more.
    private static let englishWords: [String] = {
        let news = Language.en.words.news
        let home = Language.en.words.home
        let marker = "\u{1}"
        var texts = CatalogTests.strings(Language.en.words).filter { $0.key.hasPrefix("news.") || $0.key.hasPrefix("home.") }
            .map(\.value)
        texts += [
            news.searchHeading(marker), news.editionLine(marker), news.refreshNote(30), news.updatedAfter(marker),
            news.zoneNote(TimeZone(identifier: "Europe/Berlin")!), news.ago(120, Language.en.words.formats),
            home.notReady(marker), home.missingParts([marker]), home.views(2),
        ]
        // Brand names and the Google News operators read the same in every language.
        let kept: Set<String> = ["Atom", "Google News", "xkcd", "Wikipedia", "site:example.com", "when:7d"]
        return texts.flatMap { $0.components(separatedBy: marker) }
            .flatMap { $0.components(separatedBy: CharacterSet(charactersIn: "0123456789")) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)) }
            .filter { $0.count >= 4 && !kept.contains($0) }
    }()

    /// The Outputs' text (every string value, not the field names), with the fixtures' own (upstream,
    /// English) text taken out.
    private static func text<T: Encodable>(_ outputs: T, without upstream: [String]) throws -> String {
        func strings(_ value: Any) -> [String] {
            switch value {
            case let text as String: [text]
            case let list as [Any]: list.flatMap(strings)
            case let object as [String: Any]: object.values.flatMap(strings)
            default: []
            }
        }
        var text = strings(try JSONSerialization.jsonObject(with: try JSONEncoder().encode(outputs))).joined(separator: "\n")
        for part in upstream { text = text.replacingOccurrences(of: part, with: "") }
        return text
    }

    @Test(arguments: [Language.de, .ar, .pseudo])
    func news_inAnotherLanguage_showsNoEnglishWord(language: Language) async throws {
        for view in [NewsView.top, .topic(.science), .search("lamp")] {
            var outputs = await news(language, view: view)
            // news.js's patterns are keyed by English unit names; `ageWords_…` reads them.
            outputs.updated?.ageWords = ""
            let shown = try Self.text(outputs, without: ["Kiosk Times"])
            let english = Self.englishWords.filter { shown.contains($0) }
            #expect(english.isEmpty, "\(language) \(view): \(english)")
        }
    }

    @Test(arguments: [Language.de, .ar, .pseudo])
    func home_inAnotherLanguage_showsNoEnglishWord(language: Language) async throws {
        let outputs = await home(language)
        var upstream = outputs.headlines.headlines.flatMap { [$0.title, $0.publisher ?? ""] }
        upstream += outputs.movies.posters.map(\.title) + [outputs.movies.attribution, outputs.comic.title ?? ""]
        let cards = [outputs.wikipedia.news, outputs.wikipedia.onThisDay, outputs.wikipedia.mostRead].compactMap { $0 }
        upstream += cards.flatMap(\.items).flatMap { [$0.text] + $0.links.map(\.label) }
        upstream += [outputs.wikipedia.featured?.title ?? "", outputs.wikipedia.featured?.extract ?? ""]
        upstream += [outputs.wikipedia.picture?.description ?? "", outputs.wikipedia.picture?.credit ?? ""]
        let shown = try Self.text(outputs, without: upstream.filter { !$0.isEmpty })
        let english = Self.englishWords.filter { shown.contains($0) }
        #expect(english.isEmpty, "\(language): \(english)")
    }

    @Test func news_inPseudo_everyWordingFieldIsPseudoText() async {
        let shown = await news(.pseudo)
        let navigation = shown.navigation
        var fields = [
            shown.heading, shown.editionLine, shown.viaGoogle, shown.timeZoneNote, shown.source.label,
            navigation.topicsLabel, navigation.edition.label, navigation.edition.buttonLabel, navigation.search.label,
            navigation.search.buttonLabel, navigation.search.hint, navigation.feed.label,
        ]
        fields += navigation.topics.map(\.label)
        fields += [shown.refresh?.buttonLabel, shown.refresh?.note, shown.updated?.before, shown.updated?.after].map {
            $0 ?? ""
        }
        for field in fields { #expect(field.contains("⟦") && field.contains("⟧"), "\(field)") }
        let pseudo = Language.pseudo.words
        #expect(pseudo.news.ago(120, pseudo.formats) == "⟦2 ɱíñúŧéš áĝó····⟧", "the number stays a number")
        #expect(NewsViewModel.AgeWords(pseudo).text.contains("after= (⟦{ago}⟧)") == false)
        #expect(NewsViewModel.AgeWords(pseudo).text.contains("{ago}"))
    }

    @Test func home_inPseudo_everyWordingFieldIsPseudoText() async {
        let shown = await home(.pseudo)
        let wikipedia = shown.wikipedia
        let fields = [
            shown.heading, shown.dateLine, wikipedia.heading, wikipedia.dateNote, wikipedia.featured?.label ?? "",
            wikipedia.news?.label ?? "", wikipedia.onThisDay?.label ?? "", wikipedia.mostRead?.label ?? "",
            wikipedia.picture?.label ?? "", wikipedia.more.label, wikipedia.feed.label, shown.headlines.heading,
            shown.headlines.more.label, shown.comic.more.label, shown.movies.heading, shown.movies.more.label,
        ]
        for field in fields { #expect(field.hasPrefix("⟦") && field.hasSuffix("⟧"), "\(field)") }
        #expect(wikipedia.mostRead?.items.allSatisfy { $0.meta?.hasPrefix("⟦") == true } == true)
    }

    @Test func news_inGermanForGermany_readsInGermanWithTheZonesName() async {
        let shown = await news(.de, edition: "de-DE", view: .topic(.technology))
        #expect(shown.heading == "Technik")
        #expect(shown.editionLine == "Ausgabe: Deutschland (Deutsch)")
        #expect(shown.updated?.before == "Stand: ")
        #expect(shown.updated?.time.text == "12:58")  // 11:58 UTC in Berlin
        #expect(shown.updated?.after == " (vor 2 Minuten)")
        #expect(shown.timeZoneNote == "Zeitzone: Mitteleuropäische Zeit")
        #expect(shown.navigation.topics.map(\.label).first == "Top-Meldungen")
    }

    @Test func searchPage_whenNothingTyped_keepsEachLanguagesHeading() async {
        #expect(await news(.ja, view: .search(" ")).heading == "ニュース検索")
        #expect(await news(.en, view: .search("")).heading == "Search news")
        #expect(await news(.de, view: .search("")).inputNotice == "Geben Sie oben ins Suchfeld ein, wonach Sie suchen.")
    }

    @Test(arguments: [
        (0, "منذ 0 ثانية"), (1, "منذ ثانية واحدة"), (2, "منذ ثانيتين"), (7, "منذ 7 ثوانٍ"), (45, "منذ 45 ثانية"),
        (120, "منذ دقيقتين"), (600, "منذ 10 دقائق"), (660, "منذ 11 دقيقة"), (3 * 3600, "منذ 3 ساعات"),
        (86400, "منذ يوم واحد"), (100 * 86400, "منذ 100 يوم"), (103 * 86400, "منذ 103 أيام"),
    ])
    func age_inArabic_takesEachPluralForm(seconds: Int, expected: String) {
        let words = Language.ar.words
        #expect(words.news.ago(seconds, words.formats) == expected)
    }

    @Test(arguments: [
        (0, "il y a 0 seconde"), (1, "il y a 1 seconde"), (2, "il y a 2 secondes"), (60, "il y a 1 minute"),
        (7200, "il y a 2 heures"), (86400, "il y a 1 jour"),
    ])
    func age_inFrench_takesOneForZeroAndOne(seconds: Int, expected: String) {
        let words = Language.fr.words
        #expect(words.news.ago(seconds, words.formats) == expected)
    }

    @Test func views_inArabicAndFrench_takeEachPluralFormAndGroupDigits() {
        let ar = Language.ar.words.home
        #expect(
            [1, 2, 3, 11, 100, 12345].map(ar.views) == [
                "مشاهدة واحدة", "مشاهدتان", "3 مشاهدات", "11 مشاهدة", "100 مشاهدة", "12,345 مشاهدة",
            ])
        let fr = Language.fr.words.home
        #expect([0, 1, 2, 12345].map(fr.views) == ["0 vue", "1 vue", "2 vues", "12\u{202F}345 vues"])
    }

    @Test func refreshNotice_inArabic_countsSecondsInEachForm() {
        let notice = Language.ar.words.news.refreshNotice(12, 18)
        #expect(notice == "حُدّثت العناوين قبل 12 ثانية. يمكنك التحديث مجددًا بعد 18 ثانية.")
        #expect(Language.ar.words.news.refreshNotice(25, 5).hasSuffix("بعد 5 ثوانٍ."))
        #expect(Language.fr.words.news.refreshNotice(29, 1).hasSuffix("dans 1 seconde."))
    }

    @Test func home_inGerman_writesTheDateAndZoneAsGermanDoes() async {
        let shown = await home(.de, edition: "de-DE")
        #expect(shown.dateLine == "Samstag, 21. November 2026 · Mitteleuropäische Zeit")
        #expect(shown.wikipedia.dateNote == "Empfohlene Inhalte vom 21. November 2026, dem Wikipedia-Tag (UTC).")
    }

    @Test func ageWords_giveNewsJSTheSamePatternsAsTheServer() throws {
        let lines = NewsViewModel.AgeWords(Language.ar.words).text.split(separator: "\n").map(String.init)
        #expect(lines.first == "after= ({ago})")
        #expect(lines.contains("minutes.two=منذ دقيقتين"))
        #expect(lines.contains("minutes.few=منذ {n} دقائق"))
        #expect(lines.contains { $0.hasPrefix("seconds.other=") } && lines.contains { $0.hasPrefix("days.other=") })
        // Every line is a key, its first "=", and the form, as news.js splits them.
        for line in lines { #expect(line.split(separator: "=", maxSplits: 1).count == 2, "\(line)") }
        // Nothing in the attribute needs an entity: what JSON's quotes cost.
        for language in Language.allCases {
            let text = NewsViewModel.AgeWords(language.words).text
            #expect(!text.contains("\"") && !text.contains("&") && !text.contains("<"), "\(language)")
        }
    }
}
