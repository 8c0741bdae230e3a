import Foundation
import Locking
import Models
import Testing
import TestSupport
@testable import Upstream

/// DNS rebinding through `/img/`: the fetcher resolves an allow-listed name, checks the
/// address, and libcurl must then connect to that address, not to whatever a second lookup says.
///
/// The stage, all on loopback: a "public" image host on 127.0.0.2 and an "internal service" on
/// 127.0.0.1, on the same port. The allow-listed name is `localhost`, which the system resolver (the one
/// libcurl uses on its own) answers with 127.0.0.1, while the fetcher's injected resolver answers
/// 127.0.0.2, and the injected policy counts only 127.0.0.2 as public: the second, different answer.
@Suite(.serialized) struct ImageRebindingTests {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 7, 7, 7]
    static let secret: [UInt8] = Array("internal admin token".utf8)
    static let publicAddress = IPAddressPolicy.Address.v4(0x7F00_0002)

    /// The public host on 127.0.0.2 and the internal one on 127.0.0.1, sharing a port.
    private func stage() throws -> (publicHost: ScriptedHTTPServer, internalService: ScriptedHTTPServer) {
        for _ in 0..<20 {
            let publicHost = try ScriptedHTTPServer(host: "127.0.0.2")
            do {
                let internalService = try ScriptedHTTPServer(host: "127.0.0.1", port: publicHost.port)
                publicHost.on("/a.png", .image("image/png", bytes: Self.png))
                internalService.on("/a.png", .image("image/png", bytes: Self.secret))
                return (publicHost, internalService)
            } catch {
                publicHost.stop()  // that port is taken on 127.0.0.1; try another
            }
        }
        throw UpstreamError.cannotConnect(host: "no port free on both 127.0.0.1 and 127.0.0.2")
    }

    @Test func image_whenLibcurlWouldResolveTheNameDifferently_connectsOnlyToTheCheckedAddress() async throws {
        let (publicHost, internalService) = try stage()
        defer {
            publicHost.stop()
            internalService.stop()
        }
        let images = ImageFetcher(
            http: CurlHTTPClient(userAgent: "KioskTests/1.0"), allowedHosts: ["localhost:\(publicHost.port)"],
            cache: UpstreamCache(), maxBytes: 4096,
            resolve: { _ in [Self.publicAddress] }, isAllowedAddress: { $0 == Self.publicAddress })
        let image = try await images.image(url: "http://localhost:\(publicHost.port)/a.png")
        #expect(
            Array(image.body) == Self.png,
            "the bytes came from \(Array(image.body) == Self.secret ? "the internal service" : "elsewhere")")
        #expect(internalService.acceptedConnections == 0, "the internal service was contacted")
        #expect(publicHost.requests.count == 1)
    }

    /// One pooled handle (a single-transfer client) alternates unpinned and pinned requests for the same
    /// host and port: neither inherits the other's address or its live connection. (A pin kept in the
    /// handle's DNS cache, as CURLOPT_RESOLVE would, fails this; found by a helper's review.)
    @Test func pooledHandle_alternatingPinnedAndUnpinnedRequests_neitherInheritsTheOthersAddressOrConnection() async throws {
        let (publicHost, internalService) = try stage()
        defer {
            publicHost.stop()
            internalService.stop()
        }
        let client = CurlHTTPClient(userAgent: "KioskTests/1.0", maxConcurrent: 1)
        let url = "http://localhost:\(publicHost.port)/a.png"
        let pin = AddressPin(host: "localhost", port: publicHost.port, address: "127.0.0.2")
        for round in 0..<2 {
            // libcurl resolves `localhost` itself: the internal service on 127.0.0.1.
            #expect(try await client.fetch(FetchRequest(url: url)).body == Data(Self.secret), "unpinned, round \(round)")
            #expect(try await client.fetch(FetchRequest(url: url, pin: pin)).body == Data(Self.png), "pinned, round \(round)")
        }
        // One connection each: the same handle and its connection cache served all four.
        #expect(publicHost.acceptedConnections == 1)
        #expect(internalService.acceptedConnections == 1)
    }

    /// A pinned transfer never follows a redirect: libcurl would resolve the next hop itself, unchecked.
    @Test func pinnedFetch_whenRedirectFollowingIsAsked_returnsTheRedirectUnfollowed() async throws {
        let server = try ScriptedHTTPServer()
        let target = try ScriptedHTTPServer()
        defer {
            server.stop()
            target.stop()
        }
        server.on("/moved", .redirect(to: target.url("/elsewhere")))
        let request = FetchRequest(
            url: server.url("/moved"), followRedirects: true,
            pin: AddressPin(host: "127.0.0.1", port: server.port, address: "127.0.0.1"))
        #expect(try await CurlHTTPClient(userAgent: "KioskTests/1.0").fetch(request).status == 302)
        #expect(target.acceptedConnections == 0)
    }

    @Test(arguments: ["localhost", "127.1", "127.0.0.1:80", "[::1]", "127.0.0.1\r\nX: y", ""])
    func pinnedFetch_whenPinIsNotANumericAddress_refusesWithoutConnecting(address: String) async throws {
        let server = try ScriptedHTTPServer()
        defer { server.stop() }
        let request = FetchRequest(url: server.url("/a"), pin: AddressPin(host: "127.0.0.1", port: server.port, address: address))
        await #expect(throws: UpstreamError.refused("pinned address is not numeric"), "\(address.debugDescription)") {
            try await CurlHTTPClient(userAgent: "KioskTests/1.0").fetch(request)
        }
        #expect(server.acceptedConnections == 0)
    }

    /// If the connection ends up elsewhere anyway (a reused connection, say), the answer is refused.
    @Test func fetch_whenConnectedAddressIsNotThePin_refusesTheAnswer() async throws {
        let (publicHost, internalService) = try stage()
        defer {
            publicHost.stop()
            internalService.stop()
        }
        let client = CurlHTTPClient(userAgent: "KioskTests/1.0")
        // The pin names 127.0.0.3 while the URL's host is 127.0.0.1: CONNECT_TO applies to names only as
        // written, so an IP-literal URL connects where it says, and the check of the peer must catch it.
        let mismatched = FetchRequest(
            url: "http://127.0.0.1:\(publicHost.port)/a.png",
            pin: AddressPin(host: "localhost", port: publicHost.port, address: "127.0.0.3"))
        await #expect(throws: UpstreamError.refused("connected to 127.0.0.1, not the checked address")) {
            try await client.fetch(mismatched)
        }
    }
}
