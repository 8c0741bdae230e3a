import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
@testable import Web

private func makeComic(_ number: Int, title: String? = nil) -> Comic {
    Comic(
        number: number, title: title ?? "Comic \(number)", altText: "Alt of \(number)",
        imageURL: "https://imgs.xkcd.com/comics/c\(number).png",
        year: 2026, month: 11, day: 20, link: nil, isInteractive: false, transcript: nil, news: nil)
}

/// An archive with #1…#3, #403, #405 and the latest, #3000.
private func archive(failure: UpstreamError? = nil) -> StubComicsClient {
    let numbers = [1, 2, 3, 403, 405, 2999, 3000]
    return StubComicsClient(
        latest: 3000, comics: Dictionary(uniqueKeysWithValues: numbers.map { ($0, makeComic($0)) }), failure: failure)
}

private func site(_ comics: any ComicsClient = archive(), images: any ImageSource = StubImageSource()) async throws -> Site {
    try await TestSite.make(comics: comics, images: images)
}

private func get(_ site: Site, _ target: String, headers: [(String, String)] = []) async throws -> Response {
    await site.respond(try TestSite.request("GET", target, headers: headers))
}

/// Every comic page, the latest one at /comics included, names the feed of new comics for feed
/// readers (`<link rel="alternate">`) and for people (a visible link).
@Test(arguments: ["/comics?lang=en", "/comics/614?lang=en"])
func comicPage_namesTheFeedForReadersAndFeedReaders(target: String) async throws {
    let body = try await get(try await site(), target).text
    #expect(
        body.contains(
            #"<link rel="alternate" type="application/atom+xml" title="Feed of new comics (Atom)" href="/comics?lang=en&amp;format=atom">"#
        ))
    #expect(
        body.contains(#"<a href="/comics?lang=en&amp;format=atom" type="application/atom+xml">Feed of new comics (Atom)</a>"#))
}

@Test(arguments: [
    ("/comics?lang=en", 3000, "public, max-age=300"),
    ("/comics/3000?lang=en", 3000, "public, max-age=300"),
    ("/comics/2?lang=en", 2, "public, max-age=86400"),
])
func comicPage_whenComicExists_is200WithCachingPerCase(target: String, number: Int, cacheControl: String) async throws {
    let response = try await get(try await site(), target)
    #expect(response.status == 200, "\(target)")
    #expect(response.headers["Cache-Control"] == cacheControl, "\(target)")
    #expect(response.headers["ETag"] != nil)
    #expect(response.headers["Content-Security-Policy"]?.contains("default-src 'self'") == true)
    #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
    let body = response.text
    #expect(
        body.contains(
            "<h1 id=\"comic-heading\" class=\"comic__title\"><span lang=\"en\" dir=\"ltr\">Comic \(number)</span></h1>"),
        "\(target)")
    #expect(body.contains("src=\"/img/https/imgs.xkcd.com/comics/c\(number).png\""))
    #expect(body.contains("<figcaption class=\"comic__caption\">"))
    #expect(body.contains("Alt of \(number)"))
    #expect(body.contains("<time datetime=\"2026-11-20\">November 20, 2026</time>"))
    #expect(body.contains("href=\"https://xkcd.com/\(number)/\""))
    #expect(body.contains("href=\"https://www.explainxkcd.com/wiki/index.php/\(number)\""))
    #expect(body.contains("href=\"/comics/\(number)?lang=en\""), "permanent link in \(target)")
    #expect(!body.contains("src=\"http"), "the browser must never load from the image host directly")
}

@Test func comicPage_navigation_hasRelAndAccessKeysWithLanguage() async throws {
    let body = try await get(try await site(), "/comics/2?lang=ja").text
    #expect(body.contains("<a href=\"/comics/1?lang=ja\" rel=\"first\" accesskey=\"f\""))
    #expect(body.contains("<a href=\"/comics/1?lang=ja\" rel=\"prev\" accesskey=\"p\""))
    #expect(body.contains("<a href=\"/comics/random?from=2&amp;lang=ja\" accesskey=\"r\""))
    #expect(body.contains("<a href=\"/comics/3?lang=ja\" rel=\"next\" accesskey=\"n\""))
    #expect(body.contains("<a href=\"/comics?lang=ja\" rel=\"last\" accesskey=\"l\""))
    #expect(body.contains("2026年11月20日"))
}

@Test func comicPage_whenLatest_hasNoNextLink() async throws {
    let body = try await get(try await site(), "/comics?lang=en").text
    #expect(!body.contains("rel=\"next\""))
    #expect(!body.contains("rel=\"last\""))
    #expect(body.contains("<a href=\"/comics/2999?lang=en\" rel=\"prev\""))
}

@Test(arguments: [
    ("/comics/404?lang=en", "public, max-age=86400", "xkcd skipped #404"),
    ("/comics/5000?lang=en", "public, max-age=300", "#5000 has not been published yet"),
])
func comicPage_whenNoSuchComic_is404WithNavigation(target: String, cacheControl: String, message: String) async throws {
    let response = try await get(try await site(), target)
    #expect(response.status == 404, "\(target)")
    #expect(response.headers["Cache-Control"] == cacheControl, "\(target)")
    #expect(response.headers["ETag"] != nil)
    #expect(response.text.contains(message), "\(target)")
    #expect(response.text.contains("class=\"comic-nav\""), "\(target)")
    #expect(response.text.contains("rel=\"prev\""), "\(target)")
}

