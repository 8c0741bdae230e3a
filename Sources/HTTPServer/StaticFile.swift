/// One file preloaded from the static root, with everything a response needs computed at load:
/// headers, a strong ETag and, for compressible files, the gzip bytes.
public struct StaticFile: Sendable {
    /// One representation (identity or gzip): its bytes and the exact headers sent with them.
    public struct Representation: Sendable {
        public let body: [UInt8]
        public let etag: String
        public let headers: HTTPHeaders
    }

    /// Browsers and proxies may keep a file an hour; ETag revalidation makes changes visible after that.
    public static let cacheControl = "public, max-age=3600"

    /// The URL path it is served at, e.g. `/css/site.css`.
    public let path: String
    public let contentType: String
    /// Modification time, seconds since 1970 (the file's mtime at load).
    public let lastModified: Int
    public let identity: Representation
    /// Present for compressible files of at least `ResponseCompression.minimumBytes` whose gzip is smaller.
    public let gzip: Representation?

    public init(path: String, bytes: [UInt8], lastModified: Int) throws(ContentError) {
        self.path = path
        self.lastModified = lastModified
        contentType = MediaType.forFile(named: path)
        let compressible = ResponseCompression.isCompressible(contentType: contentType)
        let etag = Self.strongETag(for: bytes)

        var headers = HTTPHeaders()
        headers.add("Content-Type", contentType)
        headers.add("Cache-Control", Self.cacheControl)
        headers.add("Last-Modified", HTTPDate.format(lastModified))
        if compressible { headers.add("Vary", "Accept-Encoding") }  // as ResponseCompression would add it
        var identityHeaders = headers
        identityHeaders.add("ETag", etag)
        identity = Representation(body: bytes, etag: etag, headers: identityHeaders)

        guard compressible, bytes.count >= ResponseCompression.minimumBytes else {
            gzip = nil
            return
        }
        let compressed = try Gzip.compress(bytes, level: ResponseCompression.level)
        guard compressed.count < bytes.count else {
            gzip = nil
            return
        }
        let gzipTag = EntityTag.gzipVariant(of: etag)
        var gzipHeaders = headers
        gzipHeaders.add("Content-Encoding", "gzip")
        gzipHeaders.add("ETag", gzipTag)
        gzip = Representation(body: compressed, etag: gzipTag, headers: gzipHeaders)
    }

    /// `"<FNV-1a 64-bit hash, 16 hex digits>-<size in hex>"`: changes whenever the bytes do, and
    /// is the same on every server process that loads the same file (unlike an mtime-based tag).
    static func strongETag(for bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a 64-bit offset basis
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3  // FNV-1a 64-bit prime
        }
        let hex = String(hash, radix: 16)
        return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "-" + String(bytes.count, radix: 16) + "\""
    }
}
