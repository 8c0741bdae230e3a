import HTTPServer
import Models
import Testing
import TestSupport
import ViewModels

/// `Route.parse` on hand-picked requests: precedence, percent-decoding, 404 against 405, HEAD, and
/// the settings in the query (`lang`, `wiki`, with an old URL's `lang=de` on a Wikipedia page).
@Suite struct RouteTests {
    static func parse(_ method: String, _ target: String) throws -> Route.Match {
        let request = try TestSite.request(method, target)
        return Route.parse(method: method, path: request.rawPath, query: request.query)
    }

    @Test(arguments: [
        ("GET", "/", Route(.home(edition: nil))),
        ("GET", "/comics", Route(.latestComic)),
        ("GET", "/comics/42", Route(.comic(number: "42"))),
        ("GET", "/comics/random", Route(.randomComic(from: nil))),
        ("GET", "/comics/%72andom", Route(.randomComic(from: nil))),
        ("GET", "/comics/%31", Route(.comic(number: "1"))),
        ("GET", "/comics/a%2Fb", Route(.comic(number: "a/b"))),
        ("GET", "/comics/a+b", Route(.comic(number: "a+b"))),
        ("GET", "/comics/%E6%97%A5", Route(.comic(number: "日"))),
        ("HEAD", "/comics/7", Route(.comic(number: "7"))),
        ("GET", "/comics/search/suggestions?q=pa", Route(.comicSuggestions(q: "pa"))),
        ("POST", "/search", Route(.searchForm)),
        ("POST", "/news/refresh", Route(.newsRefreshForm)),
        ("GET", "/news/refresh", Route(.newsRefresh)),
        ("GET", "/news/go", Route(.news(Route.News(.topic("go"))))),
        ("GET", "/news/go/CBMi?edition=en-GB", Route(.newsLink(id: "CBMi", edition: "en-GB"))),
        ("GET", "/news/search?q=&refreshed=1", Route(.news(Route.News(.search(q: ""), refreshed: true)))),
        (
            "GET", "/img/https/imgs.xkcd.com/comics/a%2Fb.png",
            Route(.image(ProxiedImage(upstream: "https://imgs.xkcd.com/comics/a%2Fb.png")!))
        ),
        ("GET", "/wiki/AC%2FDC", Route(.article(Route.WikiArticle(title: "AC/DC")))),
        ("GET", "/wiki/A/B_c%5Fd", Route(.article(Route.WikiArticle(title: "A/B c d")))),
        ("GET", "/wiki/", Route(.article(Route.WikiArticle(title: "")))),
        (
            "GET", "/movies/348?q=alien&page=2&lang=ja&region=JP",
            Route(.movie(id: "348", Route.MovieSearch(q: "alien", page: "2", region: "JP")), language: .ja)
        ),
        ("GET", "/comics?format=atom&lang=en", Route(.latestComic, language: .en, format: .atom)),
        ("GET", "/comics?format=xml&lang=xx", Route(.latestComic)),
    ])
    func parse_whenPathNamesAPage_findsItsRoute(method: String, target: String, route: Route) throws {
        #expect(try Self.parse(method, target) == .found(route), "\(method) \(target)")
    }

    @Test(arguments: [
        "/nope", "/comics/", "/comics/1/2", "/img", "/comics/%zz", "/comics/%FF", "/comics/%4", "/comics/%00", "search", "*",
        "//", "/news/", "/movies/", "/news/go/", "/healthz/x",
    ])
    func parse_whenNoPageFits_isNotFound(_ path: String) throws {
        #expect(try Self.parse("GET", path) == .notFound, "\(path)")
    }

    @Test(arguments: [
        ("DELETE", "/comics/3", ["GET", "HEAD"]),
        ("PUT", "/search", ["GET", "HEAD", "POST"]),
        ("POST", "/comics", ["GET", "HEAD"]),
        ("PATCH", "/news/refresh", ["GET", "HEAD", "POST"]),
    ])
    func parse_whenPathExistsForOtherMethods_isMethodNotAllowedWithAllow(method: String, path: String, allow: [String]) throws {
        #expect(try Self.parse(method, path) == .methodNotAllowed(allow: allow), "\(method) \(path)")
    }

    /// `lang=` named any Wikipedia before `wiki=` did: one Kiosk has no interface for (Persian) is
    /// still read as the wiki, with the interface left to `Accept-Language`.
    @Test func parse_whenOldSearchURLNamesAWikiInLang_readsItAsTheWikiWithTheInterfaceLeftOpen() throws {
        let fa = try #require(WikipediaLanguage(code: "fa"))
        #expect(try Self.parse("GET", "/search?q=Haus&lang=fa") == .found(Route(.search(Route.WikiSearch(q: "Haus", wiki: fa)))))
        #expect(
            try Self.parse("GET", "/wiki/Haus?lang=fa") == .found(Route(.article(Route.WikiArticle(title: "Haus", wiki: fa)))))
        // Anywhere else `lang=fa` names no interface language and no setting.
        #expect(try Self.parse("GET", "/comics?lang=fa") == .found(Route(.latestComic)))
        // An interface language's code sets the interface, and its own Wikipedia with it.
        #expect(try Self.parse("GET", "/search?lang=de") == .found(Route(.search(Route.WikiSearch()), language: .de)))
    }

    @Test func print_whenWikiIsTheLanguagesOwn_leavesItOut() throws {
        let de = try #require(WikipediaLanguage(code: "de"))
        #expect(Route(.search(Route.WikiSearch(q: "x", wiki: .ja)), language: .ja).href == "/search?q=x&lang=ja")
        #expect(Route(.search(Route.WikiSearch(q: "x", wiki: de)), language: .ja).href == "/search?q=x&lang=ja&wiki=de")
        #expect(Route(.search(Route.WikiSearch(q: "x", wiki: .ja)), language: .en).href == "/search?q=x&lang=en&wiki=ja")
        #expect(Route(.search(Route.WikiSearch(q: "x", wiki: .ja))).href == "/search?q=x&wiki=ja")
    }

    @Test func withLanguage_whenSwitchingTheInterface_keepsTheWikiRead() {
        let japaneseWiki = Route(.article(Route.WikiArticle(title: "東京")), language: .ja)
        #expect(japaneseWiki.with(language: .en).href == "/wiki/%E6%9D%B1%E4%BA%AC?lang=en&wiki=ja")
        #expect(japaneseWiki.with(language: .en).with(language: .ja) == japaneseWiki)
    }

    @Test func openSearchTemplate_whenPrinted_keepsThePlaceholderUnencoded() {
        let route = Route(.search(Route.WikiSearch()), language: .en)
        #expect(route.href(placeholder: "q", "{searchTerms}") == "/search?lang=en&q={searchTerms}")
        #expect(Route(.search(Route.WikiSearch())).href(placeholder: "q", "{searchTerms}") == "/search?q={searchTerms}")
    }

    @Test func proxiedImage_whenUpstreamHasBytesAPathCannotHold_escapesThemAndKeepsItsEscapes() {
        #expect(ProxiedImage(upstream: "https://a.example/x y?z#w%2F%zz")?.path == "https/a.example/x%20y%3Fz%23w%2F%25zz")
        #expect(ProxiedImage(upstream: "//a.example/p.png")?.path == "https/a.example/p.png")
        #expect(ProxiedImage(upstream: "ftp://a.example/p.png") == nil)
        #expect(ProxiedImage(upstream: "https://") == nil)
        #expect(ProxiedImage(upstream: "https://a.example/%FF.png") == nil, "an escape that is not UTF-8 reads as no page")
    }
}
