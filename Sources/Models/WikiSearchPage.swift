/// One page of Wikipedia search results.
public struct WikiSearchPage: Sendable, Equatable, Codable {
    public var query: WikiSearchQuery
    public var language: WikipediaLanguage
    /// Wikipedia's estimate of all matches; it can change from one page to the next.
    public var totalHits: Int
    /// A spelling suggestion ("did you mean"), plain text.
    public var suggestion: String?
    /// The offset of the next page; nil on the last page (upstream sent no `continue`).
    public var nextOffset: Int?
    public var results: [WikiPage]

    public init(
        query: WikiSearchQuery, language: WikipediaLanguage, totalHits: Int, suggestion: String?,
        nextOffset: Int?, results: [WikiPage]
    ) {
        self.query = query
        self.language = language
        self.totalHits = totalHits
        self.suggestion = suggestion
        self.nextOffset = nextOffset
        self.results = results
    }
}
