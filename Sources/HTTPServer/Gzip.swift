import CZlib

/// gzip (RFC 1952): compression through libdeflate (whole bodies, in one call), decompression
/// through zlib (streaming, so it can stop at a size limit).
public enum Gzip {
    /// zlib's windowBits: 15 (a 32 KiB window) + 16, which asks for the gzip wrapper instead of zlib's.
    static let gzipWindowBits: Int32 = 15 + 16
    /// Output grows in steps of this size while inflating.
    static let inflateChunkBytes = 64 * 1024

    /// Compresses `bytes` into one gzip member. `level` is libdeflate's 0 (store) to 12 (smallest,
    /// slowest). Safe to call from many threads at once: each call has a compressor to itself, taken
    /// from a small pool (`GzipCompressor`) rather than allocated and freed every time.
    public static func compress(_ bytes: [UInt8], level: Int32 = ResponseCompression.level) throws(ContentError) -> [UInt8] {
        try GzipCompressor.compress(bytes, level: level)
    }

    /// Decompresses gzip data (several concatenated members are one stream, RFC 1952 §2.2),
    /// refusing to produce more than `limit` bytes.
    public static func decompress(_ bytes: [UInt8], limit: Int) throws(ContentError) -> [UInt8] {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())  // zlib keeps a pointer back to it: it must stay at one address
        defer { stream.deallocate() }
        let initCode = kiosk_inflateInit2(stream, gzipWindowBits)
        guard initCode == Z_OK else { throw .zlib(operation: "inflateInit2", code: initCode) }
        defer { inflateEnd(stream) }

        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: inflateChunkBytes)
        var offset = 0
        while true {
            let (code, consumed, produced) = bytes.withUnsafeBufferPointer { input in
                chunk.withUnsafeMutableBufferPointer { out in
                    let remaining = input.count - offset
                    stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + offset })
                    stream.pointee.avail_in = uInt(remaining)
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = uInt(out.count)
                    let code = inflate(stream, Z_NO_FLUSH)
                    return (code, remaining - Int(stream.pointee.avail_in), out.count - Int(stream.pointee.avail_out))
                }
            }
            offset += consumed
            guard output.count + produced <= limit else { throw .decompressedTooLarge(limit: limit) }
            output.append(contentsOf: chunk[..<produced])
            switch code {
            case Z_STREAM_END:
                guard offset < bytes.count else { return output }
                // Another gzip member follows.
                let resetCode = inflateReset(stream)
                guard resetCode == Z_OK else { throw .zlib(operation: "inflateReset", code: resetCode) }
            case Z_OK:
                continue
            case Z_BUF_ERROR:
                // No progress possible: all input consumed and the stream is not finished.
                guard produced == 0 && consumed == 0 else { continue }
                throw .truncatedGzip
            case Z_DATA_ERROR, Z_NEED_DICT:
                throw .corruptGzip
            default:
                throw .zlib(operation: "inflate", code: code)
            }
        }
    }
}
