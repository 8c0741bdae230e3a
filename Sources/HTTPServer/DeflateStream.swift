import CZlib
import Locking

/// A zlib deflate stream set up for gzip at one level, reused across `Gzip.compress` calls.
///
/// Setting a stream up (`deflateInit2`) allocates about 270 KiB (window, hash chains, pending
/// buffer) and tearing it down frees it again: for a page of a few KiB that was a good share of
/// its gzip time. A stream that finished cleanly is `deflateReset` and kept in a small pool.
///
/// `@unchecked Sendable`: the z_stream and the scratch buffer are only touched by the one caller
/// that took the stream out of the pool (under its lock) until it gives it back.
final class DeflateStream: @unchecked Sendable {
    /// Idle streams kept for reuse: enough for every core of a small server compressing at once.
    /// Bounded memory: at most this many × (about 270 KiB of zlib state + `scratchLimit`).
    /// A caller that finds the pool empty sets up a stream of its own and ends it after.
    static let idleLimit = 4
    /// Largest output buffer a pooled stream keeps between calls. Pages compress to a few KiB;
    /// a rare big body (a static file at start-up) gets a buffer of its own, freed after.
    static let scratchLimit = 64 * 1024

    private static let idle = Mutex<[DeflateStream]>([])

    let level: Int32
    /// zlib keeps a pointer back to the stream and checks it on each call, so the z_stream must stay
    /// at one address: hence a heap allocation rather than a Swift `var`.
    private let stream: UnsafeMutablePointer<z_stream>
    /// Where deflate writes; the result is copied out at its exact size, so a cached gzip body
    /// does not carry `deflateBound`'s slack (about the identity size) as unused capacity.
    private var scratch: UnsafeMutableBufferPointer<UInt8>

    private init(level: Int32, stream: UnsafeMutablePointer<z_stream>) {
        self.level = level
        self.stream = stream
        scratch = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// A new stream at `level`; zlib frees what it allocated when it refuses to start.
    private static func make(level: Int32) throws(ContentError) -> DeflateStream {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        let code = kiosk_deflateInit2(stream, level, Z_DEFLATED, Gzip.gzipWindowBits, Gzip.memoryLevel, Z_DEFAULT_STRATEGY)
        guard code == Z_OK else {
            stream.deallocate()
            throw .zlib(operation: "deflateInit2", code: code)
        }
        return DeflateStream(level: level, stream: stream)
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
        scratch.deallocate()
    }

    /// An idle stream at `level` from the pool, or a new one.
    static func take(level: Int32) throws(ContentError) -> DeflateStream {
        let pooled = idle.withLock { streams in
            streams.lastIndex { $0.level == level }.map { streams.remove(at: $0) }
        }
        if let pooled { return pooled }
        return try make(level: level)
    }

    /// Compresses `bytes` as one whole gzip member, then readies the stream for the next caller
    /// and returns it to the pool (a stream that failed is ended instead: its state is unknown).
    func compressAndGiveBack(_ bytes: [UInt8]) throws(ContentError) -> [UInt8] {
        // deflateBound is an upper limit for the whole output, so one Z_FINISH call must finish.
        let bound = Int(deflateBound(stream, uLong(bytes.count)))
        if scratch.count < bound {
            scratch.deallocate()
            scratch = .allocate(capacity: bound)
        }
        let code = bytes.withUnsafeBufferPointer { input in
            // zlib's next_in is not const but deflate never writes through it.
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = uInt(input.count)
            stream.pointee.next_out = scratch.baseAddress
            stream.pointee.avail_out = uInt(bound)
            return deflate(stream, Z_FINISH)
        }
        guard code == Z_STREAM_END else { throw .zlib(operation: "deflate", code: code) }
        let output = Array(scratch[..<(bound - Int(stream.pointee.avail_out))])
        stream.pointee.next_in = nil
        stream.pointee.next_out = nil
        if scratch.count > Self.scratchLimit {
            scratch.deallocate()
            scratch = UnsafeMutableBufferPointer(start: nil, count: 0)
        }
        // A stream that cannot be reset is dropped (deinit ends it); the output is already whole.
        guard deflateReset(stream) == Z_OK else { return output }
        Self.idle.withLock { streams in
            if streams.count < Self.idleLimit { streams.append(self) }
        }
        return output
    }

    /// How many idle streams the pool holds (tests check it stays bounded).
    static var idleCount: Int { idle.withLock { $0.count } }
}
