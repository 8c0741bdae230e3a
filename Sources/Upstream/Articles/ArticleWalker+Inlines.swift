import CGumbo
import Models

extension ArticleWalker {
    /// The inline content of `node`'s children; whitespace collapsed unless `keepingSpace` (`<pre>`).
    mutating func inlines(of node: Node, depth: Int, keepingSpace: Bool = false) -> [ArticleInline] {
        var result: [ArticleInline] = []
        for child in node.children { inline(child, depth: depth + 1, into: &result, keepingSpace: keepingSpace) }
        return result
    }

    /// One node as inlines: text, markup the model has, or (for anything else) its content.
    mutating func inline(_ node: Node, depth: Int, into result: inout [ArticleInline], keepingSpace: Bool = false) {
        if node.isText { return appendText(node.text, to: &result, keepingSpace: keepingSpace) }
        guard node.isElement, !isDropped(node) else { return }
        guard depth < Self.maximumDepth else { return appendText(node.textContent, to: &result, keepingSpace: keepingSpace) }
        func content() -> [ArticleInline] { inlines(of: node, depth: depth, keepingSpace: keepingSpace) }
        switch node.tag {
        case GUMBO_TAG_B, GUMBO_TAG_STRONG:
            wrap(content(), ArticleInline.strong, into: &result)
        case GUMBO_TAG_I, GUMBO_TAG_EM, GUMBO_TAG_CITE, GUMBO_TAG_DFN, GUMBO_TAG_VAR:
            wrap(content(), ArticleInline.emphasis, into: &result)
        case GUMBO_TAG_SUP where node.has("typeof", startingWith: "mw:Extension/ref") || node.hasClass("reference"):
            let target = node.first(GUMBO_TAG_A)?.attribute("href").flatMap(ArticleLinks.fragment)
            let label = Self.collapsed(node.textContent)
            if let target, !label.isEmpty, count() {
                result.append(.referenceMarker(label: label, target: target, anchor: node.attribute("id") ?? ""))
            }
        case GUMBO_TAG_SUP:
            wrap(content(), ArticleInline.superscript, into: &result)
        case GUMBO_TAG_SUB:
            wrap(content(), ArticleInline.subscript, into: &result)
        case GUMBO_TAG_CODE, GUMBO_TAG_KBD, GUMBO_TAG_SAMP, GUMBO_TAG_TT:
            wrap(content(), ArticleInline.code, into: &result)
        case GUMBO_TAG_BR:
            if count() { result.append(.lineBreak) }
        case GUMBO_TAG_SPAN where node.hasClass("mwe-math-element"):
            if let formula = formula(wrapper: node) { result.append(.math(formula)) }
        case GUMBO_TAG_MATH:
            if let formula = formula(node) { result.append(.math(formula)) }
        case GUMBO_TAG_IMG:
            break  // not marked as a file: a formula's old fallback, a tracker, decoration
        case _ where Self.isFile(node):
            // `<span typeof="mw:File">` / `<figure-inline>`: the picture at its size, not its link.
            if let image = node.first(GUMBO_TAG_IMG) { inlineImage(image, into: &result) }
        case GUMBO_TAG_A:
            let inner = content()
            switch ArticleLinks.target(href: node.attribute("href"), rel: node.attribute("rel"), classes: node.attribute("class"))
            {
            case .some(let link) where !Self.isBlank(inner) && count(): result.append(.link(link, inner))
            default: join(inner, to: &result)
            }
        case GUMBO_TAG_TABLE, GUMBO_TAG_FIGURE, GUMBO_TAG_UL, GUMBO_TAG_OL:
            // A box inside a line (a table in a paragraph) reads as its text.
            appendText(" " + node.textContent + " ", to: &result, keepingSpace: false)
        default:
            join(content(), to: &result)
        }
    }

    /// An allowed picture as itself; any other keeps its words (`alt`) in the line.
    private mutating func inlineImage(_ node: Node, into result: inout [ArticleInline]) {
        if let image = image(node) {
            if count() { result.append(.image(image)) }
        } else if let alt = node.attribute("alt"), !alt.isEmpty {
            appendText(alt, to: &result, keepingSpace: false)
        }
    }

    /// Appends `inner`, joining its leading text to a text just before it.
    private func join(_ inner: [ArticleInline], to result: inout [ArticleInline]) {
        guard case .text(let first) = inner.first, case .text(var previous) = result.last else { return result += inner }
        result.removeLast()
        previous += first
        result.append(.text(previous))
        result += inner.dropFirst()
    }

    private mutating func wrap(
        _ content: [ArticleInline], _ make: ([ArticleInline]) -> ArticleInline, into result: inout [ArticleInline]
    ) {
        guard !content.isEmpty, count() else { return }
        result.append(make(content))
    }

    /// Adds text, joined to a text just before it, so a paragraph is not split into one node per text node.
    private mutating func appendText(_ raw: String, to result: inout [ArticleInline], keepingSpace: Bool) {
        var text = keepingSpace ? raw : Self.singleSpaced(raw)
        guard !text.isEmpty else { return }
        if case .text(var previous) = result.last {
            // Removed first, so the string is uniquely held and grows in place.
            result.removeLast()
            if !keepingSpace, previous.hasSuffix(" "), text.hasPrefix(" ") { text.removeFirst() }
            previous += text
            result.append(.text(previous))
        } else if count() {
            result.append(.text(text))
        }
    }

    /// Each run of HTML whitespace as one space (not trimmed: spaces between words in different
    /// elements matter).
    static func singleSpaced(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var lastWasSpace = false
        for byte in text.utf8 {
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
            if isSpace {
                if !lastWasSpace { bytes.append(0x20) }
            } else {
                bytes.append(byte)
            }
            lastWasSpace = isSpace
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
