import Models
import Testing

@testable import ViewModels

/// The settings page: every setting a choice, the current one selected, and links that carry them.
struct SettingsViewModelTests {
    static func inputs(
        _ language: Language, wiki: String = "en", edition: String = "en-US", region: String = "US"
    )
        -> SettingsViewModel.Inputs
    {
        .init(
            language: language, wiki: WikipediaLanguage(code: wiki)!, edition: NewsEdition.named(edition)!,
            region: MovieRegion.named(region)!)
    }

    @Test func outputs_listEveryChoiceWithTheCurrentOneSelected() {
        let outputs = SettingsViewModel().outputs(for: Self.inputs(.de, wiki: "fr", edition: "de-AT", region: "AT"))
        let fields = Dictionary(uniqueKeysWithValues: outputs.form.fields.map { ($0.name, $0) })
        #expect(fields.keys.sorted() == ["edition", "lang", "region", "wiki"])
        #expect(fields["lang"]?.options.count == Language.offered.count)
        #expect(fields["wiki"]?.options.count == WikipediaLanguage.all.count)
        #expect(fields["edition"]?.options.count == NewsEdition.all.count)
        #expect(fields["region"]?.options.count == MovieRegion.all.count)
        for field in outputs.form.fields {
            #expect(field.options.filter(\.isSelected).count == 1, "\(field.name)")
        }
        #expect(fields["lang"]?.options.first { $0.isSelected }?.label == "Deutsch")
        #expect(fields["wiki"]?.options.first { $0.isSelected }?.value == "fr")
        #expect(fields["edition"]?.options.first { $0.isSelected }?.label == "Österreich (Deutsch)")
        #expect(fields["region"]?.options.first { $0.isSelected }?.label == "Österreich")
        #expect(fields["lang"]?.options.first { $0.value == "ar" }?.lang == "ar", "each language named in its own")
        #expect(outputs.heading == "Einstellungen")
        #expect(outputs.notice == nil && outputs.outcome == .shown)
    }

    @Test func bookmarks_carryEachSectionsSettings() {
        let outputs = SettingsViewModel().outputs(for: Self.inputs(.ja, wiki: "fr", edition: "fr-CA", region: "CA"))
        #expect(
            outputs.bookmarks.map(\.href) == [
                "/?lang=ja&edition=fr-CA", "/search?lang=ja&wiki=fr", "/news?lang=ja&edition=fr-CA", "/comics?lang=ja",
                "/movies?lang=ja&region=CA",
            ])
        let own = SettingsViewModel().outputs(for: Self.inputs(.ja, wiki: "ja", edition: "ja-JP", region: "JP"))
        #expect(own.bookmarks[1].href == "/search?lang=ja", "the interface language's own Wikipedia needs no wiki=")
    }

    @Test func unknownEdition_saysSoInTheReadersLanguageAndIsInvalidInput() {
        var inputs = Self.inputs(.fr)
        inputs.unknownEdition = "xx-YY"
        let outputs = SettingsViewModel().outputs(for: inputs)
        #expect(
            outputs.notice == "«\u{202F}xx-YY\u{202F}» n’est pas une édition des actualités. Choisissez-en une dans la liste.")
        #expect(outputs.outcome == .invalidInput)
    }

    @Test(arguments: Language.offered)
    func chrome_linksToSettingsWithThePagesSettings(language: Language) {
        let page = Route(.news(Route.News(edition: "de-DE")), language: language)
        let chrome = Chrome(language: language, current: .news, route: page)
        #expect(chrome.settingsLink.href == "/settings?lang=\(language.rawValue)&edition=de-DE")
        #expect(chrome.settingsLink.label == language.words.chrome.settings)
    }
}
