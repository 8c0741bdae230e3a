import Foundation
import Models
import Testing
@testable import Upstream

/// Formulas as Wikipedia sends them (MathML) into the typed document, and MathML's traps.
@Suite struct ArticleMathTests {
    static func lead(_ body: String) -> [ArticleBlock] {
        ArticleParserTests.parse(ArticleParserTests.page(body)).lead
    }

    static func inline(_ math: String, alt: String = "{\\displaystyle x}") -> String {
        #"<p>See <span class="mwe-math-element mwe-math-element-inline"><math xmlns="http://www.w3.org/1998/Math/MathML" display="inline" alttext="\#(alt)"><semantics><mrow class="MJX-TeXAtom-ORD"><mstyle displaystyle="true" scriptlevel="0">\#(math)</mstyle></mrow><annotation encoding="application/x-tex">\#(alt)</annotation></semantics></math></span>.</p>"#
    }

    static func formula(in blocks: [ArticleBlock]) -> ArticleFormula? {
        guard case .paragraph(let line) = blocks.first else { return nil }
        for case .math(let formula) in line { return formula }
        return nil
    }

    @Test func formula_whenNativeMathML_keepsThePresentationAndTheTeX() {
        let blocks = Self.lead(
            Self.inline(
                #"<mi>E</mi><mo>=</mo><mi>m</mi><msup><mi>c</mi><mrow class="MJX-TeXAtom-ORD"><mn>2</mn></mrow></msup>"#,
                alt: "{\\displaystyle E=mc^{2}}"))
        #expect(
            blocks == [
                .paragraph([
                    .text("See "),
                    .math(
                        ArticleFormula(
                            isDisplay: false, source: "E=mc^{2}",
                            nodes: [
                                .token(.identifier, "E"), .token(.operator, "="), .token(.identifier, "m"),
                                .layout(.superscript, [.token(.identifier, "c"), .layout(.row, [.token(.number, "2")])]),
                            ])), .text("."),
                ])
            ])
    }

    @Test func formula_whenDisplayOnItsOwnLine_isABlock() {
        let math = #"<math display="block" alttext="\frac{a}{b}"><mfrac><mi>a</mi><mi>b</mi></mfrac></math>"#
        let expected = ArticleFormula(
            isDisplay: true, source: "\\frac{a}{b}",
            nodes: [.layout(.fraction, [.token(.identifier, "a"), .token(.identifier, "b")])])
        #expect(Self.lead(#"<dl><dd><span class="mwe-math-element">\#(math)</span></dd></dl>"#) == [.math(expected)])
        #expect(Self.lead("<p> \(math) </p>") == [.math(expected)])
        #expect(Self.lead("<div>\(math)</div>") == [.math(expected)])
    }

    /// `<mspace/>` closes itself in MathML (not in HTML): it must not swallow what follows it. A
    /// space of TeX's widths is kept; any other width (an upstream length) is not.
    @Test func formula_whenSelfClosingElements_keepsTheirSiblings() {
        let formula = Self.formula(
            in: Self.lead(
                Self.inline(
                    #"<mi>a</mi><mspace width="thinmathspace"/><mi mathvariant="normal">d</mi><mspace width="0.2778em"/><mi>x</mi><mspace width="1e9px"/><mspace width="&quot;onload"/>"#
                )))
        #expect(
            formula?.nodes == [
                .token(.identifier, "a"), .space(.thin), .token(.uprightIdentifier, "d"), .space(.thick),
                .token(.identifier, "x"),
            ])
    }

    @Test func formula_whenLayoutHasTheWrongChildren_isARow() {
        let formula = Self.formula(
            in: Self.lead(
                Self.inline("<mfrac><mi>a</mi></mfrac><msup><mi>b</mi><mi>c</mi><mi>d</mi></msup><mpadded><mn>1</mn></mpadded>")))
        #expect(
            formula?.nodes == [
                .layout(.row, [.token(.identifier, "a")]),
                .layout(.row, [.token(.identifier, "b"), .token(.identifier, "c"), .token(.identifier, "d")]),
                .layout(.row, [.token(.number, "1")]),
            ])
    }

    @Test func formula_whenOnlyTheOldImage_isItsTeX() {
        let blocks = Self.lead(
            #"<p><span class="mwe-math-element"><img src="https://wikimedia.org/api/rest_v1/media/math/render/svg/abc" class="mwe-math-fallback-image-inline" alt="{\displaystyle x^{2}}"/></span></p>"#
        )
        #expect(blocks == [.paragraph([.math(ArticleFormula(isDisplay: false, source: "x^{2}", nodes: []))])])
    }

    /// The mutation-XSS classics that use MathML's parsing rules: nothing of them survives but text.
    @Test(arguments: [
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
        "<math><mi><mglyph><svg><mtext><style><img src=x onerror=alert(1)></style></mtext></svg></mglyph></mi></math>",
        #"<math><annotation-xml encoding="text/html"><img src=x onerror=alert(1)></annotation-xml></math>"#,
        "<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>",
        "<math><![CDATA[<img src=x onerror=alert(1)>]]></math>",
        #"<math><maction actiontype="statusline" href="javascript:alert(1)"><mi>x</mi></maction></math>"#,
        "<math><style><img src=x onerror=alert(1)></style><mi>y</mi></math>",
    ])
    func formula_whenHostileMathML_keepsNoMarkup(markup: String) throws {
        let document = ArticleParserTests.parse(ArticleParserTests.page("<p>\(markup)</p>"))
        let json = String(decoding: try JSONEncoder().encode(document), as: UTF8.self)
        for forbidden in ["onerror", "javascript", "<img", "alert"] {
            #expect(!json.contains(forbidden), "\(forbidden) survived \(markup): \(json)")
        }
    }

    /// 100,000 nested rows: the gate caps the markup's depth, the walker the formula's, in bounded time.
    @Test func formula_whenNestedVeryDeep_isBoundedInDepthAndTime() throws {
        let depth = 100_000
        let markup =
            "<p><math>" + String(repeating: "<mrow>", count: depth) + "<mi>x</mi>"
            + String(repeating: "</mrow>", count: depth) + "</math></p>"
        let started = ContinuousClock.now
        let blocks = Self.lead(markup)
        // Generous: a debug build on a loaded 2-core machine takes well under a second.
        #expect(ContinuousClock.now - started < .seconds(10))
        var deepest = 0
        var stack = (Self.formula(in: blocks)?.nodes ?? []).map { ($0, 1) }
        while let (node, level) = stack.popLast() {
            deepest = max(deepest, level)
            if case .layout(_, let children) = node { stack += children.map { ($0, level + 1) } }
        }
        #expect(deepest <= ArticleWalker.maximumMathDepth)
    }
}
