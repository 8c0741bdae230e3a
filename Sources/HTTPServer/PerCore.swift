import CLinux
import Glibc

/// A value kept once per CPU, each copy behind its own lock on its own cache lines (`@unchecked Sendable`: a copy is
/// touched only under its lock): what every
/// request touches (metrics, the log buffer, the date strings, the micro-cache's copies) without one
/// process-wide lock or counter whose cache line all cores fight over. A thread takes the
/// copy of the CPU it runs on (`sched_getcpu`, a vDSO call); its lock is taken by that core alone
/// unless a thread is moved mid-call, so taking it costs an uncontended atomic on a local line.
/// Readers that need the whole (a metrics scrape, a log flush) visit every copy: rare by design.
public final class PerCore<Value>: @unchecked Sendable {
    /// Every CPU id the kernel may give (`_SC_NPROCESSORS_CONF`), so no two CPUs share a copy.
    public static var defaultCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_CONF)))) }
    /// Two cache lines per copy: adjacent-line prefetch pulls lines in pairs on x86.
    private static var slotAlignment: Int { 128 }

    public let count: Int
    private let slots: UnsafeMutableRawPointer
    private let stride: Int
    /// Where the value sits in a slot, after its lock (a pthread mutex: one atomic to lock and one to
    /// unlock when uncontended, as `Mutex`; and one ThreadSanitizer understands).
    private let valueOffset: Int

    /// - Parameters:
    ///   - count: how many copies; 1 gives one shared value (tests that need a single order).
    ///   - make: each copy's first value.
    public init(count: Int = PerCore.defaultCount, _ make: () -> Value) {
        self.count = max(1, count)
        let lockSize = MemoryLayout<pthread_mutex_t>.stride
        let alignment = MemoryLayout<Value>.alignment
        valueOffset = (lockSize + alignment - 1) / alignment * alignment
        let size = valueOffset + MemoryLayout<Value>.size
        stride = (size + Self.slotAlignment - 1) / Self.slotAlignment * Self.slotAlignment
        slots = .allocate(byteCount: stride * self.count, alignment: max(Self.slotAlignment, alignment))
        for index in 0..<self.count {
            let lock = (slots + index * stride).bindMemory(to: pthread_mutex_t.self, capacity: 1)
            lock.initialize(to: pthread_mutex_t())
            pthread_mutex_init(lock, nil)
            value(index).initialize(to: make())
        }
    }

    deinit {
        for index in 0..<count {
            value(index).deinitialize(count: 1)
            pthread_mutex_destroy(lock(index))
        }
        slots.deallocate()
    }

    private func lock(_ index: Int) -> UnsafeMutablePointer<pthread_mutex_t> {
        (slots + index * stride).assumingMemoryBound(to: pthread_mutex_t.self)
    }

    private func value(_ index: Int) -> UnsafeMutablePointer<Value> {
        (slots + index * stride + valueOffset).bindMemory(to: Value.self, capacity: 1)
    }

    /// The index of the copy the calling thread uses now.
    public var localIndex: Int { count == 1 ? 0 : Int(kiosk_current_cpu()) % count }

    /// Runs `body` on the copy of the CPU this thread runs on.
    public func withLocal<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try withCopy(localIndex, body)
    }

    /// Runs `body` on copy `index` (0..<count).
    public func withCopy<Result>(_ index: Int, _ body: (inout Value) throws -> Result) rethrows -> Result {
        let lock = lock(index)
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return try body(&value(index).pointee)
    }

    /// Visits every copy in turn (each under its own lock).
    public func forEach(_ body: (inout Value) -> Void) {
        for index in 0..<count { withCopy(index, body) }
    }
}
