/// How a comic's image URL is kept. xkcd's own images live on another host (`imgs.xkcd.com`) than
/// its API (`xkcd.com`), and are kept exactly as xkcd gave them. An image on the API's own origin is
/// kept as its path and read back on the origin the store was opened with: the offline sample
/// upstream serves its images beside its API on a loopback port that is new at every start, so a
/// whole URL would name a server that is gone after a restart (the same way TMDB's posters are kept
/// as paths and given the image base when shown).
extension ComicIndexStore {
    /// `scheme://host[:port]` of `url`, as it is spelled there (image URLs are compared to it as a
    /// prefix); nil when `url` has no `scheme://` or no host.
    static func origin(of url: String) -> String? {
        guard let separator = url.range(of: "://") else { return nil }
        let rest = url[separator.upperBound...]
        let end = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? rest.endIndex
        let scheme = url[..<separator.lowerBound]
        guard end > rest.startIndex, !scheme.isEmpty, scheme.allSatisfy(\.isLetter) else { return nil }
        return String(url[..<end])
    }

    /// What the index stores for a comic's image URL: its path when it is on `sourceOrigin`, else the URL.
    func storedImage(_ url: String?) -> String? {
        guard let url, let sourceOrigin, url.hasPrefix(sourceOrigin + "/") else { return url }
        return String(url.dropFirst(sourceOrigin.count))
    }

    /// The image URL for what the index stored: a path on today's `sourceOrigin`, a URL as it is. The
    /// decoder keeps only absolute http(s) URLs, so a stored value starting with `/` is always a
    /// path; opened without an origin, the store cannot tell where that path is, so it has no image.
    func imageURL(stored: String?) -> String? {
        guard let stored, stored.hasPrefix("/") else { return stored }
        return sourceOrigin.map { $0 + stored }
    }
}
