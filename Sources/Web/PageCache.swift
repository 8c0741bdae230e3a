import HTTPServer
import Models
import Locking

/// A one-second micro-cache of finished page responses, in front of the route table.
///
/// Under load, many readers ask for the same page within the same second; each would rebuild
/// the same Outputs, hash them and look up the render cache. For one second the answer cannot
/// change in a way a person would notice, so identical GETs share it — what a reverse proxy's
/// micro-cache does, without the proxy. Only `public` 200 responses with an ETag are kept; any
/// POST (refresh, search form) empties it so a person never sees their own action undone.
final class PageCache: Sendable {
    /// How long an answer is shared. Short enough that "updated 0 seconds ago" stays true.
    static let timeToLive: Duration = .seconds(1)
    /// Bounds so that a crawl of many distinct URLs cannot grow memory without limit.
    static let maxEntries = 4096
    static let maxBytes = 8 << 20
    /// Bigger bodies (images) are left to the browser's and the upstream cache.
    static let maxEntryBytes = 256 << 10

    /// What makes two requests get the same bytes, and nothing else: the target, the page's
    /// language exactly as the page chooses it (`lang=` in the URL, else `Accept-Language`), JSON
    /// or HTML (`format=`, `Accept`), gzip or not (`Accept-Encoding`). These are the only request
    /// headers a page reads; a new one must join the key.
    struct Key: Hashable, Sendable {
        var target: String
        var language: Language
        var json: Bool
        var gzip: Bool

        /// Nil for requests that are never shared: anything but GET/HEAD, and a `lang` the page
        /// refuses (its 400 page is not public, so it would not be stored anyway).
        init?(_ request: Request) {
            guard request.method == "GET" || request.method == "HEAD" else { return nil }
            target = request.target
            // The very choice the page makes: `?lang=` and a bare `?lang` fall back to
            // Accept-Language there, so they must here too (a shared page once leaked across languages).
            do {
                language = try LanguagePreference(query: request.query["lang"], acceptLanguage: request.headers["Accept-Language"]).language
            } catch {
                return nil
            }
            json = RequestContext.wantsJSON(request)
            gzip = AcceptEncoding.acceptsGzip(AcceptEncoding.headerValue(of: request))
        }
    }

    private struct Entry {
        var response: Response
        var expires: ContinuousClock.Instant
    }

    private struct Store {
        var entries: [Key: Entry] = [:]
        var bytes = 0
    }

    private let store = Mutex(Store())
    private let now: @Sendable () -> ContinuousClock.Instant

    init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    /// The shared answer for `key`, coded for it; the server's final step still decides 304 for
    /// each request that gets it.
    func lookup(_ key: Key) -> Response? {
        let instant = now()
        return store.withLock { store -> Response? in
            guard let entry = store.entries[key] else { return nil }
            guard entry.expires > instant else {
                store.bytes -= entry.response.body.count
                store.entries[key] = nil
                return nil
            }
            return entry.response
        }
    }

    /// Keeps `response`, whose coding `ResponseFinisher.settleCoding` has settled for clients
    /// like the one `key` stands for (the key says whether it accepts gzip).
    func store(_ response: Response, for key: Key) {
        guard response.status == 200, response.isCodingSettled, response.body.count <= Self.maxEntryBytes, response.headers["ETag"] != nil,
              let cacheControl = response.headers["Cache-Control"], cacheControl.hasPrefix("public") else { return }
        var response = response
        response.prepareHead()  // every hit in the next second sends these very bytes
        let entry = Entry(response: response, expires: now() + Self.timeToLive)
        store.withLock { store in
            if store.entries.count >= Self.maxEntries || store.bytes + response.body.count > Self.maxBytes {
                store.entries.removeAll(keepingCapacity: true)
                store.bytes = 0
            }
            if let old = store.entries.updateValue(entry, forKey: key) { store.bytes -= old.response.body.count }
            store.bytes += response.body.count
        }
    }

    /// After any state-changing request (a POST), nothing shared may outlive it.
    func removeAll() {
        store.withLock { store in
            store.entries.removeAll(keepingCapacity: true)
            store.bytes = 0
        }
    }

    var count: Int { store.withLock { $0.entries.count } }
}
