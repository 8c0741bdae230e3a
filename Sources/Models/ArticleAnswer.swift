/// What Wikipedia answers for a title: the article, or the title a redirect page points at.
public enum ArticleAnswer: Sendable, Hashable, Codable {
    case document(ArticleDocument)
    /// The redirect's target title (spaces), and the section it points at, if any.
    case redirect(title: String, fragment: String?)
}

/// The same article on another language's Wikipedia.
public struct ArticleLanguageLink: Sendable, Hashable, Codable {
    /// The wiki's language code (`ja`, `fr`, `zh-yue`).
    public var code: String
    /// The language's own name (`日本語`, `Français`).
    public var name: String
    /// The article's title on that wiki (spaces).
    public var title: String

    public init(code: String, name: String, title: String) {
        self.code = code
        self.name = name
        self.title = title
    }
}
