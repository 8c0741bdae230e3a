import Foundation
import Models
import Testing
@testable import Upstream

/// Filter-evasion and mutation-XSS classics: whatever the parser makes of them, the document holds
/// only http(s) links, same-page anchors and article titles, and images from the allowed hosts.
@Suite struct ArticleXSSVectorTests {
    /// From the OWASP XSS filter-evasion cheat sheet and the known mXSS vectors.
    static let vectors: [String] = [
        "<script>alert(1)</script>",
        "<IMG SRC=\"javascript:alert('XSS');\">",
        "<IMG SRC=JaVaScRiPt:alert('XSS')>",
        "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
        "<a onmouseover=\"alert(document.cookie)\">xxs link</a>",
        "<IMG \"\"\"><SCRIPT>alert(\"XSS\")</SCRIPT>\"\\>",
        "<IMG SRC=# onmouseover=\"alert('xxs')\">",
        "<IMG SRC=/ onerror=\"alert(String.fromCharCode(88,83,83))\"></img>",
        "<img src=x onerror=\"&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041\">",
        "<a href=\"jav&#x09;ascript:alert(1)\">tab</a>",
        "<a href=\"jav&#x0A;ascript:alert(1)\">newline</a>",
        "<a href=\" &#14;  javascript:alert(1)\">ctrl</a>",
        "<a href=\"vbscript:msgbox(1)\">vb</a>",
        "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">data</a>",
        "<SCRIPT/XSS SRC=\"http://xss.rocks/xss.js\"></SCRIPT>",
        "<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert(\"XSS\")>",
        "<<SCRIPT>alert(\"XSS\");//\\<</SCRIPT>",
        "<SCRIPT SRC=http://xss.rocks/xss.js?< B >",
        "<iframe src=http://xss.rocks/scriptlet.html <",
        "</TITLE><SCRIPT>alert(\"XSS\");</SCRIPT>",
        "<INPUT TYPE=\"IMAGE\" SRC=\"javascript:alert('XSS');\">",
        "<svg/onload=alert('XSS')>",
        "<svg><style><img src=x onerror=alert(1)></style></svg>",
        "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\"></noscript>",
        "<template><img src=x onerror=alert(1)></template>",
        "<!--><img src=x onerror=alert(1)>-->",
        "<!-- a --!><img src=x onerror=alert(1)> -->",
        "<img src=\"https://upload.wikimedia.org/a.png\" srcset=\"https://evil.example/a.png 2x\">",
        "<figure><img src=\"//elsewhere.example/a.png\"></figure>",
        "<base href=\"https://evil.example/\"><a href=\"./Page\">rel</a>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
        "<form action=\"https://evil.example/\"><button formaction=javascript:alert(1)>x</button></form>",
        "<object data=\"javascript:alert(1)\"></object><embed src=\"javascript:alert(1)\">",
        "<a href=\"https://example.org\" style=\"position:fixed;top:0\">styled</a>",
        "<div style=\"background:url(javascript:alert(1))\">bg</div>",
        "<a href=\"//evil.example/x\">protocol relative</a>",
        "<a href=\"https:evil.example\">no slashes</a>",
        "<xmp><img src=x onerror=alert(1)></xmp><textarea><script>x</script></textarea>",
        "<table><tr><td><a href=\"java\u{0}script:alert(1)\">nul</a></td></tr></table>",
    ]

    static let hosts: Set<String> = ["upload.wikimedia.org"]

    @Test(arguments: vectors)
    func document_whenHostileMarkup_holdsOnlySafeTargets(vector: String) {
        let document = ArticleParser.document(from: Data("<p>before</p>\(vector)<p>after</p>".utf8), fallbackTitle: "T", imageHosts: Self.hosts)
        var targets = ArticleTargets()
        targets.visit(document)
        for url in targets.external {
            #expect(url.hasPrefix("https://") || url.hasPrefix("http://"), "link \(url) from \(vector)")
        }
        for image in targets.images {
            #expect(image.hasPrefix("https://upload.wikimedia.org/"), "image \(image) from \(vector)")
        }
    }
}

/// Every URL a document holds, for the checks above.
struct ArticleTargets {
    var external: [String] = []
    var images: [String] = []

    mutating func visit(_ document: ArticleDocument) {
        document.lead.forEach { visit($0) }
        document.sections.forEach { $0.blocks.forEach { visit($0) }; $0.heading.forEach { visit($0) } }
    }

    mutating func visit(_ block: ArticleBlock) {
        switch block {
        case .paragraph(let inlines), .heading(_, let inlines), .preformatted(let inlines), .hatnote(let inlines):
            inlines.forEach { visit($0) }
        case .list(_, let items): items.forEach { $0.forEach { visit($0) } }
        case .table(let table):
            table.caption.forEach { visit($0) }
            table.rows.forEach { $0.forEach { $0.blocks.forEach { visit($0) } } }
        case .figure(let figure):
            images.append(figure.image.url)
            figure.caption.forEach { visit($0) }
        case .quotation(let blocks): blocks.forEach { visit($0) }
        case .math(let image): images.append(image.url)
        case .references(let references): references.forEach { $0.content.forEach { visit($0) } }
        }
    }

    mutating func visit(_ inline: ArticleInline) {
        switch inline {
        case .text, .lineBreak, .referenceMarker: break
        case .emphasis(let inner), .strong(let inner), .superscript(let inner), .subscript(let inner), .code(let inner):
            inner.forEach { visit($0) }
        case .link(let link, let inner):
            if case .external(let url) = link { external.append(url) }
            inner.forEach { visit($0) }
        case .math(let image): images.append(image.url)
        }
    }
}
