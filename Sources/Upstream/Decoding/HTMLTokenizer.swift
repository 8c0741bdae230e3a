/// A piece of an HTML fragment: raw text (entities not yet decoded) or a tag.
enum HTMLToken: Equatable {
    case text(String)
    case tag(name: String, isClosing: Bool, attributes: String)
}

/// Splits an upstream HTML fragment into text and tags, and nothing more, in time linear in its size.
///
/// Upstream text mixes real markup with a literal `<` that is not markup (xkcd titles: `<span>…</span>`
/// beside `<City>-Style Pizza` and `a < b`). So a `<` opens a tag only when a known HTML element name
/// follows it and a `>` closes it; anything else stays text. Comments are dropped, and the contents
/// of `script`/`style` too, since they are never text a person reads.
///
/// Upstream text is hostile input (thousands of `<!--` took seconds when every `<` looked ahead to
/// the end), so no byte is looked at more than a fixed number of times:
/// - a tag ends at the first `<` after it opened, even inside quotes: the text is then literal. So
///   failed tag scans cover disjoint stretches (each stops at the next `<`, where the next scan starts);
/// - the search for a comment's `-->` remembers where it ended, so later `<!--`s reuse the answer;
/// - a script or style body is searched once for its end.
/// It works on UTF-8 bytes: every delimiter is ASCII, so cutting at one always leaves valid UTF-8.
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
    /// Longer than any known element name: a longer run of letters after `<` is text.
    static let maximumNameLength = knownElements.map(\.utf8.count).max() ?? 0

    private let bytes: [UInt8]
    /// The last search for `-->`: where it started and where it found one (nil: none up to the end).
    private var commentCloseSearch: (from: Int, found: Int?)?

    init(_ html: String) {
        bytes = Array(html.utf8)
    }

    /// All tokens, adjacent text joined.
    static func tokens(_ html: String) -> [HTMLToken] {
        var tokenizer = HTMLTokenizer(html)
        return tokenizer.run()
    }

    private mutating func run() -> [HTMLToken] {
        var tokens: [HTMLToken] = []
        var textStart = 0
        var position = 0
        func flushText(upTo end: Int) {
            if textStart < end { tokens.append(.text(String(decoding: bytes[textStart..<end], as: UTF8.self))) }
        }
        while let open = index(of: .lessThan, from: position) {
            if let end = commentEnd(at: open) {
                flushText(upTo: open)
                position = end
                textStart = end
            } else if let (tag, end) = tag(at: open) {
                flushText(upTo: open)
                tokens.append(tag)
                position = end
                if case .tag(let name, false, _) = tag, Self.rawTextElements.contains(name) {
                    position = rawTextEnd(name: name, from: position)
                }
                textStart = position
            } else {
                position = open + 1
            }
        }
        flushText(upTo: bytes.count)
        return tokens
    }

    /// The index after `-->` when a comment starts at `start`.
    private mutating func commentEnd(at start: Int) -> Int? {
        guard matches(Self.commentOpen, at: start) else { return nil }
        let from = start + 4
        if let last = commentCloseSearch, last.from <= from, last.found.map({ $0 >= from }) ?? true {
            return last.found.map { $0 + 3 }
        }
        var found: Int?
        var index = from
        while let dash = self.index(of: .hyphen, from: index) {
            if matches(Self.commentClose, at: dash) {
                found = dash
                break
            }
            index = dash + 1
        }
        commentCloseSearch = (from, found)
        return found.map { $0 + 3 }
    }

    /// A tag starting at `start` and the index after its `>`, or nil when this `<` is literal text.
    private func tag(at start: Int) -> (HTMLToken, Int)? {
        var index = start + 1
        let isClosing = index < bytes.count && bytes[index] == .slash
        if isClosing { index += 1 }
        let nameStart = index
        while index < bytes.count, index - nameStart <= Self.maximumNameLength, Self.isNameByte(bytes[index]) {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
        guard Self.knownElements.contains(name), index < bytes.count else { return nil }
        let next = bytes[index]
        guard next == .greaterThan || next == .slash || Self.isSpace(next) else { return nil }
        // Scan to the closing `>`, skipping quoted attribute values that may contain one; a `<` ends the
        // attempt (see the type's comment), so no byte is scanned by two failed attempts.
        var quote: UInt8?
        let attributesStart = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .lessThan { return nil }
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == .quote || byte == .apostrophe {
                quote = byte
            } else if byte == .greaterThan {
                let attributes = String(decoding: bytes[attributesStart..<index], as: UTF8.self)
                return (.tag(name: name, isClosing: isClosing, attributes: attributes), index + 1)
            }
            index += 1
        }
        return nil
    }

    /// The index after `</name>` (or the end), skipping a script or style body.
    private func rawTextEnd(name: String, from start: Int) -> Int {
        let closing = Array(("</" + name).utf8)
        var index = start
        while let open = self.index(of: .lessThan, from: index) {
            if matches(closing, at: open, caseInsensitive: true) {
                // No `>` after the first `</script`: none after a later one either; the rest is script.
                return self.index(of: .greaterThan, from: open).map { $0 + 1 } ?? bytes.count
            }
            index = open + 1
        }
        return bytes.count
    }

    private func index(of byte: UInt8, from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)

    private func matches(_ wanted: [UInt8], at start: Int, caseInsensitive: Bool = false) -> Bool {
        guard start + wanted.count <= bytes.count else { return false }
        for (offset, byte) in wanted.enumerated() {
            let have = bytes[start + offset]
            if caseInsensitive ? Self.lowercased(have) != Self.lowercased(byte) : have != byte { return false }
        }
        return true
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lowercased(byte))
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The HTML whitespace bytes that may follow a tag name (tab, LF, FF, CR, space).
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }
}

private extension UInt8 {
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let hyphen = UInt8(ascii: "-")
    static let quote = UInt8(ascii: "\"")
    static let apostrophe = UInt8(ascii: "'")
}
