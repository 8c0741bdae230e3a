/// A table: the infobox, or a data table in the text.
public struct ArticleTable: Sendable, Hashable, Codable {
    public var isInfobox: Bool
    public var caption: [ArticleInline]
    public var rows: [[ArticleCell]]

    public init(isInfobox: Bool, caption: [ArticleInline], rows: [[ArticleCell]]) {
        self.isInfobox = isInfobox
        self.caption = caption
        self.rows = rows
    }
}

/// One table cell; spans are clamped to small numbers by the parser.
public struct ArticleCell: Sendable, Hashable, Codable {
    public var isHeader: Bool
    public var columnSpan: Int
    public var rowSpan: Int
    public var blocks: [ArticleBlock]

    public init(isHeader: Bool, columnSpan: Int = 1, rowSpan: Int = 1, blocks: [ArticleBlock]) {
        self.isHeader = isHeader
        self.columnSpan = columnSpan
        self.rowSpan = rowSpan
        self.blocks = blocks
    }
}

/// An image with its caption.
public struct ArticleFigure: Sendable, Hashable, Codable {
    public var image: ArticleImage
    public var caption: [ArticleInline]

    public init(image: ArticleImage, caption: [ArticleInline]) {
        self.image = image
        self.caption = caption
    }
}

/// One entry of a references list: its anchor (what markers point at), the anchors of the markers
/// that point at it (back links), and its text.
public struct ArticleReference: Sendable, Hashable, Codable {
    public var anchor: String
    public var backlinks: [String]
    public var content: [ArticleInline]

    public init(anchor: String, backlinks: [String], content: [ArticleInline]) {
        self.anchor = anchor
        self.backlinks = backlinks
        self.content = content
    }
}

/// A references list's group (`<references group="…"/>`), which says how its entries are counted.
public struct ReferenceGroup: Sendable, Hashable, Codable {
    /// The group's name as the page gave it; empty for the citations' own list.
    public var name: String

    public init(_ name: String) {
        self.name = name
    }

    public static let citations = ReferenceGroup("")

    /// How the entries are counted: Cite labels the groups named after a list style in that style,
    /// and Wikipedia's note templates put notes in `note`/`lower-alpha` groups counted a, b, c.
    public var numbering: ReferenceNumbering {
        switch name {
        case "lower-alpha", "lower-latin", "note", "notes", "efn", "nb": .lowerAlpha
        case "upper-alpha", "upper-latin": .upperAlpha
        case "lower-roman": .lowerRoman
        case "upper-roman": .upperRoman
        case "lower-greek": .lowerGreek
        default: .decimal
        }
    }
}

/// The counting styles a references list may use (CSS `list-style-type` names).
public enum ReferenceNumbering: String, Sendable, Hashable, Codable {
    case decimal
    case lowerAlpha = "lower-alpha"
    case upperAlpha = "upper-alpha"
    case lowerRoman = "lower-roman"
    case upperRoman = "upper-roman"
    case lowerGreek = "lower-greek"
}
