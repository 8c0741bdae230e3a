import CGumbo
import Models

extension ArticleWalker {
    /// Largest column or row span kept: real tables span a few; `colspan=100000` only stretches a page.
    static let maximumSpan = 20

    mutating func table(_ node: Node, depth: Int) -> ArticleTable {
        var caption: [ArticleInline] = []
        var rows: [[ArticleCell]] = []
        var queue = node.children[...]
        while let child = queue.popFirst() {
            switch child.tag {
            case GUMBO_TAG_CAPTION:
                caption = inlines(of: child, depth: depth)
            case GUMBO_TAG_THEAD, GUMBO_TAG_TBODY, GUMBO_TAG_TFOOT:
                queue = child.children[...] + queue
            case GUMBO_TAG_TR where !isDropped(child):
                let cells = child.children.filter { ($0.tag == GUMBO_TAG_TD || $0.tag == GUMBO_TAG_TH) && count() }.map { cell in
                    var blocks: [ArticleBlock] = []
                    collect(cell.children, depth: depth, into: &blocks)
                    return ArticleCell(
                        isHeader: cell.tag == GUMBO_TAG_TH, columnSpan: Self.span(cell.attribute("colspan")),
                        rowSpan: Self.span(cell.attribute("rowspan")), blocks: blocks)
                }
                if !cells.isEmpty { rows.append(cells) }
            default:
                break
            }
        }
        return ArticleTable(isInfobox: node.hasClass("infobox"), caption: caption, rows: rows)
    }

    static func span(_ value: String?) -> Int {
        guard let value, value.utf8.count <= 4, let number = Int(value.filter(\.isNumber)) else { return 1 }
        return min(max(number, 1), maximumSpan)
    }

    /// A figure with an allowed image; without one only its caption is kept, as a paragraph.
    mutating func figure(_ node: Node, depth: Int, into blocks: inout [ArticleBlock]) {
        let caption = node.first(GUMBO_TAG_FIGCAPTION).map { inlines(of: $0, depth: depth) } ?? []
        if let element = node.first(GUMBO_TAG_IMG), let image = image(element) {
            blocks.append(.figure(ArticleFigure(image: image, caption: caption)))
        } else if !Self.isBlank(caption) {
            blocks.append(.paragraph(caption))
        } else if let alt = node.first(GUMBO_TAG_IMG)?.attribute("alt").map(Self.collapsed), !alt.isEmpty, count() {
            blocks.append(.paragraph([.text(alt)]))
        }
    }

    /// A gallery's pictures, each with its caption (`<li class="gallerybox">` … `<div class="gallerytext">`);
    /// a picture from a host off the list is left out with its box.
    mutating func gallery(_ node: Node, depth: Int) -> [ArticleFigure] {
        var pictures: [ArticleFigure] = []
        for box in node.children where box.tag == GUMBO_TAG_LI && !box.hasClass("gallerycaption") && !isDropped(box) {
            guard let element = box.first(GUMBO_TAG_IMG), let image = image(element), count() else { continue }
            let text = box.children.first { $0.hasClass("gallerytext") }
            pictures.append(ArticleFigure(image: image, caption: text.map { inlines(of: $0, depth: depth) } ?? []))
        }
        return pictures
    }

    /// The group a references list belongs to: Cite writes it on the list (`data-mw-group`).
    static func referenceGroup(_ node: Node) -> ReferenceGroup {
        let named = node.attribute("data-mw-group") ?? node.first(GUMBO_TAG_OL, limit: 4)?.attribute("data-mw-group")
        return ReferenceGroup(String((named ?? "").prefix(32)))
    }

    /// An `<img>` whose source is an http(s) URL on an allowed host.
    func image(_ node: Node) -> ArticleImage? {
        guard var url = UpstreamURL.web(node.attribute("src")), let host = Self.host(of: url), imageHosts.contains(host),
            let authority = url.range(of: "//")?.upperBound,
            // An image is a file: a host's bare root (`//upload.wikimedia.org`) is not one.
            url[authority...].dropFirst(host.count).first == "/"
        else { return nil }
        // The host as allowed, lowercase: `/img/` URLs then name it one way only.
        url.replaceSubrange(authority..<url.index(authority, offsetBy: host.count), with: host)
        return ArticleImage(
            url: url, alt: Self.collapsed(node.attribute("alt") ?? ""),
            width: Self.dimension(node.attribute("width")), height: Self.dimension(node.attribute("height")))
    }

    /// `host` or `host:port` of an absolute URL, lowercased.
    static func host(of url: String) -> String? {
        guard let start = url.range(of: "//")?.upperBound else { return nil }
        let authority = url[start...].prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !authority.isEmpty, !authority.contains("@") else { return nil }
        return authority.lowercased()
    }

    static func dimension(_ value: String?) -> Int? {
        guard let value, value.utf8.count <= 5, let number = Int(value), (1...4000).contains(number) else { return nil }
        return number
    }

    /// A references list: each entry's anchor, the markers that point at it, and its text.
    mutating func references(_ node: Node, depth: Int) -> [ArticleReference] {
        var entries: [ArticleReference] = []
        var queue = node.children[...]
        while let child = queue.popFirst() {
            if child.tag == GUMBO_TAG_OL {
                queue = child.children[...] + queue
                continue
            }
            guard child.tag == GUMBO_TAG_LI, count() else { continue }
            var backlinks: [String] = []
            var content: [ArticleInline] = []
            for part in child.children {
                if part.has("rel", startingWith: "mw:referencedBy") || part.hasClass("mw-cite-backlink") {
                    backlinks += Self.fragments(in: part)
                } else {
                    inline(part, depth: depth + 1, into: &content)
                }
            }
            entries.append(ArticleReference(anchor: child.attribute("id") ?? "", backlinks: backlinks, content: content))
        }
        return entries
    }

    /// The `#fragment`s of the links in and at `node` (a back-link group is a few links).
    static func fragments(in node: Node) -> [String] {
        ([node] + node.children).filter { $0.tag == GUMBO_TAG_A }.compactMap { link in
            link.attribute("href").flatMap(ArticleLinks.fragment)
        }
    }
}
