import CLibdeflate
import Locking

/// A libdeflate compressor at one level, reused across `Gzip.compress` calls.
///
/// libdeflate compresses a whole buffer in one call, with no stream state to carry, which is all a
/// response body needs, and does it faster than zlib (Benchmarks/RESULTS.md). Allocating a compressor
/// costs hundreds of KiB, so one that finished is kept in a small pool. libdeflate.h: "a single
/// compressor is not safe to use by multiple threads concurrently", so a caller takes one out of
/// the pool (under its lock) and has it to itself until it gives it back.
///
/// Not `Sendable`: a compressor moves between threads only as a `sending` value, taken out of the
/// pool's `Mutex` by one caller and handed back into it by that caller, so the compiler checks that
/// nobody else holds it meanwhile.
final class GzipCompressor {
    /// Idle compressors kept for reuse: enough for every core of a small server compressing at once.
    /// Bounded memory: at most this many × (at most 650 KiB of libdeflate state + `scratchLimit`).
    /// A caller that finds the pool empty allocates a compressor of its own and frees it after.
    static let idleLimit = 4
    /// Levels whose compressors the pool keeps. Levels 10–12 parse near-optimally with about 9 MiB
    /// of state each (libdeflate 1.14, counted through its allocator hook); only start-up uses
    /// them (`StaticFile.gzipLevel`), so theirs are freed after each call rather than held for ever.
    static let pooledLevels: ClosedRange<Int32> = 0...9
    /// Largest output buffer a pooled compressor keeps between calls. Pages compress to a few KiB;
    /// a rare big body gets a buffer of its own, freed after.
    static let scratchLimit = 64 * 1024

    private static let idle = Mutex<[GzipCompressor]>([])

    let level: Int32
    private let compressor: OpaquePointer
    /// Where libdeflate writes; the result is copied out at its exact size, so a cached gzip body
    /// does not carry the compress bound's slack (about the identity size) as unused capacity.
    private var scratch: UnsafeMutableBufferPointer<UInt8>

    private init(level: Int32, compressor: OpaquePointer) {
        self.level = level
        self.compressor = compressor
        scratch = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    deinit {
        libdeflate_free_compressor(compressor)
        scratch.deallocate()
    }

    /// An idle compressor at `level` from the pool, or a new one. libdeflate returns NULL for a
    /// level outside 0–12 and when memory runs out.
    static func take(level: Int32) throws(ContentError) -> sending GzipCompressor {
        let pooled = idle.withLock { compressors in
            compressors.lastIndex { $0.level == level }.map { compressors.remove(at: $0) }
        }
        if let pooled { return pooled }
        guard let compressor = libdeflate_alloc_compressor(level) else {
            throw .libdeflate(operation: "alloc_compressor", level: level)
        }
        return GzipCompressor(level: level, compressor: compressor)
    }

    /// Compresses `bytes` as one whole gzip member with a compressor of its own, then returns the
    /// compressor to the pool (or frees it, when the pool is full or its level is not pooled).
    static func compress(_ bytes: [UInt8], level: Int32) throws(ContentError) -> [UInt8] {
        let compressor = try take(level: level)
        let output = try compressor.compress(bytes)
        giveBack(compressor)
        return output
    }

    /// Keeps `compressor` for the next caller, when its level is pooled and the pool has room.
    private static func giveBack(_ compressor: sending GzipCompressor) {
        guard pooledLevels.contains(compressor.level) else { return }
        // Handed over through a `Mutex` of its own, as `EasyHandlePool.checkIn` does: no closure
        // captures the compressor, so it moves into the pool as a `sending` value.
        let pending = Mutex(Optional(compressor))
        idle.withLock { compressors in
            guard compressors.count < idleLimit, let compressor = pending.withLock({ $0.take() }) else { return }
            compressors.append(compressor)
        }
    }

    /// Compresses `bytes` as one whole gzip member.
    private func compress(_ bytes: [UInt8]) throws(ContentError) -> [UInt8] {
        // The bound is an upper limit for any input of this size, so the call cannot run out of room.
        let bound = libdeflate_gzip_compress_bound(compressor, bytes.count)
        if scratch.count < bound {
            scratch.deallocate()
            scratch = .allocate(capacity: bound)
        }
        let written = bytes.withUnsafeBufferPointer { input in
            libdeflate_gzip_compress(compressor, input.baseAddress, input.count, scratch.baseAddress, bound)
        }
        // 0 means "did not fit", which the bound rules out; the compressor is still sound.
        guard written > 0 else { throw .libdeflate(operation: "gzip_compress", level: level) }
        let output = Array(scratch[..<written])
        if scratch.count > Self.scratchLimit {
            scratch.deallocate()
            scratch = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
        return output
    }

    /// How many idle compressors the pool holds (tests check it stays bounded).
    static var idleCount: Int { idle.withLock { $0.count } }

    /// How many idle compressors at `level` the pool holds.
    static func idleCount(level: Int32) -> Int { idle.withLock { $0.count { $0.level == level } } }
}
