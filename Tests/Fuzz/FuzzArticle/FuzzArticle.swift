import Foundation
import Models
import Upstream
import ViewModels

/// libFuzzer entry for articles: the input is an article's HTML, parsed into the typed document
/// and mapped to the page's Outputs as `/wiki/…` does. Besides crashes and (with `-timeout`) slow
/// inputs, it checks what the page may contain: links only to Kiosk's own pages (`/wiki/…`,
/// `/search?…`), places on the page (`#…`) or http(s) URLs, and images only through `/img/`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    let document = ArticleParser.document(
        from: body, fallbackTitle: "Fuzz", imageHosts: ["upload.wikimedia.org", "wikimedia.org"])
    let outputs = ArticleViewModel.outputs(for: document, title: "Fuzz", language: .en)
    var check = OutputsCheck()
    check.blocks(outputs.lead)
    for section in outputs.sections {
        check.inlines(section.heading)
        check.blocks(section.blocks)
    }
    return 0
}

/// Walks the Outputs and stops the run at the first address Kiosk must never write.
struct OutputsCheck {
    static let allowedHrefPrefixes = ["/wiki/", "/search?", "#", "http://", "https://"]

    mutating func blocks(_ blocks: [ArticleViewModel.Block]) {
        for block in blocks {
            for content in [block.paragraph, block.heading, block.hatnote, block.preformatted].compactMap({ $0 }) {
                inlines(content.inlines)
            }
            block.list?.items.forEach { self.blocks($0.blocks) }
            block.quotation.map { self.blocks($0.blocks) }
            if let table = block.table {
                table.caption.map { inlines($0.inlines) }
                table.rows.forEach { $0.cells.forEach { self.blocks($0.blocks) } }
            }
            if let figure = block.figure {
                image(figure.image)
                inlines(figure.caption)
            }
            block.math.map { image($0) }
            block.references?.forEach { reference in
                reference.backlinks.forEach { href($0.href) }
                inlines(reference.content)
            }
        }
    }

    mutating func inlines(_ inlines: [ArticleViewModel.Inline]) {
        for inline in inlines {
            for inner in [inline.emphasis, inline.strong, inline.superscript, inline.subscript, inline.code].compactMap({ $0 }) {
                self.inlines(inner.inlines)
            }
            if let link = inline.link {
                href(link.href)
                self.inlines(link.inlines)
            }
            inline.reference.map { href($0.href) }
            inline.math.map { image($0) }
        }
    }

    func href(_ href: String) {
        precondition(Self.allowedHrefPrefixes.contains { href.hasPrefix($0) }, "link to \(href)")
        precondition(!href.unicodeScalars.contains { $0.value < 0x20 }, "control character in \(href.debugDescription)")
    }

    func image(_ image: ArticleViewModel.Image) {
        precondition(
            image.src.hasPrefix("/img/https/upload.wikimedia.org/") || image.src.hasPrefix("/img/https/wikimedia.org/")
                || image.src.hasPrefix("/img/http/upload.wikimedia.org/") || image.src.hasPrefix("/img/http/wikimedia.org/"),
            "image from \(image.src)")
    }
}
