import Glibc

/// glibc gives every thread that allocates under contention an arena of its own, up to eight per
/// core, and memory freed in one arena is not reused by another; Dispatch runs requests on many
/// threads, so the heap grows by partly used arenas. Two cores' worth of work needs two arenas, and
/// capping them keeps less resident under load at the same throughput (Benchmarks/RESULTS.md).
/// An operator's own `MALLOC_ARENA_MAX` wins (glibc has read it by now; this leaves it alone).
enum MallocArenas {
    /// The cap, as `mallopt(M_ARENA_MAX, …)` takes it.
    static let limit: Int32 = 2

    /// Applies the cap unless the environment set one; true when glibc took it. `mallopt` is looked
    /// up at run time because Swift's Glibc module does not declare it (it lives in `malloc.h`).
    @discardableResult
    static func cap(environment: [String: String]) -> Bool {
        guard environment["MALLOC_ARENA_MAX"] == nil else { return false }
        guard let symbol = dlsym(nil, "mallopt") else { return false }  // nil handle: RTLD_DEFAULT
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let arenaMax: Int32 = -8  // M_ARENA_MAX in glibc's malloc.h
        return mallopt(arenaMax, limit) == 1
    }
}
