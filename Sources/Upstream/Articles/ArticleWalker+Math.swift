import CGumbo
import Models

extension ArticleWalker {
    /// Deeper than real formulas nest (about a dozen); past it an element is kept as its text.
    static let maximumMathDepth = 40
    /// Longest TeX source kept: a long formula's is a few hundred characters.
    static let maximumMathSource = 4_000

    /// Wikipedia's formula wrapper (`<span class="mwe-math-element">`): its MathML, or, from a wiki
    /// that sends only the old image, that image's TeX text.
    mutating func formula(wrapper node: Node) -> ArticleFormula? {
        if let math = node.first(GUMBO_TAG_MATH, limit: 8) { return formula(math) }
        guard let image = node.first(GUMBO_TAG_IMG, limit: 8) else { return nil }
        let source = Self.texSource(image.attribute("alt") ?? "")
        guard !source.isEmpty, count() else { return nil }
        return ArticleFormula(
            isDisplay: image.hasClass("mwe-math-fallback-image-display"), source: source, nodes: [])
    }

    /// `<math>` as a formula; nil when it holds nothing to show.
    mutating func formula(_ math: Node) -> ArticleFormula? {
        let source = Self.texSource(math.attribute("alttext") ?? "")
        var nodes = mathChildren(of: math, depth: 0)
        // `<math><semantics><mrow><mstyle>…` (how Wikipedia sends every formula): those rows add nothing.
        while nodes.count == 1, case .layout(.row, let inner) = nodes[0] { nodes = inner }
        guard !nodes.isEmpty || !source.isEmpty, count() else { return nil }
        return ArticleFormula(isDisplay: math.attribute("display") == "block", source: source, nodes: nodes)
    }

    /// `{\displaystyle x^2}` → `x^2`: the wrapper says how TeX sets the formula, not what it says.
    static func texSource(_ alt: String) -> String {
        var text = collapsed(alt)
        for style in ["{\\displaystyle ", "{\\textstyle "] where text.hasPrefix(style) && text.hasSuffix("}") {
            text = collapsed(String(text.dropFirst(style.count).dropLast()))
        }
        return String(text.prefix(maximumMathSource))
    }

    private mutating func mathChildren(of node: Node, depth: Int) -> [MathNode] {
        var result: [MathNode] = []
        for child in node.children { mathNode(child, depth: depth + 1, into: &result) }
        return result
    }

    /// One element inside `<math>`. Text between elements is not content in MathML (only tokens
    /// hold text); HTML inside a token (`<mtext><b>…`) is read as the token's text.
    private mutating func mathNode(_ node: Node, depth: Int, into result: inout [MathNode]) {
        guard node.isElement, let name = node.mathElementName else { return }
        guard depth < Self.maximumMathDepth else { return token(.text, of: node, into: &result) }
        switch name {
        case "mi":
            token(node.attribute("mathvariant") == "normal" ? .uprightIdentifier : .identifier, of: node, into: &result)
        case "mn", "mo", "mtext", "ms":
            if let kind = MathToken(rawValue: name) { token(kind, of: node, into: &result) }
        case "semantics":
            // The first child is the formula; the others are annotations (its TeX, content MathML).
            if let shown = node.children.first(where: \.isElement) { mathNode(shown, depth: depth, into: &result) }
        case "mspace":
            if let width = node.attribute("width").flatMap(MathSpace.init(width:)), count() { result.append(.space(width)) }
        case "annotation", "annotation-xml", "mphantom", "mglyph", "malignmark", "maligngroup", "mprescripts", "none":
            break
        default:
            let children = mathChildren(of: node, depth: depth)
            guard count() else { return }
            // A layout with the wrong number of children (or one the model lacks: `mstyle`,
            // `mpadded`, `menclose`…) is drawn as a row of what it holds.
            if let layout = MathLayout(rawValue: name), layout.arity == nil || layout.arity == children.count {
                result.append(.layout(layout, children))
            } else {
                result.append(.layout(.row, children))
            }
        }
    }

    private mutating func token(_ kind: MathToken, of node: Node, into result: inout [MathNode]) {
        guard count() else { return }
        result.append(.token(kind, Self.collapsed(node.textContent)))
    }
}

extension UnsafeMutablePointer where Pointee == GumboNode {
    /// The element's lowercase name when it is in the MathML namespace, else nil. Gumbo names only
    /// a few MathML elements; the others keep their name in the source text of their start tag.
    var mathElementName: String? {
        guard isElement, pointee.v.element.tag_namespace == GUMBO_NAMESPACE_MATHML else { return nil }
        if tag != GUMBO_TAG_UNKNOWN { return gumbo_normalized_tagname(tag).map { String(cString: $0) } }
        var piece = pointee.v.element.original_tag
        gumbo_tag_from_original_text(&piece)
        guard let start = piece.data, (1...32).contains(piece.length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: start, count: piece.length), as: UTF8.self).lowercased()
    }
}
