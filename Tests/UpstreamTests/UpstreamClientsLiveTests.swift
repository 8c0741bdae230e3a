import Foundation
import Models
import SampleUpstream
import Testing
@testable import Upstream

/// Each client against a live `SampleUpstreamServer` over loopback, through libcurl and the cache.
@Suite struct UpstreamClientsLiveTests {
    // MARK: Wikipedia

    @Test(arguments: [Language.en, .ja])  // the languages the sample upstream carries
    func wikipedia_searchSwift_findsPagesWithSnippets(language: Language) async throws {
        try await LiveSample.with { sample in
            let page = try await sample.clients().wikipedia.search(
                WikiSearchQuery(text: "Swift", language: WikipediaLanguage(language), limit: 5, offset: 0))
            #expect(page.value.results.count == 5, "language \(language)")
            #expect(page.value.totalHits >= 5 && page.value.nextOffset == 5, "language \(language)")
            #expect(page.value.results.allSatisfy { !$0.snippet.isEmpty })
            let target = try #require(sample.requests.first?.target)
            #expect(
                target.hasPrefix("/\(language.rawValue)/w/api.php?action=query&list=search&srsearch=Swift&srlimit=5&sroffset=0"))
            #expect(target.contains("srprop=size%7Cwordcount%7Ctimestamp%7Csnippet&format=json&formatversion=2&utf8=1"))
        }
    }

    @Test(arguments: [Language.en, .ja])  // the languages the sample upstream carries
    func wikipedia_whenMisspelt_carriesTheSuggestion(language: Language) async throws {
        try await LiveSample.with { sample in
            let page = try await sample.clients().wikipedia.search(
                WikiSearchQuery(text: "Swfit", language: WikipediaLanguage(language), limit: 10, offset: 0))
            #expect(page.value.suggestion == "swift", "language \(language)")
        }
    }

    @Test func wikipedia_sameQueryTwice_sendsOneRequestButOtherLanguageOrOffsetSendsAnother() async throws {
        try await LiveSample.with { sample in
            let wikipedia = sample.clients().wikipedia
            for query in [
                WikiSearchQuery(text: "Swift", language: .en, limit: 5, offset: 0),
                WikiSearchQuery(text: "Swift", language: .en, limit: 5, offset: 0),
                WikiSearchQuery(text: "Swift", language: .ja, limit: 5, offset: 0),
                WikiSearchQuery(text: "Swift", language: .en, limit: 5, offset: 5),
            ] {
                _ = try await wikipedia.search(query)
            }
            #expect(sample.requests.count == 3)
        }
    }

    @Test(arguments: ["", "   "])
    func wikipedia_whenQueryEmpty_answersEmptyPageWithoutRequest(text: String) async throws {
        try await LiveSample.with { sample in
            let page = try await sample.clients().wikipedia.search(
                WikiSearchQuery(text: text, language: .en, limit: 5, offset: 0))
            #expect(page.value.results.isEmpty && page.value.totalHits == 0, "query \"\(text)\"")
            #expect(sample.requests.isEmpty)
        }
    }

    @Test func everyRequest_carriesTheConfiguredUserAgentAndOffersGzip() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            for source in Source.allCases { _ = try await LiveSample.call(source, clients).get() }
            #expect(sample.requests.count == Source.allCases.count)
            for request in sample.requests {
                #expect(request.userAgent == UpstreamSettings.defaultUserAgent, "\(request.target)")
                #expect(request.acceptEncoding?.contains("gzip") == true, "\(request.target)")
            }
        }
    }

    // MARK: Google News

    @Test(arguments: [Language.en, .ja])  // the languages the sample upstream carries
    func news_headlines_readTheEditionFeed(language: Language) async throws {
        try await LiveSample.with { sample in
            let feed = try await sample.clients().news.headlines(language: language, refresh: false)
            #expect(feed.value.articles.count >= 5, "language \(language)")
            let edition = language == .en ? "hl=en-US&gl=US&ceid=US:en" : "hl=ja&gl=JP&ceid=JP:ja"
            #expect(sample.requests.first?.target == "/rss?" + edition)
        }
    }

    @Test func news_refresh_forcesAFetchAtMostOncePer30SecondsPerEdition() async throws {
        try await LiveSample.with { sample in
            let news = sample.clients().news
            _ = try await news.headlines(language: .en, refresh: false)
            _ = try await news.headlines(language: .en, refresh: true)
            _ = try await news.headlines(language: .en, refresh: true)
            #expect(sample.requests.count == 2, "second refresh within 30 s must be served from the cache")
            _ = try await news.headlines(language: .ja, refresh: true)
            #expect(sample.requests.count == 3, "the other edition has its own allowance")
            sample.clock.advance(by: GoogleNewsClient.minimumRefreshInterval)
            let refreshed = try await news.headlines(language: .en, refresh: true)
            #expect(sample.requests.count == 4)
            #expect(refreshed.fetchedAt == sample.clock.now())
        }
    }

    // MARK: xkcd

    @Test func xkcd_latestAndComicOne_decode() async throws {
        try await LiveSample.with { sample in
            let comics = sample.clients().comics
            let latest = try await comics.latest()
            let first = try await comics.comic(number: 1)
            #expect(latest.value.number == 3200)
            #expect(first.value.number == 1 && first.value.imageURL != nil)
            #expect(sample.requests.map(\.target) == ["/info.0.json", "/1/info.0.json"])
        }
    }

    /// Comic 3's path `/3/info.0.json` also starts with TMDB's `/3/`; the sample once routed it to TMDB.
    @Test(arguments: [2, 3, 4])
    func xkcd_lowNumberedComic_decodes(number: Int) async throws {
        try await LiveSample.with { sample in
            let comic = try await sample.clients().comics.comic(number: number)
            #expect(comic.value.number == number)
        }
    }

    @Test(arguments: [404, 3201])
    func xkcd_whenComicMissing_throwsNotFound(number: Int) async throws {
        try await LiveSample.with { sample in
            await #expect(throws: UpstreamError.notFound, "comic \(number)") {
                try await sample.clients().comics.comic(number: number)
            }
        }
    }

    @Test(arguments: [0, -1])
    func xkcd_whenNumberNotPositive_throwsNotFoundWithoutRequest(number: Int) async throws {
        try await LiveSample.with { sample in
            await #expect(throws: UpstreamError.notFound, "comic \(number)") {
                try await sample.clients().comics.comic(number: number)
            }
            #expect(sample.requests.isEmpty)
        }
    }

    @Test func xkcd_interactive1608_hasNoImage() async throws {
        try await LiveSample.with { sample in
            let comic = try await sample.clients().comics.comic(number: 1608)
            #expect(comic.value.imageURL == nil && comic.value.isInteractive)
        }
    }

    @Test func images_comicImageOnAllowListedLoopbackHost_isFetched() async throws {
        try await LiveSample.with { sample in
            let clients = sample.clients()
            let url = try #require(try await clients.comics.comic(number: 1).value.imageURL)
            #expect(url.hasPrefix("http://127.0.0.1:\(sample.port)/comics/"))
            let image = try await clients.images.image(url: url)
            #expect(image.contentType == "image/png")
            #expect(Array(image.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    // MARK: TMDB

    @Test(arguments: [Language.en, .ja])  // the languages the sample upstream carries
    func tmdb_searchThenDetail_decodesWithCredentialInQuery(language: Language) async throws {
        try await LiveSample.with { sample in
            let movies = sample.clients().movies
            let page = try await movies.search(MovieSearchQuery(text: "the", page: 1, language: language))
            #expect(page.value.results.count == 20 && page.value.totalPages >= 2)
            let first = try #require(page.value.results.first)
            let detail = try await movies.detail(id: first.id, language: language)
            #expect(detail.value.id == first.id && !detail.value.cast.isEmpty)
            let locale = language == .en ? "en-US" : "ja-JP"
            #expect(
                sample.requests.map(\.target) == [
                    "/3/search/movie?query=the&page=1&language=\(locale)&include_adult=false&api_key=offline-sample-key",
                    "/3/movie/\(first.id)?append_to_response=credits,watch%2Fproviders,recommendations,release_dates,images&include_image_language=en,ja,null&language=\(locale)&api_key=offline-sample-key",
                ])
        }
    }

    @Test func tmdb_withBearerToken_sendsAuthorizationAndNoApiKey() async throws {
        try await LiveSample.with { sample in
            var settings = sample.settings()
            settings.tmdbCredential = .bearer("eyJsample.token")
            _ = try await sample.clients(settings).movies.search(MovieSearchQuery(text: "star", page: 1, language: .en))
            let request = try #require(sample.requests.first)
            #expect(request.authorization == "Bearer eyJsample.token")
            #expect(!request.target.contains("api_key"))
        }
    }

    @Test func tmdb_unknownMovie_throwsNotFound() async throws {
        try await LiveSample.with { sample in
            await #expect(throws: UpstreamError.notFound) { try await sample.clients().movies.detail(id: 999_999, language: .en) }
        }
    }

    @Test func tmdb_withoutCredential_throwsNotConfiguredAndSendsNothing() async throws {
        try await LiveSample.with { sample in
            var settings = sample.settings()
            settings.tmdbCredential = .none
            let movies = sample.clients(settings).movies
            await #expect(throws: UpstreamError.notConfigured("set TMDB_API_KEY")) {
                try await movies.search(MovieSearchQuery(text: "star", page: 1, language: .en))
            }
            await #expect(throws: UpstreamError.notConfigured("set TMDB_API_KEY")) {
                try await movies.detail(id: 1, language: .ja)
            }
            #expect(sample.requests.isEmpty)
        }
    }

    @Test(arguments: [0, 501])
    func tmdb_pageOutside1To500_throwsNotFoundWithoutRequest(page: Int) async throws {
        try await LiveSample.with { sample in
            await #expect(throws: UpstreamError.notFound, "page \(page)") {
                try await sample.clients().movies.search(MovieSearchQuery(text: "the", page: page, language: .en))
            }
            #expect(sample.requests.isEmpty)
        }
    }
}
