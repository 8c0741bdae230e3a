/// A piece of plain text, flagged when it is the part that matched a search (Wikipedia's highlighted words).
/// Upstream HTML becomes runs in `Upstream`, so no layer above it handles markup.
public struct TextRun: Sendable, Equatable, Hashable, Codable {
    public var text: String
    public var isMatch: Bool

    public init(text: String, isMatch: Bool) {
        self.text = text
        self.isMatch = isMatch
    }
}
