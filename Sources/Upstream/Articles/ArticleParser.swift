import CGumbo
import Foundation
import Models

/// Parsoid HTML → `ArticleDocument`: the bytes pass `ArticleMarkupGate` (bounded, canonical),
/// gumbo builds the tree as a browser would, and `ArticleWalker` keeps what the model can say.
public enum ArticleParser {
    /// The largest body read: a long article's Parsoid HTML is 1–3 MB.
    public static let maximumBytes = 8 << 20

    /// Never fails: markup it cannot use becomes text or nothing, and an empty body an empty article.
    /// - Parameter imageHosts: the only hosts (`host` or `host:port`) images may come from.
    public static func document(from body: Data, fallbackTitle: String, imageHosts: Set<String>) -> ArticleDocument {
        let bytes = body.prefix(maximumBytes)
        var markup = bytes.withUnsafeBytes { raw in
            ArticleMarkupGate.rewrite(raw.bindMemory(to: UInt8.self))
        }
        markup.append(0)
        return markup.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                var options = kGumboDefaultOptions
                // Parse errors are not collected: Kiosk never reports them, and hostile input has millions.
                options.max_errors = 0
                guard let output = gumbo_parse_with_options(&options, chars.baseAddress, chars.count - 1) else {
                    return ArticleDocument(title: fallbackTitle, lead: [], sections: [])
                }
                defer { gumbo_destroy_output(&options, output) }
                var walker = ArticleWalker(imageHosts: imageHosts)
                return walker.document(root: output.pointee.root, fallbackTitle: fallbackTitle)
            }
        }
    }
}
