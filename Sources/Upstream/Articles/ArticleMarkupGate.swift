import Foundation

/// Rewrites upstream HTML, in one linear pass, into a plain form that bounds what gumbo has to do.
///
/// Gumbo is conformant but not linear on hostile input: its tree builder scans the stack of open
/// elements for every tag (100,000 nested `<div>` take half a minute) and compares each attribute
/// with all earlier ones of its tag (a tag with 200,000 attributes never finishes). So before gumbo
/// sees the bytes, this pass:
/// - drops comments, processing instructions, doctype, and raw-text elements with their content
///   (`script`, `style`, `template`, `noscript`, `iframe`, `textarea`, `svg`…) and the tags Kiosk
///   never shows (`base`, `meta`, `link`, `form`, `input`…), so gumbo never enters a text-only
///   state where its tokenizer and this one could disagree. The one foreign content let through is
///   MathML (formulas), where `<style>` and the like are not raw text: none of them is left to reach
///   it, and inside `<math>` a self-closing `<name/>` is written as an empty element;
/// - keeps at most `maximumAttributes` attributes per tag, only those the article reader looks at
///   (Parsoid's `data-mw`, often megabytes, is skipped without a copy), always double-quoted;
/// - writes a stray `<` as `&lt;`, so every `<` left opens a tag this pass wrote;
/// - emits end tags only for elements it opened (closing any left open inside them), so the output
///   is balanced, and drops start tags nested deeper than `maximumDepth`, keeping their text.
struct ArticleMarkupGate {
    /// Deeper than any real article (tables in navboxes reach about 40): gumbo's per-tag scans stay short.
    static let maximumDepth = 96
    /// Parsoid puts at most ~8 attributes on an element; the reader looks at fewer.
    static let maximumAttributes = 12
    /// How far an end tag looks for the element it closes: a stray one further down is dropped, so
    /// end tags cost a constant each however deep the markup.
    static let endTagReach = 16

    /// The only attributes the article reader reads.
    static let keptAttributes: [[UInt8]] = [
        "href", "src", "alt", "title", "id", "class", "rel", "typeof", "role",
        "colspan", "rowspan", "width", "height", "about", "display", "alttext", "mathvariant", "dir", "lang",
        "data-mw-group",
    ].map { Array($0.utf8) }
    /// The longest of `keptAttributes`: longer names are skipped without a comparison.
    static let longestKeptAttribute = keptAttributes.map(\.count).max() ?? 0
    static let mathName = Array("math".utf8)
    /// Dropped with everything inside them, up to their end tag.
    static let skippedWithContent: Set<String> = [
        "script", "style", "template", "noscript", "iframe", "noembed", "noframes",
        "textarea", "xmp", "plaintext", "svg", "object", "select", "audio",
        "video", "canvas",
    ]
    /// Dropped tags whose content (if any) stays: nothing Kiosk shows, and some that change how
    /// the page is read (`base`), where it goes (`meta` refresh) or what it sends (`form`).
    static let droppedTags: Set<String> = [
        "base", "meta", "link", "form", "input", "button", "embed", "param", "frame",
        "frameset", "head", "image", "isindex", "keygen", "applet", "option",
        "optgroup", "dialog", "portal", "slot",
    ]
    /// Never opened, so never closed.
    static let voidElements: Set<String> = ["area", "br", "col", "hr", "img", "source", "track", "wbr"]

    struct Open {
        var name: [UInt8]
        var isEmitted: Bool
    }

    /// The rewritten markup; at most about four times `input` (each stray `<` becomes `&lt;`).
    static func rewrite(_ input: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var gate = Pass(input: input)
        gate.run()
        return gate.output
    }

    /// The pass's state; `rewrite` is its only entry.
    struct Pass {
        let input: UnsafeBufferPointer<UInt8>
        var index = 0
        var output: [UInt8] = []
        var open: [Open] = []
        var emittedDepth = 0
        /// `<math>` elements open: inside one, `<name/>` closes itself.
        var openMath = 0

        static let escapedLessThan = Array("&lt;".utf8)

        init(input: UnsafeBufferPointer<UInt8>) {
            self.input = input
            output.reserveCapacity(input.count)
        }

        mutating func run() {
            while index < input.count {
                let next = nextLessThan(from: index)
                if next > index { output.append(contentsOf: UnsafeBufferPointer(rebasing: input[index..<next])) }
                index = next
                if index < input.count { markup() }
            }
            closeAll(downTo: 0)
        }

        func nextLessThan(from start: Int) -> Int {
            guard start < input.count, let base = input.baseAddress else { return input.count }
            guard let found = memchr(base + start, Int32(UInt8(ascii: "<")), input.count - start) else { return input.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// At a `<`: a start tag, an end tag, a comment or declaration (dropped), or a plain `<`.
        mutating func markup() {
            let after = index + 1
            guard after < input.count else { output.append(contentsOf: Self.escapedLessThan); index = after; return }
            let byte = input[after]
            if isLetter(byte) {
                startTag()
            } else if byte == UInt8(ascii: "/"), after + 1 < input.count, isLetter(input[after + 1]) {
                endTag()
            } else if byte == UInt8(ascii: "!") && startsWith("<!--", at: index) {
                skipComment()
            } else if byte == UInt8(ascii: "!") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "/") {
                index = skip(past: UInt8(ascii: ">"), from: after)
            } else {
                output.append(contentsOf: Self.escapedLessThan)
                index = after
            }
        }
    }
}
