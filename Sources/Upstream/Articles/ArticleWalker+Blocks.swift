import CGumbo
import Models

extension ArticleWalker {
    /// Classes of boxes that are about the page or the site, not the article: navigation boxes,
    /// maintenance banners, edit links, print-only and empty elements.
    static let droppedClasses: [String] = [
        "navbox", "navbox-styles", "metadata", "ambox", "mw-editsection", "noprint",
        "mw-empty-elt", "shortdescription",
        "mw-cite-backlink", "printfooter", "catlinks", "mw-kartographer-maplink",
    ]

    func isDropped(_ node: Node) -> Bool {
        guard node.isElement else { return false }
        let classes = node.attribute("class")
        // Sister-project boxes ("Commons has media about …") are marked as navigation, but hold a
        // picture and a link about the article's subject.
        if node.attribute("role") == "navigation" { return !(classes.map(Self.isSisterBox) ?? false) }
        guard let classes else { return false }
        // Compared as substrings: a `String` per class token would be an allocation per element.
        return classes.split(separator: " ").contains { token in Self.droppedClasses.contains { $0 == token } }
    }

    static func isSisterBox(_ classes: String) -> Bool {
        classes.split(separator: " ").contains { $0 == "sistersitebox" || $0 == "sister-box" }
    }

    /// Parsoid's mark on a file (`mw:File`, `mw:File/Thumb`; before 2023 `mw:Image/…`).
    static func isFile(_ node: Node) -> Bool {
        node.has("typeof", startingWith: "mw:File") || node.has("typeof", startingWith: "mw:Image")
    }

    /// `<ul class="gallery" typeof="mw:Extension/gallery">`.
    static func isGallery(_ node: Node) -> Bool {
        node.has("typeof", startingWith: "mw:Extension/gallery") || (node.tag == GUMBO_TAG_UL && node.hasClass("gallery"))
    }

    /// Blocks from `nodes`: block elements become blocks; runs of text and inline elements between
    /// them become paragraphs.
    mutating func collect(_ nodes: [Node], depth: Int, into blocks: inout [ArticleBlock]) {
        var pending: [ArticleInline] = []
        for node in nodes {
            // A file in a `<span>` or `<figure-inline>` (an infobox's picture, a flag) stays in its
            // line; a `<figure>` is a block of its own.
            if node.isElement,
                Self.isBlock(node.tag) || node.has("typeof", startingWith: "mw:Extension/references")
                    || Self.isGallery(node)
            {
                paragraph(&pending, into: &blocks)
                block(node, depth: depth + 1, into: &blocks)
            } else {
                inline(node, depth: depth + 1, into: &pending)
            }
        }
        paragraph(&pending, into: &blocks)
    }

    /// Ends a run of loose inlines as a paragraph, unless it is only whitespace.
    private mutating func paragraph(_ pending: inout [ArticleInline], into blocks: inout [ArticleBlock]) {
        defer { pending = [] }
        guard !Self.isBlank(pending), count() else { return }
        blocks.append(Self.paragraphOrFormula(pending))
    }

    /// A line holding only a display formula is that formula's block; any other line a paragraph.
    static func paragraphOrFormula(_ line: [ArticleInline]) -> ArticleBlock {
        if let formula = loneFormula(line), formula.isDisplay { return .math(formula) }
        return .paragraph(line)
    }

    /// The formula a line holds, when it holds nothing else but whitespace.
    static func loneFormula(_ line: [ArticleInline]) -> ArticleFormula? {
        let kept = line.filter { !isBlank([$0]) }
        guard kept.count == 1, case .math(let formula) = kept[0] else { return nil }
        return formula
    }

