import Foundation
import Models
import Testing

/// The edition table: every row a triple Google News offers, with a zone the system knows.
@Suite struct NewsEditionTests {
    @Test(arguments: NewsEdition.all)
    func edition_row_isConsistent(edition: NewsEdition) {
        // ceid is "{gl}:{content language}", and the content language is the hl's language.
        let parts = edition.ceid.split(separator: ":")
        #expect(parts.count == 2 && parts[0] == edition.gl, "\(edition.id): ceid \(edition.ceid) vs gl \(edition.gl)")
        let language = edition.hl.split(separator: "-")[0]
        #expect(parts.last?.hasPrefix(language) == true, "\(edition.id): ceid \(edition.ceid) vs hl \(edition.hl)")
        #expect(edition.id.hasPrefix(String(language)), "\(edition.id): id vs hl \(edition.hl)")
        #expect(TimeZone(identifier: edition.timeZoneID) != nil, "\(edition.id): zone \(edition.timeZoneID)")
        #expect(!edition.englishName.isEmpty && !edition.japaneseName.isEmpty, "\(edition.id)")
        #expect(NewsEdition.named(edition.id) == edition)
    }

    @Test func editions_coverWhatGoogleNewsOffers_eachOnce() {
        let ids = NewsEdition.all.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids")
        #expect(Set(NewsEdition.all.map(\.parameters)).count == ids.count, "duplicate hl/gl/ceid triples")
        for id in [
            "en-US", "en-GB", "en-IN", "en-AU", "en-CA", "de-DE", "fr-FR", "es-ES", "es-419", "it-IT", "pt-BR", "ko-KR", "zh-TW",
            "ja-JP",
        ] {
            #expect(NewsEdition.named(id) != nil, "\(id) missing")
        }
        #expect(ids.count >= 40)
    }

    @Test(arguments: [
        ("en-US", "hl=en-US&gl=US&ceid=US:en"), ("ja-JP", "hl=ja&gl=JP&ceid=JP:ja"), ("de-DE", "hl=de&gl=DE&ceid=DE:de"),
        ("es-419", "hl=es-419&gl=MX&ceid=MX:es-419"), ("pt-BR", "hl=pt-BR&gl=BR&ceid=BR:pt-419"),
        ("zh-TW", "hl=zh-TW&gl=TW&ceid=TW:zh-Hant"),
    ])
    func edition_parameters_areGoogleNewsOwn(id: String, parameters: String) {
        #expect(NewsEdition.named(id)?.parameters == parameters)
    }

    @Test(arguments: ["", "de", "DE-de", "de-de", "xx-YY", "en_US"])
    func edition_whenNotInTheTable_isNil(id: String) {
        #expect(NewsEdition.named(id) == nil)
    }

    @Test func defaultEdition_followsTheInterfaceLanguage() {
        #expect(NewsEdition.defaultEdition(for: .en).id == "en-US")
        #expect(NewsEdition.defaultEdition(for: .ja).id == "ja-JP")
    }
}
