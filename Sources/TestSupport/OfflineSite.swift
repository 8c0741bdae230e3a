import Foundation
import HTTPServer
import SampleUpstream
import Upstream
import Web

/// The whole application as `kiosk serve --offline` wires it — sample upstream on loopback,
/// live libcurl clients, real templates — for whole-response tests without a Kiosk socket.
public final class OfflineSite: Sendable {
    public let site: Site
    public let sampleServer: Server
    public let upstream: SampleUpstream

    private init(site: Site, sampleServer: Server, upstream: SampleUpstream) {
        self.site = site
        self.sampleServer = sampleServer
        self.upstream = upstream
    }

    /// Runs `body` against a fresh offline site and always stops its sample server.
    public static func with<T>(_ body: (OfflineSite) async throws -> T) async throws -> T {
        let (server, upstream) = try SampleUpstreamServer.start()
        let settings = UpstreamSettings.offline(port: server.port)
        let clients = UpstreamClients.live(settings: settings)
        let dependencies = Dependencies(wikipedia: clients.wikipedia, news: clients.news, comics: clients.comics,
                                        movies: clients.movies, images: clients.images, tmdbImageBase: settings.tmdbImageBase)
        let offline: OfflineSite
        do {
            let site = try await Site(configuration: .init(templatesDirectory: Repository.templates, publicDirectory: Repository.publicFolder,
                                                           isSampleData: true), dependencies: dependencies)
            offline = OfflineSite(site: site, sampleServer: server, upstream: upstream)
        } catch {
            await server.shutdown()
            throw error
        }
        do {
            let result = try await body(offline)
            await server.shutdown()
            return result
        } catch {
            await server.shutdown()
            throw error
        }
    }

    /// Answers `target` as the server would, including gzip negotiation.
    public func get(_ target: String, headers: [(String, String)] = []) async throws -> Response {
        let request = try TestSite.request(target, headers: headers)
        var response = await site.respond(request)
        ResponseCompression.apply(&response, acceptEncoding: request.headers["Accept-Encoding"])
        return response
    }
}
