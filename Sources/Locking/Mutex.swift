// The one lock every Kiosk module uses: `Synchronization.Mutex`, except in ThreadSanitizer builds.
//
// On Linux, `Synchronization.Mutex` parks threads with raw futex calls that ThreadSanitizer does not
// intercept, so it sees no happens-before edge between two critical sections and reports every
// value a Mutex protects as a data race. `Tests/tsan.sh` builds with `-DKIOSK_TSAN`, which swaps in
// a pthread mutex — the one lock TSan understands — with the same API, so the races it reports are
// real ones. Normal builds get the standard type, unchanged.
#if KIOSK_TSAN
import Glibc
// Atomic and the rest stay the standard ones; this module's Mutex shadows the re-exported one.
@_exported import Synchronization

/// A pthread-backed stand-in for `Synchronization.Mutex` with the same `init` and `withLock`.
///
/// `@unchecked Sendable`: `value` is only read or written inside `withLock`, under `lock`. The value
/// lives in its own allocation: stored inline, a zero-size value (`Mutex(())`) would share its
/// address with the lock pointer, and TSan would call the two accesses a race.
public final class Mutex<Value>: @unchecked Sendable {
    private let value: UnsafeMutablePointer<Value>
    private let lock: UnsafeMutablePointer<pthread_mutex_t>

    public init(_ initialValue: sending Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
        lock = .allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
    }

    deinit {
        pthread_mutex_destroy(lock)
        lock.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    public func withLock<Result, E: Error>(_ body: (inout sending Value) throws(E) -> sending Result) throws(E) -> sending Result
    {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body(&value.pointee)
    }
}
#else
@_exported import Synchronization
#endif
