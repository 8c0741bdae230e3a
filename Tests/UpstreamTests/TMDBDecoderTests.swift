import Foundation
import Models
import Testing
import TestSupport
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

extension TMDBDecoderTests {
    @Test func decodeDetail_whenWatchProvidersAppended_readsKnownRegionsSortedWithProvidersInDisplayOrder() throws {
        let movie = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail-watch"))
        // ZZ is no region and "us" is not how TMDB writes one: both are dropped.
        #expect(movie.watchOptions.map(\.region) == ["DE", "GB", "JP"])
        let britain = movie.watchOptions[1]
        #expect(britain.link == "https://www.themoviedb.org/movie/910001-the-last-keeper/watch?locale=GB")
        #expect(britain.providers(.flatrate).map(\.name) == ["Lamplight", "Harbour+"])
        #expect(britain.providers(.buy).first == .init(id: 9004, name: "Tidewater Store", logoPath: "/kioskLogoTide.png"))
        #expect(britain.providers(.rent).isEmpty)
        #expect(britain.offers.map(\.kind) == [.flatrate, .buy])
        let japan = movie.watchOptions[2]
        #expect(japan.providers(.rent).first == .init(id: 9006, name: "灯台ビデオ", logoPath: nil))
        #expect(japan.providers(.ads).map(\.name) == ["Foghorn Free"])
        #expect(movie.watchOptions[0].isEmpty)
    }

    @Test func decodeDetail_whenCrewAppended_keepsDirectorsWritersAndComposerOncePerRole() throws {
        let movie = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail-watch"))
        #expect(
            movie.crew == [
                CrewMember(name: "Ines Harrow", role: .director, job: "Director"),
                CrewMember(name: "Ines Harrow", role: .writer, job: "Screenplay"),
                CrewMember(name: "Bram Tolle", role: .writer, job: "Novel"),
                CrewMember(name: "Odile Marsh", role: .composer, job: "Original Music Composer"),
                CrewMember(name: "Yuki Arase", role: .director, job: "Director"),
            ])
    }

    @Test func decodeDetail_whenReleaseDatesAppended_prefersTheatricalReleaseAndItsCertification() throws {
        let movie = try TMDBDecoder.decodeDetail(Fixture.data("tmdb-detail-watch"))
        #expect(
            movie.releases == [
                MovieRelease(region: "GB", date: "2019-10-18", certification: "15"),
                MovieRelease(region: "JP", date: "2020-01-24", certification: "G"),
                MovieRelease(region: "US", date: "2020-03-01", certification: nil),
            ])
    }

    @Test func decodeDetail_whenWatchPartsHostile_dropsBadLinksLogosAndMarkup() throws {
        let body = try JSONSerialization.data(
            withJSONObject: [
                "id": 1, "title": "T",
                "watch/providers": [
                    "results": [
                        "US": [
                            "link": "javascript:alert(1)",
                            "rent": [
                                [
                                    "provider_id": 1, "provider_name": "<script>x</script>Evil",
                                    "logo_path": "https://evil.example/a.png",
                                ],
                                ["provider_id": 2, "provider_name": "", "logo_path": "/ok.png"],
                            ],
                        ]
                    ]
                ],
                "release_dates": [
                    "results": [
                        [
                            "iso_3166_1": "US",
                            "release_dates": [
                                ["certification": String(repeating: "R", count: 300), "release_date": "soon", "type": 3]
                            ],
                        ]
                    ]
                ],
            ] as [String: Any])
        let movie = try TMDBDecoder.decodeDetail(body)
        let us = try #require(movie.watchOptions.first)
        #expect(us.link == nil)
        #expect(us.providers(.rent).count == 1, "a service without a name is dropped")
        #expect(us.providers(.rent).first?.logoPath == nil)
        #expect(us.providers(.rent).first?.name.isEmpty == false)
        #expect(movie.releases.isEmpty)
    }

    @Test(arguments: [
        "tmdb: many watch regions", "tmdb: many providers per kind", "tmdb: many crew members", "tmdb: many release regions",
    ])
    func decodeDetail_whenListsHuge_keepsEachWithinItsCap(shape name: String) throws {
        let shape = try #require(HostileBody.shapes.first { $0.name == name })
        let movie = try TMDBDecoder.decodeDetail(shape.body(bytes: 1 << 20))
        #expect(movie.watchOptions.count <= TMDBDecoder.maximumRegions, "\(name)")
        #expect(movie.watchOptions.map(\.region).allSatisfy { MovieRegion.named($0) != nil }, "\(name)")
        for options in movie.watchOptions {
            #expect(options.link == nil, "\(name): javascript: is no link")
            for offer in options.offers { #expect(offer.providers.count <= TMDBDecoder.maximumProvidersPerKind, "\(name)") }
        }
        #expect(movie.crew.count <= TMDBDecoder.maximumCrewKept, "\(name)")
        #expect(movie.releases.count <= 1, "\(name): only US is a region")
    }
}
