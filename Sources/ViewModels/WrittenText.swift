import Locking

/// Text already written from the same values, for what Foundation writes slowly (a date by ICU is
/// a few microseconds and dozens of allocations, a cold comic page's largest part): the same
/// values come back on page after page (a comic's day, a feed's hour, an edition's zone), and the
/// text is a pure function of them. Bounded by count; when full it starts over.
final class WrittenText<Key: Hashable & Sendable>: Sendable {
    private let limit: Int
    private let store = Mutex<[Key: String]>([:])

    init(limit: Int = 2048) {
        self.limit = limit
    }

    /// The text written for `key` before, or `write()`'s, kept for next time.
    func text(for key: Key, _ write: () -> String) -> String {
        if let known = store.withLock({ $0[key] }) { return known }
        let text = write()
        store.withLock { texts in
            if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
            texts[key] = text
        }
        return text
    }

    var count: Int { store.withLock { $0.count } }
}
