import Models

extension ArticleViewModel.Outputs {
    /// The article page for `document`.
    init(
        document: ArticleDocument, title: String, language: Language, wiki: WikipediaLanguage, languages: [ArticleLanguageLink],
        redirectedFrom: String?
    ) {
        let words = language.words.article
        self.init(missing: title, language: language, wiki: wiki)
        notFound = nil
        if let direction = document.direction { self.direction = direction.isRightToLeft ? "rtl" : "ltr" }
        self.title = document.title.isEmpty ? title : document.title
        revision = document.revision
        self.redirectedFrom = redirectedFrom.map(words.redirectedFrom)
        var mapper = ArticleBodyMapper(language: language, wiki: wiki)
        lead = ArticleViewModel.firstParagraphFirst(mapper.blocks(document.lead))
        sections = document.sections.enumerated().map { index, section in
            let anchor = mapper.anchor(section.anchor) ?? mapper.anchor("section-\(index + 1)") ?? ""
            return ArticleViewModel.Section(
                anchor: anchor, isSubsection: section.level > 2,
                heading: mapper.inlines(section.heading).inlines, blocks: mapper.blocks(section.blocks))
        }
        contents = zip(document.sections, sections).map { original, section in
            ArticleViewModel.ContentsEntry(
                text: ArticleViewModel.plainText(original.heading), href: "#" + section.anchor,
                isSubsection: section.isSubsection)
        }
        self.languages = languages.map { link in
            if let other = WikipediaLanguage(linkCode: link.code) {
                return .init(
                    name: link.name, code: other.code, direction: other.direction,
                    href: ArticleViewModel.href(title: link.title, wiki: other, interface: language),
                    leavesKiosk: false)
            }
            return .init(
                name: link.name, code: link.code, direction: "auto",
                href: "https://\(link.code).wikipedia.org/wiki/" + ArticleTitle.pathSegment(link.title),
                leavesKiosk: true)
        }
        if document.isTruncated {
            truncationNotice = words.truncated
        }
        let original = ArticleViewModel.originalURL(title: title, language: wiki)
        licence = .init(
            text: words.licenceText,
            licenceName: "CC BY-SA 4.0", licenceHref: "https://creativecommons.org/licenses/by-sa/4.0/",
            originalLabel: words.originalArticle,
            originalHref: original,
            historyLabel: words.history,
            historyHref:
                "https://\(wiki.code).wikipedia.org/w/index.php?title=\(ArticleTitle.pathSegment(title))&action=history")
    }
}

extension ArticleViewModel {
    /// The lead with its first paragraph before any infobox or hatnote ahead of it, as Wikipedia's
    /// mobile site does: on a phone the reader sees what the article is about before a tall box.
    static func firstParagraphFirst(_ lead: [Block]) -> [Block] {
        guard let first = lead.firstIndex(where: { $0.paragraph != nil }), first > 0,
            lead[..<first].contains(where: { $0.table?.isInfobox == true })
        else { return lead }
        var reordered = lead
        let paragraph = reordered.remove(at: first)
        let infobox = reordered.firstIndex { $0.table?.isInfobox == true } ?? 0
        reordered.insert(paragraph, at: infobox)
        return reordered
    }

    /// The words of `inlines`, for the table of contents.
    static func plainText(_ inlines: [ArticleInline]) -> String {
        inlines.map { inline -> String in
            switch inline {
            case .text(let text): text
            case .emphasis(let inner), .strong(let inner), .superscript(let inner), .subscript(let inner), .code(let inner),
                .link(_, let inner):
                plainText(inner)
            case .referenceMarker, .lineBreak, .image: ""
            case .math(let formula): formula.source
            }
        }.joined()
    }
}
