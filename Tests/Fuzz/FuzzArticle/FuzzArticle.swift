import Foundation
import Models
import Upstream
import ViewModels

/// libFuzzer entry for articles: the input is an article's HTML, parsed into the typed document
/// and mapped to the page's Outputs as `/wiki/…` does. Besides crashes and (with `-timeout`) slow
/// inputs, it checks what the page may contain: links only to Kiosk's own pages (`/wiki/…`,
/// `/search?…`), places on the page (`#…`) or http(s) URLs, images only through `/img/`, and
/// formulas only of the MathML elements the model names, nested no deeper than the walker allows.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let body = Data(bytes: data, count: size)
    let document = ArticleParser.document(
        from: body, fallbackTitle: "Fuzz", imageHosts: ["upload.wikimedia.org"])
    let outputs = ArticleViewModel.outputs(for: document, title: "Fuzz", language: .en)
    precondition(outputs.direction == "ltr" || outputs.direction == "rtl", "direction \(outputs.direction)")
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
            for figure in block.gallery?.figures ?? [] {
                image(figure.image)
                inlines(figure.caption)
            }
            block.math.map { formula($0) }
            if let references = block.references {
                precondition(ReferenceNumbering(rawValue: references.numbering) != nil, "numbering \(references.numbering)")
                for reference in references.entries {
                    reference.backlinks.forEach { href($0.href) }
                    inlines(reference.content)
                }
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
            inline.math.map { formula($0) }
            inline.image.map { image($0.image) }
        }
    }

    static let mathElements = Set(MathToken.allCases.map(\.element) + MathLayout.allCases.map(\.rawValue))

    func formula(_ formula: ArticleViewModel.Formula) {
        var stack = formula.nodes.map { ($0, 1) }
        while let (part, depth) = stack.popLast() {
            precondition(depth <= 64, "a formula nested \(depth) deep")
            if let token = part.token {
                precondition(Self.mathElements.contains(token.element), "math element \(token.element)")
            } else if let layout = part.layout {
                precondition(Self.mathElements.contains(layout.element), "math element \(layout.element)")
                stack += layout.children.map { ($0, depth + 1) }
            } else if let space = part.space {
                precondition(MathSpace(rawValue: space) != nil, "math space \(space)")
            } else {
                preconditionFailure("a math part that is neither token, layout nor space")
            }
        }
    }

    func href(_ href: String) {
        precondition(Self.allowedHrefPrefixes.contains { href.hasPrefix($0) }, "link to \(href)")
        precondition(!href.unicodeScalars.contains { $0.value < 0x20 }, "control character in \(href.debugDescription)")
    }

    func image(_ image: ArticleViewModel.Image) {
        precondition(
            image.src.hasPrefix("/img/https/upload.wikimedia.org/") || image.src.hasPrefix("/img/http/upload.wikimedia.org/"),
            "image from \(image.src)")
    }
}
