import Models

/// The other outlets' headlines that Google News lists in a clustered item's description:
/// `<ol><li><a href="…">Headline</a>&nbsp;&nbsp;<font color="#6f6f6f">Publisher</font></li>…</ol>`.
///
/// The description is HTML written by Google around text written by strangers, so it is read as
/// hostile input: cut to `maximumSourceBytes` first, tokenized in linear time, and the walk stops
/// after `maximumLinks`. Only `http`/`https` links survive (`UpstreamURL.web`), every text passes
/// `UpstreamText`, and no markup of it leaves this type.
enum RelatedCoverage {
    /// Links kept per item: a reader wants a few other outlets, not the whole cluster.
    static let maximumLinks = 5
    /// A real cluster of ten outlets is about 3 KB; more is not read.
    static let maximumSourceBytes = 16 << 10

    /// The related links of one item, leaving out the item itself (same link or same headline).
    static func links(in description: String?, excludingLink ownLink: String, headline: String) -> [RelatedArticle] {
        guard let description, !description.isEmpty else { return [] }
        let (source, _) = UpstreamText.prefix(description, bytes: maximumSourceBytes)
        var found: [RelatedArticle] = []
        var current: (href: String?, title: String, publisher: String)?
        var inFont = false
        var inAnchor = false

        func finish() {
            defer { current = nil }
            guard let entry = current, let href = entry.href else { return }
            let title = UpstreamText.plain(HTMLText.decodeEntities(HTMLText.collapsingWhitespace(entry.title)), .title)
            guard !title.isEmpty, href != ownLink, title != headline else { return }
            let publisher = UpstreamText.plain(HTMLText.decodeEntities(HTMLText.collapsingWhitespace(entry.publisher)), .name)
            found.append(RelatedArticle(title: title, publisher: publisher.isEmpty ? nil : publisher, link: href))
        }

        for token in HTMLTokenizer.tokens(source) {
            if found.count >= maximumLinks { break }
            switch token {
            case .tag(name: "a", isClosing: false, let attributes):
                finish()
                let raw = HTMLText.attributeValue("href", in: attributes).map(HTMLText.decodeEntities)
                current = (UpstreamURL.web(raw), "", "")
                inAnchor = true
            case .tag(name: "a", isClosing: true, _):
                inAnchor = false
            case .tag(name: "font", let isClosing, _):
                inFont = !isClosing
            case .tag(name: "li", isClosing: true, _), .tag(name: "ol", _, _):
                finish()
            case .text(let text):
                // Fields grow by appending only, and the source is already cut: linear in all.
                if inAnchor { current?.title += text } else if inFont { current?.publisher += text }
            default:
                break
            }
        }
        if found.count < maximumLinks { finish() }
        return found
    }
}
