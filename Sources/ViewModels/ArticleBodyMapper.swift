import Models

/// Maps the typed document to the page's blocks and inlines: article links to Kiosk's `/wiki/`
/// URLs, images through the proxy, anchors made unique (a page's ids must be), wording in the
/// reader's language.
struct ArticleBodyMapper {
    let language: Language
    /// The wiki the article came from: its links stay on it.
    let wiki: WikipediaLanguage
    private(set) var anchors: Set<String> = []

    init(language: Language, wiki: WikipediaLanguage) {
        self.language = language
        self.wiki = wiki
    }

    /// `raw` as an id usable once on the page: no spaces, not used before; nil when empty or taken.
    mutating func anchor(_ raw: String) -> String? {
        // Anchors are nearly always ASCII without spaces (`cite_note-1`, `History`): kept as they are
        // without a walk over Characters, which asks Unicode's tables about every one.
        let plain = raw.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
        let id = plain ? raw : String(raw.map { $0.isWhitespace ? "_" : $0 })
        guard !id.isEmpty, anchors.insert(id).inserted else { return nil }
        return id
    }

    mutating func blocks(_ blocks: [ArticleBlock]) -> [ArticleViewModel.Block] {
        blocks.compactMap { block($0) }
    }

    mutating func block(_ block: ArticleBlock) -> ArticleViewModel.Block? {
        var result = ArticleViewModel.Block()
        switch block {
        case .paragraph(let content): result.paragraph = inlines(content)
        case .heading(_, let content): result.heading = inlines(content)
        case .list(let ordered, let items):
            result.list = .init(isOrdered: ordered, items: items.map { .init(blocks: blocks($0)) })
        case .table(let table):
            result.table = .init(
                isInfobox: table.isInfobox, caption: table.caption.isEmpty ? nil : inlines(table.caption),
                rows: table.rows.map { row in
                    .init(
                        cells: row.map { cell in
                            .init(
                                isHeader: cell.isHeader, columnSpan: cell.columnSpan > 1 ? cell.columnSpan : nil,
                                rowSpan: cell.rowSpan > 1 ? cell.rowSpan : nil, blocks: blocks(cell.blocks))
                        })
                })
        case .figure(let figure):
            guard let image = image(Self.withoutRepeatedCaption(figure)) else { return nil }
            result.figure = .init(image: image, caption: inlines(figure.caption).inlines)
        case .gallery(let pictures):
            let figures = pictures.compactMap { picture in
                image(Self.withoutRepeatedCaption(picture)).map {
                    ArticleViewModel.Figure(image: $0, caption: inlines(picture.caption).inlines)
                }
            }
            guard !figures.isEmpty else { return nil }
            result.gallery = .init(figures: figures)
        case .quotation(let content): result.quotation = .init(blocks: blocks(content))
        case .preformatted(let content): result.preformatted = inlines(content)
        case .math(let formula): result.math = Self.formula(formula)
        case .references(let references, let group):
            result.references = .init(numbering: group.numbering.rawValue, entries: references.map { reference($0) })
        case .hatnote(let content): result.hatnote = inlines(content)
        }
        return result
    }

    private mutating func reference(_ reference: ArticleReference) -> ArticleViewModel.Reference {
        let back = language.words.article.backToText
        return .init(
            anchor: anchor(reference.anchor), backlinks: reference.backlinks.map { .init(href: "#" + $0, label: back) },
            content: inlines(reference.content).inlines)
    }

    mutating func inlines(_ content: [ArticleInline]) -> ArticleViewModel.Inlines {
        .init(inlines: content.map { inline($0) })
    }

    private mutating func inline(_ inline: ArticleInline) -> ArticleViewModel.Inline {
        var result = ArticleViewModel.Inline()
        switch inline {
        case .text(let text): result.text = text
        case .emphasis(let content): result.emphasis = inlines(content)
        case .strong(let content): result.strong = inlines(content)
        case .superscript(let content): result.superscript = inlines(content)
        case .subscript(let content): result.subscript = inlines(content)
        case .code(let content): result.code = inlines(content)
        case .lineBreak: result.lineBreak = true
        case .math(let formula): result.math = Self.formula(formula)
        case .image(let picture):
            // An image that cannot go through the proxy keeps its words.
            if let proxied = image(picture) { result.image = .init(proxied) } else { result.text = picture.alt }
        case .referenceMarker(let label, let target, let own):
            result.reference = .init(label: label, href: "#" + target, anchor: anchor(own))
        case .link(let link, let content):
            result.link = self.link(link, content: inlines(content).inlines)
        }
        return result
    }

    private func link(_ link: ArticleLink, content: [ArticleViewModel.Inline]) -> ArticleViewModel.Link {
        switch link {
        case .article(let title, let fragment):
            .init(
                href: ArticleViewModel.href(title: title, wiki: wiki, interface: language, fragment: fragment), inlines: content)
        case .anchor(let fragment):
            .init(href: "#" + fragment, inlines: content)
        case .external(let url):
            .init(href: url, inlines: content, leavesKiosk: language.words.article.leavesKiosk)
        }
    }

    /// A picture whose `alt` only repeats its caption (a gallery's usual case) says nothing more:
    /// its words are left to the caption, so a screen reader does not read them twice.
    static func withoutRepeatedCaption(_ figure: ArticleFigure) -> ArticleImage {
        var image = figure.image
        // Only a caption of plain text can repeat the alt; others are not flattened to find out.
        if !image.alt.isEmpty, figure.caption.count == 1, case .text(let caption) = figure.caption[0],
            caption.utf8.count >= image.alt.utf8.count, caption.trimmingCharacters(in: .whitespaces) == image.alt
        {
            image.alt = ""
        }
        return image
    }

    static func formula(_ formula: ArticleFormula) -> ArticleViewModel.Formula {
        .init(isDisplay: formula.isDisplay, source: formula.source, nodes: formula.nodes.map(mathPart))
    }

    private static func mathPart(_ node: MathNode) -> ArticleViewModel.MathPart {
        switch node {
        case .token(let kind, let text):
            .init(token: .init(element: kind.element, isUpright: kind == .uprightIdentifier, text: text))
        case .layout(let kind, let children):
            .init(layout: .init(element: kind.rawValue, children: children.map(mathPart)))
        case .space(let width):
            .init(space: width.rawValue)
        }
    }

    private func image(_ image: ArticleImage) -> ArticleViewModel.Image? {
        ImageLink.proxied(image.url).map { .init(src: $0, alt: image.alt, width: image.width, height: image.height) }
    }
}
