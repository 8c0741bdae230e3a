import Foundation
import Models
import Testing
@testable import Upstream
import SampleUpstream

/// Filter-evasion and mutation-XSS classics: whatever the parser makes of them, the document holds
/// only http(s) links, same-page anchors and article titles, and images from the allowed hosts.
@Suite struct ArticleXSSVectorTests {
    static let hosts: Set<String> = ["upload.wikimedia.org"]

    @Test(arguments: HostileArticle.vectors)
    func document_whenHostileMarkup_holdsOnlySafeTargets(vector: String) {
        let document = ArticleParser.document(
            from: Data("<p>before</p>\(vector)<p>after</p>".utf8), fallbackTitle: "T", imageHosts: Self.hosts)
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
        document.sections.forEach {
            $0.blocks.forEach { visit($0) }; $0.heading.forEach { visit($0) }
        }
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
        case .math: break  // MathML, no URL
        case .references(let references, _): references.forEach { $0.content.forEach { visit($0) } }
        case .gallery(let figures):
            for figure in figures {
                images.append(figure.image.url)
                figure.caption.forEach { visit($0) }
            }
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
        case .math: break
        case .image(let image): images.append(image.url)
        }
    }
}
