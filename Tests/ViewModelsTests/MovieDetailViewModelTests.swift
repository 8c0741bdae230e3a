import Foundation
import Models
import Locking
import Testing
import TestSupport
import ViewModels

/// A fixed clock: 2026-11-21 12:00:00 UTC.
private let now = Date(timeIntervalSince1970: 1_795_262_400)

private func outputs(_ detail: MovieDetail, language: Language = .en) async -> MovieDetailViewModel.Outputs {
    let movies = StubMoviesClient(detail: { _, _ in Fetched(value: detail, fetchedAt: now) })
    return await MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { now })
        .outputs(for: .init(id: detail.id, language: language))
}

private func fact(_ term: String, in outputs: MovieDetailViewModel.Outputs) -> String? {
    outputs.movie?.facts.first { $0.term == term }?.value
}

/// (runtime minutes, language, expected text; nil means no runtime line)
@Test(
    arguments: [
        (139, Language.en, "2h 19m"), (139, .ja, "2時間19分"), (120, .en, "2h"), (120, .ja, "2時間"),
        (45, .en, "45m"), (45, .ja, "45分"), (0, .en, nil), (nil, .ja, nil),
    ] as [(Int?, Language, String?)])
func detailOutputs_runtime_isFormattedPerLanguage(minutes: Int?, language: Language, text: String?) async {
    let page = await outputs(.fixture(runtime: minutes), language: language)
    #expect(fact(language == .ja ? "上映時間" : "Runtime", in: page) == text)
}

@Test(arguments: [(Language.en, "Released", "October 15, 1999"), (.ja, "公開日", "1999年10月15日")])
func detailOutputs_releaseDate_isFormattedPerLanguage(language: Language, term: String, date: String) async {
    #expect(fact(term, in: await outputs(.fixture(), language: language)) == date)
}

@Test func detailOutputs_cast_isTopTwelveWithCharactersAndSearchLinks() async throws {
    let movie = try #require(await outputs(.fixture(castCount: 15)).movie)
    let cast = movie.people.cast
    #expect(cast.count == 12)
    #expect(cast.first?.name == "Actor 1")
    #expect(cast.first?.character == "Role 1")
    #expect(cast[1].character == nil)
    #expect(cast.last?.name == "Actor 12")
    #expect(cast.first?.href == "/movies?q=Actor%201&lang=en&region=US")
}

@Test func detailOutputs_recommendations_linkToTheirOwnPagesWithPosters() async throws {
    let detail = MovieDetail.fixture(recommendations: [
        .fixture(id: 680, title: "Pulp Fiction", posterPath: "/pulp.jpg"),
        .fixture(id: 13, title: "Forrest Gump", posterPath: nil),
    ])
    let movie = try #require(await outputs(detail, language: .ja).movie)
    #expect(movie.recommendations.map(\.href) == ["/movies/680?lang=ja&region=JP", "/movies/13?lang=ja&region=JP"])
    #expect(movie.recommendations.map(\.posterURL) == ["/img/https/image.tmdb.org/t/p/w342/pulp.jpg", nil])
}

@Test func detailOutputs_images_goThroughTheProxy() async throws {
    let movie = try #require(await outputs(.fixture()).movie)
    #expect(movie.posterURL == "/img/https/image.tmdb.org/t/p/w500/fightclub.jpg")
    #expect(movie.backdropURL == "/img/https/image.tmdb.org/t/p/w1280/fightclub-backdrop.jpg")
    #expect(movie.posterAlt == "Fight Club")
}

@Test(arguments: [("Fight Club", nil), ("ファイト・クラブ", "Fight Club")] as [(String, String?)])
func detailOutputs_originalTitle_onlyWhenDifferent(title: String, original: String?) async {
    let page = await outputs(.fixture(title: title, originalTitle: "Fight Club"))
    #expect(page.movie?.originalTitle == original)
    #expect(page.heading == title)
}

