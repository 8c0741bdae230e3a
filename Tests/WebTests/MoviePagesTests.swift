import Foundation
import HTTPServer
import Models
import Locking
import Testing
import TestSupport
import Web

/// Whole responses of `/movies` and `/movies/ID`: status, the headers a cache or browser acts
/// on, and what the page says.
@Suite struct MoviePagesTests {
    static let searchClient = StubMoviesClient(
        search: { query in Fetched(value: .fixture(query: query), fetchedAt: TestSite.now) },
        detail: { id, _ throws(UpstreamError) in
            guard id == 550 else { throw .notFound }
            return Fetched(
                value: .fixture(recommendations: [
                    .fixture(id: 680, title: "Pulp Fiction"),
                    .fixture(id: 13, title: "Forrest Gump", posterPath: nil),
                ]),
                fetchedAt: TestSite.now)
        })

    func get(_ target: String, movies: StubMoviesClient = searchClient, headers: [(String, String)] = []) async throws -> Response
    {
        let site = try await TestSite.make(movies: movies)
        return await site.respond(try TestSite.request("GET", target, headers: headers))
    }

    /// Over-long search text gets the same limit and the same words as a Wikipedia search, on a
    /// 400 page that does not echo it.
    @Test func search_whenLongerThanAnySearch_isA400ThatDoesNotEchoIt() async throws {
        let long = String(repeating: "a", count: 3_000)
        let response = try await get("/movies?q=\(long)&lang=en")
        #expect(response.status == 400)
        #expect(response.text.contains("A search can be at most 300 characters long; this one has 3,000."))
        let shown = response.text.replacingOccurrences(of: #"href="[^"]*""#, with: "", options: .regularExpression)
        #expect(!shown.contains(String(repeating: "a", count: 301)))
        #expect(try await get("/movies?q=\(String(repeating: "a", count: 300))&lang=en").status == 200)
    }

    /// Every `src` and `href` on the page, for checks that span the whole HTML.
    static func attributeValues(_ name: String, in html: String) -> [String] {
        html.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
            $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
        }
    }

