/// Turns an upstream image URL into the site's own `/img/` proxy URL, so the browser never
/// contacts the image host: `https://imgs.xkcd.com/comics/a.png` → `/img/https/imgs.xkcd.com/comics/a.png`.
public enum ImageLink {
    public static func proxied(_ upstream: String) -> String? {
        ProxiedImage(upstream: upstream).map { Route(.image($0)).href }
    }

    /// The inverse, for the proxy handler: `/img/` path remainder → upstream URL.
    public static func upstreamURL(fromProxyPath path: String) -> String? {
        let parts = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, ["http", "https"].contains(parts[0]), !parts[1].isEmpty else { return nil }
        return "\(parts[0])://\(parts[1])"
    }
}

/// An image's address under `/img/`: the upstream URL's scheme, then the rest of it as URL syntax,
/// still percent-encoded (`https/imgs.xkcd.com/comics/a.png`), because the proxy forwards it as it
/// is and decoding would lose `%2F` against `/`.
public struct ProxiedImage: Sendable, Hashable {
    /// The path after `/img/`, as a request carries it.
    public let path: String

    /// What a request's path holds after `/img/`.
    init(path: String) {
        self.path = path
    }

    /// The proxied form of an `http`, `https` or scheme-relative (`//host/…`, taken as https) URL;
    /// nil for anything else, or one whose path would not read back (an escape that is not UTF-8).
    /// Bytes a path cannot hold (`?`, `#`, spaces, controls, non-ASCII, a lone `%`) are escaped.
    public init?(upstream: String) {
        var scheme = ""
        var rest = Substring(upstream)
        for candidate in ["https", "http"] where upstream.hasPrefix(candidate + "://") {
            scheme = candidate
            rest = upstream.dropFirst(candidate.count + 3)
        }
        if scheme.isEmpty, upstream.hasPrefix("//") {
            scheme = "https"
            rest = upstream.dropFirst(2)
        }
        guard !scheme.isEmpty, !rest.isEmpty else { return nil }
        let escaped = PercentEncoding.escapingOutsidePath(rest)
        guard
            escaped.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy(
                PercentEncoding.isDecodable)
        else { return nil }
        path = scheme + "/" + escaped
    }
}
