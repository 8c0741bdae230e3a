/// A map with least-recently-used order: a dictionary of slot indices plus a doubly-linked list
/// threaded through an array (no per-node allocation). Every operation is O(1).
struct LRUStore<Value> {
    private struct Slot {
        var key: String
        var value: Value
        var previous: Int?
        var next: Int?
    }

    private var index: [String: Int] = [:]
    private var slots: [Slot?] = []
    private var free: [Int] = []
    /// Most recently used.
    private var head: Int?
    /// Least recently used: evicted first.
    private var tail: Int?

    var count: Int { index.count }

    /// The value without changing its position.
    func peek(_ key: String) -> Value? {
        index[key].flatMap { slots[$0]?.value }
    }

    /// Marks `key` as most recently used.
    mutating func touch(_ key: String) {
        guard let slot = index[key] else { return }
        unlink(slot)
        linkAtHead(slot)
    }

    /// Inserts or replaces, as most recently used; returns the replaced value.
    @discardableResult
    mutating func set(_ key: String, _ value: Value) -> Value? {
        if let slot = index[key] {
            let old = slots[slot]?.value
            slots[slot]?.value = value
            unlink(slot)
            linkAtHead(slot)
            return old
        }
        let slot: Int
        if let reused = free.popLast() {
            slot = reused
            slots[slot] = Slot(key: key, value: value)
        } else {
            slot = slots.count
            slots.append(Slot(key: key, value: value))
        }
        index[key] = slot
        linkAtHead(slot)
        return nil
    }

    @discardableResult
    mutating func remove(_ key: String) -> Value? {
        guard let slot = index.removeValue(forKey: key) else { return nil }
        unlink(slot)
        let old = slots[slot]?.value
        slots[slot] = nil
        free.append(slot)
        return old
    }

    /// The least recently used entry, left in place.
    var leastRecent: (key: String, value: Value)? {
        guard let tail, let slot = slots[tail] else { return nil }
        return (slot.key, slot.value)
    }

    /// Removes and returns the least recently used entry.
    mutating func removeLeastRecent() -> (key: String, value: Value)? {
        guard let tail, let slot = slots[tail] else { return nil }
        remove(slot.key)
        return (slot.key, slot.value)
    }

    private mutating func unlink(_ slot: Int) {
        let previous = slots[slot]?.previous
        let next = slots[slot]?.next
        if let previous { slots[previous]?.next = next } else { head = next }
        if let next { slots[next]?.previous = previous } else { tail = previous }
        slots[slot]?.previous = nil
        slots[slot]?.next = nil
    }

    private mutating func linkAtHead(_ slot: Int) {
        slots[slot]?.next = head
        slots[slot]?.previous = nil
        if let head { slots[head]?.previous = slot }
        head = slot
        if tail == nil { tail = slot }
    }
}
