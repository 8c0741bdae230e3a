import Foundation
import Models
import Locking
import Testing
import TestSupport
import ViewModels

/// A fixed clock: 2026-11-21 12:00:00 UTC.
private let now = Date(timeIntervalSince1970: 1_795_262_400)
private let imageBase = "https://image.tmdb.org/t/p/"

private func viewModel(_ movies: StubMoviesClient) -> MovieSearchViewModel {
    MovieSearchViewModel(movies: movies, imageBase: imageBase, now: { now })
}

/// A client whose pages have `totalPages` pages in all.
private func client(totalPages: Int = 14, totalResults: Int = 273, count: Int = 20) -> StubMoviesClient {
    StubMoviesClient(search: { query in
        Fetched(value: .fixture(query: query, totalPages: totalPages, totalResults: totalResults, count: count), fetchedAt: now)
    })
}

@Test(arguments: ["", "   ", "\n"])
func searchOutputs_whenQueryEmpty_showsHintWithoutRequest(query: String) async {
    let movies = client()
    let outputs = await viewModel(movies).outputs(for: .init(query: query, language: .en))
    #expect(movies.requested.all.isEmpty)
    #expect(outputs.form.hint != nil)
    #expect(outputs.results.isEmpty)
    #expect(outputs.problem == nil)
}

@Test func searchOutputs_whenPage2InJapanese_requestsPage2InJapanese() async {
    let movies = client()
    _ = await viewModel(movies).outputs(for: .init(query: " Star ", page: 2, language: .ja))
    #expect(movies.requested.all == [.search(MovieSearchQuery(text: "Star", page: 2, language: .ja))])
}

@Test func searchOutputs_whenResults_showsCardsWithProxiedPostersYearAndRating() async throws {
    let outputs = await viewModel(client()).outputs(for: .init(query: "Star", language: .en))
    #expect(outputs.results.count == 20)
    let card = try #require(outputs.results.first)
    #expect(card.href == "/movies/1?q=Star&lang=en&region=US")
    #expect(card.posterURL == "/img/https/image.tmdb.org/t/p/w342/inception.jpg")
    #expect(card.posterAlt == "Movie 1")
    #expect(card.year == "2010")
    #expect(card.rating.text == "★ 8.4")
    #expect(card.rating.votes == "37,812 votes")
    #expect(outputs.summary == "273 movies match “Star”")
}

/// (page, total_pages from TMDB, expected previous page, expected next page, "Page x of y")
@Test(
    arguments: [
        (1, 14, nil, 2, "Page 1 of 14"),
        (2, 14, 1, 3, "Page 2 of 14"),
        (14, 14, 13, nil, "Page 14 of 14"),
        (499, 1000, 498, 500, "Page 499 of 500"),
        (500, 1000, 499, nil, "Page 500 of 500"),
    ] as [(Int, Int, Int?, Int?, String)])
func searchOutputs_pager_staysWithinResultsAndTMDBLimit(
    page: Int, totalPages: Int, previous: Int?, next: Int?, position: String
) async throws {
    let outputs = await viewModel(client(totalPages: totalPages, totalResults: 10_000)).outputs(
        for: .init(query: "a b", page: page, language: .en))
    let pager = try #require(outputs.pager)
    #expect(pager.position == position)
    #expect(
        pager.previousHref
            == previous.map { $0 == 1 ? "/movies?q=a%20b&lang=en&region=US" : "/movies?q=a%20b&page=\($0)&lang=en&region=US" })
    #expect(pager.nextHref == next.map { "/movies?q=a%20b&page=\($0)&lang=en&region=US" })
}

@Test func searchOutputs_whenOnePage_hasNoPager() async {
    let outputs = await viewModel(client(totalPages: 1, totalResults: 3, count: 3)).outputs(
        for: .init(query: "Star", language: .en))
    #expect(outputs.pager == nil)
    #expect(outputs.results.count == 3)
}

@Test func searchOutputs_whenPageBeyondLast_saysSoAndLinksLastPage() async throws {
    let outputs = await viewModel(client(totalPages: 14, count: 0)).outputs(for: .init(query: "Star", page: 20, language: .en))
    let notice = try #require(outputs.notice)
    #expect(notice.text == "There is no page 20: this search has 14 pages.")
    #expect(notice.link?.href == "/movies?q=Star&page=14&lang=en&region=US")
    #expect(outputs.pager == nil)
}

@Test(arguments: [0, 1])
func searchOutputs_whenNothingMatches_saysSo(totalPages: Int) async {
    let outputs = await viewModel(client(totalPages: totalPages, totalResults: 0, count: 0)).outputs(
        for: .init(query: "zzz", language: .ja))
    #expect(outputs.notice?.text == "「zzz」に一致する映画はありません。")
    #expect(outputs.summary == nil)
}

