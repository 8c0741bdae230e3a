/// A piece of an HTML fragment: raw text (entities not yet decoded) or a tag.
enum HTMLToken: Equatable {
    case text(String)
    case tag(name: String, isClosing: Bool, attributes: String)
}

/// Splits an upstream HTML fragment into text and tags, and nothing more.
///
/// Upstream text mixes real markup with a literal `<` that is not markup (xkcd titles: `<span>…</span>`
/// beside `<City>-Style Pizza` and `a < b`). So a `<` opens a tag only when a known HTML element name
/// follows it and a `>` closes it; anything else stays text. Comments are dropped, and the contents
/// of `script`/`style` too, since they are never text a person reads.
struct HTMLTokenizer {
    /// Element names treated as markup. Unknown names (`<City>`) are kept as text.
    static let knownElements: Set<String> = [
        "a", "abbr", "area", "article", "aside", "audio", "b", "big", "blockquote", "body", "br", "button",
        "canvas", "center", "cite", "code", "dd", "del", "details", "dfn", "div", "dl", "dt", "em", "embed",
        "figcaption", "figure", "font", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "head", "header",
        "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label", "li", "link", "main", "map", "mark",
        "meta", "nav", "noscript", "object", "ol", "option", "p", "picture", "pre", "q", "s", "samp", "script",
        "section", "select", "small", "source", "span", "strike", "strong", "style", "sub", "summary", "sup",
        "svg", "table", "tbody", "td", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "tt", "u",
        "ul", "var", "video", "wbr",
    ]
    /// Elements whose content is code, not text.
    static let rawTextElements: Set<String> = ["script", "style"]

    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ html: String) {
        scalars = Array(html.unicodeScalars)
    }

    /// All tokens, adjacent text joined.
    static func tokens(_ html: String) -> [HTMLToken] {
        var tokenizer = HTMLTokenizer(html)
        return tokenizer.run()
    }

    private mutating func run() -> [HTMLToken] {
        var tokens: [HTMLToken] = []
        var text = String.UnicodeScalarView()
        func flushText() {
            if !text.isEmpty { tokens.append(.text(String(text))) }
            text = String.UnicodeScalarView()
        }
        while position < scalars.count {
            let scalar = scalars[position]
            if scalar == "<", let end = commentEnd(at: position) {
                flushText()
                position = end
            } else if scalar == "<", let (tag, end) = tag(at: position) {
                flushText()
                tokens.append(tag)
                position = end
                if case .tag(let name, false, _) = tag, Self.rawTextElements.contains(name) {
                    position = rawTextEnd(name: name, from: position)
                }
            } else {
                text.append(scalar)
                position += 1
            }
        }
        flushText()
        return tokens
    }

    /// The index after `-->` when a comment starts at `start`.
    private func commentEnd(at start: Int) -> Int? {
        guard matches("<!--", at: start) else { return nil }
        var index = start + 4
        while index < scalars.count {
            if matches("-->", at: index) { return index + 3 }
            index += 1
        }
        return nil
    }

    /// A tag starting at `start` and the index after its `>`, or nil when this `<` is literal text.
    private func tag(at start: Int) -> (HTMLToken, Int)? {
        var index = start + 1
        let isClosing = index < scalars.count && scalars[index] == "/"
        if isClosing { index += 1 }
        var name = ""
        while index < scalars.count, isASCIILetter(scalars[index]) || ("0"..."9").contains(scalars[index]) {
            name.unicodeScalars.append(scalars[index])
            index += 1
        }
        name = name.lowercased()
        guard Self.knownElements.contains(name), index < scalars.count else { return nil }
        let next = scalars[index]
        guard next == ">" || next == "/" || next.properties.isWhitespace else { return nil }
        // Scan to the closing `>`, skipping quoted attribute values that may contain one.
        var quote: Unicode.Scalar?
        let attributesStart = index
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == ">" {
                var attributes = String.UnicodeScalarView()
                attributes.append(contentsOf: scalars[attributesStart..<index])
                return (.tag(name: name, isClosing: isClosing, attributes: String(attributes)), index + 1)
            }
            index += 1
        }
        return nil
    }

    /// The index after `</name>` (or the end), skipping a script or style body.
    private func rawTextEnd(name: String, from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            if matches("</" + name, at: index, caseInsensitive: true),
               let gt = scalars[index...].firstIndex(of: ">") {
                return gt + 1
            }
            index += 1
        }
        return scalars.count
    }

    private func matches(_ literal: String, at start: Int, caseInsensitive: Bool = false) -> Bool {
        let wanted = Array(literal.unicodeScalars)
        guard start + wanted.count <= scalars.count else { return false }
        for (offset, scalar) in wanted.enumerated() {
            let have = scalars[start + offset]
            if caseInsensitive ? !equalIgnoringASCIICase(have, scalar) : have != scalar { return false }
        }
        return true
    }

    private func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private func equalIgnoringASCIICase(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        func lower(_ s: Unicode.Scalar) -> UInt32 { ("A"..."Z").contains(s) ? s.value + 32 : s.value }
        return lower(a) == lower(b)
    }
}
