import Foundation
import Models

/// Fetches images for the `/img/…` proxy from allow-listed hosts only, refusing (without any request)
/// anything that could reach inside the network or carry script, and caches them by URL.
public final class ImageFetcher: Sendable {
    /// Raster formats only: SVG can carry script.
    public static let allowedContentTypes: Set<String> = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif"]
    /// Images never change at a given URL in practice (TMDB and xkcd paths are content-named).
    public static let cacheTTL: TimeInterval = 24 * 3600

    private let http: any HTTPFetching
    private let allowList: [(host: String, port: Int?)]
    private let cache: UpstreamCache
    private let maxBytes: Int
    private let resolve: @Sendable (String) async -> [IPAddressPolicy.Address]?
    /// Which resolved addresses an image may come from (tests stand a loopback address in for a public one).
    private let isAllowedAddress: @Sendable (IPAddressPolicy.Address) -> Bool

    /// - Parameter allowedHosts: "host" (default port of the scheme) or "host:port", matched exactly and
    ///   case-insensitively. IP literals listed here (the offline sample upstream on 127.0.0.1) are trusted
    ///   as written; listed names must resolve only to public addresses.
    public convenience init(http: any HTTPFetching, allowedHosts: [String], cache: UpstreamCache, maxBytes: Int = 5 << 20) {
        self.init(
            http: http, allowedHosts: allowedHosts, cache: cache, maxBytes: maxBytes, resolve: SystemResolver.addresses(of:))
    }

    init(
        http: any HTTPFetching, allowedHosts: [String], cache: UpstreamCache, maxBytes: Int,
        resolve: @escaping @Sendable (String) async -> [IPAddressPolicy.Address]?,
        isAllowedAddress: @escaping @Sendable (IPAddressPolicy.Address) -> Bool = IPAddressPolicy.isPublic
    ) {
        self.http = http
        self.cache = cache
        self.maxBytes = maxBytes
        self.resolve = resolve
        self.isAllowedAddress = isAllowedAddress
        self.allowList = allowedHosts.compactMap { entry in
            // A malformed entry allows nothing; the operator sees the refusals in the log.
            do { return try ImageURL.splitHostPort(Substring(entry.lowercased())) } catch { return nil }
        }
    }

