/// Why content could not be compressed, decompressed or loaded from disk. Each case says enough
/// for an operator's log line; none of them is a client's fault.
public enum ContentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// zlib's inflate refused to start or failed mid-stream (code from zlib.h, e.g. Z_MEM_ERROR = -4).
    case zlib(operation: String, code: Int32)
    /// libdeflate could not compress: no compressor at `level` (outside 0–12, or out of memory).
    case libdeflate(operation: String, level: Int32)
    /// The gzip input is not a valid gzip stream (bad header, bad checksum, bad deflate data).
    case corruptGzip
    /// The gzip input ended before its trailer.
    case truncatedGzip
    /// Inflating would produce more than the caller's limit (a decompression bomb, or just too big).
    case decompressedTooLarge(limit: Int)
    /// A file or directory under the static root could not be read (errno from Glibc).
    case unreadable(path: String, errno: Int32)
    /// A static file is larger than `StaticFiles.maximumFileBytes`, so it will not be preloaded.
    case fileTooLarge(path: String, bytes: Int)

    public var description: String {
        switch self {
        case .zlib(let operation, let code): "zlib \(operation) failed with code \(code)"
        case .libdeflate(let operation, let level) where !(0...12).contains(level):
            "libdeflate \(operation) failed: there is no compression level \(level) (levels are 0 to 12)"
        case .libdeflate(let operation, let level): "libdeflate \(operation) failed at compression level \(level)"
        case .corruptGzip: "the gzip data is corrupt"
        case .truncatedGzip: "the gzip data ends before its trailer"
        case .decompressedTooLarge(let limit): "the gzip data inflates to more than \(limit) bytes"
        case .unreadable(let path, let errno): "cannot read \(path) (errno \(errno))"
        case .fileTooLarge(let path, let bytes): "\(path) is \(bytes) bytes, too large to preload"
        }
    }
}