    static func isBlank(_ inlines: [ArticleInline]) -> Bool {
        inlines.allSatisfy { inline in
            guard case .text(let text) = inline else { return false }
            return text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D || $0 == 0x0C }
        }
    }

    static func isBlock(_ tag: GumboTag) -> Bool {
        switch tag {
        case GUMBO_TAG_P, GUMBO_TAG_UL, GUMBO_TAG_OL, GUMBO_TAG_DL, GUMBO_TAG_TABLE, GUMBO_TAG_FIGURE, GUMBO_TAG_BLOCKQUOTE,
            GUMBO_TAG_PRE, GUMBO_TAG_DIV, GUMBO_TAG_SECTION, GUMBO_TAG_CENTER, GUMBO_TAG_MAIN, GUMBO_TAG_ARTICLE,
            GUMBO_TAG_ASIDE, GUMBO_TAG_HEADER, GUMBO_TAG_FOOTER, GUMBO_TAG_NAV, GUMBO_TAG_DETAILS, GUMBO_TAG_ADDRESS,
            GUMBO_TAG_FIELDSET, GUMBO_TAG_HR, GUMBO_TAG_H1, GUMBO_TAG_H2, GUMBO_TAG_H3, GUMBO_TAG_H4, GUMBO_TAG_H5,
            GUMBO_TAG_H6, GUMBO_TAG_LI, GUMBO_TAG_DT, GUMBO_TAG_DD, GUMBO_TAG_CAPTION, GUMBO_TAG_TR, GUMBO_TAG_TD,
            GUMBO_TAG_TH, GUMBO_TAG_TBODY, GUMBO_TAG_THEAD, GUMBO_TAG_TFOOT, GUMBO_TAG_FIGCAPTION:
            true
        default:
            false
        }
    }

    /// One block element as zero or more blocks.
    mutating func block(_ node: Node, depth: Int, into blocks: inout [ArticleBlock]) {
        guard !isDropped(node), count() else { return }
        guard depth < Self.maximumDepth else {
            let text = Self.collapsed(node.textContent)
            if !text.isEmpty { blocks.append(.paragraph([.text(text)])) }
            return
        }
        if node.has("typeof", startingWith: "mw:Extension/references")
            || (node.tag == GUMBO_TAG_OL && node.hasClass("references"))
        {
            return blocks.append(.references(references(node, depth: depth), group: Self.referenceGroup(node)))
        }
        if Self.isGallery(node) {
            let pictures = gallery(node, depth: depth)
            if !pictures.isEmpty { blocks.append(.gallery(pictures)) }
            return
        }
        if node.tag == GUMBO_TAG_DIV, Self.isFile(node) {
            return figure(node, depth: depth, into: &blocks)
        }
        switch node.tag {
        case GUMBO_TAG_P:
            let content = inlines(of: node, depth: depth)
            if !Self.isBlank(content) { blocks.append(Self.paragraphOrFormula(content)) }
        case GUMBO_TAG_UL, GUMBO_TAG_OL:
            let items = node.children.filter { $0.tag == GUMBO_TAG_LI && !isDropped($0) }.map { item in
                var content: [ArticleBlock] = []
                collect(item.children, depth: depth, into: &content)
                return content
            }
            if !items.isEmpty { blocks.append(.list(ordered: node.tag == GUMBO_TAG_OL, items: items)) }
        case GUMBO_TAG_DL:
            definitions(node, depth: depth, into: &blocks)
        case GUMBO_TAG_TABLE:
            blocks.append(.table(table(node, depth: depth)))
        case GUMBO_TAG_FIGURE:
            figure(node, depth: depth, into: &blocks)
        case GUMBO_TAG_BLOCKQUOTE:
            var content: [ArticleBlock] = []
            collect(node.children, depth: depth, into: &content)
            if !content.isEmpty { blocks.append(.quotation(content)) }
        case GUMBO_TAG_PRE:
            blocks.append(.preformatted(inlines(of: node, depth: depth, keepingSpace: true)))
        case GUMBO_TAG_HR:
            break
        default:
            if let level = Self.headingLevel(node.tag) {
                blocks.append(.heading(level: level, inlines(of: node, depth: depth)))
            } else if node.hasClass("hatnote") {
                let content = inlines(of: node, depth: depth)
                if !Self.isBlank(content) { blocks.append(.hatnote(content)) }
            } else {
                collect(node.children, depth: depth, into: &blocks)
            }
        }
    }

    /// `<dl>`: a term as a bold line, a description as its blocks (a formula alone as a display formula).
    private mutating func definitions(_ node: Node, depth: Int, into blocks: inout [ArticleBlock]) {
        for child in node.children where !isDropped(child) {
            if child.tag == GUMBO_TAG_DT {
                let term = inlines(of: child, depth: depth)
                if !Self.isBlank(term) { blocks.append(.paragraph([.strong(term)])) }
            } else if child.tag == GUMBO_TAG_DD {
                var content: [ArticleBlock] = []
                collect(child.children, depth: depth, into: &content)
                if content.count == 1, case .paragraph(let line) = content[0], let formula = Self.loneFormula(line) {
                    blocks.append(.math(formula))
                } else {
                    blocks += content
                }
            }
        }
    }
}