    public func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data) {
        let target = try ImageURL.parse(url)
        let pin = try await checkHost(of: target)
        let canonical = target.canonical
        let slot = Self.slot(for: target)
        let fetched: Fetched<ImagePayload> = try await cache.value(
            key: slot.key, source: slot.source, ttl: slot.ttl, origin: origin
        ) {
            [http, maxBytes] (
                _: ImagePayload?, runsAs: FetchOrigin
            ) async throws(UpstreamError) -> (value: ImagePayload, bytes: Int) in
            let request = FetchRequest(
                url: canonical, headers: [HeaderField("Accept", Self.acceptHeader)],
                maxBytes: maxBytes, followRedirects: false, pin: pin, purpose: runsAs.purpose)
            let payload = try Self.payload(from: try await http.fetch(request), maxBytes: maxBytes)
            return (payload, payload.body.count)
        }
        return (fetched.value.contentType, fetched.value.body)
    }

    /// True or false when a fresh cache entry says what `image(url:)` would answer (an image, or
    /// "not found"), without a request or an `await`; nil otherwise, refusals included (`image(url:)`
    /// says why). The URL must parse and its host be allow-listed; a listed name is not resolved again here: the entry exists because this very
    /// URL was fetched from a checked address within the TTL, and nothing is fetched on this answer
    /// (the browser's `/img/` request goes through `image(url:)` and its checks).
    public func cachedImageExists(url: String) -> Bool? {
        let target: ImageURL
        do { target = try ImageURL.parse(url) } catch { return nil }
        guard isAllowListed(target) else { return nil }
        let slot = Self.slot(for: target)
        let fresh: Result<Fetched<ImagePayload>, UpstreamError>? = cache.freshValue(
            key: slot.key, source: slot.source, ttl: slot.ttl)
        switch fresh {
        case nil: return nil
        case .success: return true
        case .failure: return false
        }
    }

    /// Where the image at `url` is cached, and the cache it lives in (a prefetch looks before it fetches).
    func slot(url: String) throws(UpstreamError) -> (slot: CacheSlot, cache: UpstreamCache) {
        (Self.slot(for: try ImageURL.parse(url)), cache)
    }

    private static func slot(for target: ImageURL) -> CacheSlot {
        CacheSlot(key: "image " + target.canonical, source: source(forHost: target.host), ttl: cacheTTL)
    }

    private static let acceptHeader = "image/avif,image/webp,image/png,image/jpeg,image/gif"

    private func isAllowListed(_ target: ImageURL) -> Bool {
        allowList.contains { entry in
            entry.host == target.host && (entry.port ?? (target.scheme == "https" ? 443 : 80)) == target.effectivePort
        }
    }

    /// Allow-list first (exact host and port), then the address rules; the address the fetch must
    /// connect to (nil for an allow-listed IP literal, which libcurl does not resolve).
    private func checkHost(of target: ImageURL) async throws(UpstreamError) -> AddressPin? {
        let allowed = isAllowListed(target)
        switch IPAddressPolicy.literal(target.host) {
        case .malformed:
            throw .refused("malformed IP address \(target.host)")
        case .address(let address):
            if allowed { return nil }
            throw .refused(
                IPAddressPolicy.isPublic(address) ? "host \(target.host) not allowed" : "private address \(target.host)")
        case .notAnIP:
            guard allowed else { throw .refused("host \(target.host) not allowed") }
            guard let addresses = await resolve(target.host), !addresses.isEmpty else {
                throw .cannotResolve(host: target.host)
            }
            // Protects against an allow-listed name pointed at the inside network; the pin makes libcurl
            // connect to the address checked here instead of resolving the name again (DNS rebinding).
            guard addresses.allSatisfy(isAllowedAddress), let checked = addresses.first else {
                throw .refused("host \(target.host) resolves to a private address")
            }
            return AddressPin(host: target.host, port: target.effectivePort, address: checked.text)
        }
    }

    /// Accepts only a 200 with a raster image type within the size cap; a redirect is never followed.
    static func payload(from response: FetchResponse, maxBytes: Int) throws(UpstreamError) -> ImagePayload {
        switch response.status {
        case 200:
            let mediaType =
                (response.headers["content-type"] ?? "")
                .split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            guard allowedContentTypes.contains(mediaType) else { throw .refused("content type \(mediaType) is not an image") }
            guard response.body.count <= maxBytes else { throw .tooLarge(limit: maxBytes) }
            return ImagePayload(contentType: mediaType, body: response.body)
        case 300..<400:
            throw .refused("redirect (HTTP \(response.status)) not followed")
        case 404, 410:
            throw .notFound
        default:
            throw .httpStatus(response.status, retryAfter: response.retryAfter)
        }
    }

    /// Image hosts share a cooldown with their API: a 429 from image.tmdb.org means TMDB wants less traffic.
    static func source(forHost host: String) -> Source {
        if host == "xkcd.com" || host.hasSuffix(".xkcd.com") { return .xkcd }
        if host.hasSuffix("wikimedia.org") || host.hasSuffix("wikipedia.org") { return .wikipedia }
        if host.hasSuffix("tmdb.org") || host.hasSuffix("themoviedb.org") { return .tmdb }
        return .news
    }
}

/// A cached image: its media type and bytes.
/// (Codable because every `UpstreamCache` value is; the image cache is never shared, so images stay in memory.)
struct ImagePayload: Sendable, Equatable, Codable {
    let contentType: String
    let body: Data
}

extension ImageFetcher: ImageSource {}