@Test(arguments: ["/comics/abc", "/comics/1.5", "/comics/%3Cscript%3E", "/comics/0", "/comics/-3", "/comics/99999999999"])
func comicPage_whenNumberIsNotAComicNumber_is400SayingWhy(target: String) async throws {
    let response = try await get(try await site(), target + "?lang=en")
    #expect(response.status == 400, "\(target)")
    #expect(response.headers["Cache-Control"] == "no-store")
    let body = response.text
    #expect(body.contains("comic number") || body.contains("Comic numbers start at 1"), "\(target)")
    #expect(!body.contains("<script>"), "\(target) must be escaped")
}

@Test func comicPage_whenUpstreamFails_is504LinkingXkcdAndNotStored() async throws {
    let response = try await get(try await site(archive(failure: .timedOut(seconds: 10))), "/comics/1234?lang=en")
    #expect(response.status == 504)
    #expect(response.headers["Cache-Control"] == "no-store")
    #expect(response.text.contains("xkcd did not answer in time."))
    #expect(response.text.contains("href=\"https://xkcd.com/1234/\""))
}

@Test func comicPage_whenCoolingDown_is503WithRetryAfter() async throws {
    let response = try await get(try await site(archive(failure: .coolingDown(retryAfter: 120))), "/comics?lang=en")
    #expect(response.status == 503)
    #expect(response.headers["Retry-After"] == "120")
}

@Test func comicPage_json_isTheOutputs() async throws {
    let response = try await get(try await site(), "/comics/2?lang=en&format=json")
    #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
    #expect(object?["state"] as? String == "ready")
    #expect((object?["comic"] as? [String: Any])?["title"] as? String == "Comic 2")
}

@Test(arguments: [2, 3, 403, 405, 3000])
func random_redirectsElsewhereKeepingLanguage(from: Int) async throws {
    let site = try await site()
    for _ in 0..<40 {
        let response = try await get(site, "/comics/random?from=\(from)&lang=ja")
        #expect(response.status == 302)
        #expect(response.headers["Cache-Control"] == "no-store")
        let location = try #require(response.headers["Location"])
        let number = try #require(Int(location.dropFirst("/comics/".count).prefix { $0.isNumber }), "\(location)")
        #expect(location == "/comics/\(number)?lang=ja")
        #expect((1...3000).contains(number) && number != from && number != 404, "from \(from) went to \(location)")
    }
}

@Test func imageProxy_whenAllowed_servesImageWithLockedDownHeaders() async throws {
    let bytes = Data([0x89, 0x50, 0x4E, 0x47])
    let images = StubImageSource(images: ["https://imgs.xkcd.com/comics/c1.png": ("image/png", bytes)])
    let site = try await site(images: images)
    let response = try await get(site, "/img/https/imgs.xkcd.com/comics/c1.png")
    #expect(response.status == 200)
    #expect(response.body == Array(bytes))
    #expect(response.headers["Content-Type"] == "image/png")
    #expect(response.headers["Cache-Control"] == "public, max-age=86400")
    #expect(response.headers["X-Content-Type-Options"] == "nosniff")
    #expect(response.headers["Content-Security-Policy"] == "default-src 'none'")
    #expect(response.headers["Location"] == nil)
    let etag = try #require(response.headers["ETag"])
    let again = await site.answer(
        try TestSite.request("GET", "/img/https/imgs.xkcd.com/comics/c1.png", headers: [("If-None-Match", etag)]))
    #expect(again.status == 304)
}

@Test(arguments: [("/img/https/evil.example/x.png", 403), ("/img/ftp/imgs.xkcd.com/a.png", 404), ("/img/", 404)])
func imageProxy_whenRefused_isShortErrorWithoutRedirect(target: String, status: Int) async throws {
    let response = try await get(try await site(), target)
    #expect(response.status.code == status, "\(target)")
    #expect(response.headers["Location"] == nil)
    #expect(response.headers["Content-Security-Policy"] == "default-src 'none'")
    #expect(response.body.count < 100)
}

@Test(arguments: [(UpstreamError.timedOut(seconds: 5), 504), (.cannotConnect(host: "imgs.xkcd.com"), 502), (.notFound, 404)])
func imageProxy_whenUpstreamFails_mapsStatus(error: UpstreamError, status: Int) async throws {
    struct Failing: ImageSource {
        let error: UpstreamError
        func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data) {
            throw error
        }
    }
    let response = try await get(try await site(images: Failing(error: error)), "/img/https/imgs.xkcd.com/comics/c1.png")
    #expect(response.status.code == status, "\(error)")
}

@Test func comicPage_whenInteractive_saysSoAndLinksXkcd() async throws {
    let interactive = Comic(
        number: 1608, title: "Hoverboard", altText: "", imageURL: nil, year: 2015, month: 12, day: 9,
        link: nil, isInteractive: true, transcript: nil, news: nil)
    let comics = StubComicsClient(latest: 3000, comics: [1608: interactive, 3000: makeComic(3000)])
    let response = try await get(try await site(comics), "/comics/1608?lang=en")
    #expect(response.status == 200)
    #expect(response.text.contains("This comic is interactive: it only works on xkcd.com."))
    #expect(response.text.contains("<a href=\"https://xkcd.com/1608/\">Open on xkcd.com</a>"))
    #expect(!response.text.contains("<img"))
}
