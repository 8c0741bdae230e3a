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
        // The catalog, not a copy of its movie words: a card's rating is made twenty times a page,
        // and copying the words retained and released each of their fields.
        let catalog = language.words
        guard count > 0 else {
            text = catalog.movies.notRated
            votes = nil
            accessibleText = text
            return
        }
        let score = MovieFormat.score(average)
        text = catalog.movies.score(score)
        votes = catalog.movies.votes(count)
        accessibleText = catalog.movies.ratingSpoken(score, count)
    }
}
