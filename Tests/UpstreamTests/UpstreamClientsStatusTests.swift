import Foundation
import Models
import Locking
import Testing
import TestSupport
@testable import Upstream

/// Answers every fetch with one canned response and remembers what was asked.
final class CannedHTTP: HTTPFetching {
    private let response: FetchResponse
    private let seen = Mutex<[FetchRequest]>([])
    init(_ response: FetchResponse) { self.response = response }
    var requests: [FetchRequest] { seen.withLock { $0 } }
    func fetch(_ request: FetchRequest) async throws(UpstreamError) -> FetchResponse {
        seen.withLock { $0.append(request) }
        return response
    }
}

/// Status and error-envelope mapping per API, and settings parsing, without a network.
@Suite struct UpstreamClientsStatusTests {
    static func clients(_ response: FetchResponse, clock: TestClock = TestClock()) -> (UpstreamClients, CannedHTTP) {
        let http = CannedHTTP(response)
        return (UpstreamClients.live(settings: UpstreamSettings(), http: http, now: clock.now), http)
    }

    static let swift = WikiSearchQuery(text: "Swift", language: .en, limit: 10, offset: 0)

    @Test func wikipedia_maxlagError_becomes503WithRetryAfterAndCoolsWikipediaDown() async throws {
        let body = try Fixture.data("wikipedia-error-maxlag")
        let (clients, http) = Self.clients(FetchResponse(status: 200, body: body, retryAfter: 7))
        await #expect(throws: UpstreamError.httpStatus(503, retryAfter: 7)) { try await clients.wikipedia.search(Self.swift) }
        await #expect(throws: UpstreamError.coolingDown(retryAfter: 7)) { try await clients.wikipedia.search(Self.swift) }
        #expect(http.requests.count == 1)
    }

    @Test(arguments: [200, 400])
    func wikipedia_errorBody_becomesApiErrorWhateverTheStatus(status: Int) async throws {
        let body = try Fixture.data("wikipedia-error-missingparam")
        let (clients, _) = Self.clients(FetchResponse(status: status, body: body))
        await #expect(
            throws: UpstreamError.apiError(code: "missingparam", message: "The \"srsearch\" parameter must be set."),
            "status \(status)"
        ) {
            try await clients.wikipedia.search(Self.swift)
        }
    }

    @Test func wikipedia_htmlErrorPage_keepsTheStatus() async throws {
        let (clients, _) = Self.clients(FetchResponse(status: 403, body: Data("<html>blocked</html>".utf8)))
        await #expect(throws: UpstreamError.httpStatus(403, retryAfter: nil)) { try await clients.wikipedia.search(Self.swift) }
    }

    @Test(arguments: [
        ("tmdb-error-7", 401, UpstreamError.apiError(code: "7", message: "Invalid API key: You must be granted a valid key.")),
        ("tmdb-error-34", 404, UpstreamError.notFound),
        ("tmdb-error-422", 422, UpstreamError.apiError(code: "422", message: "query must be provided")),
    ])
    func tmdb_errorEnvelope_isDecoded(fixture: String, status: Int, expected: UpstreamError) async throws {
        var settings = UpstreamSettings()
        settings.tmdbCredential = .apiKey("0123456789abcdef0123456789abcdef")
        let http = CannedHTTP(FetchResponse(status: status, body: try Fixture.data(fixture)))
        let movies = UpstreamClients.live(settings: settings, http: http).movies
        await #expect(throws: expected, "\(fixture)") { try await movies.detail(id: 550, language: .en) }
    }

    @Test func everyRequest_usesTheSourceTimeoutsCapAndUserAgent() async throws {
        var settings = UpstreamSettings()
        settings.timeouts[.xkcd] = .init(connect: 1, total: 2)
        let http = CannedHTTP(FetchResponse(status: 200, body: try Fixture.data("xkcd-normal")))
        _ = try await UpstreamClients.live(settings: settings, http: http).comics.comic(number: 1)
        let request = try #require(http.requests.first)
        #expect(request.url == "https://xkcd.com/1/info.0.json")
        #expect(request.connectTimeout == 1 && request.totalTimeout == 2 && request.maxBytes == 4 << 20)
        #expect(request.headers.contains(HeaderField("User-Agent", UpstreamSettings.defaultUserAgent)))
        #expect(!request.followRedirects)
    }

    @Test(
        arguments: [
            (nil, TMDBCredential.none), ("", .none), ("  ", .none),
            ("0123456789abcdef0123456789abcdef", .apiKey("0123456789abcdef0123456789abcdef")),
            ("eyJhbGciOiJIUzI1NiJ9.e30.sig\n", .bearer("eyJhbGciOiJIUzI1NiJ9.e30.sig")),
        ] as [(String?, TMDBCredential)])
    func tmdbCredential_isChosenByShape(value: String?, expected: TMDBCredential) {
        #expect(TMDBCredential.credential(from: value) == expected, "value \(value ?? "nil")")
    }

    @Test func offlineSettings_pointEveryAPIAtTheLoopbackPort() {
        let settings = UpstreamSettings.offline(port: 8123)
        #expect(
            WikipediaAPIClient.url(for: Self.swift, template: settings.wikipediaAPI)
                .hasPrefix("http://127.0.0.1:8123/en/w/api.php?action=query"))
        #expect(settings.newsFeed == "http://127.0.0.1:8123/rss" && settings.xkcdAPI == "http://127.0.0.1:8123")
        #expect(settings.tmdbAPI == "http://127.0.0.1:8123/3" && settings.tmdbImageBase == "http://127.0.0.1:8123/t/p/")
        #expect(
            settings.imageHosts == ["imgs.xkcd.com", "image.tmdb.org", "upload.wikimedia.org", "127.0.0.1:8123"])
        #expect(settings.wikipediaREST == "http://127.0.0.1:8123/{lang}/api/rest_v1")
        #expect(settings.wikipediaCoreREST == "http://127.0.0.1:8123/{lang}/w/rest.php/v1")
        #expect(settings.tmdbCredential == .apiKey("offline-sample-key"))
    }

    @Test(arguments: [
        ("AT&T", "AT%26T"), ("C++ lang", "C%2B%2B%20lang"), ("東京", "%E6%9D%B1%E4%BA%AC"), ("a=b?c#d", "a%3Db%3Fc%23d"),
    ])
    func wikipediaURL_percentEncodesTheQuery(text: String, encoded: String) {
        let url = WikipediaAPIClient.url(
            for: WikiSearchQuery(text: text, language: .ja, limit: 10, offset: 20),
            template: UpstreamSettings().wikipediaAPI)
        #expect(
            url.hasPrefix(
                "https://ja.wikipedia.org/w/api.php?action=query&list=search&srsearch=\(encoded)&srlimit=10&sroffset=20&"),
            "\(text)")
    }
}
