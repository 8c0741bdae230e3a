import HTTPServer
import Models
import PropertyBased
import Testing
import TestSupport
import ViewModels

/// `parse(print(route)) == route` for generated routes of every shape, their text drawn from hostile
/// characters (`/ ? # % + & =`, spaces, `_`, right-to-left and astral scripts, empty values). The
/// printed URL goes through the same request parsing as a real request's target.
@Suite struct RoutePropertyTests {
    /// Every shape a route can take; `everyShape_whenGenerated_coversEveryRoute` fails until a new
    /// page is added here.
    enum Shape: CaseIterable, Sendable {
        case home, search, searchForm, searchSuggestions, article, newsTop, newsTopic, newsSearch, newsLink
        case newsRefreshForm, newsRefresh, latestComic, comic, randomComic, comicSearch, comicSuggestions
        case movies, movie, image, openSearch, settings, health, readiness, metrics
    }

    /// Text as a reader or a link could write it.
    static let hostile = Array("aZ09 /?#%+&=_~.:;,@!$'()*[]{}<>\\\"|^`\t\n\u{00A0}éü日本語عربي😀\u{202E}-")
    static let text = Gen<Character?>.element(of: hostile).compactMap { $0 }.string(of: 0...8)

    /// The values one route is made of; `route` picks what its shape needs.
    struct Values: Sendable, CustomStringConvertible {
        var shape: Shape
        var first: String?
        var second: String?
        var third: String?
        var segment: String
        var flag: Bool
        var language: Language?
        var format: Route.Format?
        var wiki: WikipediaLanguage?

        var description: String { "\(shape) \(String(reflecting: route))" }

        /// A path value is never empty, nor a literal sibling's name (`/comics/random` is not comic
        /// "random"): such a value names another page, or none.
        var pathValue: String { ["", "random", "search", "refresh"].contains(segment) ? "x" + segment : segment }

        var route: Route {
            let page: Route.Page =
                switch shape {
                case .home: .home(edition: first)
                case .search:
                    .search(Route.WikiSearch(q: first, limit: second, offset: third, go: flag, wiki: wiki))
                case .searchForm: .searchForm
                case .searchSuggestions: .searchSuggestions(q: first)
                case .article: .article(Route.WikiArticle(title: segment, wiki: wiki, redirectedFrom: first))
                case .newsTop: .news(Route.News(.top, edition: first, refreshed: flag))
                case .newsTopic: .news(Route.News(.topic(pathValue), edition: first, refreshed: flag))
                case .newsSearch: .news(Route.News(.search(q: second), edition: first, refreshed: flag))
                case .newsLink: .newsLink(id: pathValue, edition: first)
                case .newsRefreshForm: .newsRefreshForm
                case .newsRefresh: .newsRefresh
                case .latestComic: .latestComic
                case .comic: .comic(number: pathValue)
                case .randomComic: .randomComic(from: first)
                case .comicSearch: .comicSearch(q: first, page: second)
                case .comicSuggestions: .comicSuggestions(q: first)
                case .movies: .movies(Route.MovieSearch(q: first, page: second, region: third))
                case .movie: .movie(id: pathValue, Route.MovieSearch(q: first, page: second, region: third))
                case .image:
                    .image(ProxiedImage(upstream: "https://" + segment) ?? ProxiedImage(upstream: "https://img.example/a.png")!)
                case .openSearch: .openSearch
                case .settings: .settings(Route.Settings(wiki: wiki, edition: first, region: second))
                case .health: .health
                case .readiness: .readiness
                case .metrics: .metrics
                }
            return Route(page, language: language, format: format)
        }
    }

    static let values = zip(
        Gen<Shape>.case, text.optional(), text.optional(), text.optional(), text, Gen.bool,
        Gen<Language>.case.optional(), Gen<Route.Format>.case.optional(),
        Gen<WikipediaLanguage?>.element(of: WikipediaLanguage.all).compactMap { $0 }.optional()
    ).map { shape, first, second, third, segment, flag, language, format, wiki in
        Values(
            shape: shape, first: first, second: second, third: third, segment: segment, flag: flag, language: language,
            format: format, wiki: wiki)
    }

    @Test func route_whenPrintedAndParsed_isTheSameRoute() async {
        await propertyCheck(count: 2_000, input: Self.values) { values in
            let route = values.route
            let href = route.href
            do {
                let request = try TestSite.request(route.method, href)
                #expect(
                    Route.parse(method: route.method, path: request.rawPath, query: request.query) == .found(route),
                    "\(href) from \(values)")
            } catch {
                Issue.record("\(href) from \(values) is no request target: \(error)")
            }
        }
    }

    /// The language picker prints a page once around its `lang=` value: each of its links must still
    /// be the URL the route prints for that language.
    @Test func hrefsInEach_whenGenerated_areEachLanguagesHref() async {
        await propertyCheck(count: 2_000, input: Self.values) { values in
            let route = values.route
            #expect(
                route.hrefs(inEach: Language.allCases) == Language.allCases.map { route.with(language: $0).href }, "\(values)")
        }
    }

    /// A page reading a language's own Wikipedia leaves `wiki=` out of that language's link (and both
    /// Chinese ones share `zh`), but spells it out in every other language's.
    @Test func hrefsInEach_whenTheWikiIsALanguagesOwn_leaveItOutOfThatLink() {
        for code in ["ja", "zh", "pt", "en", "ar"] {
            let wiki = WikipediaLanguage(code: code)!
            let routes = [
                Route(.article(Route.WikiArticle(title: "Tokyo Tower", wiki: wiki, redirectedFrom: "Tower")), language: .de),
                Route(.search(Route.WikiSearch(q: "東京", go: true, wiki: wiki)), language: .ar, format: .json),
                Route(.settings(Route.Settings(wiki: wiki, edition: "JP:ja", region: "JP"))),
                Route(.article(Route.WikiArticle(title: "Kiosk")), language: WikipediaLanguage(code: code)?.interfaceLanguage),
            ]
            for route in routes {
                let hrefs = route.hrefs(inEach: Language.offered)
                #expect(hrefs == Language.offered.map { route.with(language: $0).href }, "\(route)")
                // The Wikipedia read: the one named, else the page's language's own, else none at all.
                let read = route.wiki ?? route.language.map(WikipediaLanguage.init)
                for (language, href) in zip(Language.offered, hrefs) {
                    #expect(href.contains("wiki=") == (read.map { $0 != WikipediaLanguage(language) } ?? false), "\(href)")
                }
            }
        }
    }

    @Test func everyShape_whenGenerated_coversEveryRoute() {
        let generated = Set(
            Shape.allCases.map {
                let route = Values(shape: $0, segment: "1", flag: false).route
                return route.method + " " + route.pattern
            })
        let table = Set(Route.everyShape.map { $0.method + " " + $0.pattern })
        #expect(generated == table, "generated: \(generated.symmetricDifference(table))")
    }
}
