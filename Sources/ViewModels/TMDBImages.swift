/// Builds `/img/` proxy URLs for TMDB image paths, so posters never load from another origin.
public struct TMDBImages: Sendable, Hashable {
    /// TMDB's fixed image widths; cards use `poster`, the detail page the larger ones.
    public enum Size: String, Sendable {
        case poster = "w342"
        case largePoster = "w500"
        case backdrop = "w1280"
        /// Streaming services' logos, shown about 40 px square.
        case logo = "w92"
        /// Cast pictures, shown about 90 px wide.
        case profile = "w185"
    }

    /// Where the files live, e.g. `https://image.tmdb.org/t/p/` (ends with `/`).
    public var base: String

    public init(base: String) {
        self.base = base.hasSuffix("/") ? base : base + "/"
    }

    /// The proxied URL for `path` ("/abc.jpg") at `size`; nil when there is no image.
    public func url(_ path: String?, size: Size) -> String? {
        guard let path, !path.isEmpty else { return nil }
        let file = path.hasPrefix("/") ? String(path.dropFirst()) : path
        return ImageLink.proxied(base + size.rawValue + "/" + file)
    }
}
