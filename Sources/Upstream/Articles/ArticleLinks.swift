import Foundation
import Models

/// Judges a Parsoid link (`href`, `rel`, `class`) into the one kind of link the model has, or nil
/// for a link Kiosk does not keep (its text stays): a missing page, a file or category page, an
/// unknown scheme (`javascript:`, `data:`), or a relative URL of another shape.
enum ArticleLinks {
    /// MediaWiki's own limit on a title's length in bytes.
    static let maximumTitleBytes = 255
    /// Namespaces whose pages are not articles a reader follows.
    static let skippedNamespaces: Set<String> = ["file", "image", "media", "category", "special"]

    static func target(href: String?, rel: String?, classes: String?) -> ArticleLink? {
        guard let href, !href.isEmpty, href.utf8.count <= UpstreamURL.maximumLength else { return nil }
        if href.hasPrefix("#") { return fragment(href).map(ArticleLink.anchor) }
        if href.hasPrefix("./") {
            let isMissing = classes?.split(separator: " ").contains("new") == true || href.contains("redlink=1")
            return isMissing ? nil : article(String(href.dropFirst(2)))
        }
        return UpstreamURL.web(href).map(ArticleLink.external)
    }

    /// `Title#frag` (percent-encoded, `_` for spaces) as an article link.
    static func article(_ path: String) -> ArticleLink? {
        let parts = path.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let rawTitle = parts[0].prefix { $0 != "?" }
        guard let decoded = String(rawTitle).removingPercentEncoding else { return nil }
        let title = decoded.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces)
        guard !title.isEmpty, title.utf8.count <= maximumTitleBytes, !hasControls(title) else { return nil }
        if let colon = title.firstIndex(of: ":"), skippedNamespaces.contains(title[..<colon].lowercased()) { return nil }
        let fragment = parts.count > 1 ? Self.fragment("#" + parts[1]) : nil
        return .article(title: title, fragment: fragment)
    }

    /// The decoded fragment of a URL (`…#cite_note-1` → `cite_note-1`), or nil when there is none.
    static func fragment(_ href: String) -> String? {
        guard let hash = href.firstIndex(of: "#") else { return nil }
        let raw = String(href[href.index(after: hash)...])
        let decoded = raw.removingPercentEncoding ?? raw
        guard !decoded.isEmpty, decoded.utf8.count <= maximumTitleBytes, !hasControls(decoded) else { return nil }
        return decoded
    }

    /// A control character (`%0A` decoded, say) has no place in a title or an anchor a page links to.
    static func hasControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }
}
