import Foundation
import Models
import Upstream

// The cache's loads as tests outside any request make them: for nobody in particular
// (`FetchOrigin.anonymous`), the load not told what it runs as. Only tests see these.
extension UpstreamCache {
    public func value<V: Sendable & Codable>(
        key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool = false, serveStaleFor: TimeInterval = 0,
        load: @escaping @Sendable () async throws(UpstreamError) -> (value: V, bytes: Int)
    ) async throws(UpstreamError) -> Fetched<V> {
        try await value(
            key: key, source: source, ttl: ttl, forceRefresh: forceRefresh, serveStaleFor: serveStaleFor, origin: .anonymous
        ) { (_: V?, _: FetchOrigin) async throws(UpstreamError) -> (value: V, bytes: Int) in try await load() }
    }

    public func value<V: Sendable & Codable>(
        key: String, source: Source, ttl: TimeInterval, forceRefresh: Bool = false, serveStaleFor: TimeInterval = 0,
        revalidate load: @escaping @Sendable (_ previous: V?) async throws(UpstreamError) -> (value: V, bytes: Int)
    ) async throws(UpstreamError) -> Fetched<V> {
        try await value(
            key: key, source: source, ttl: ttl, forceRefresh: forceRefresh, serveStaleFor: serveStaleFor, origin: .anonymous,
            load: { (previous: V?, _: FetchOrigin) async throws(UpstreamError) -> (value: V, bytes: Int) in
                try await load(previous)
            })
    }
}
