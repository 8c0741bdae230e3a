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
        let words = language.words.movies
        guard count > 0 else {
            text = words.notRated
            votes = nil
            accessibleText = text
            return
        }
        let score = MovieFormat.score(average)
        text = words.score(score)
        votes = words.votes(count)
        accessibleText = words.ratingSpoken(score, count)
    }
}
