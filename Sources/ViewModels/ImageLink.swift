/// Turns an upstream image URL into the site's own `/img/` proxy URL, so the browser never
/// contacts the image host: `https://imgs.xkcd.com/comics/a.png` → `/img/https/imgs.xkcd.com/comics/a.png`.
public enum ImageLink {
    public static func proxied(_ upstream: String) -> String? {
        for scheme in ["https", "http"] where upstream.hasPrefix(scheme + "://") {
            let rest = upstream.dropFirst(scheme.count + 3)
            guard !rest.isEmpty else { return nil }
            return "/img/\(scheme)/\(rest)"
        }
        if upstream.hasPrefix("//") { return "/img/https/\(upstream.dropFirst(2))" }
        return nil
    }

    /// The inverse, for the proxy handler: `/img/` path remainder → upstream URL.
    public static func upstreamURL(fromProxyPath path: String) -> String? {
        let parts = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, ["http", "https"].contains(parts[0]), !parts[1].isEmpty else { return nil }
        return "\(parts[0])://\(parts[1])"
    }
}
