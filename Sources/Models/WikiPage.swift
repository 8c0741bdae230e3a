import Foundation

/// One Wikipedia article found by a search. Links are built by ViewModels from `title` or `pageID`.
public struct WikiPage: Sendable, Equatable, Codable {
    /// Plain text title, spaces (not underscores).
    public var title: String
    public var pageID: Int
    /// The excerpt around the match, with the matched words flagged.
    public var snippet: [TextRun]
    public var wordCount: Int?
    /// Article size in bytes.
    public var size: Int?
    public var lastEdited: Date?

    public init(title: String, pageID: Int, snippet: [TextRun], wordCount: Int?, size: Int?, lastEdited: Date?) {
        self.title = title
        self.pageID = pageID
        self.snippet = snippet
        self.wordCount = wordCount
        self.size = size
        self.lastEdited = lastEdited
    }
}
