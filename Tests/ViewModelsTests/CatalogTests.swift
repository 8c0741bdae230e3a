import Foundation
import Models
import Testing

@testable import ViewModels

/// The catalogs: every language has every key (the compiler holds that), none is English left
/// untranslated, and numbers, plurals and quotes follow each language's rules.
struct CatalogTests {
    /// Keys whose text is rightly the same as English in a language (a name, a loanword). Each one here
    /// was checked by a reader of the language; anything else equal to English is a missed translation.
    static let sameAsEnglish: [Language: Set<String>] = [
        // The OpenSearch name is the brand, "Kiosk Wikipedia"; "?" closes "Did you mean …?" the same way;
        // Google News keeps its name where Google does; "Sports" is the French word; "Region" the German.
        .de: ["chrome.wikipedia", "news.googleNews", "search.openSearchName", "search.didYouMeanSuffix", "movies.regionLabel"],
        .es: ["chrome.wikipedia", "news.googleNews", "search.openSearchName"],
        .fr: ["news.sports", "news.googleNews"],
        .ptBR: ["news.googleNews", "search.didYouMeanSuffix"],
        .it: ["chrome.wikipedia", "news.googleNews", "search.openSearchName", "search.didYouMeanSuffix"],
    ]

    /// Every `String` key of every area, by `area.key`, read through `Mirror` so a new key is covered
    /// without being listed here.
    static func strings(_ catalog: Catalog) -> [String: String] {
        var found: [String: String] = [:]
        for area in Mirror(reflecting: catalog).children {
            guard let areaName = area.label, areaName != "language", areaName != "formats" else { continue }
            for key in Mirror(reflecting: area.value).children {
                guard let keyName = key.label, let text = key.value as? String else { continue }
                found["\(areaName).\(keyName)"] = text
            }
        }
        return found
    }

    @Test(arguments: Language.offered.filter { $0 != .en })
    func catalog_whenNotEnglish_translatesEveryKey(language: Language) {
        let english = Self.strings(Language.en.words)
        let translated = Self.strings(language.words)
        #expect(Set(translated.keys) == Set(english.keys))
        let allowed = Self.sameAsEnglish[language] ?? []
        let untranslated = english.keys.filter { translated[$0] == english[$0] && !allowed.contains($0) }.sorted()
        #expect(untranslated.isEmpty, "left in English in \(language.rawValue): \(untranslated)")
    }

    /// Landmarks of one kind on one page need names that tell them apart (axe's landmark-unique): a
    /// screen reader's landmark list shows the name alone.
    @Test(arguments: Language.allCases)
    func catalog_navigationLabels_whenOnOnePage_differ(language: Language) {
        let words = language.words
        let site = words.chrome.sectionsLabel
        #expect(site != words.news.topicsLabel, "\(language.rawValue): the news topics")
        #expect(site != words.comics.navigationLabel, "\(language.rawValue): the comic navigation")
        for pager in [words.search.pagerLabel, words.comics.pagerLabel, words.movies.pagerLabel] {
            #expect(site != pager, "\(language.rawValue): a result pager")
        }
    }

    @Test func catalog_pseudo_accentsAndLengthensEveryKey() {
        let english = Self.strings(Language.en.words)
        for (key, text) in Self.strings(Language.pseudo.words) {
            #expect(text.hasPrefix("⟦") && text.hasSuffix("⟧"), "\(key)")
            #expect(text.count > english[key, default: ""].count, "\(key)")
        }
    }

