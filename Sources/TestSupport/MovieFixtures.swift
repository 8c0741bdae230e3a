import Foundation
import Models

extension MovieSummary {
    /// A search result with sensible defaults; tests override what they look at.
    public static func fixture(
        id: Int = 27205, title: String = "Inception", releaseDate: String? = "2010-07-15",
        posterPath: String? = "/inception.jpg", voteAverage: Double = 8.369,
        voteCount: Int = 37812
    ) -> MovieSummary {
        MovieSummary(
            id: id, title: title, originalTitle: title, overview: "A thief who steals secrets through dreams.",
            releaseDate: releaseDate, posterPath: posterPath, backdropPath: nil,
            voteAverage: voteAverage, voteCount: voteCount)
    }
}

extension MovieSearchPage {
    /// `count` results ("Movie 21"… on page 2) on `query.page` of `totalPages`.
    public static func fixture(
        query: MovieSearchQuery, totalPages: Int = 14, totalResults: Int = 273,
        count: Int = 20
    ) -> MovieSearchPage {
        let firstID = (query.page - 1) * 20 + 1
        return MovieSearchPage(
            query: query, page: query.page, totalPages: totalPages, totalResults: totalResults,
            results: (0..<count).map { MovieSummary.fixture(id: firstID + $0, title: "Movie \(firstID + $0)") })
    }
}

extension MovieDetail {
    /// Fight Club with `castCount` actors ("Actor 1" as "Role 1"…; actor 2's role is empty) and the given recommendations.
    public static func fixture(
        id: Int = 550, title: String = "Fight Club", originalTitle: String = "Fight Club",
        releaseDate: String? = "1999-10-15", runtime: Int? = 139,
        posterPath: String? = "/fightclub.jpg", backdropPath: String? = "/fightclub-backdrop.jpg",
        voteCount: Int = 30000, castCount: Int = 15,
        recommendations: [MovieSummary] = [.fixture(id: 680, title: "Pulp Fiction")]
    ) -> MovieDetail {
        MovieDetail(
            id: id, title: title, originalTitle: originalTitle, tagline: "Mischief. Mayhem. Soap.",
            overview: "An insomniac office worker and a soap maker form an underground fight club.",
            releaseDate: releaseDate, runtime: runtime, genres: ["Drama", "Thriller"],
            posterPath: posterPath, backdropPath: backdropPath, voteAverage: 8.438, voteCount: voteCount,
            homepage: nil,
            cast: (1..<castCount + 1).map {
                CastMember(name: "Actor \($0)", character: $0 == 2 ? "" : "Role \($0)", profilePath: nil)
            },
            recommendations: recommendations, posters: [], backdrops: [])
    }
}
