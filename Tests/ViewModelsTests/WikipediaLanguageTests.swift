import Models
import Testing

@Suite struct WikipediaLanguageTests {
    @Test func table_holdsEveryWikipediaOnce() {
        let codes = WikipediaLanguage.all.map(\.code)
        #expect(codes.count > 330)
        #expect(Set(codes).count == codes.count, "a code twice")
        #expect(codes.allSatisfy { code in code.allSatisfy { $0.isASCII && ($0.isLowercase || $0 == "-") } })
        #expect(WikipediaLanguage.all.allSatisfy { !$0.name.isEmpty })
    }

    @Test(arguments: [
        ("de", "Deutsch", "ltr"), ("ar", "العربية", "rtl"), ("he", "עברית", "rtl"), ("fa", "فارسی", "rtl"),
        ("zh-min-nan", "Bân-lâm-gú", "ltr"), ("simple", "Simple English", "ltr"), ("ja", "日本語", "ltr"),
    ])
    func code_whenInTheTable_givesNameAndDirection(code: String, name: String, direction: String) throws {
        let language = try #require(WikipediaLanguage(code: code), "code \(code)")
        #expect(language.name == name)
        #expect(language.direction == direction, "code \(code)")
    }

    @Test(arguments: ["", "xx", "DE", "de ", "en-us", "klingon", "../en", String(repeating: "a", count: 5000)])
    func code_whenNotAWikipedia_isNil(code: String) {
        #expect(WikipediaLanguage(code: code) == nil, "code \(code.prefix(20))")
    }

    @Test func linkCode_whenLanguageCodeOfAnotherHost_findsTheWiki() {
        #expect(WikipediaLanguage(linkCode: "nan")?.code == "zh-min-nan")
        #expect(WikipediaLanguage(linkCode: "nb")?.code == "no")
        #expect(WikipediaLanguage(linkCode: "be-x-old")?.code == "be-tarask")
        #expect(WikipediaLanguage(linkCode: "tlh") == nil)
    }

    @Test func tag_isALanguageTagEvenWhereTheHostIsNot() {
        #expect(WikipediaLanguage(code: "simple")?.tag == "en")
        #expect(WikipediaLanguage(code: "zh-yue")?.tag == "yue")
        #expect(WikipediaLanguage(code: "de")?.tag == "de")
    }

    @Test func interfaceLanguage_isTheSameWiki() {
        #expect(WikipediaLanguage(.ja) == WikipediaLanguage(code: "ja"))
        #expect(WikipediaLanguage(.en).interfaceLanguage == .en)
        #expect(WikipediaLanguage(code: "de")?.interfaceLanguage == .de)
        #expect(WikipediaLanguage(code: "fa")?.interfaceLanguage == nil)
    }
}
