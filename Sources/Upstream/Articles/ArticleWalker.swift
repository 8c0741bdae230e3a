import CGumbo
import Models

/// Walks gumbo's tree into an `ArticleDocument`, keeping only what the model can say: sections,
/// the blocks and inlines it knows, links it has judged and images from allowed hosts. Linear in
/// the tree (each node is visited once), with its recursion and its output bounded.
struct ArticleWalker {
    /// Past this depth an element's content is kept as text (the gate already caps the markup at 96).
    static let maximumDepth = 160
    /// Blocks and inlines kept: far above a long article's ~60,000; the rest is left out.
    static let maximumNodes = 400_000

    let imageHosts: Set<String>
    var nodes = 0
    var isTruncated = false
    var lead: [ArticleBlock] = []
    var sections: [ArticleSection] = []
    var direction: TextDirection?

    init(imageHosts: Set<String>) {
        self.imageHosts = imageHosts
    }

    mutating func document(root: Node, fallbackTitle: String) -> ArticleDocument {
        var title = fallbackTitle
        for part in root.children {
            if part.tag == GUMBO_TAG_HEAD, let element = part.first(GUMBO_TAG_TITLE) {
                let text = Self.collapsed(element.textContent)
                if !text.isEmpty { title = text }
            } else if part.tag == GUMBO_TAG_BODY {
                direction = part.attribute("dir").flatMap { TextDirection(rawValue: $0.lowercased()) }
                flow(part, depth: 1)
            }
        }
        return ArticleDocument(
            title: title, revision: Self.revision(about: root.attribute("about")),
            lead: lead, sections: sections, isTruncated: isTruncated, direction: direction)
    }

    /// `https://en.wikipedia.org/wiki/Special:Redirect/revision/123` → 123.
    static func revision(about: String?) -> Int? {
        guard let about, let last = about.split(separator: "/").last, last.utf8.count <= 12 else { return nil }
        return Int(last)
    }

    /// The body and its `<section>`s: a heading opens a section; everything else is a block of the
    /// section open at that point (the lead before the first heading).
    mutating func flow(_ container: Node, depth: Int) {
        var pending: [ArticleBlock] = []
        for child in container.children {
            if child.tag == GUMBO_TAG_SECTION, !isDropped(child) {
                append(&pending)
                flow(child, depth: depth + 1)
            } else if let level = Self.headingLevel(child.tag), level >= 2 {
                append(&pending)
                guard count() else { return }
                let anchor = child.attribute("id") ?? ""
                sections.append(
                    ArticleSection(level: level, anchor: anchor, heading: inlines(of: child, depth: depth + 1), blocks: []))
            } else {
                collect([child], depth: depth, into: &pending)
            }
        }
        append(&pending)
    }

    private mutating func append(_ blocks: inout [ArticleBlock]) {
        guard !blocks.isEmpty else { return }
        if sections.isEmpty { lead += blocks } else { sections[sections.count - 1].blocks += blocks }
        blocks = []
    }

    /// Counts one more node of output; false (and the document marked truncated) past the bound.
    mutating func count() -> Bool {
        guard nodes < Self.maximumNodes else {
            isTruncated = true
            return false
        }
        nodes += 1
        return true
    }

    static func headingLevel(_ tag: GumboTag) -> Int? {
        switch tag {
        case GUMBO_TAG_H1: 1
        case GUMBO_TAG_H2: 2
        case GUMBO_TAG_H3: 3
        case GUMBO_TAG_H4: 4
        case GUMBO_TAG_H5: 5
        case GUMBO_TAG_H6: 6
        default: nil
        }
    }

    /// Runs of whitespace as one space, trimmed: how a browser shows text outside `<pre>`.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\u{0C}" }).joined(
            separator: " ")
    }
}
