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
        /// Pictures side by side, drawn as a grid.
        public var gallery: Gallery?
        public var quotation: Blocks?
        public var preformatted: Inlines?
        public var math: Formula?
        public var references: References?
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

    public struct Gallery: Sendable, Hashable, Encodable {
        public var figures: [Figure]
    }

    /// A references list: its entries in order, counted as its group says (`decimal`, `lower-alpha`…:
    /// a CSS `list-style-type`, from the model's closed list).
    public struct References: Sendable, Hashable, Encodable {
        public var numbering: String
        public var entries: [Reference]
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
        public var math: Formula?
        /// A picture inside the line (a flag, an icon), at its own size.
        public var image: InlineImage?
    }

    /// A picture in a line, kept behind a reference: inlines are copied often and nearly all have
    /// none, so each does not carry an `Image`'s room (it made the 2 MiB article's Outputs 17% slower).
    public final class InlineImage: Sendable, Hashable, Encodable {
        public let image: Image

        init(_ image: Image) {
            self.image = image
        }

        public static func == (lhs: InlineImage, rhs: InlineImage) -> Bool { lhs.image == rhs.image }
        public func hash(into hasher: inout Hasher) { hasher.combine(image) }
        public func encode(to encoder: any Encoder) throws { try image.encode(to: encoder) }
    }

    /// A formula: drawn as MathML by the browser, or, when only its TeX came, shown as that text.
    public struct Formula: Sendable, Hashable, Encodable {
        public var isDisplay: Bool
        /// The TeX source: the MathML's `alttext` (what a screen reader may say), or the text shown.
        public var source: String
        public var nodes: [MathPart]
        public var hasNodes: Bool { !nodes.isEmpty }

        enum CodingKeys: String, CodingKey { case isDisplay, source, nodes, hasNodes }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(isDisplay, forKey: .isDisplay)
            try container.encode(source, forKey: .source)
            try container.encode(nodes, forKey: .nodes)
            try container.encode(hasNodes, forKey: .hasNodes)
        }
    }

    /// One MathML element: exactly one field is set. `element` and `space` come from the model's
    /// closed lists (`mi`, `mfrac`…; `0.167em`…), never from upstream.
    public struct MathPart: Sendable, Hashable, Encodable {
        public var token: MathTokenPart?
        public var layout: MathLayoutPart?
        /// An `<mspace>`'s width, one of `MathSpace`'s.
        public var space: String?
    }

    public struct MathTokenPart: Sendable, Hashable, Encodable {
        public var element: String
        /// `mathvariant="normal"`: an upright single letter.
        public var isUpright: Bool
        public var text: String
    }

    public struct MathLayoutPart: Sendable, Hashable, Encodable {
        public var element: String
        public var children: [MathPart]
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
