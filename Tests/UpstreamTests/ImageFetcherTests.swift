import Foundation
import Models
import Testing
import TestSupport
@testable import Upstream

/// The image proxy's fetcher: what it refuses, it refuses before any request reaches the server.
@Suite struct ImageFetcherTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
    let client = CurlHTTPClient(userAgent: "KioskTests/1.0")

    /// A fetcher that allow-lists only the scripted server (as offline mode allow-lists the sample upstream).
    func fetcher(
        for server: ScriptedHTTPServer, maxBytes: Int = 4096,
        resolve: @escaping @Sendable (String) async -> [IPAddressPolicy.Address]? = { _ in nil }
    ) -> ImageFetcher {
        ImageFetcher(
            http: client, allowedHosts: ["127.0.0.1:\(server.port)", "IMAGES.example:\(server.port)"],
            cache: UpstreamCache(), maxBytes: maxBytes, resolve: resolve)
    }

    @Test func image_whenAllowListedPNG_returnsItAndCachesIt() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/comics/a.png", .image("image/png", bytes: Self.png))
        let images = fetcher(for: server)
        let first = try await images.image(url: server.url("/comics/a.png#frag"))
        let second = try await images.image(url: server.url("/comics/a.png"))
        #expect(first.contentType == "image/png")
        #expect(Array(first.body) == Self.png)
        #expect(second.body == first.body)
        #expect(server.requests.count == 1, "the second request is served from the cache")
        #expect(server.requests.first?.headers["accept"]?.contains("image/svg") == false)
    }

    /// The comic page's `_2x` probe reads the cache without a task when it knows the answer.
    @Test func cachedImageExists_saysWhatACachedFetchAnswered() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/a.png", .image("image/png", bytes: Self.png))
        let images = fetcher(for: server)
        #expect(images.cachedImageExists(url: server.url("/a.png")) == nil)
        #expect(images.cachedImageExists(url: server.url("/b.png")) == nil)
        _ = try await images.image(url: server.url("/a.png"))
        await #expect(throws: UpstreamError.notFound) { try await images.image(url: server.url("/b.png")) }
        #expect(images.cachedImageExists(url: server.url("/a.png#x")) == true)
        #expect(images.cachedImageExists(url: server.url("/b.png")) == false)
        #expect(images.cachedImageExists(url: "http://evil.example/a.png") == nil, "a refusal is image(url:)'s to explain")
        #expect(server.requests.count == 2)
    }

    @Test(arguments: [
        "file:///etc/passwd",
        "gopher://127.0.0.1:PORT/_GET",
        "ftp://127.0.0.1:PORT/a.png",
        "//127.0.0.1:PORT/a.png",
        "http://user:secret@127.0.0.1:PORT/a.png",
        "http://127.0.0.1:PORT@evil.example/a.png",
        "http://127.0.0.1:PORT\\@evil.example/a.png",
        "http://evil.example/a.png",
        "http://localhost:PORT/a.png",
        "http://127.0.0.1/a.png",
        "http://127.0.0.2:PORT/a.png",
        "http://2130706433:PORT/a.png",
        "http://0x7f.1:PORT/a.png",
        "http://0177.0.0.1:PORT/a.png",
        "http://127.1:PORT/a.png",
        "http://[::1]:PORT/a.png",
        "http://[::ffff:127.0.0.1]:PORT/a.png",
        "http://[::ffff:7f00:1]:PORT/a.png",
        "http://[::]:PORT/a.png",
        "http://0.0.0.0:PORT/a.png",
        "http://10.0.0.1/a.png",
        "http://169.254.169.254/latest/meta-data/",
        "http://192.168.1.1/a.png",
        "http://[fd00::1]/a.png",
        "http://[fe80::1]/a.png",
        "http://127.0.0.1%2e:PORT/a.png",
        "http://999.0.0.1:PORT/a.png",
    ])
    func image_whenURLIsNotAllowed_refusesWithoutRequest(template: String) async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/a.png", .image("image/png", bytes: Self.png))
        let url = template.replacingOccurrences(of: "PORT", with: "\(server.port)")
        do {
            _ = try await fetcher(for: server).image(url: url)
            Issue.record("\(url) must be refused")
        } catch {
            guard case .refused = error else { Issue.record("\(url): expected refused, got \(error)"); return }
        }
        #expect(server.acceptedConnections == 0, "\(url) reached the server")
    }

    @Test func image_whenLoopbackNotAllowListed_refusesAsPrivateAddress() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        let images = ImageFetcher(http: client, allowedHosts: ["image.tmdb.org", "imgs.xkcd.com"], cache: UpstreamCache())
        await #expect(throws: UpstreamError.refused("private address 127.0.0.1")) {
            try await images.image(url: server.url("/a.png"))
        }
        #expect(server.acceptedConnections == 0)
    }

    @Test func image_whenAllowListedNameResolvesToPrivateAddress_refusesWithoutRequest() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        let images = fetcher(for: server, resolve: { _ in [.v4(0x0A00_0005)] })
        await #expect(throws: UpstreamError.refused("host images.example resolves to a private address")) {
            try await images.image(url: "http://images.example:\(server.port)/a.png")
        }
        #expect(server.acceptedConnections == 0)
    }

    @Test func image_whenRedirectedToAnotherHost_refusesAndNeverFetchesTarget() async throws {
        let server = try ScriptedHTTPServer()
        let elsewhere = try ScriptedHTTPServer()
        defer { server.stop(); elsewhere.stop() }
        elsewhere.on("/secret.png", .image("image/png", bytes: Self.png))
        server.on("/moved.png", .redirect(to: elsewhere.url("/secret.png")))
        do {
            _ = try await fetcher(for: server).image(url: server.url("/moved.png"))
            Issue.record("a redirect must be refused")
        } catch {
            guard case .refused = error else { Issue.record("unexpected \(error)"); return }
        }
        #expect(elsewhere.acceptedConnections == 0)
    }

    @Test(arguments: ["image/svg+xml", "text/html", "application/octet-stream", "", "image/png-but-not"])
    func image_whenContentTypeIsNotRaster_refuses(contentType: String) async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/a.png", .image(contentType, bytes: Array("<svg onload=alert(1)>".utf8)))
        do {
            _ = try await fetcher(for: server).image(url: server.url("/a.png"))
            Issue.record("Content-Type \(contentType) must be refused")
        } catch {
            guard case .refused = error else { Issue.record("\(contentType): unexpected \(error)"); return }
        }
    }

    @Test func image_whenLargerThanCap_throwsTooLarge() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        server.on("/big.png", .image("image/png", bytes: [UInt8](repeating: 0, count: 6000)))
        await #expect(throws: UpstreamError.tooLarge(limit: 4096)) {
            try await fetcher(for: server, maxBytes: 4096).image(url: server.url("/big.png"))
        }
    }

    @Test func image_whenUpstreamSays404_throwsNotFound() async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        await #expect(throws: UpstreamError.notFound) {
            try await fetcher(for: server).image(url: server.url("/missing.png"))
        }
    }

    /// The text a pin compares with what libcurl reports (CURLINFO_PRIMARY_IP): inet_ntop's forms.
    @Test func addressText_isWhatInetNtopWrites() {
        #expect(IPAddressPolicy.Address.v4(0x7F00_0001).text == "127.0.0.1")
        #expect(
            IPAddressPolicy.Address.v6([0x20, 0x01, 0x0d, 0xb8] + Array(repeating: 0, count: 11) + [7]).text == "2001:db8::7")
        #expect(IPAddressPolicy.Address.v6(Array(repeating: 0, count: 15) + [1]).text == "::1")
        #expect(IPAddressPolicy.Address.v6([1, 2]).text == "", "not 16 bytes")
    }

    @Test(arguments: [
        ("2130706433", "127.0.0.1"), ("0x7f.1", "127.0.0.1"), ("0177.0.0.1", "127.0.0.1"), ("127.1", "127.0.0.1"),
        ("10.0.0.1", "10.0.0.1"), ("0x0a.0.0.1", "10.0.0.1"), ("169.254.169.254", "169.254.169.254"), ("1.2.3.4.", "1.2.3.4"),
    ])
    func ipv4Literal_inEveryNumericForm_parsesToTheSameAddress(host: String, dotted: String) {
        let octets = dotted.split(separator: ".").map { UInt32($0)! }
        let expected = octets.reduce(0) { $0 << 8 | $1 }
        #expect(IPAddressPolicy.literal(host) == .address(.v4(expected)), "host \(host)")
    }

    @Test(arguments: [
        ("8.8.8.8", true), ("93.184.216.34", true), ("127.0.0.1", false), ("10.1.2.3", false), ("172.16.0.1", false),
        ("172.32.0.1", true), ("192.168.0.1", false), ("169.254.1.1", false), ("100.64.0.1", false), ("0.0.0.0", false),
        ("224.0.0.1", false), ("255.255.255.255", false),
        ("[2606:4700::1111]", true), ("[::1]", false), ("[::]", false), ("[fe80::1]", false), ("[fc00::1]", false),
        ("[::ffff:10.0.0.1]", false), ("[::ffff:8.8.8.8]", true), ("[64:ff9b::7f00:1]", false), ("[2002:7f00:1::]", false),
        ("[ff02::1]", false),
    ])
    func ipAddress_isPublic_onlyForRoutableAddresses(host: String, isPublic: Bool) {
        guard case .address(let address) = IPAddressPolicy.literal(host) else {
            Issue.record("\(host) should parse as an IP literal")
            return
        }
        #expect(IPAddressPolicy.isPublic(address) == isPublic, "host \(host)")
    }

    @Test(arguments: ["image.tmdb.org", "imgs.xkcd.com", "example.com", "a1.example"])
    func hostName_isNotAnIPLiteral(host: String) {
        #expect(IPAddressPolicy.literal(host) == .notAnIP, "host \(host)")
    }
}