@Test func detailOutputs_whenUnrated_saysNotRated() async {
    #expect(await outputs(.fixture(voteCount: 0)).movie?.rating.text == "Not rated")
}

@Test func detailOutputs_whenUnknownID_isNotFoundWithoutProblem() async {
    let movies = StubMoviesClient(detail: { _, _ throws(UpstreamError) in throw .notFound })
    let page = await MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { now })
        .outputs(for: .init(id: 999_999, language: .en))
    #expect(page.notFound == "TMDB has no movie with the id 999999.")
    #expect(page.problem == nil)
    #expect(page.movie == nil)
    #expect(page.searchLink.href == "/movies?lang=en&region=US")
}

@Test func detailOutputs_whenNotConfigured_explainsSetupAndLinksTMDB() async throws {
    let movies = StubMoviesClient()
    let page = await MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { now })
        .outputs(for: .init(id: 550, language: .ja))
    let problem = try #require(page.problem)
    #expect(problem.kind == .notConfigured)
    #expect(problem.originalURL == "https://www.themoviedb.org/movie/550?language=ja-JP")
    #expect(page.setupHelp?.heading == "TMDB を使うには")
    #expect(movies.requested.all == [.detail(550, .ja)])
}

@Test func detailOutputs_whenRequestFails_showsProblemThenNextRequestWorks() async {
    let calls = Mutex(0)
    let movies = StubMoviesClient(detail: { _, _ throws(UpstreamError) in
        let call = calls.withLock {
            $0 += 1; return $0
        }
        if call == 1 { throw .cannotConnect(host: "api.themoviedb.org") }
        return Fetched(value: .fixture(), fetchedAt: now)
    })
    let model = MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { now })
    let failed = await model.outputs(for: .init(id: 550, language: .en))
    #expect(failed.problem?.kind == .unreachable)
    #expect(failed.movie == nil)
    let worked = await model.outputs(for: .init(id: 550, language: .en))
    #expect(worked.problem == nil)
    #expect(worked.movie?.title == "Fight Club")
}

/// (path segment, expected id or nil for a 400)
@Test(
    arguments: [
        ("550", 550), ("1", 1), ("0", 0), ("-5", nil), ("abc", nil), ("", nil), ("5x", nil),
        ("99999999999999999999", nil),
    ] as [(String, Int?)])
func detailID_fromPath_acceptsWholeNumbers(text: String, id: Int?) {
    #expect(MovieDetailViewModel.id(from: text, language: .en).value == id)
}

