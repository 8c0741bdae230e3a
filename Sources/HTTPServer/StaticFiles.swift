/// Serves the files under a directory (the app's `Public/`), all preloaded at start: a request
/// costs one dictionary lookup, with no file I/O and no compression.
///
/// Answers nil for anything it will not serve (other methods, unknown or unsafe paths) so the
/// router decides what comes next, usually a 404 page.
public final class StaticFiles: Sendable {
    /// The directory as given at init.
    public let root: String
    /// Every servable file by its decoded URL path (`/css/site.css`).
    public let files: [String: StaticFile]
    /// Each core's copies of the answers it has given: one shared answer would make every request
    /// an atomic on its buffers' reference counts from every core. A file is copied on a
    /// core's first request for it, so memory grows to at most the files' size per core that serves them.
    private let copies = PerCore<[String: Response]> { [:] }

    /// Walks `root` and loads every regular file; see `StaticFiles+Loading.swift` for what is skipped.
    public init(root: String) throws(ContentError) {
        self.root = root
        files = try Self.load(root: root)
    }

    /// The response for `request`, or nil when this is not a static file request it can answer.
    /// It is the identity answer offering the gzip one: the server's final step picks between
    /// them and answers 304 (by ETag or Last-Modified); HEAD gets the GET answer, whose body the
    /// connection leaves out.
    public func response(for request: Request) -> Response? {
        guard request.method == "GET" || request.method == "HEAD",
            let key = Self.lookupKey(rawPath: request.rawPath), let file = files[key]
        else { return nil }
        return copies.withLocal { copies in
            if let copy = copies[key] { return copy }
            let copy = file.identity.response.unshared()
            copies[key] = copy
            return copy
        }
    }

    /// The dictionary key for a raw (still percent-encoded) path, or nil when the path is unsafe or
    /// malformed. Each segment is decoded on its own, so an encoded `/` (`%2F`) cannot join segments;
    /// `+` stays `+` (it means space only in form data). Refused: empty segments (`//`, a trailing
    /// `/`), backslashes, NUL and control bytes, and any segment that starts with `.` once decoded,
    /// which covers `.`, `..`, `%2e%2e` and dotfiles such as `.env` or `.git`.
    static func lookupKey(rawPath: String) -> String? {
        if let plain = plainLookupKey(rawPath: rawPath) { return plain ? rawPath : nil }
        let bytes = Array(rawPath.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return nil }
        var key = ""
        key.reserveCapacity(bytes.count)
        for segment in bytes.dropFirst().split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            guard !segment.isEmpty else { return nil }
            let decoded: String
            do {
                decoded = try QueryParameters.decodeComponent(segment, plusIsSpace: false)
            } catch {
                return nil  // a malformed escape or non-UTF-8 bytes name no file we have
            }
            guard !decoded.hasPrefix("."), decoded.utf8.allSatisfy(isAllowedInSegment) else { return nil }
            key += "/"
            key += decoded
        }
        return key
    }

    /// The same rules for a path with no escapes, where decoding changes nothing, read in place
    /// (every request that is not a file asks first): true when the path is its own key, false
    /// when it is refused, nil when it has escapes (or is not contiguous) and needs the full walk.
    private static func plainLookupKey(rawPath: String) -> Bool? {
        rawPath.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            var previous = UInt8(ascii: "/")
            for byte in bytes.dropFirst() {
                if byte == UInt8(ascii: "%") { return nil }
                if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) { return false }
                guard byte == UInt8(ascii: "/") || isAllowedInSegment(byte) else { return false }
                previous = byte
            }
            return previous != UInt8(ascii: "/")  // an empty last segment (a trailing `/`, or just `/`)
        } ?? nil
    }

    private static func isAllowedInSegment(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F && byte != UInt8(ascii: "/") && byte != UInt8(ascii: "\\")
    }
}
