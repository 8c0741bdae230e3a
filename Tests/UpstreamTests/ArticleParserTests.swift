import Foundation
import Models
import Testing
@testable import Upstream

/// Parsoid HTML, in its real shape, into the typed document.
@Suite struct ArticleParserTests {
    static let hosts: Set<String> = ["upload.wikimedia.org"]

    static func parse(_ body: String, title: String = "Fallback") -> ArticleDocument {
        ArticleParser.document(from: Data(body.utf8), fallbackTitle: title, imageHosts: hosts)
    }

    static func page(_ body: String) -> String {
        """
        <!DOCTYPE html><html prefix="dc: http://purl.org/dc/terms/" about="https://en.wikipedia.org/wiki/Special:Redirect/revision/4242">\
        <head><meta charset="utf-8"/><base href="//en.wikipedia.org/wiki/"/><title>Tea &amp; biscuits</title>\
        <link rel="stylesheet" href="/w/load.php"/></head>\
        <body class="mw-content-ltr mw-parser-output" dir="ltr" lang="en">\(body)</body></html>
        """
    }

    @Test func document_whenParsoidPage_readsTitleRevisionLeadAndSections() {
        let document = Self.parse(
            Self.page(
                """
                <section data-mw-section-id="0" id="mwAQ"><p id="mwAg"><b>Tea</b> is a <a rel="mw:WikiLink" href="./Drink#Hot" title="Drink">drink</a>.</p></section>\
                <section data-mw-section-id="1" id="mwAw"><h2 id="History">History</h2><p>Old.</p>\
                <section data-mw-section-id="2"><h3 id="China">China</h3><p>First.</p></section></section>
                """))
        #expect(document.title == "Tea & biscuits")
        #expect(document.revision == 4242)
        #expect(
            document.lead == [
                .paragraph([
                    .strong([.text("Tea")]), .text(" is a "),
                    .link(.article(title: "Drink", fragment: "Hot"), [.text("drink")]), .text("."),
                ])
            ])
        #expect(
            document.sections == [
                ArticleSection(level: 2, anchor: "History", heading: [.text("History")], blocks: [.paragraph([.text("Old.")])]),
                ArticleSection(level: 3, anchor: "China", heading: [.text("China")], blocks: [.paragraph([.text("First.")])]),
            ])
    }

    @Test func links_whenEachParsoidKind_becomeTheirModelKindOrText() {
        let document = Self.parse(
            Self.page(
                """
                <p><a rel="mw:WikiLink" href="./Green_tea" title="Green tea">a</a>\
                <a rel="mw:WikiLink" href="./Nowhere?action=edit&amp;redlink=1" class="new" title="Nowhere">b</a>\
                <a rel="mw:ExtLink" class="external text" href="https://example.org/x">c</a>\
                <a rel="mw:WikiLink/Interwiki" href="https://fr.wikipedia.org/wiki/Th%C3%A9">d</a>\
                <a href="#cite_note-1">e</a><a href="./File:Cup.jpg">f</a><a href="javascript:alert(1)">g</a>\
                <a rel="mw:WikiLink" href="./Caf%C3%A9_au_lait">h</a></p>
                """))
        #expect(
            document.lead == [
                .paragraph([
                    .link(.article(title: "Green tea", fragment: nil), [.text("a")]), .text("b"),
                    .link(.external("https://example.org/x"), [.text("c")]),
                    .link(.external("https://fr.wikipedia.org/wiki/Th%C3%A9"), [.text("d")]),
                    .link(.anchor("cite_note-1"), [.text("e")]), .text("fg"),
                    .link(.article(title: "Café au lait", fragment: nil), [.text("h")]),
                ])
            ])
    }

    @Test func blocks_whenFigureInfoboxMathAndReferences_keepTheirParts() {
        let document = Self.parse(
            Self.page(
                """
                <div role="note" class="hatnote navigation-not-searchable">For the plant, see <a rel="mw:WikiLink" href="./Camellia">Camellia</a>.</div>\
                <table class="infobox" style="width:22em"><caption>Tea</caption><tbody><tr><th scope="row">Origin</th><td colspan="2">China</td></tr></tbody></table>\
                <figure typeof="mw:File/Thumb"><a href="./File:Cup.jpg" class="mw-file-description"><img src="//upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Cup.jpg/250px-Cup.jpg" alt="A cup" width="250" height="180" srcset="//evil.example/x.jpg 2x" class="mw-file-element"/></a><figcaption>A cup of tea</figcaption></figure>\
                <p>Energy <span class="mwe-math-element"><span class="mwe-math-mathml-inline mwe-math-mathml-a11y" style="display: none;"><math><mi>E</mi></math></span><img src="https://wikimedia.org/api/rest_v1/media/math/render/svg/abc" class="mwe-math-fallback-image-inline" aria-hidden="true" alt="E=mc^2"/></span> holds.<sup typeof="mw:Extension/ref" class="mw-ref reference" id="cite_ref-1" rel="dc:references"><a href="./Tea#cite_note-1" style="counter-reset: mw-Ref 1;"><span class="mw-reflink-text">[1]</span></a></sup></p>\
                <div typeof="mw:Extension/references" class="mw-references-wrap"><ol class="mw-references references"><li about="#cite_note-1" id="cite_note-1"><a href="./Tea#cite_ref-1" rel="mw:referencedBy"><span class="mw-linkback-text">↑ </span></a> <span id="mw-reference-text-cite_note-1" class="mw-reference-text">A <i>book</i>.</span></li></ol></div>
                """))
        // The old shape (hidden MathML beside a fallback image): the MathML is the formula, the image is not fetched.
        let math = ArticleFormula(isDisplay: false, source: "", nodes: [.token(.identifier, "E")])
        #expect(
            document.lead == [
                .hatnote([
                    .text("For the plant, see "), .link(.article(title: "Camellia", fragment: nil), [.text("Camellia")]),
                    .text("."),
                ]),
                .table(
                    ArticleTable(
                        isInfobox: true, caption: [.text("Tea")],
                        rows: [
                            [
                                ArticleCell(isHeader: true, blocks: [.paragraph([.text("Origin")])]),
                                ArticleCell(isHeader: false, columnSpan: 2, blocks: [.paragraph([.text("China")])]),
                            ]
                        ])),
                .figure(
                    ArticleFigure(
                        image: ArticleImage(
                            url: "https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/Cup.jpg/250px-Cup.jpg",
                            alt: "A cup", width: 250, height: 180), caption: [.text("A cup of tea")])),
                .paragraph([
                    .text("Energy "), .math(math), .text(" holds."),
                    .referenceMarker(label: "[1]", target: "cite_note-1", anchor: "cite_ref-1"),
                ]),
                .references(
                    [
                        ArticleReference(
                            anchor: "cite_note-1", backlinks: ["cite_ref-1"],
                            content: [.text(" A "), .emphasis([.text("book")]), .text(".")])
                    ], group: .citations),
            ])
    }

    @Test func images_whenHostNotAllowed_areDroppedAndCaptionKept() {
        let document = Self.parse(
            Self.page(
                """
                <figure><img src="https://evil.example/track.png" alt="x"/><figcaption>Caption</figcaption></figure>\
                <figure><img src="//upload.wikimedia.org@evil.example/a.png"/></figure>\
                <figure><img src="//upload.wikimedia.org"/></figure><figure><img src="//upload.wikimedia.org?x=1"/></figure>\
                <p><img class="mwe-math-fallback-image-inline" src="data:image/svg+xml,AAAA" alt="m"/>ok</p>
                """))
        #expect(document.lead == [.paragraph([.text("Caption")]), .paragraph([.text("ok")])])
    }

    @Test func lists_tablesAndQuotes_whenNested_keepStructure() {
        let document = Self.parse(
            Self.page(
                """
                <ul><li>One<ul><li>Inner</li></ul></li><li>Two</li></ul><ol><li>First</li></ol>\
                <blockquote><p>Quoted</p></blockquote><pre>a  b\n c</pre><dl><dt>Term</dt><dd>Meaning</dd></dl>
                """))
        #expect(
            document.lead == [
                .list(
                    ordered: false,
                    items: [
                        [.paragraph([.text("One")]), .list(ordered: false, items: [[.paragraph([.text("Inner")])]])],
                        [.paragraph([.text("Two")])],
                    ]),
                .list(ordered: true, items: [[.paragraph([.text("First")])]]),
                .quotation([.paragraph([.text("Quoted")])]),
                .preformatted([.text("a  b\n c")]),
                .paragraph([.strong([.text("Term")])]),
                .paragraph([.text("Meaning")]),
            ])
    }

    /// Found by the `article` fuzzer: a decoded `%0A` reached a marker's `href`.
    @Test func links_whenTitleOrFragmentHasControlCharacters_areNotLinks() {
        let document = Self.parse(
            Self.page(
                """
                <p><a href="#a%0Ab">x</a><a rel="mw:WikiLink" href="./A%0DB">y</a>\
                <sup typeof="mw:Extension/ref" class="reference" id="r"><a href="./T#cite%1Bnote">[1]</a></sup></p>
                """))
        #expect(document.lead == [.paragraph([.text("xy")])])
    }

    /// Found by the `article` fuzzer: an allowed host in capitals reached `/img/` as written.
    @Test func images_whenHostHasCapitals_areNamedInLowercase() {
        let document = Self.parse(
            Self.page(#"<figure typeof="mw:File/Thumb"><img src="https://UPLOAD.WikimediA.org/a/b.png" alt="m"/></figure>"#))
        #expect(
            document.lead == [
                .figure(ArticleFigure(image: ArticleImage(url: "https://upload.wikimedia.org/a/b.png", alt: "m"), caption: []))
            ])
    }

    @Test func document_whenEmptyOrNotHTML_isAnEmptyArticleWithTheFallbackTitle() {
        #expect(Self.parse("") == ArticleDocument(title: "Fallback", lead: [], sections: []))
        #expect(Self.parse("{\"json\":true}").lead == [.paragraph([.text("{\"json\":true}")])])
    }
}
