import Foundation
import HTTPServer
import Testing
import TestSupport

/// Whole responses for every page, with the live clients against the sample upstream.
@Suite("Every page against the sample upstream", .serialized)
struct OfflineSiteTests {
    struct Case: Sendable, CustomStringConvertible {
        var target: String
        var status: Int
        var contains: [String]
        var cacheControl: String?
        var description: String { target }
    }

    static let cases: [Case] = [
        Case(
            target: "/?lang=en", status: 200,
            contains: [
                "Today on Kiosk", "sample data", "href=\"/wiki/Mount_Fuji?lang=en\"", "/img/http/127.0.0.1",
                "href=\"/comics/", "href=\"/movies/",
            ], cacheControl: "public, max-age=60"),
        Case(
            target: "/?lang=ja", status: 200, contains: ["今日の Kiosk", "富士山", "「ニュース」「今日は何の日」はありません"],
            cacheControl: "public, max-age=60"),
        Case(
            target: "/search?q=Swift&lang=ja", status: 200,
            contains: ["Swift 検索結果:", "<mark>Swift</mark>", "ja.wikipedia.org/wiki/"], cacheControl: "public, max-age=300"),
        Case(
            target: "/search?q=Swift&lang=en", status: 200, contains: ["results for “Swift”", "<mark>Swift</mark>"],
            cacheControl: "public, max-age=300"),
        Case(target: "/search?q=Swfit&lang=en", status: 200, contains: ["Did you mean"], cacheControl: nil),
        Case(target: "/search?q=%E6%9D%B1%E4%BA%AC&lang=ja", status: 200, contains: ["東京都"], cacheControl: nil),
        Case(target: "/search?q=Swift&limit=7x", status: 400, contains: ["limit"], cacheControl: "no-store"),
        Case(target: "/news?lang=ja", status: 200, contains: ["<time datetime=", "<ol"], cacheControl: "public, max-age=60"),
        Case(target: "/news?lang=en", status: 200, contains: ["<time datetime="], cacheControl: "public, max-age=60"),
        Case(
            target: "/comics?lang=en", status: 200, contains: ["/img/http/127.0.0.1", "rel=\"prev\"", "accesskey=\"p\""],
            cacheControl: "public, max-age=300"),
        Case(
            target: "/comics/1?lang=en", status: 200, contains: ["#1", "accesskey=\"n\""], cacheControl: "public, max-age=86400"),
        Case(target: "/comics/404?lang=en", status: 404, contains: ["accesskey=\"r\""], cacheControl: nil),
        Case(target: "/comics/1608?lang=en", status: 200, contains: ["xkcd.com/1608"], cacheControl: nil),
        Case(target: "/comics/99999?lang=en", status: 404, contains: ["accesskey=\"l\""], cacheControl: nil),
        Case(target: "/comics/abc?lang=en", status: 400, contains: ["abc"], cacheControl: "no-store"),
        Case(
            target: "/movies?q=the&lang=en", status: 200, contains: ["/img/http/127.0.0.1", "/movies/"],
            cacheControl: "public, max-age=600"),
        Case(target: "/movies?q=the&page=501&lang=en", status: 400, contains: ["500"], cacheControl: "no-store"),
        Case(target: "/movies/1904?lang=ja", status: 200, contains: ["TMDB"], cacheControl: "public, max-age=3600"),
        // TMDB answers `language=ar-EG` in Arabic where a film has a translation: the overview, the
        // title (found by its Arabic words too), the tagline and the genres; the original title stays.
        Case(
            target: "/movies/1025?lang=ar", status: 200,
            contains: [
                "<p lang=\"ar-EG\" dir=\"auto\">حين تصمت الرسالة، تبدأ رحلة", ">الرسالة القرمزية<", "The Crimson Letter",
            ], cacheControl: "public, max-age=3600"),
        Case(
            target: "/movies?q=%D8%A7%D9%84%D8%B1%D8%B3%D8%A7%D9%84%D8%A9&lang=ar", status: 200,
            contains: ["<span lang=\"ar-EG\" dir=\"auto\">الرسالة القرمزية</span>"], cacheControl: "public, max-age=600"),
        // The other interface languages too: German here, the rest in the sample upstream's tests.
        Case(
            target: "/movies/1025?lang=de", status: 200,
            contains: [
                "<p lang=\"de-DE\" dir=\"auto\">Als ein Brief verstummt, folgt Esther Blackwood einer Spur purpurroter Hinweise",
                ">Der purpurrote Brief<", "The Crimson Letter",
            ], cacheControl: "public, max-age=3600"),
        Case(target: "/movies/999999?lang=en", status: 404, contains: ["/movies"], cacheControl: nil),
    ]

    @Test(arguments: cases)
    func page_answersExpectedStatusHeadersAndBody(_ testCase: Case) async throws {
        try await OfflineSite.with { site in
            let response = try await site.get(testCase.target)
            #expect(response.status.code == testCase.status, "\(testCase.target)")
            let text = response.text
            for needle in testCase.contains {
                #expect(text.contains(needle), "\(testCase.target) should contain \(needle)")
            }
            if let cacheControl = testCase.cacheControl {
                #expect(response.headers["Cache-Control"] == cacheControl, "\(testCase.target)")
            }
            #expect(response.headers["Content-Security-Policy"]?.contains("default-src 'self'") == true)
            // Privacy: nothing on a page may make the browser contact another origin.
            for attribute in ["src=\"http", "src=\"//", "href=\"//", "srcset=\"http", "action=\"http"] {
                #expect(!text.contains(attribute), "\(testCase.target) has \(attribute)")
            }
            if testCase.status == 200 {
                #expect(response.headers["ETag"] != nil, "\(testCase.target)")
            }
        }
    }

    @Test func comicImage_throughProxy_isServedFromTheSample() async throws {
        try await OfflineSite.with { site in
            let page = try await site.get("/comics/1234?lang=en").text
            let src = try #require(page.range(of: "src=\"/img/").map { page[$0.upperBound...].prefix { $0 != "\"" } })
            let image = try await site.get("/img/" + src)
            #expect(image.status == 200)
            #expect(image.headers["Content-Type"] == "image/png")
            #expect(Array(image.body.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        }
    }

    @Test func randomComic_redirectsToAnExistingComic() async throws {
        try await OfflineSite.with { site in
            let response = try await site.get("/comics/random?lang=en")
            #expect(response.status == 302)
            let location = try #require(response.headers["Location"])
            #expect(location.hasPrefix("/comics/"))
            #expect(try await site.get(location).status == 200)
        }
    }
}
