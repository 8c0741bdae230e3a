import HTTPServer
import Locking

/// Rendered pages by (template, format, outputs): the same Outputs always render to the same
/// bytes, so a warm page costs a hash of its Outputs instead of a Mustache render, an ETag hash
/// and a gzip. Bounded by total bytes; when full it starts over (cheap, and the working set of a
/// busy site refills it in moments).
final class RenderCache: Sendable {
    /// Rendered pages are small (5–40 KB); 8 MiB holds hundreds of them. Pages whose Outputs
    /// change every second (news shows its age) would otherwise fill a larger budget slowly and
    /// make the process look like it leaks (`Benchmarks/load_mixed.py` watches for that).
    static let maxBytes = 8 << 20

    /// One rendered page, with its gzip form made on first demand (by the server's final step).
    final class Entry: Sendable {
        let body: [UInt8]
        let etag: String
        let gzip: GzipForm

        init(body: [UInt8]) {
            self.body = body
            self.etag = EntityTag.strong(for: body)
            gzip = GzipForm(compressingLazily: body)
        }
    }

    /// A page's Outputs of any type; two keys are equal only when their Outputs have the same type.
    struct Key: Hashable, Sendable {
        let template: String
        let json: Bool
        let outputs: any Hashable & Sendable
        /// Hashing a page's Outputs hashes every string in it (a Japanese one is normalized first),
        /// so it is done once per request, not again to store the page.
        private let hash: Int

        init(template: String, json: Bool, outputs: any Hashable & Sendable) {
            self.template = template
            self.json = json
            self.outputs = outputs
            var hasher = Hasher()
            hasher.combine(template)
            hasher.combine(json)
            hasher.combine(outputs)
            hash = hasher.finalize()
        }

        static func == (a: Key, b: Key) -> Bool {
            a.hash == b.hash && a.json == b.json && a.template == b.template && equal(a.outputs, b.outputs)
        }

        private static func equal<Outputs: Hashable>(_ a: Outputs, _ b: any Hashable & Sendable) -> Bool {
            (b as? Outputs) == a
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    private struct Store {
        var entries: [Key: Entry] = [:]
        var bytes = 0
    }

    private let store = Mutex(Store())

    /// The cached rendering of `outputs`, or `render()`'s result, stored for next time.
    func entry<Outputs: Hashable & Sendable>(template: String, json: Bool, outputs: Outputs, render: () -> [UInt8]) -> Entry {
        let key = Key(template: template, json: json, outputs: outputs)
        if let hit = store.withLock({ $0.entries[key] }) { return hit }
        let entry = Entry(body: render())
        store.withLock { store in
            // Counted twice: the gzip copy made on demand is about a quarter of the body or less.
            if store.bytes + entry.body.count * 2 > Self.maxBytes {
                store.entries.removeAll(keepingCapacity: true)
                store.bytes = 0
            }
            store.entries[key] = entry
            store.bytes += entry.body.count * 2
        }
        return entry
    }

    var count: Int { store.withLock { $0.entries.count } }

    /// Forgets every rendering (the cold-page benchmark measures rendering itself).
    func removeAll() {
        store.withLock { store in
            store.entries.removeAll(keepingCapacity: true)
            store.bytes = 0
        }
    }
}
