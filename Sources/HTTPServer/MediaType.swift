/// Content-Type by file extension for static files. Text types name their charset so browsers
/// do not guess (and cannot be tricked into guessing) an encoding.
public enum MediaType {
    /// What a file with an unknown extension is served as: browsers download it rather than render it.
    public static let fallback = "application/octet-stream"

    static let byExtension: [String: String] = [
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",  // RFC 9239 makes text/javascript the one to use
        "mjs": "text/javascript; charset=utf-8",
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "json": "application/json; charset=utf-8",
        "webmanifest": "application/manifest+json; charset=utf-8",
        "xml": "application/xml; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
    ]

    /// The Content-Type for a file name, by its last extension, case-insensitively.
    public static func forFile(named name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = String(name[name.index(after: dot)...]).lowercasedASCII()
        return byExtension[ext] ?? fallback
    }
}
