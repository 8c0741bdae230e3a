import HTTPServer
import Models
import Locking
import ViewModels

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
    /// or HTML (`format=`, `Accept`), gzip or not (`Accept-Encoding`), and for a movie page without
    /// `region=` the whole `Accept-Language` its region may come from. These are the only request
    /// headers a page reads; a new one must join the key.
    struct Key: Hashable, Sendable {
        var target: String
        var language: Language
        var json: Bool
        var gzip: Bool
        var regionHint: String?

        /// Nil for requests that are never shared: anything but GET/HEAD, a `lang` the page
        /// refuses (its 400 page is not public, so it would not be stored anyway), and Atom feeds.
        init?(_ request: Request) {
            self.init(request, PageRequest.FirstRead(request))
        }

        /// From what the site's first look read once: the very language and format choice the page
        /// makes (`?lang=` and a bare `?lang` fall back to Accept-Language there, so they must here
        /// too: a shared page once leaked across languages).
        init?(_ request: Request, _ first: PageRequest.FirstRead) {
            guard first.isShareable, case .success(let preference) = first.language else { return nil }
            // A feed's links are absolute on the origin the request names (`Host`, or a trusted
            // proxy's forwarded fields): one client's answer would carry its own origin to others.
            guard request.query["format"] != "atom" else { return nil }
            target = request.target
            language = preference.language
            json = first.format == .json
            gzip = AcceptEncoding.acceptsGzip(AcceptEncoding.headerValue(of: request))
            regionHint =
                Route.setting(ofPath: request.rawPath) == .region && (request.query["region"] ?? "").isEmpty
                ? request.headers["Accept-Language"] ?? "" : nil
        }
    }

    private struct Entry {
        var response: Response
        var expires: ContinuousClock.Instant
    }

    private struct Store {
        var entries: [Key: Entry] = [:]
        var bytes = 0

        /// The live entry for `key`; an expired one is dropped.
        mutating func live(_ key: Key, at instant: ContinuousClock.Instant) -> Entry? {
            guard let entry = entries[key] else { return nil }
            guard entry.expires > instant else {
                bytes -= entry.response.body.count
                entries[key] = nil
                return nil
            }
            return entry
        }

        mutating func insert(_ entry: Entry, for key: Key) {
            if entries.count >= PageCache.maxEntries || bytes + entry.response.body.count > PageCache.maxBytes {
                entries.removeAll(keepingCapacity: true)
                bytes = 0
            }
            if let old = entries.updateValue(entry, forKey: key) { bytes -= old.response.body.count }
            bytes += entry.response.body.count
        }

        mutating func clear() {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
    }

    /// What `store` kept: the one copy of each answer, which a core copies on its first hit.
    private let shared = Mutex(Store())
    /// Each core's own copies. A hit takes only its core's lock and retains buffers only its core
    /// touches; one shared table would make every hit an atomic (the lock) and several reference
    /// counts on cache lines all cores write. A core copies an answer once per key and second.
    private let local = PerCore { Store() }
    /// Bumped by `removeAll`, under `shared`'s lock: a copy made before a POST emptied the cache is
    /// not kept after it.
    private let generation = Atomic<Int>(0)
    private let now: @Sendable () -> ContinuousClock.Instant

    init(now: @escaping @Sendable () -> ContinuousClock.Instant = { ContinuousClock.now }) {
        self.now = now
    }

    /// The shared answer for `key`, coded for it; the server's final step still decides 304 for
    /// each request that gets it.
    func lookup(_ key: Key) -> Response? {
        let instant = now()
        let core = local.localIndex
        if let hit = local.withCopy(core, { $0.live(key, at: instant) }) { return hit.response }
        // This core's first hit on the answer in its second: copy it from the shared table.
        guard
            let (entry, generation) = shared.withLock({ store -> (Entry, Int)? in
                store.live(key, at: instant).map { ($0, self.generation.load(ordering: .relaxed)) }
            })
        else { return nil }
        let copy = Entry(response: entry.response.unshared(), expires: entry.expires)
        local.withCopy(core) { store in
            // A POST emptied the cache since the copy was taken: its answer is not kept.
            guard self.generation.load(ordering: .relaxed) == generation else { return }
            store.insert(copy, for: key)
        }
        return copy.response
    }

    /// Keeps `response`, whose coding `ResponseFinisher.settleCoding` has settled for clients
    /// like the one `key` stands for (the key says whether it accepts gzip).
    func store(_ response: Response, for key: Key) {
        guard response.status == 200, response.isCodingSettled, response.body.count <= Self.maxEntryBytes,
            response.headers["ETag"] != nil,
            let cacheControl = response.headers["Cache-Control"], cacheControl.hasPrefix("public")
        else { return }
        var response = response
        response.prepareHead()  // every hit in the next second sends these very bytes
        let entry = Entry(response: response, expires: now() + Self.timeToLive)
        shared.withLock { $0.insert(entry, for: key) }
        // A core's older copy of this key would outlive the new answer by up to a second.
        local.forEach { store in
            if let old = store.entries.removeValue(forKey: key) { store.bytes -= old.response.body.count }
        }
    }

    /// After any state-changing request (a POST), nothing shared may outlive it.
    func removeAll() {
        shared.withLock { store in
            generation.add(1, ordering: .relaxed)
            store.clear()
        }
        local.forEach { $0.clear() }
    }

    /// Answers kept (the shared table; each core's copies are of these).
    var count: Int { shared.withLock { $0.entries.count } }
}