/// (release_date, expected year)
@Test(arguments: [("", nil), (nil, nil), ("2010-07-15", "2010"), ("garbage", nil)] as [(String?, String?)])
func movieCard_year_comesFromReleaseDate(releaseDate: String?, year: String?) {
    let card = MovieCard(.fixture(releaseDate: releaseDate), language: .en, images: TMDBImages(base: imageBase))
    #expect(card.year == year)
}

@Test func movieCard_whenNoVotesOrPoster_saysNotRatedAndUsesPlaceholder() {
    let card = MovieCard(
        .fixture(posterPath: nil, voteAverage: 0, voteCount: 0), language: .ja, images: TMDBImages(base: imageBase))
    #expect(card.rating.text == "未評価")
    #expect(card.rating.votes == nil)
    #expect(card.posterURL == nil)
    #expect(card.placeholderText == "ポスターなし")
}

@Test func searchOutputs_whenNotConfigured_explainsHowToSetKey() async throws {
    let movies = StubMoviesClient(search: { _ throws(UpstreamError) in throw .notConfigured("no TMDB_API_KEY") })
    let outputs = await viewModel(movies).outputs(for: .init(query: "Star", language: .en))
    let problem = try #require(outputs.problem)
    #expect(problem.kind == .notConfigured)
    #expect(problem.retryAfter == nil)
    #expect(outputs.setupHelp?.steps.contains { $0.contains("TMDB_API_KEY") } == true)
    #expect(outputs.setupHelp?.steps.contains { $0.contains("--offline") } == true)
    #expect(outputs.results.isEmpty)
}

@Test func searchOutputs_whenRequestFails_showsProblemThenNextRequestWorks() async {
    let calls = Mutex(0)
    let movies = StubMoviesClient(search: { query throws(UpstreamError) in
        let call = calls.withLock {
            $0 += 1; return $0
        }
        if call == 1 { throw .timedOut(seconds: 10) }
        return Fetched(value: .fixture(query: query), fetchedAt: now)
    })
    let model = viewModel(movies)
    let failed = await model.outputs(for: .init(query: "Star", page: 3, language: .en))
    #expect(failed.problem?.kind == .timedOut)
    #expect(failed.problem?.originalURL == "https://www.themoviedb.org/search/movie?query=Star&page=3&language=en-US")
    #expect(failed.setupHelp == nil)
    let worked = await model.outputs(for: .init(query: "Star", page: 3, language: .en))
    #expect(worked.problem == nil)
    #expect(worked.results.count == 20)
}

@Test func searchOutputs_whenServedStale_showsResultsWithTheirAge() async {
    let movies = StubMoviesClient(search: { query in
        Fetched(
            value: .fixture(query: query), fetchedAt: now.addingTimeInterval(-300), staleBecause: .httpStatus(503, retryAfter: 30)
        )
    })
    let outputs = await viewModel(movies).outputs(for: .init(query: "Star", language: .en))
    #expect(outputs.results.count == 20)
    #expect(outputs.problem?.kind == .coolingDown)
    #expect(outputs.problem?.retryAfter == 30)
    #expect(outputs.problem?.staleNotice == "Showing what Kiosk saved 5 minutes ago.")
}

/// (page parameter, expected page or nil for a 400)
@Test(
    arguments: [
        (nil, 1), ("", 1), ("2", 2), ("500", 500), ("0", nil), ("501", nil), ("-1", nil),
        ("abc", nil), ("1.5", nil), ("+3", nil), ("99999999999999999999", nil),
    ] as [(String?, Int?)])
func searchPage_fromParameter_acceptsOnly1Through500(text: String?, page: Int?) {
    #expect(MovieSearchViewModel.page(from: text, language: .en).value == page)
}

/// The score as `%.1f` wrote it (ICU's half to even on the shortest decimal), and bad data (TMDB rates
/// out of 10) shown clamped rather than as the 300-digit figure `String(format:)` printed for 1e300.
@Test(arguments: [
    (7.412, "★ 7.4") as (Double, String), (7.25, "★ 7.2"), (7.35, "★ 7.4"), (8.449, "★ 8.4"), (0.04, "★ 0.0"),
    (0.06, "★ 0.1"), (10, "★ 10.0"), (9.96, "★ 10.0"), (-3, "★ 0.0"), (1e300, "★ 10.0"), (-Double.infinity, "★ 0.0"),
])
func movieRating_showsOneDecimal_clampedToTMDBsScale(average: Double, shown: String) {
    #expect(MovieRating(average: average, count: 12, language: .en).text == shown)
    #expect(MovieRating(average: average, count: 12, language: .ja).accessibleText.contains(shown.dropFirst(2)))
}
