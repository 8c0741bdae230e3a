import Models
import Testing
@testable import Upstream

@Suite struct HTMLTextTests {
    @Test(arguments: [
        ("Tides &amp; Currents", "Tides & Currents"),
        ("&lt;b&gt; &quot;q&quot; &apos;a&apos;", "<b> \"q\" 'a'"),
        ("Clich&eacute;d", "Clichéd"),
        ("keeper&#039;s", "keeper's"),
        ("&#x27;hex&#X27;", "'hex'"),
        ("&#128512;", "😀"),
        ("a&nbsp;b", "a\u{00A0}b"),
        ("&hellip;&mdash;&rsquo;", "…—’"),
    ])
    func decodeEntities_whenKnownReference_decodesIt(input: String, expected: String) {
        #expect(HTMLText.decodeEntities(input) == expected, "input: \(input)")
    }

    @Test(arguments: ["&bogus;", "D&D", "RSS&M", "AT&T;", "& alone", "&#;", "&#xZZ;", "&;"])
    func decodeEntities_whenUnknownOrBareAmpersand_keepsItLiterally(input: String) {
        #expect(HTMLText.decodeEntities(input) == input, "input: \(input)")
    }

    @Test(arguments: ["&#0;", "&#xD800;", "&#x110000;"])
    func decodeEntities_whenNumericReferenceIsNotACharacter_givesReplacementCharacter(input: String) {
        #expect(HTMLText.decodeEntities(input) == "\u{FFFD}", "input: \(input)")
    }

    @Test(arguments: [
        ("<span style=\"color: #0000ED\">House</span> of Pancakes", "House of Pancakes"),
        ("a < b and c > d", "a < b and c > d"),
        ("<City>-Style Pizza", "<City>-Style Pizza"),
        ("x <3 y", "x <3 y"),
        ("<b>bold</b> <I>it</I>", "bold it"),
        ("<a href=\"x>y\">link</a>", "link"),
        ("before<!-- hidden -->after", "beforeafter"),
        ("ok<script>alert('<b>')</script>done", "okdone"),
        ("<span unterminated", "<span unterminated"),
    ])
    func stripTags_whenMixedMarkupAndLiteralLessThan_keepsOnlyText(input: String, expected: String) {
        #expect(HTMLText.stripTags(input) == expected, "input: \(input)")
    }

    @Test func plainText_whenEscapedMarkup_decodesItAsTextNotTags() {
        #expect(HTMLText.plainText("&lt;span&gt; is a tag") == "<span> is a tag")
    }

    @Test func plainText_whenLineBreaksAndSpaces_collapsesSpacesAndKeepsBreaks() {
        #expect(HTMLText.plainText("  one\n  two<br />three <br>  four  ") == "one two\nthree\nfour")
    }

    @Test func snippetRuns_whenSearchMatchSpans_flagsMatchesAndDecodesEntities() {
        let runs = HTMLText.snippetRuns(
            "the <span class=\"searchmatch\">Rust</span> &amp; <b>C</b> <span class=\"searchmatch\">book</span>")
        #expect(
            runs == [
                TextRun(text: "the ", isMatch: false),
                TextRun(text: "Rust", isMatch: true),
                TextRun(text: " & C ", isMatch: false),
                TextRun(text: "book", isMatch: true),
            ])
    }

    @Test func snippetRuns_whenAdjacentMatches_mergesThem() {
        let runs = HTMLText.snippetRuns(
            "<span class=\"searchmatch\">light</span><span class='searchmatch'>house</span> keeper")
        #expect(runs == [TextRun(text: "lighthouse", isMatch: true), TextRun(text: " keeper", isMatch: false)])
    }

    @Test func snippetRuns_whenOtherSpanInsideMatch_staysAMatchUntilTheMatchCloses() {
        let runs = HTMLText.snippetRuns(
            "<span class=\"searchmatch\">a<span class=\"x\">b</span>c</span>d<span>e</span>")
        #expect(runs == [TextRun(text: "abc", isMatch: true), TextRun(text: "de", isMatch: false)])
    }

    @Test(arguments: ["", "   ", "<span class=\"searchmatch\"></span>"])
    func snippetRuns_whenNoText_isEmpty(input: String) {
        #expect(HTMLText.snippetRuns(input).isEmpty, "input: \(input)")
    }
}
