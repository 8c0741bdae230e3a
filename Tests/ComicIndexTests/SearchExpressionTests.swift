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
}
