/// A formula as MathML Core draws it: Wikipedia sends formulas as MathML (its Math extension's
/// native mode; the image renderer it used to link is gone), and every current browser lays MathML
/// out itself, in the page's font and colours, so a formula needs no image and reads in dark mode.
///
/// Only presentation markup the model names survives; annotations, styling and anything else are
/// dropped or reduced to their content, so nothing here is markup.
public struct ArticleFormula: Sendable, Hashable, Codable {
    /// A formula on its own line (`display="block"`) rather than inside a sentence.
    public var isDisplay: Bool
    /// The TeX source (`alttext`, without `{\displaystyle …}`): what a screen reader says, and what
    /// is shown when no MathML came with the formula.
    public var source: String
    public var nodes: [MathNode]

    public init(isDisplay: Bool, source: String, nodes: [MathNode]) {
        self.isDisplay = isDisplay
        self.source = source
        self.nodes = nodes
    }
}

/// One MathML element: a token with its text, or a layout of child nodes.
public indirect enum MathNode: Sendable, Hashable, Codable {
    case token(MathToken, String)
    /// A layout whose children already match its arity (`mfrac` has two): anything else became a row.
    case layout(MathLayout, [MathNode])
}

/// MathML token elements, by element name.
public enum MathToken: String, Sendable, Hashable, Codable, CaseIterable {
    case identifier = "mi"
    /// `<mi mathvariant="normal">`: an upright single letter (the d of dx, a unit).
    case uprightIdentifier = "mi normal"
    case number = "mn"
    case `operator` = "mo"
    case text = "mtext"
    case string = "ms"

    /// The element written for this token.
    public var element: String { self == .uprightIdentifier ? "mi" : rawValue }
}

/// MathML layout elements, by element name.
public enum MathLayout: String, Sendable, Hashable, Codable, CaseIterable {
    case row = "mrow"
    case fraction = "mfrac"
    case squareRoot = "msqrt"
    case root = "mroot"
    case superscript = "msup"
    case `subscript` = "msub"
    case subSuperscript = "msubsup"
    case under = "munder"
    case over = "mover"
    case underOver = "munderover"
    case table = "mtable"
    case tableRow = "mtr"
    case tableCell = "mtd"

    /// How many children the element takes; nil for any number.
    public var arity: Int? {
        switch self {
        case .fraction, .root, .superscript, .subscript, .under, .over: 2
        case .subSuperscript, .underOver: 3
        case .row, .squareRoot, .table, .tableRow, .tableCell: nil
        }
    }
}