    @Test func search_whenResults_isCacheableGridWithPagerAndAttribution() async throws {
        let response = try await get("/movies?q=Star&page=2&lang=en")
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "public, max-age=600")
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let html = response.text
        #expect(html.contains(#"<img src="/img/https/image.tmdb.org/t/p/w342/inception.jpg" alt="Movie 21""#))
        #expect(
            html.contains(#"<a href="/movies/21?q=Star&amp;page=2&amp;lang=en&amp;region=US">"#),
            "the detail link carries the search and the region")
        #expect(html.contains(#"<a href="/movies?q=Star&amp;lang=en&amp;region=US" rel="prev">"#))
        #expect(html.contains(#"<a href="/movies?q=Star&amp;page=3&amp;lang=en&amp;region=US" rel="next">"#))
        #expect(html.contains("Page 2 of 14"))
        #expect(html.contains("★ 8.4"))
        #expect(html.contains("This product uses the TMDB API but is not endorsed or certified by TMDB."))
        #expect(html.contains(#"<a href="https://www.themoviedb.org" lang="en" dir="ltr">"#))
        #expect(html.contains(#"<input type="hidden" name="lang" value="en">"#))
    }

    @Test func search_whenQueryEmpty_showsFormAndHintWithoutRequest() async throws {
        let movies = StubMoviesClient()
        let response = try await get("/movies?lang=en", movies: movies)
        #expect(response.status == 200)
        #expect(response.text.contains(#"id="movie-hint""#))
        #expect(movies.requested.all.isEmpty)
    }

    /// "← Search movies" on a detail page dropped the search; now it leads back to the
    /// results (query and page) the reader came from, in both languages, and so does the language switch.
    @Test(arguments: [("en", "← Results for “Star”"), ("ja", "← 「Star」の検索結果")])
    func detail_whenReachedFromResults_leadsBackToThem(lang: String, label: String) async throws {
        let movies = StubMoviesClient()
        let html = try await get("/movies/550?q=Star&page=3&lang=\(lang)", movies: movies).text
        let region = lang == "en" ? "US" : "JP"
        #expect(html.contains(#"href="/movies?q=Star&amp;page=3&amp;lang=\#(lang)&amp;region=\#(region)""#), "\(lang)")
        #expect(html.contains(label), "\(lang)")
        let other = lang == "en" ? "ja" : "en"
        #expect(
            html.contains(#"/movies/550?q=Star&amp;page=3&amp;lang=\#(other)&amp;region=\#(region)"#),
            "the language switch keeps the search and the region")
        let plain = try await get("/movies/550?lang=\(lang)", movies: movies).text
        #expect(plain.contains(#"href="/movies?lang=\#(lang)&amp;region=\#(region)""#))
    }

    /// 0 is a well-formed id of no movie, so 404 as TMDB says, without an upstream request.
    @Test(arguments: ["en", "ja"])
    func movieZero_isNotFound(lang: String) async throws {
        let movies = StubMoviesClient()
        let response = try await get("/movies/0?lang=\(lang)", movies: movies)
        #expect(response.status == 404)
        #expect(response.text.contains(lang == "ja" ? "映画が見つかりません" : "Movie not found"))
        #expect(movies.requested.all.isEmpty)
    }

    @Test(arguments: [
        "/movies?q=Star&page=0", "/movies?q=Star&page=501", "/movies?q=Star&page=abc", "/movies?q=Star&page=-2",
        "/movies/abc", "/movies/-1", "/movies/12x",
    ])
    func movies_whenNumberInvalid_is400SayingWhatIsWrong(target: String) async throws {
        let movies = StubMoviesClient()
        let response = try await get(target + (target.contains("?") ? "&" : "?") + "lang=en", movies: movies)
        #expect(response.status == 400)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(
            response.text.contains(
                target.hasPrefix("/movies/") ? "A movie id is a whole number" : "page must be a whole number from 1 to 500"))
        #expect(movies.requested.all.isEmpty)
    }

    @Test func detail_whenFound_showsFactsCastAndRecommendations() async throws {
        let response = try await get("/movies/550?lang=en")
        #expect(response.status == 200)
        #expect(response.headers["Cache-Control"] == "public, max-age=3600")
        let html = response.text
        #expect(
            html.contains(#"<h1 id="movie-title"><span lang="en-US" dir="auto">Fight Club</span></h1>"#),
            "TMDB's title in the language asked of it, in the direction of its own letters")
        #expect(html.contains(#"<img src="/img/https/image.tmdb.org/t/p/w500/fightclub.jpg" alt="Fight Club""#))
        #expect(html.contains(#"<img src="/img/https/image.tmdb.org/t/p/w1280/fightclub-backdrop.jpg" alt="""#))
        #expect(html.contains("<dt>Runtime</dt><dd>2h 19m</dd>"))
        #expect(html.contains("<dt>Released</dt><dd>October 15, 1999</dd>"))
        #expect(html.contains(#"<a href="/movies?q=Actor%2012&amp;lang=en&amp;region=US">Actor 12</a>"#))
        #expect(html.contains(#"<span class="cast__role">Role 12</span>"#))
        #expect(!html.contains("Actor 13"))
        #expect(html.contains(#"<a href="/movies/680?lang=en&amp;region=US">"#))
        // The recommendation without a poster gets the placeholder, not its parent's poster.
        #expect(html.contains(#"<span class="poster-placeholder">No poster</span>"#))
        #expect(html.contains("This product uses the TMDB API but is not endorsed or certified by TMDB."))
    }

    @Test func detail_inJapanese_formatsAndAttributesInJapanese() async throws {
        let html = try await get("/movies/550?lang=ja").text
        #expect(html.contains("<dt>上映時間</dt><dd>2時間19分</dd>"))
        #expect(html.contains("<dt>公開日</dt><dd>1999年10月15日</dd>"))
        #expect(html.contains("この製品は TMDB API を使用していますが、TMDB による推奨・認定を受けたものではありません。"))
        #expect(html.contains(#"<a href="/movies/680?lang=ja&amp;region=JP">"#))
    }

    @Test func detail_whenUnknown_is404WithWayBackToSearch() async throws {
        let response = try await get("/movies/999?lang=en")
        #expect(response.status == 404)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("TMDB has no movie with the id 999."))
        #expect(response.text.contains(#"<a href="/movies?lang=en&amp;region=US">← Search movies</a>"#))
    }

    @Test(arguments: ["/movies?q=Star&lang=en", "/movies/550?lang=en"])
    func movies_whenNotConfigured_is503ExplainingTheKey(target: String) async throws {
        let response = try await get(target, movies: StubMoviesClient())
        #expect(response.status == 503)
        #expect(response.headers["Retry-After"] == nil)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("TMDB_API_KEY"))
        #expect(response.text.contains("kiosk serve --offline needs no key"))
    }

    /// (upstream failure, expected status, expected Retry-After)
    @Test(
        arguments: [
            (UpstreamError.coolingDown(retryAfter: 30), 503, "30"), (.timedOut(seconds: 10), 504, nil),
            (.undecodable("bad JSON"), 502, nil), (.cannotConnect(host: "api.themoviedb.org"), 502, nil),
        ] as [(UpstreamError, Int, String?)])
    func search_whenUpstreamFails_mapsStatusAndLinksTMDB(error: UpstreamError, status: Int, retryAfter: String?) async throws {
        let movies = StubMoviesClient(search: { _ throws(UpstreamError) in throw error })
        let response = try await get("/movies?q=Star&lang=en", movies: movies)
        #expect(response.status.code == status)
        #expect(response.headers["Retry-After"] == retryAfter)
        #expect(response.text.contains(#"href="https://www.themoviedb.org/search/movie?query=Star&amp;language=en-US""#))
    }

    @Test func search_whenServedFromCacheAfterFailure_showsResultsWithAgeAndStatus() async throws {
        let movies = StubMoviesClient(search: { query in
            Fetched(
                value: .fixture(query: query, totalPages: 1, totalResults: 2, count: 2),
                fetchedAt: TestSite.now.addingTimeInterval(-600), staleBecause: .timedOut(seconds: 5))
        })
        let response = try await get("/movies?q=Star&lang=en", movies: movies)
        #expect(response.status == 504)
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text.contains("Showing what Kiosk saved 10 minutes ago."))
        #expect(response.text.contains(#"<a href="/movies/2?q=Star&amp;lang=en&amp;region=US">"#))
    }

    @Test func search_asJSON_isTheOutputs() async throws {
        let response = try await get("/movies?q=Star&lang=en&format=json")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect((json["results"] as? [Any])?.count == 20)
        #expect((json["pager"] as? [String: Any])?["position"] as? String == "Page 1 of 14")
    }

    @Test(arguments: ["/movies?q=Star&lang=en", "/movies/550?lang=ja", "/movies/999?lang=en", "/movies?lang=ja"])
    func moviePages_loadImagesOnlyFromTheProxyAndCarryLang(target: String) async throws {
        let html = try await get(target).text
        let sources = Self.attributeValues("src", in: html).filter { !$0.hasPrefix("/js/") }  // Kiosk's own scripts
        #expect(sources.allSatisfy { $0.hasPrefix("/img/") }, "\(target): \(sources)")
        // The only absolute URLs are text links to themoviedb.org: nothing the browser loads by itself.
        let absolute = html.components(separatedBy: "://").dropFirst().map {
            String($0.prefix(while: { $0 != "/" && $0 != "\"" && $0 != "?" }))
        }
        #expect(Set(absolute).isSubset(of: ["www.themoviedb.org"]), "\(target): \(absolute)")
        let ownLinks = Self.attributeValues("href", in: html).filter {
            $0.hasPrefix("/") && !$0.hasPrefix("/css/") && $0 != "/favicon.svg"
        }
        #expect(!ownLinks.isEmpty)
        #expect(ownLinks.allSatisfy { $0.contains("lang=") }, "\(target): \(ownLinks)")
    }
}

