import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
@testable import Web

/// Who a request's client is (the peer, or a trusted proxy's `X-Forwarded-For`), and the 429 page a
/// client gets once its share of upstream fetches refused one.
@Suite struct ClientLimitTests {
    static let proxies = try! TrustedProxies(parsing: "127.0.0.1/32, ::1")

    func request(peer: String, forwardedFor: String? = nil, target: String = "/search?q=x") throws -> Request {
        var request = try TestSite.request(target, headers: forwardedFor.map { [("X-Forwarded-For", $0)] } ?? [])
        request.peer = IPAddress(peer)
        return request
    }

    func address(_ text: String) -> ClientAddress? {
        IPAddress(text).map { ClientAddress(high: $0.high, low: $0.low) }
    }

    @Test func client_whenThePeerIsNotTrusted_isThePeer_whateverItForwards() throws {
        let forged = try request(peer: "203.0.113.9", forwardedFor: "198.51.100.1, 198.51.100.2")
        #expect(Self.proxies.client(of: forged) == address("203.0.113.9"))
        #expect(
            TrustedProxies.none.client(of: try request(peer: "127.0.0.1", forwardedFor: "198.51.100.1")) == address("127.0.0.1"))
    }

    @Test func client_whenThePeerIsATrustedProxy_isTheRightMostUntrustedHop() throws {
        let proxied = try request(peer: "127.0.0.1", forwardedFor: "10.9.9.9, 198.51.100.7, 127.0.0.1")
        #expect(Self.proxies.client(of: proxied) == address("198.51.100.7"))
        #expect(Self.proxies.client(of: try request(peer: "127.0.0.1")) == address("127.0.0.1"))
        #expect(Self.proxies.client(of: try request(peer: "::1", forwardedFor: "not-an-address")) == address("::1"))
    }

    @Test func client_ofIPv6_isItsSlash64() throws {
        let one = Self.proxies.client(of: try request(peer: "2001:db8:1:2::1"))
        let other = Self.proxies.client(of: try request(peer: "2001:db8:1:2:ffff::7"))
        #expect(one != nil && one == other)
        #expect(one != Self.proxies.client(of: try request(peer: "2001:db8:1:3::1")))
    }

    @Test func trustedProxies_whenAnEntryIsNotABlock_throwsNamingIt() {
        for bad in ["127.0.0.1/33", "localhost", "::1/129"] {
            #expect(throws: TrustedProxies.ParseError.self, "\(bad)") { try TrustedProxies(parsing: bad) }
        }
    }

    /// A site whose Wikipedia stands for a limiter that refuses this client (its `origins` record
    /// whom it was asked for).
    func refusingSite(_ wikipedia: StubWikipediaClient) async throws -> Site {
        var dependencies = Dependencies(
            wikipedia: wikipedia, news: StubNewsClient { _, _ throws(UpstreamError) in throw .notConfigured("stub") },
            comics: StubComicsClient(latest: 1, comics: [:]), movies: StubMoviesClient(),
            images: StubImageSource(), now: { TestSite.now }, sleep: TestClock(TestSite.now).sleep)
        dependencies.trustedProxies = Self.proxies
        return try await Site(
            configuration: .init(templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder),
            dependencies: dependencies)
    }

    static func refusing() -> StubWikipediaClient {
        StubWikipediaClient { _ throws(UpstreamError) in throw .overClientShare(retryAfter: 7) }
    }

    @Test func page_whenTheClientsShareRefusedItsFetch_is429WithRetryAfterAndWhy_inBothLanguagesAndJSON() async throws {
        let wikipedia = Self.refusing()
        let site = try await refusingSite(wikipedia)
        let english = await site.respond(
            try request(peer: "127.0.0.1", forwardedFor: "198.51.100.7", target: "/search?q=a&lang=en"))
        #expect(english.status == 429)
        #expect(english.headers["Retry-After"] == "7")
        #expect(english.headers["Cache-Control"] == "no-store")
        #expect(english.text.contains("Too many new pages in a short time"))
        #expect(english.text.contains("Try again in 7 seconds."))
        let japanese = await site.respond(try request(peer: "127.0.0.1", target: "/search?q=b&lang=ja"))
        #expect(japanese.status == 429)
        #expect(japanese.text.contains("7 秒後にもう一度お試しください"))
        let json = await site.respond(try request(peer: "127.0.0.1", target: "/search?q=c&lang=en&format=json"))
        #expect(json.status == 429)
        #expect(json.headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(json.text.contains("\"status\":429"))
        #expect(wikipedia.origins.all.map(\.client) == [address("198.51.100.7"), address("127.0.0.1"), address("127.0.0.1")])
        #expect(wikipedia.origins.all.map(\.purpose) == [.page, .page, .page])
    }

    @Test func page_whenTheClientsShareRefusedItsFetch_isNeverRendered_onlyThe429() async throws {
        let site = try await refusingSite(Self.refusing())
        let response = await site.respond(try request(peer: "127.0.0.1", target: "/search?q=a&lang=en"))
        #expect(response.status == 429)
        // The render cache holds every page rendered: the 429 page, and no search page thrown away.
        #expect(site.pages.cache.count == 1)
        #expect(!response.text.contains("Search results"))
    }

    @Test func suggestions_areFetchedWithTheirOwnPurpose_andRefusedAs429() async throws {
        let refusing: @Sendable (String, Language) throws(UpstreamError) -> Fetched<[String]> = { _, _ throws(UpstreamError) in
            throw .overClientShare(retryAfter: 3)
        }
        let wikipedia = StubWikipediaClient({ _ throws(UpstreamError) in throw .notFound }, suggest: refusing)
        let site = try await TestSite.make(wikipedia: wikipedia)
        let response = await site.respond(try request(peer: "192.0.2.1", target: "/search/suggestions?q=sw"))
        #expect(response.status == 429)
        #expect(response.headers["Retry-After"] == "3")
        #expect(wikipedia.origins.all == [FetchOrigin(purpose: .suggestions, client: address("192.0.2.1"))])
    }
}
