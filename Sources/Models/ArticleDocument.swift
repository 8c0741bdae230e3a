/// A Wikipedia article as Kiosk can show it: the lead, then its sections, each a list of typed
/// blocks. Built from Parsoid HTML by `Upstream`; whatever the HTML said that this model cannot say
/// was dropped or kept as plain text on the way, so nothing here is markup.
public struct ArticleDocument: Sendable, Hashable, Codable {
    /// The display title (plain text, spaces).
    public var title: String
    /// The revision shown, when the HTML named it.
    public var revision: Int?
    /// Blocks before the first heading.
    public var lead: [ArticleBlock]
    /// Every section in document order; nesting is the `level` of each (2 for `==`, 3 for `===`…).
    public var sections: [ArticleSection]
    /// True when the article was longer than Kiosk shows and the rest was left out.
    public var isTruncated: Bool
    /// The body's own `dir`, when it said one (`rtl` on Arabic, Hebrew, Persian wikis).
    public var direction: TextDirection?

    public init(
        title: String, revision: Int? = nil, lead: [ArticleBlock], sections: [ArticleSection], isTruncated: Bool = false,
        direction: TextDirection? = nil
    ) {
        self.title = title
        self.revision = revision
        self.lead = lead
        self.sections = sections
        self.isTruncated = isTruncated
        self.direction = direction
    }
}

/// Which way a text runs.
public enum TextDirection: String, Sendable, Hashable, Codable {
    case ltr, rtl
    public var isRightToLeft: Bool { self == .rtl }
}

/// One heading and what follows it up to the next heading.
public struct ArticleSection: Sendable, Hashable, Codable {
    /// 2…6, as the heading element (`h2`…`h6`).
    public var level: Int
    /// The heading's id in the original (`History`, `See_also`): links to `#anchor` keep working.
    public var anchor: String
    public var heading: [ArticleInline]
    public var blocks: [ArticleBlock]

    public init(level: Int, anchor: String, heading: [ArticleInline], blocks: [ArticleBlock]) {
        self.level = level
        self.anchor = anchor
        self.heading = heading
        self.blocks = blocks
    }
}

/// A block of an article.
public indirect enum ArticleBlock: Sendable, Hashable, Codable {
    case paragraph([ArticleInline])
    /// A heading that opens no section of its own (inside a box or a table cell).
    case heading(level: Int, [ArticleInline])
    case list(ordered: Bool, items: [[ArticleBlock]])
    case table(ArticleTable)
    case figure(ArticleFigure)
    /// Pictures side by side (`<gallery>`): drawn as a grid.
    case gallery([ArticleFigure])
    case quotation([ArticleBlock])
    case preformatted([ArticleInline])
    /// A formula on a line of its own.
    case math(ArticleFormula)
    /// A references list; `group` names notes kept apart from the citations (`lower-alpha`, `note`).
    case references([ArticleReference], group: ReferenceGroup)
    /// "For other uses, see …": a note about the article, not part of it.
    case hatnote([ArticleInline])
}

/// Text and the few kinds of markup inside a paragraph.
public indirect enum ArticleInline: Sendable, Hashable, Codable {
    case text(String)
    case emphasis([ArticleInline])
    case strong([ArticleInline])
    case link(ArticleLink, [ArticleInline])
    case superscript([ArticleInline])
    case `subscript`([ArticleInline])
    case code([ArticleInline])
    /// `[1]`: a footnote marker; `target` is the note's anchor on the same page, `anchor` the
    /// marker's own (what the note's back link points at).
    case referenceMarker(label: String, target: String, anchor: String)
    case lineBreak
    /// A formula inside a line.
    case math(ArticleFormula)
    /// A picture inside a line (a flag, an icon), drawn at its own size.
    case image(ArticleImage)
}

/// Where a link goes, already judged: only these kinds exist.
public enum ArticleLink: Sendable, Hashable, Codable {
    /// Another article on the same wiki, with an optional `#fragment`.
    case article(title: String, fragment: String?)
    /// A place on this page (`#cite_note-1`).
    case anchor(String)
    /// An absolute http(s) URL off Wikipedia.
    case external(String)
}

/// An image from an allow-listed host, absolute `https://` (or `http://`) URL.
public struct ArticleImage: Sendable, Hashable, Codable {
    public var url: String
    public var alt: String
    public var width: Int?
    public var height: Int?

    public init(url: String, alt: String, width: Int? = nil, height: Int? = nil) {
        self.url = url
        self.alt = alt
        self.width = width
        self.height = height
    }
}
