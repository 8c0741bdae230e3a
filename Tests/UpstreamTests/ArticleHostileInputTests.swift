import Foundation
import Models
import Testing
@testable import Upstream

/// Article HTML written by an attacker: bounded time whatever its shape, and a document that can
/// say nothing but what the model allows.
@Suite(.serialized) struct ArticleHostileInputTests {
    private static func threadCPUSeconds() -> Double {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }

    /// Shapes that make a plain gumbo parse quadratic or worse (100,000 nested `<div>` took 34 s,
    /// 200,000 attributes on one tag over a minute) or stress the gate's own scanning.
    static let shapes: [(name: String, unit: String, before: String)] = [
        ("4 MiB of nested <div>", "<div>", ""),
        ("nested <b>", "<b>", ""),
        ("<p><b x=N></p> (formatting list growth)", "<p><b class=a></p>", ""),
        ("<div><table></div> (foster parenting)", "<div><table></div>", ""),
        ("attribute flood on one tag", " a1=x b2 c3='y'", "<div"),
        ("kept-attribute flood on one tag", " href=x class=y", "<a"),
        ("entity flood", "&amp;&#x41;&notin;&nbsp&#99999999;", "<p>"),
        ("unterminated quotes", "<a href=\"", ""),
        ("comment openers", "<!--", ""),
        ("one unclosed comment", "x", "<p><!--"),
        ("&lt; runs", "&lt;", "<p>"),
        ("x<b> runs", "x<b>", "<p>"),
        ("stray end tags", "</div></p></b>", ""),
        ("raw text opener", "<style>", ""),
        ("reference markers", "<sup typeof=\"mw:Extension/ref\" class=\"reference\"><a href=\"#c\">[1]</a></sup>", "<p>"),
        ("nested MathML rows", "<mrow>", "<p><math>"),
        ("MathML tokens and self-closing spaces", "<mi>x</mi><mspace/><mfrac><mn>1</mn>", "<p><math>"),
        ("formulas, each unclosed", "<math><msup><mi>", "<p>"),
        ("MathML with HTML breaking out", "<math><mtext><b><mi>", "<p>"),
        ("inline file spans", "<span typeof=\"mw:File\"><img src=\"//upload.wikimedia.org/a.png\" alt=\"a\">", "<p>"),
        ("file spans off the list", "<span typeof=\"mw:File\"><img src=\"https://x.example/a.png\" alt=\"alt\"></span>", "<p>"),
        (
            "gallery boxes", "<li class=\"gallerybox\"><img src=\"//upload.wikimedia.org/a.png\"><div class=\"gallerytext\">c",
            "<ul class=\"gallery\">"
        ),
        ("nested galleries", "<ul class=\"gallery\"><li class=\"gallerybox\">", ""),
        ("nested reference lists", "<div typeof=\"mw:Extension/references\"><ol data-mw-group=\"note\"><li>", ""),
        ("sister boxes", "<div role=\"navigation\" class=\"sistersitebox\">", ""),
    ]

    /// 4 MiB of each shape (100,000-deep nesting and more). Release parses these in tens of
    /// milliseconds; the bound is for a debug build on a busy 2-core machine, and quadratic work
    /// cannot meet it.
    @Test(arguments: shapes.map(\.name))
    func parse_whenFourMebibytesOfHostileShape_finishesInBoundedCPUTime(shape name: String) throws {
        let shape = try #require(Self.shapes.first { $0.name == name })
        let count = (4 << 20) / shape.unit.utf8.count
        let body = Data((shape.before + String(repeating: shape.unit, count: count)).utf8)
        let started = Self.threadCPUSeconds()
        let document = ArticleParser.document(from: body, fallbackTitle: "T", imageHosts: [])
        let seconds = Self.threadCPUSeconds() - started
        #expect(seconds < 6, "\(name): \(body.count) bytes took \(seconds) s of CPU")
        _ = document
    }

    /// Found by the `article` fuzzer: `</title` as the last bytes was read one byte past the end.
    @Test(arguments: ["<title>T</title", "<style>x</style", "<script></scrip", "<title>T</"])
    func gate_whenRawTextEndTagIsCutOffByTheEnd_readsNothingPastTheInput(body: String) {
        let document = ArticleParser.document(from: Data(body.utf8), fallbackTitle: "T", imageHosts: [])
        #expect(document.lead.isEmpty)
    }

    @Test func parse_whenHundredThousandDeep_keepsDeepContentAsText() {
        let body =
            String(repeating: "<div><span>", count: 100_000) + "deep words" + String(repeating: "</span></div>", count: 100_000)
        let document = ArticleParser.document(from: Data(body.utf8), fallbackTitle: "T", imageHosts: [])
        #expect(document.lead == [.paragraph([.text("deep words")])])
    }

    @Test func gate_whenDeeperThanTheCap_writesAtMostTheCapOfOpenElements() {
        let body = Array(String(repeating: "<div>", count: 10_000).utf8)
        let markup = body.withUnsafeBufferPointer { ArticleMarkupGate.rewrite($0) }
        let opened = String(decoding: markup, as: UTF8.self).components(separatedBy: "<div>").count - 1
        #expect(opened == ArticleMarkupGate.maximumDepth)
    }

    @Test func gate_whenAttributesAreMany_keepsOnlyTheReadOnesUpToTheCap() {
        let body = Array(
            ("<a data-mw='{\"huge\":\"\(String(repeating: "x", count: 1000))\"}' onclick=alert(1) style=\"color:red\" "
                + String(repeating: "class=c ", count: 100) + "href=\"./X\">t</a>").utf8)
        let markup = String(decoding: body.withUnsafeBufferPointer { ArticleMarkupGate.rewrite($0) }, as: UTF8.self)
        #expect(markup == "<a" + String(repeating: " class=\"c\"", count: ArticleMarkupGate.maximumAttributes) + ">t</a>")
    }

    @Test func document_whenOutputWouldBeHuge_isTruncatedAtTheNodeBound() {
        let body = "<p>" + String(repeating: "<b>x</b><i>y</i>", count: 300_000)
        let document = ArticleParser.document(from: Data(body.utf8), fallbackTitle: "T", imageHosts: [])
        #expect(document.isTruncated)
    }
}
