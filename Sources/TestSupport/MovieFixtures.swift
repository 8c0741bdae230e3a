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
        recommendations: [MovieSummary] = [.fixture(id: 680, title: "Pulp Fiction")],
        watchOptions: [MovieWatchOptions] = [], releases: [MovieRelease] = [], crew: [CrewMember] = []
    ) -> MovieDetail {
        MovieDetail(
            id: id, title: title, originalTitle: originalTitle, tagline: "Mischief. Mayhem. Soap.",
            overview: "An insomniac office worker and a soap maker form an underground fight club.",
            releaseDate: releaseDate, runtime: runtime, genres: ["Drama", "Thriller"],
            posterPath: posterPath, backdropPath: backdropPath, voteAverage: 8.438, voteCount: voteCount,
            homepage: nil,
            cast: (1..<castCount + 1).map {
                CastMember(
                    name: "Actor \($0)", character: $0 == 2 ? "" : "Role \($0)", profilePath: $0 == 1 ? "/actor1.jpg" : nil)
            },
            recommendations: recommendations, posters: [], backdrops: [], crew: crew, watchOptions: watchOptions,
            releases: releases)
    }

    /// Streaming in the US (two kinds, one service without a logo), only TMDB's page in Germany.
    public static let fixtureWatchOptions: [MovieWatchOptions] = [
        MovieWatchOptions(region: "DE", link: "https://www.themoviedb.org/movie/550/watch?locale=DE", offers: []),
        MovieWatchOptions(
            region: "US", link: "https://www.themoviedb.org/movie/550/watch?locale=US",
            offers: [
                .init(kind: .flatrate, providers: [.init(id: 8, name: "Streamly", logoPath: "/streamly.png")]),
                .init(
                    kind: .rent,
                    providers: [
                        .init(id: 2, name: "Popcorn", logoPath: "/popcorn.png"), .init(id: 3, name: "Video Club", logoPath: nil),
                    ]),
            ]),
    ]

    /// A director, two writers (one also the director) and a composer.
    public static let fixtureCrew: [CrewMember] = [
        CrewMember(name: "David Fincher", role: .director, job: "Director"),
        CrewMember(name: "Jim Uhls", role: .writer, job: "Screenplay"),
        CrewMember(name: "Chuck Palahniuk", role: .writer, job: "Novel"),
        CrewMember(name: "The Dust Brothers", role: .composer, job: "Original Music Composer"),
    ]
}
