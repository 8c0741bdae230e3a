import Models

/// A movie's TMDB rating as shown: "★ 8.4" with the vote count, or "Not rated" when nobody voted.
public struct MovieRating: Sendable, Hashable, Encodable {
    /// "★ 8.4" or "Not rated".
    public var text: String
    /// "37,812 votes"; nil when not rated.
    public var votes: String?
    /// What a screen reader says instead of the star: "Rated 8.4 out of 10 from 37,812 votes".
    public var accessibleText: String

    public init(average: Double, count: Int, language: Language) {
        let ja = language == .ja
        guard count > 0 else {
            text = ja ? "未評価" : "Not rated"
            votes = nil
            accessibleText = text
            return
        }
        let score = MovieFormat.score(average)
        let countText = Digits.grouped(count)
        text = "★ \(score)"
        votes = ja ? "\(countText)票" : (count == 1 ? "1 vote" : "\(countText) votes")
        accessibleText = ja ? "評価 10点中\(score)点（\(countText)票）" : "Rated \(score) out of 10 from \(votes ?? "")"
    }
}
