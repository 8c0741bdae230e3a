import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import ViewModels
import Web

/// Both feeds' links are absolute: on `--public-url` when it is set, else on the request's own origin,
/// where only a trusted proxy's forwarded scheme and host count.
@Suite struct AtomOriginTests {
    static let comic = Comic(
        number: 7, title: "Seven", altText: "Alt", imageURL: nil, year: 2006, month: 1, day: 7, link: nil,
        isInteractive: false, transcript: nil, news: nil)

    static func site(publicURL: String? = nil, proxies: String? = nil) async throws -> Site {
        var dependencies = Dependencies(
            wikipedia: StubWikipediaClient { _ throws(UpstreamError) in throw .notConfigured("stub") },
            news: StubNewsClient { _, _ throws(UpstreamError) in
                Fetched(
                    value: NewsFeed(articles: [.fixture("Lamp", published: TestSite.now.timeIntervalSince1970 - 60)]),
                    fetchedAt: TestSite.now)
            },
            comics: StubComicsClient(latest: 7, comics: [7: comic]), movies: StubMoviesClient(), images: StubImageSource(),
            now: { TestSite.now }, sleep: TestClock(TestSite.now).sleep)
        dependencies.publicURL = publicURL
        if let proxies { dependencies.trustedProxies = try TrustedProxies(parsing: proxies) }
        return try await Site(
            configuration: .init(
                templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder, isSampleData: false),
            dependencies: dependencies)
    }

    static func request(_ target: String, headers: [(String, String)], peer: String? = nil) throws -> Request {
        var request = try TestSite.request(target, headers: headers)
        request.peer = peer.flatMap { IPAddress($0) }
        return request
    }

    /// Every `href` in the feed.
    static func hrefs(_ body: String) -> [String] {
        body.matches(of: /href="([^"]*)"/).map { String($0.1).replacingOccurrences(of: "&amp;", with: "&") }
    }

    @Test(arguments: ["/news?lang=en&edition=en-US&format=atom", "/comics?lang=en&format=atom"])
    func feed_whenNoPublicURL_linksAreAbsoluteOnTheRequestsHost(target: String) async throws {
        let response = await try Self.site().respond(try Self.request(target, headers: [("Host", "reader.example:8080")]))
        #expect(response.status == 200)
        let hrefs = Self.hrefs(response.text)
        #expect(hrefs.contains("http://reader.example:8080" + target), "self")
        #expect(hrefs.contains("http://reader.example:8080" + target.replacingOccurrences(of: "&format=atom", with: "")))
        #expect(!hrefs.isEmpty && hrefs.allSatisfy { $0.hasPrefix("http://") || $0.hasPrefix("https://") }, "\(hrefs)")
        #expect(AtomStructure.problems(response.body) == [])
    }

    @Test func comicsFeed_entriesLinkToKiosksComicPageAbsolutely() async throws {
        let response = await try Self.site().respond(
            try Self.request("/comics?lang=en&format=atom", headers: [("Host", "k.example")]))
        #expect(response.text.contains(#"<link rel="alternate" type="text/html" href="http://k.example/comics/7?lang=en"/>"#))
    }

    @Test(arguments: ["/news?lang=en&edition=en-US&format=atom", "/comics?lang=en&format=atom"])
    func feed_whenPublicURLIsSet_usesItWhateverTheHeadersSay(target: String) async throws {
        let site = try await Self.site(publicURL: try FeedOrigin.publicURL(parsing: "https://kiosk.example/reader/"))
        let response = await site.respond(
            try Self.request(
                target, headers: [("Host", "evil.example"), ("X-Forwarded-Host", "evil.example"), ("X-Forwarded-Proto", "http")],
                peer: "127.0.0.1"))
        let hrefs = Self.hrefs(response.text)
        #expect(hrefs.contains("https://kiosk.example/reader" + target))
        #expect(!response.text.contains("evil.example"))
        #expect(response.headers["Vary"]?.contains("X-Forwarded") == false)
    }

    @Test func feed_whenForwardedFieldsComeFromATrustedProxy_followsThem() async throws {
        let site = try await Self.site(proxies: "127.0.0.1/32")
        let response = await site.respond(
            try Self.request(
                "/comics?lang=en&format=atom",
                headers: [("Host", "127.0.0.1:8080"), ("X-Forwarded-Host", "kiosk.example"), ("X-Forwarded-Proto", "https")],
                peer: "127.0.0.1"))
        #expect(Self.hrefs(response.text).contains("https://kiosk.example/comics?lang=en&format=atom"))
        #expect(response.headers["Vary"]?.contains("X-Forwarded-Proto, X-Forwarded-Host") == true)
    }

    @Test(arguments: [nil, "127.0.0.1/32"] as [String?])
    func feed_whenForwardedFieldsComeFromAnyoneElse_ignoresThem(proxies: String?) async throws {
        let site = try await Self.site(proxies: proxies)
        let response = await site.respond(
            try Self.request(
                "/news?lang=en&edition=en-US&format=atom",
                headers: [("Host", "kiosk.example"), ("X-Forwarded-Host", "evil.example"), ("X-Forwarded-Proto", "https")],
                peer: "203.0.113.9"))
        #expect(Self.hrefs(response.text).contains("http://kiosk.example/news?lang=en&edition=en-US&format=atom"))
        #expect(!response.text.contains("evil.example"))
    }

    @Test(arguments: ["evil.example/x?", "a b", "evil.example\"><x"])
    func feed_whenHostIsNotAHostName_is400(host: String) async throws {
        let response = await try Self.site().respond(try Self.request("/comics?format=atom", headers: [("Host", host)]))
        #expect(response.status == 400, "Host \(host)")
    }

    @Test func feed_isNeverSharedBetweenHosts() async throws {
        let site = try await Self.site()
        let first = await site.respond(try Self.request("/comics?lang=en&format=atom", headers: [("Host", "one.example")]))
        let second = await site.respond(try Self.request("/comics?lang=en&format=atom", headers: [("Host", "two.example")]))
        #expect(first.text.contains("http://one.example/"))
        #expect(second.text.contains("http://two.example/") && !second.text.contains("one.example"))
    }

    @Test(arguments: [
        ("https://kiosk.example", "https://kiosk.example"), ("http://kiosk.example:8080/", "http://kiosk.example:8080"),
        ("https://example.org/kiosk/", "https://example.org/kiosk"), ("HTTPS://Kiosk.Example", "HTTPS://Kiosk.Example"),
    ])
    func publicURL_whenAbsoluteHTTP_isKeptWithoutTrailingSlash(text: String, expected: String) throws {
        #expect(try FeedOrigin.publicURL(parsing: text) == expected)
    }

    @Test(arguments: [
        "kiosk.example", "/news", "ftp://kiosk.example", "javascript:alert(1)", "https://", "https://kiosk.example/?a=1",
        "https://kiosk.example/#top", "https://user@kiosk.example", "https://kiosk .example", "",
    ])
    func publicURL_whenNotAnAbsoluteHTTPURLWithoutQuery_isRefused(text: String) {
        #expect(throws: FeedOrigin.Invalid.self) { try FeedOrigin.publicURL(parsing: text) }
    }
}
