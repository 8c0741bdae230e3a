import Foundation

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
    /// `<mspace>` of one of TeX's widths (`\,` `\:` `\;` `\quad`): the gap between √N and dx.
    case space(MathSpace)
}

/// The widths a formula's spaces come in, as MathML lengths.
public enum MathSpace: String, Sendable, Hashable, Codable, CaseIterable {
    case thin = "0.167em"
    case medium = "0.222em"
    case thick = "0.278em"
    case quad = "1em"

    /// The width `<mspace width="…">` names: TeX's named spaces as MathJax writes them, or their lengths.
    public init?(width: String) {
        switch width.trimmingCharacters(in: .whitespaces).lowercased() {
        case "thinmathspace", "0.167em", "0.1667em", "0.16667em", "0.17em": self = .thin
        case "mediummathspace", "0.222em", "0.2222em", "0.22222em", "0.22em": self = .medium
        case "thickmathspace", "0.278em", "0.2778em", "0.27778em", "0.28em": self = .thick
        case "1em", "1.0em": self = .quad
        default: return nil
        }
    }
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
