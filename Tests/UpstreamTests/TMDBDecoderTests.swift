import Foundation
import Models
import Testing
@testable import Upstream

@Suite struct TMDBDecoderTests {
    static let query = MovieSearchQuery(text: "keeper", page: 1, language: .en)

    @Test func decodeSearch_whenPageOfResults_readsSummariesAndCapsPagesAt500() throws {
        let page = try TMDBDecoder.decodeSearch(Fixture.data("tmdb-search"), query: Self.query)
        #expect(page.query == Self.query)
        #expect(page.page == 1)
        #expect(page.totalPages == 500)
        #expect(page.totalResults == 12230)
        #expect(
            page.results.first
                == MovieSummary(
                    id: 910001, title: "The Last Keeper", originalTitle: "The Last Keeper",
                    overview: "A lighthouse keeper counts the ships that never arrive.", releaseDate: "2019-10-18",
                    posterPath: "/kioskPosterKeeper01.jpg", backdropPath: "/kioskBackdropKeeper01.jpg",
                    voteAverage: 7.412, voteCount: 2864))
    }

    @Test func decodeSearch_whenPosterAndBackdropAreNull_givesNil() throws {
        let movie = try TMDBDecoder.decodeSearch(Fixture.data("tmdb-search"), query: Self.query).results[1]
        #expect(movie.posterPath == nil)
        #expect(movie.backdropPath == nil)
        #expect(movie.originalTitle == "灯台守の夜")
        #expect(movie.overview == "")
    }

    @Test func decodeSearch_whenReleaseDateIsEmptyString_givesNil() throws {
        let movie = try TMDBDecoder.decodeSearch(Fixture.data("tmdb-search"), query: Self.query).results[2]
        #expect(movie.releaseDate == nil)
        #expect(movie.voteAverage == 0)
    }

    @Test(arguments: ["tmdb-search-zero-hits", "tmdb-search-zero-hits-one-page"])
    func decodeSearch_whenZeroHits_hasNoPages(fixture: String) throws {
        let page = try TMDBDecoder.decodeSearch(Fixture.data(fixture), query: Self.query)
        #expect(page.results.isEmpty, "fixture: \(fixture)")
        #expect(page.totalPages == 0, "fixture: \(fixture)")
        #expect(page.totalResults == 0, "fixture: \(fixture)")
    }

    @Test func decodeDetail_whenAppendedCreditsRecommendationsImages_readsThemAll() throws {
        let movie = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail"))
        #expect(movie.id == 910001)
        #expect(movie.genres == ["Drama", "Mystery"])
        #expect(movie.runtime == 104)
        #expect(movie.releaseDate == "2019-10-18")
        #expect(movie.recommendations.map(\.title) == ["Salt and Signal"])
        #expect(movie.posters == ["/kioskPosterKeeper01.jpg", "/kioskPosterKeeper01b.jpg"])
        #expect(movie.backdrops == ["/kioskBackdropKeeper01.jpg"])
    }

    @Test func decodeDetail_whenCastOutOfOrder_sortsByBillingOrderAndEmptiesBecomeNil() throws {
        let movie = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail"))
        #expect(
            movie.cast == [
                CastMember(name: "Tobias Wren", character: "Elias, the keeper", profilePath: "/kioskProfileWren.jpg"),
                CastMember(name: "Mara Quill", character: "The Inspector", profilePath: nil),
                CastMember(name: "Gull", character: nil, profilePath: nil),
            ])
    }

    @Test func decodeDetail_whenEmptyStringsZeroRuntimeAndNoAppendedParts_givesNilsAndEmptyLists() throws {
        let movie = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail-minimal"))
        #expect(movie.tagline == "Some nights never end.")
        #expect(movie.homepage == "https://last-keeper.example")
        #expect(movie.releaseDate == nil)
        #expect(movie.runtime == nil)
        #expect(movie.posterPath == nil)
        #expect(movie.cast.isEmpty && movie.recommendations.isEmpty && movie.posters.isEmpty)
        let full = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail"))
        #expect(full.tagline == nil)
        #expect(full.homepage == nil)
    }

    @Test(arguments: [
        ("tmdb-error-34", 404, UpstreamError.notFound),
        ("tmdb-error-6", 404, UpstreamError.notFound),
        ("tmdb-error-7", 401, UpstreamError.apiError(code: "7", message: "Invalid API key: You must be granted a valid key.")),
        ("tmdb-error-422", 422, UpstreamError.apiError(code: "422", message: "query must be provided")),
    ])
    func decodeError_whenEitherEnvelope_mapsToNotFoundOrAPIError(
        fixture: String, status: Int, expected: UpstreamError
    ) throws {
        #expect(
            TMDBDecoder.decodeError(status: status, data: try Fixture.data(fixture)) == expected,
            "fixture: \(fixture)")
    }

    @Test(arguments: ["", "<html>Bad gateway</html>", "{\"unexpected\":true}"])
    func decodeError_whenBodyIsNoEnvelope_keepsTheHTTPStatus(body: String) {
        #expect(
            TMDBDecoder.decodeError(status: 502, data: Data(body.utf8)) == .httpStatus(502, retryAfter: nil),
            "body: \(body)")
    }

    @Test func decodeDetail_whenBodyIsAnErrorEnvelope_throwsItInsteadOfUndecodable() throws {
        let data = try Fixture.data("tmdb-error-34")
        #expect(throws: UpstreamError.notFound) { try TMDBDecoder.decodeDetail(data) }
    }

    @Test func decodeSearch_whenResultLacksID_namesTheBrokenPath() {
        let body = #"{"page":1,"results":[{"title":"x"}],"total_pages":1,"total_results":1}"#
        #expect(throws: UpstreamError.undecodable("missing results[0].id")) {
            try TMDBDecoder.decodeSearch(Data(body.utf8), query: Self.query)
        }
    }
}
