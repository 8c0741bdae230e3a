/// GCRA buckets in this process's memory, never more than `capacity` of them, whatever number of
/// clients asks: past it, the least recently used bucket goes (it is the one least likely to be
/// holding anybody back). A bucket that has refilled is dropped at the next take, as Redis lets
/// such a key expire: it says nothing an absent bucket would not.
struct LocalBuckets {
    let capacity: Int
    private var store = LRUStore<Double>()

    init(capacity: Int) {
        precondition(capacity > 0, "room for at least one bucket")
        self.capacity = capacity
    }

    var count: Int { store.count }

    /// Takes a token from `key`'s bucket (see `GCRA.take`).
    mutating func take(_ key: String, now: Double, rate: Rate, reserve: Double = 0) -> GCRA.Decision {
        while let oldest = store.leastRecent, oldest.value <= now { _ = store.remove(oldest.key) }
        let decision = GCRA.take(tat: store.peek(key), now: now, rate: rate, reserve: reserve)
        if decision.allowed {
            store.set(key, decision.tat)
        } else {
            store.touch(key)
        }
        while store.count > capacity { _ = store.removeLeastRecent() }
        return decision
    }

    func tokens(_ key: String, now: Double, rate: Rate) -> Double {
        GCRA.tokens(tat: store.peek(key), now: now, rate: rate)
    }
}
