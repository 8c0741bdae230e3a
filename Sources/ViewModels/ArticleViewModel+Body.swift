import Models

extension ArticleViewModel {
    /// One block, as the template draws it: exactly one field is set.
    public struct Block: Sendable, Hashable, Encodable {
        public var paragraph: Inlines?
        /// A heading inside a box or cell (not a section of its own): drawn as a bold line.
        public var heading: Inlines?
        public var list: List?
        public var table: Table?
        public var figure: Figure?
        public var quotation: Blocks?
        public var preformatted: Inlines?
        public var math: Image?
        public var references: [Reference]?
        public var hatnote: Inlines?
    }

    public struct Inlines: Sendable, Hashable, Encodable {
        public var inlines: [Inline]
    }

    public struct Blocks: Sendable, Hashable, Encodable {
        public var blocks: [Block]
    }

    public struct List: Sendable, Hashable, Encodable {
        public var isOrdered: Bool
        public var items: [Blocks]
    }

    public struct Table: Sendable, Hashable, Encodable {
        public var isInfobox: Bool
        public var caption: Inlines?
        public var rows: [Row]
    }

    public struct Row: Sendable, Hashable, Encodable {
        public var cells: [Cell]
    }

    public struct Cell: Sendable, Hashable, Encodable {
        public var isHeader: Bool
        /// Nil when 1, so the template writes no attribute.
        public var columnSpan: Int?
        public var rowSpan: Int?
        public var blocks: [Block]
    }

    public struct Figure: Sendable, Hashable, Encodable {
        public var image: Image
        public var caption: [Inline]
    }

    /// An image through Kiosk's `/img/` proxy.
    public struct Image: Sendable, Hashable, Encodable {
        public var src: String
        public var alt: String
        public var width: Int?
        public var height: Int?
    }

    public struct Reference: Sendable, Hashable, Encodable {
        /// Nil when upstream gave none or it is already used on the page (ids are unique).
        public var anchor: String?
        public var backlinks: [Backlink]
        public var content: [Inline]
    }

    /// `↑` back to a marker; `label` is the screen reader's text ("Back to the text").
    public struct Backlink: Sendable, Hashable, Encodable {
        public var href: String
        public var label: String
    }

    /// Text or one piece of inline markup: exactly one field is set.
    public struct Inline: Sendable, Hashable, Encodable {
        public var text: String?
        public var emphasis: Inlines?
        public var strong: Inlines?
        public var superscript: Inlines?
        public var `subscript`: Inlines?
        public var code: Inlines?
        public var link: Link?
        public var reference: Marker?
        public var lineBreak: Bool?
        public var math: Image?
    }

    /// A link: to an article in Kiosk, a place on the page, or (`leavesKiosk` set) another site.
    public struct Link: Sendable, Hashable, Encodable {
        public var href: String
        public var inlines: [Inline]
        /// The words that say a link leaves Kiosk (shown to screen readers; sighted readers see the mark).
        public var leavesKiosk: String?
    }

    /// A footnote marker `[1]`, its own anchor (what back links point at) and the note's.
    public struct Marker: Sendable, Hashable, Encodable {
        public var label: String
        public var href: String
        public var anchor: String?
    }
}
