/// One page of a Wikipedia full-text search, as asked for.
public struct WikiSearchQuery: Sendable, Equatable, Hashable, Codable {
    public var text: String
    public var language: WikipediaLanguage
    /// Results per page (`srlimit`).
    public var limit: Int
    /// Index of the first result (`sroffset`).
    public var offset: Int

    public init(text: String, language: WikipediaLanguage, limit: Int, offset: Int) {
        self.text = text
        self.language = language
        self.limit = limit
        self.offset = offset
    }
}
