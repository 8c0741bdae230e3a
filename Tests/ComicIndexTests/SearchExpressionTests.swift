import ComicIndex
import Testing

@Suite struct SearchExpressionTests {
    @Test(
        arguments: [
            ("password strength", "\"password\" AND \"strength\"", [String]()),
            ("\"correct horse\" battery", "\"correct horse\" AND \"battery\"", []),
            ("NEAR(a b) col:x", "\"NEAR(a\" AND \"col:x\"", ["b)"]),
            ("\"unclosed phrase here", "\"unclosed phrase here\"", []),
            ("a\u{0}b\u{1B}c", "\"abc\"", []),
            ("猫 東京都", "\"東京都\"", ["猫"]),
            ("x y", nil, ["x", "y"]),
            ("   ", nil, []),
            ("dup dup dup", "\"dup\"", []),
        ] as [(String, String?, [String])])
    func parse_buildsQuotedTermsAndSeparatesShortOnes(text: String, match: String?, short: [String]) {
        let expression = SearchExpression.parse(text)
        #expect(expression.matchExpression == match, "text \(text.debugDescription)")
        #expect(expression.shortTerms == short, "text \(text.debugDescription)")
    }

    @Test func parse_whenManyTerms_keepsTheFirstSixteen() {
        let text = (1...40).map { "word\($0)" }.joined(separator: " ")
        #expect(SearchExpression.parse(text).indexedTerms.count == SearchExpression.maximumTerms)
    }

    @Test(
        arguments: [
            ("パスワード", "\"パスワ\" AND \"ワード\"", "0 2"),
            ("velociraptor", "\"vel\" AND \"oci\" AND \"rap\" AND \"tor\"", "0 3 6 9"),
            ("コンピューター", "\"コンピ\" AND \"ュータ\" AND \"ーター\"", "0 3 4"),
            ("\"the moon\"", "\"the\" AND \" mo\" AND \"oon\"", "0 3 5"),
            ("猫 password", "\"pas\" AND \"swo\" AND \"ord\"", "0 3 5"),
        ] as [(String, String, String)])
    func coveringTrigrams_whenOneTermOfFiveCharactersOrMore_coversItWithFewerTrigrams(
        text: String, match: String, offsets: String
    ) throws {
        let covering = try #require(SearchExpression.parse(text).coveringTrigrams)
        #expect(covering.match == match)
        #expect(covering.offsets == offsets)
    }

    @Test(arguments: ["kite", "the", "password strength", "猫", "", String(repeating: "x", count: 400)])
    func coveringTrigrams_whenNoFewerTrigramsOrSeveralTerms_isNil(text: String) {
        #expect(SearchExpression.parse(text).coveringTrigrams == nil)
    }
}