private func outputs(
    _ detail: MovieDetail, region code: String, language: Language = .en
) async throws
    -> MovieDetailViewModel.Outputs
{
    let movies = StubMoviesClient(detail: { _, _ in Fetched(value: detail, fetchedAt: now) })
    return await MovieDetailViewModel(movies: movies, imageBase: "https://image.tmdb.org/t/p/", now: { now })
        .outputs(for: .init(id: detail.id, language: language, region: try #require(MovieRegion.named(code))))
}

@Test func detailOutputs_whenRegionHasOffers_listsEachKindWithProxiedLogos() async throws {
    let movie = try #require(try await outputs(.fixture(watchOptions: MovieDetail.fixtureWatchOptions), region: "US").movie)
    #expect(movie.watch.offers.map(\.label) == ["Stream", "Rent"])
    #expect(movie.watch.offers[1].providers.map(\.logoURL) == ["/img/https/image.tmdb.org/t/p/w92/popcorn.png", nil])
    #expect(movie.watch.unavailable == nil)
    #expect(movie.watch.tmdbLink?.href == "https://www.themoviedb.org/movie/550/watch?locale=US")
    #expect(movie.watch.attribution == "Streaming data provided by JustWatch.")
}

@Test func detailOutputs_whenRegionHasNoOffers_saysSoAndOffersRegionsThatHave() async throws {
    let movie = try #require(try await outputs(.fixture(watchOptions: MovieDetail.fixtureWatchOptions), region: "DE").movie)
    #expect(movie.watch.offers.isEmpty)
    #expect(movie.watch.unavailable == "Not available to stream in Germany.")
    #expect(movie.watch.picker?.label == "Regions with offers")
    #expect(movie.watch.picker?.options.map(\.code) == ["DE", "US"])
    #expect(movie.watch.picker?.options.first { $0.isSelected }?.code == "DE")
    let nowhere = try #require(try await outputs(.fixture(), region: "DE").movie)
    #expect(nowhere.watch.picker == nil, "no region has offers: no picker")
    #expect(movie.watch.picker?.fields.map(\.name) == ["lang"])
}

@Test func detailOutputs_whenRegionUnlisted_isUnavailableWithoutTMDBLink() async throws {
    let movie = try #require(
        try await outputs(.fixture(watchOptions: MovieDetail.fixtureWatchOptions), region: "JP", language: .ja).movie)
    #expect(movie.watch.unavailable == "日本では配信・レンタル・購入の情報がありません。")
    #expect(movie.watch.tmdbLink == nil)
    #expect(movie.watch.heading == "視聴方法（日本）")
}

@Test func detailOutputs_releaseInRegion_showsItsDateAndCertification() async throws {
    let releases = [MovieRelease(region: "JP", date: "2000-02-26", certification: "R15+")]
    let page = try await outputs(.fixture(releases: releases), region: "JP", language: .ja)
    #expect(fact("公開日（日本）", in: page) == "2000年2月26日")
    #expect(fact("レーティング（日本）", in: page) == "R15+")
    #expect(fact("公開日", in: page) == nil)
}

@Test func detailOutputs_crew_groupsRolesAndLinksEachPersonToASearch() async throws {
    let movie = try #require(try await outputs(.fixture(crew: MovieDetail.fixtureCrew), region: "GB").movie)
    #expect(movie.people.crew.map(\.label) == ["Director", "Writers", "Music"])
    #expect(movie.people.crew[1].people.map(\.name) == ["Jim Uhls", "Chuck Palahniuk"])
    #expect(movie.people.crew[0].people.first?.href == "/movies?q=David%20Fincher&lang=en&region=GB")
}

@Test func detailOutputs_castPicture_goesThroughTheProxyOrShowsTheInitial() async throws {
    let cast = try #require(try await outputs(.fixture(castCount: 2), region: "US").movie).people.cast
    #expect(cast.map(\.pictureURL) == ["/img/https/image.tmdb.org/t/p/w185/actor1.jpg", nil])
    #expect(cast.map(\.initial) == ["A", "A"])
}

/// (text in the URL, region code or nil for a 400)
@Test(
    arguments: [("JP", "JP"), ("jp", "JP"), ("XK", "XK"), ("ZZ", nil), ("JPN", nil), ("", nil), ("<b>", nil)]
        as [(String, String?)])
func region_fromURL_acceptsKnownCodesOnly(text: String, code: String?) {
    switch MovieRegionSetting.region(from: text, language: .en) {
    case .valid(let region): #expect(region.code == code, "region=\(text)")
    case .invalid(let why):
        #expect(code == nil, "region=\(text)")
        #expect(why.contains("AD, AE, AF"), "the 400 lists the regions: \(why)")
    }
}

/// (edition, Accept-Language regions, language, expected region)
@Test(
    arguments: [
        ("de-AT", ["GB"], Language.en, "AT"), (nil, ["gb", "US"], .en, "GB"), (nil, ["ZZ", "FR"], .en, "FR"),
        (nil, [], .ja, "JP"), (nil, [], .en, "US"), ("no-such", [], .ja, "JP"),
    ] as [(String?, [String], Language, String)])
func defaultRegion_followsEditionThenAcceptLanguageThenLanguage(
    edition: String?, accepted: [String], language: Language, expected: String
) {
    let region = MovieRegionSetting.defaultRegion(edition: edition, acceptedRegions: accepted, language: language)
    #expect(region.code == expected, "edition \(edition ?? "-"), accepted \(accepted)")
}
