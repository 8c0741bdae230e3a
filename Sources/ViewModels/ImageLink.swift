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
        // Compared as bytes, without building "https://" and "http://" for each image of a page.
        let bytes = upstream.utf8
        let prefix: String
        let rest: Substring
        if bytes.starts(with: "https://".utf8) {
            (prefix, rest) = ("https/", upstream.dropFirst(8))
        } else if bytes.starts(with: "http://".utf8) {
            (prefix, rest) = ("http/", upstream.dropFirst(7))
        } else if bytes.starts(with: "//".utf8) {
            (prefix, rest) = ("https/", upstream.dropFirst(2))
        } else {
            return nil
        }
        guard !rest.isEmpty else { return nil }
        let escaped = PercentEncoding.escapingOutsidePath(rest)
        // Without a `%`, every byte is one a path holds as it is (non-ASCII and controls were
        // escaped), so each segment reads back; only escapes need decoding to be sure.
        guard
            !escaped.utf8.contains(UInt8(ascii: "%"))
                || escaped.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy(
                    PercentEncoding.isDecodable)
        else { return nil }
        path = prefix + escaped
    }
}
