/// One file preloaded from the static root, with everything a response needs computed at load:
/// headers, a strong ETag and, for compressible files, the gzip bytes.
public struct StaticFile: Sendable {
    /// One representation (identity or gzip): its bytes and the exact headers sent with them.
    public struct Representation: Sendable {
        public let body: [UInt8]
        public let etag: String
        public let headers: HTTPHeaders
        /// The 200 answer for GET and HEAD, its head serialised once at load.
        public let response: Response

        /// - Parameter gzip: the gzip representation, offered to the final step; without it the
        ///   coding is settled (identity for every client).
        init(body: [UInt8], etag: String, headers: HTTPHeaders, gzip: Representation? = nil) {
            self.body = body
            self.etag = etag
            self.headers = headers
            var response = Response(status: 200, headers: headers, body: body)
            response.prepareHead()
            if let gzip {
                response.gzipForm = GzipForm(finished: gzip.response)
            } else {
                response.isCodingSettled = true
            }
            self.response = response
        }
    }

    /// Browsers and proxies may keep a file an hour; ETag revalidation makes changes visible after that.
    public static let cacheControl = "public, max-age=3600"
    /// libdeflate's strongest level: a static file is compressed once, at start-up, and sent many
    /// times, so a few milliseconds once buy smaller bytes for every client (Benchmarks/RESULTS.md);
    /// the compressor's memory at this level is freed after each file.
    public static let gzipLevel: Int32 = 12

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
        let etag = EntityTag.strong(for: bytes)

        var headers = HTTPHeaders()
        headers.add("Content-Type", contentType)
        headers.add("Cache-Control", Self.cacheControl)
        headers.add("Last-Modified", HTTPDate.format(lastModified))
        if compressible { headers.add("Vary", "Accept-Encoding") }  // as ResponseCompression would add it
        var identityHeaders = headers
        identityHeaders.add("ETag", etag)
        gzip = try Self.gzipRepresentation(of: bytes, compressible: compressible, etag: etag, headers: headers)
        identity = Representation(body: bytes, etag: etag, headers: identityHeaders, gzip: gzip)
    }

    /// The gzip representation, made once at load; nil when the file is not worth compressing.
    private static func gzipRepresentation(
        of bytes: [UInt8], compressible: Bool, etag: String,
        headers: HTTPHeaders
    ) throws(ContentError) -> Representation? {
        guard compressible, bytes.count >= ResponseCompression.minimumBytes else { return nil }
        let compressed = try Gzip.compress(bytes, level: gzipLevel)
        guard compressed.count < bytes.count else { return nil }  // gzip would not make it smaller
        let gzipTag = EntityTag.gzipVariant(of: etag)
        var gzipHeaders = headers
        gzipHeaders.add("Content-Encoding", "gzip")
        gzipHeaders.add("ETag", gzipTag)
        return Representation(body: compressed, etag: gzipTag, headers: gzipHeaders)
    }
}