    @Test func formats_number_groupsAsEachLanguageWrites() {
        #expect(Language.en.words.formats.number(1_234_567) == "1,234,567")
        #expect(Language.ja.words.formats.number(999) == "999")
        #expect(Language.de.words.formats.number(1234) == "1.234")
        #expect(Language.es.words.formats.number(1234) == "1234", "Spanish groups from five digits")
        #expect(Language.es.words.formats.number(12345) == "12.345")
        #expect(Language.fr.words.formats.number(12345) == "12\u{202F}345")
        #expect(Language.ar.words.formats.number(-12345) == "-12,345")
        #expect(Language.en.words.formats.number(Int.min) == "-9,223,372,036,854,775,808")
        #expect(Language.fr.words.formats.number(-1_234_567) == "-1\u{202F}234\u{202F}567")
        #expect(Language.it.words.formats.number(-1_234_567) == "-1.234.567")
        #expect(Language.es.words.formats.number(-1234) == "-1234")
        // The same as Foundation's formatter for every language, on a spread of values.
        for language in Language.offered where language != .fr {
            for value in [0, 7, 999, 1000, 1234, 12345, 1_000_000, 987_654_321] {
                let foundation = value.formatted(.number.locale(Locale(identifier: language.localeIdentifier)))
                #expect(language.words.formats.number(value) == foundation, "\(language) \(value)")
            }
        }
    }

    @Test func formats_plural_followsCLDR() {
        let cases: [(Language, Int, PluralCategory)] = [
            (.en, 0, .other), (.en, 1, .one), (.en, 2, .other),
            (.fr, 0, .one), (.fr, 1, .one), (.fr, 2, .other),
            (.ptBR, 0, .one), (.de, 0, .other), (.ja, 1, .other), (.ko, 1, .other), (.zhHant, 1, .other),
            (.ar, 0, .zero), (.ar, 1, .one), (.ar, 2, .two), (.ar, 3, .few), (.ar, 10, .few), (.ar, 11, .many),
            (.ar, 99, .many), (.ar, 100, .other), (.ar, 103, .few), (.ar, 111, .many),
        ]
        for (language, count, category) in cases {
            #expect(language.words.formats.pluralCategory(count) == category, "\(language) \(count)")
        }
        #expect(Language.ar.words.formats.plural(2, one: "a", two: "b", other: "c") == "b")
        #expect(Language.ar.words.formats.plural(5, one: "a", two: "b", other: "c") == "c", "a missing form falls back to other")
    }

    @Test func formats_date_usesTheLanguagesOwnPattern() {
        let date = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18 11:06 UTC
        #expect(Language.en.words.formats.date(date) == "November 18, 2026")
        #expect(Language.de.words.formats.date(date) == "18. November 2026")
        #expect(Language.ja.words.formats.date(date) == "2026年11月18日")
        #expect(Language.fr.words.formats.quoted("chat") == "«\u{202F}chat\u{202F}»")
        #expect(Language.de.words.formats.quoted("Katze") == "„Katze“")
    }

    @Test func language_fromAcceptLanguageTag_mapsRegionsAndScripts() {
        let cases: [(String, Language?)] = [
            ("de-AT", .de), ("pt", .ptBR), ("pt-PT", .ptBR), ("zh", .zhHans), ("zh-CN", .zhHans), ("zh-TW", .zhHant),
            ("zh-HK", .zhHant), ("zh-Hant-HK", .zhHant), ("zh-Hans-HK", .zhHans), ("ar-EG", .ar), ("EN-gb", .en),
            ("nl", nil), ("en-XA", .en), ("", nil),
        ]
        for (tag, language) in cases {
            #expect(Language(acceptLanguageTag: tag) == language, "\(tag)")
        }
        #expect(!Language.offered.contains(.pseudo))
    }

    @Test func language_defaults_followTheHomeCountry() {
        #expect(NewsEdition.defaultEdition(for: .de).id == "de-DE")
        #expect(NewsEdition.defaultEdition(for: .ptBR).id == "pt-BR")
        #expect(NewsEdition.defaultEdition(for: .zhHant).id == "zh-TW")
        #expect(NewsEdition.defaultEdition(for: .zhHans).id == "zh-CN")
        #expect(NewsEdition.defaultEdition(for: .ar).id == "ar-EG")
        #expect(NewsEdition.defaultEdition(for: .en).id == "en-US")
        #expect(MovieRegion.home(of: .ko).code == "KR")
        #expect(WikipediaLanguage(.ptBR).code == "pt")
        #expect(WikipediaLanguage(.zhHant).code == "zh")
        #expect(NewsEdition.named("fr-CA")?.name(.de) == "Kanada (Französisch)")
        #expect(MovieRegion.named("JP")?.name(.fr) == "Japon")
    }
}
