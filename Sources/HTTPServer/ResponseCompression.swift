import Logging

/// Content coding, for the server's final step (`ResponseFinisher`): gzips compressible bodies for
/// clients that accept it, and marks every compressible response `Vary: Accept-Encoding` so shared caches
/// keep the gzip and identity representations apart (RFC 9110 §12.5.5).
public enum ResponseCompression {
    /// Below this, gzip's header and trailer (18 bytes) and the CPU cost outweigh the saving,
    /// and the body fits in a packet or two either way.
    public static let minimumBytes = 1024
    /// libdeflate's fastest level, for bodies compressed on first demand (rendered pages): a third
    /// of the time of higher levels for a few dozen bytes more, which do not cost a round trip (a page
    /// fits in the first congestion window either way); nginx's default too. Figures:
    /// Benchmarks/RESULTS.md, "Compression levels" (`PageBenchmark --levels` measures them again).
    public static let level: Int32 = 1

    private static let logger = Logger(label: "HTTPServer.ResponseCompression")

    /// Whether a body of this media type is worth compressing: text, JSON, JavaScript, XML and
    /// SVG are; images, fonts (WOFF2 is already compressed) and archives are not.
    public static func isCompressible(contentType: String?) -> Bool {
        guard let contentType else { return false }
        let type = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingSpaces().lowercasedASCII() } ?? ""
        if type.hasPrefix("text/") { return true }
        if type.hasSuffix("+json") || type.hasSuffix("+xml") { return true }  // manifest+json, rss+xml, svg+xml, atom+xml
        return compressibleTypes.contains(type)
    }

    static let compressibleTypes: Set<String> = [
        "application/json", "application/javascript", "application/ecmascript", "application/xml",
        "application/x-javascript", "application/wasm", "image/x-icon", "image/vnd.microsoft.icon",
    ]

    /// Compresses `response` in place when the rules allow, using its `gzipForm` when it carries
    /// one. Never touches a response without a body (204, 304, HEAD) or one that already has a
    /// Content-Encoding (it would be double-coded). Only `ResponseFinisher` calls this.
    static func apply(_ response: inout Response, acceptEncoding: String?) {
        guard !response.status.forbidsBody, !response.body.isEmpty,
            isCompressible(contentType: response.headers["Content-Type"])
        else { return }
        addVary(&response.headers)
        guard !response.headers.contains("Content-Encoding"),
            // A partial body cannot be coded on its own: Content-Range counts identity bytes.
            response.status != 206, !response.headers.contains("Content-Range"),
            response.body.count >= minimumBytes, AcceptEncoding.acceptsGzip(acceptEncoding)
        else { return }
        let form = response.gzipForm ?? GzipForm(compressingLazily: response.body)
        let compressed: [UInt8]
        do {
            // Nil when gzip would not be smaller: identity is the better answer.
            guard let bytes = try form.bytes() else { return }
            compressed = bytes
        } catch {
            // Identity is still a correct answer; the operator should know the compressor is failing.
            logger.error("gzip failed, sending identity", metadata: ["error": "\(error)"])
            return
        }
        response.body = compressed
        response.headers["Content-Encoding"] = "gzip"
        // A Content-Length set by the handler describes the identity body; the connection sets the right one.
        response.headers.remove("Content-Length")
        if let tag = response.headers["ETag"] { response.headers["ETag"] = EntityTag.gzipVariant(of: tag) }
    }

    /// Adds `Accept-Encoding` to Vary unless it (or `*`) is already listed in any Vary line.
    ///
    /// Reads the listed tokens in place: splitting, trimming and lowercasing each into a String of
    /// its own was about 2 % of a cold film page (perf), for what is one comparison or two.
    static func addVary(_ headers: inout HTTPHeaders) {
        let values = headers.values(for: "Vary")
        for value in values where lists(value, "accept-encoding") || lists(value, "*") { return }
        if values.count == 1, let existing = values.first {
            headers["Vary"] = existing.trimmingSpaces().isEmpty ? "Accept-Encoding" : existing + ", Accept-Encoding"
        } else {
            headers.add("Vary", "Accept-Encoding")
        }
    }

    /// Whether the comma-separated `list` holds `token` (ASCII letters in any case, spaces and tabs
    /// around each element ignored); `token` is lowercase.
    static func lists(_ list: String, _ token: String) -> Bool {
        var (list, token) = (list, token)
        return list.withUTF8 { list in
            token.withUTF8 { token in
                var start = 0
                while start <= list.count {
                    var end = start
                    while end < list.count, list[end] != UInt8(ascii: ",") { end += 1 }
                    var (first, last) = (start, end)
                    while first < last, list[first] == 32 || list[first] == 9 { first += 1 }
                    while last > first, list[last - 1] == 32 || list[last - 1] == 9 { last -= 1 }
                    if last - first == token.count {
                        var index = 0
                        while index < token.count {
                            let byte = list[first + index]
                            if ((byte >= 65 && byte <= 90) ? byte | 0x20 : byte) != token[index] { break }
                            index += 1
                        }
                        if index == token.count { return true }
                    }
                    start = end + 1
                }
                return false
            }
        }
    }
}