/// The movie region: `region=` in the URL, else the news edition's country, else `Accept-Language`.
@Suite struct MovieRegionPageTests {
    static let movies = StubMoviesClient(detail: { id, _ throws(UpstreamError) in
        Fetched(
            value: .fixture(
                id: id, castCount: 3, watchOptions: MovieDetail.fixtureWatchOptions,
                releases: [MovieRelease(region: "US", date: "1999-10-15", certification: "R")], crew: MovieDetail.fixtureCrew),
            fetchedAt: TestSite.now)
    })

    func get(_ target: String, headers: [(String, String)] = []) async throws -> Response {
        let site = try await TestSite.make(movies: Self.movies)
        return await site.respond(try TestSite.request("GET", target, headers: headers))
    }

    @Test func detail_whenRegionHasOffers_showsProvidersCastAndCrewAsKioskLinks() async throws {
        let response = try await get("/movies/550?lang=en&region=US")
        #expect(response.status == 200)
        #expect(response.headers["Vary"]?.contains("Accept-Language") == false, "region and language both come from the URL")
        let html = response.text
        #expect(html.contains("Where to watch in United States"))
        #expect(
            html.contains(
                #"<img src="/img/https/image.tmdb.org/t/p/w92/streamly.png" alt="" width="32" height="32" loading="lazy"><span lang="en-US">Streamly</span>"#
            ))
        #expect(html.contains(#"<a href="https://www.themoviedb.org/movie/550/watch?locale=US">"#))
        #expect(html.contains("Streaming data provided by JustWatch."))
        #expect(html.contains(#"<a href="/movies?q=Actor%201&amp;lang=en&amp;region=US">Actor 1</a>"#))
        #expect(html.contains(#"<a href="/movies?q=David%20Fincher&amp;lang=en&amp;region=US">David Fincher</a>"#))
        #expect(html.contains("<dt>Rated in United States</dt><dd>R</dd>"))
        #expect(html.contains(#"<option value="US" selected>United States</option>"#))
        for src in MoviePagesTests.attributeValues("src", in: html) {
            #expect(src.hasPrefix("/img/") || src.hasPrefix("/js/"), "only proxied images: \(src)")
        }
    }

    @Test func detail_whenRegionHasNothing_saysSoAndOffersRegionsThatHave() async throws {
        let html = try await get("/movies/550?lang=en&region=DE").text
        #expect(html.contains("Not available to stream in Germany."))
        #expect(html.contains(#"<label for="region-choice">Regions with offers</label>"#))
        #expect(html.contains(#"<option value="US">United States</option>"#))
    }

    @Test(arguments: ["ZZ", "JPN", "<b>"])
    func detail_whenRegionUnknown_isBadRequestListingTheRegions(region: String) async throws {
        let response = try await get("/movies/550?lang=en&region=\(PageURLEncoding.encode(region))")
        #expect(response.status == 400, "region=\(region)")
        #expect(response.text.contains("AD, AE, AF"), "region=\(region)")
        #expect(!response.text.contains("<b>"), "region=\(region)")
    }

    @Test func search_whenRegionUnknown_isBadRequest() async throws {
        #expect(try await get("/movies?q=fight&region=QQ").status == 400)
    }

    /// (target, Accept-Language, expected heading, varies by Accept-Language)
    @Test(
        arguments: [
            ("/movies/550?lang=en", "en-GB,en;q=0.8", "Where to watch in United Kingdom", true),
            ("/movies/550?lang=en", "fr;q=0.5, en-CA", "Where to watch in Canada", true),
            ("/movies/550?lang=en", "en", "Where to watch in United States", true),
            ("/movies/550?lang=en&edition=de-AT", "en-GB", "Where to watch in Austria", false),
            ("/movies/550?lang=en&region=jp", "en-GB", "Where to watch in Japan", false),
        ])
    func detail_whenNoRegionInURL_defaultsFromEditionThenAcceptLanguage(
        target: String, acceptLanguage: String, heading: String, varies: Bool
    ) async throws {
        let response = try await get(target, headers: [("Accept-Language", acceptLanguage)])
        #expect(response.text.contains(heading), "\(target) with \(acceptLanguage)")
        #expect(response.headers["Vary"]?.contains("Accept-Language") == varies, "\(target) with \(acceptLanguage)")
    }

    /// The micro-cache must not hand one reader's region to another whose languages differ.
    @Test(arguments: ["/movies/550?lang=en", "/movies/550?lang=en&region="])
    func detail_whenSameURLFromTwoCountries_eachGetsTheirOwnRegion(target: String) async throws {
        let site = try await TestSite.make(movies: Self.movies)
        let british = await site.respond(try TestSite.request("GET", target, headers: [("Accept-Language", "en-GB")]))
        let french = await site.respond(try TestSite.request("GET", target, headers: [("Accept-Language", "en-FR")]))
        #expect(british.text.contains("Where to watch in United Kingdom"), "\(target)")
        #expect(french.text.contains("Where to watch in France"), "\(target)")
    }

    @Test func detailJSON_carriesWatchPeopleAndRegion() async throws {
        let response = try await get("/movies/550?lang=en&region=US&format=json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        let movie = try #require(json["movie"] as? [String: Any])
        let watch = try #require(movie["watch"] as? [String: Any])
        #expect(watch["regionCode"] as? String == "US")
        #expect((watch["offers"] as? [[String: Any]])?.count == 2)
        let people = try #require(movie["people"] as? [String: Any])
        #expect((people["cast"] as? [Any])?.count == 3)
        #expect((people["crew"] as? [Any])?.count == 3)
    }
}

/// Percent-encoding for test URLs.
private enum PageURLEncoding {
    static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
    }
}
