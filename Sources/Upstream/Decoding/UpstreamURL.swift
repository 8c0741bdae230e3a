/// The one check every URL from an upstream passes before it can become a link or an image.
///
/// Only `http` and `https` survive: an xkcd `link` of `javascript:alert(1)` rendered as an `href` runs
/// script in the reader's session, and `data:`/`vbscript:`/`file:` are no better. The check judges the
/// URL as a browser would read it (WHATWG URL Standard, "basic URL parser"): tab and newline bytes are
/// removed anywhere (`java<TAB>script:` is `javascript:`), leading and trailing C0 controls and spaces
/// are trimmed, and the scheme is compared case-insensitively (`JaVaScRiPt:`).
public enum UpstreamURL {
    /// Longer URLs are dropped: no real page or image link is this long, and each one is repeated in a page.
    public static let maximumLength = 2_048

    /// `raw` as an absolute `http(s)` URL with a host (protocol-relative `//host/…` becomes `https:`),
    /// or nil when it is empty or anything else.
    public static func web(_ raw: String?) -> String? {
        guard let raw, raw.utf8.count <= maximumLength * 2 else { return nil }
        var scalars = Substring(raw).unicodeScalars.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" }[...]
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        // Any other control character or a space left inside is not part of a link anyone wrote.
        guard !scalars.isEmpty, !scalars.contains(where: { $0.value <= 0x20 || (0x7F...0x9F).contains($0.value) })
        else { return nil }
        var url = String(String.UnicodeScalarView(scalars))
        if url.hasPrefix("//") { url = "https:" + url }
        guard url.utf8.count <= maximumLength, let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = url[..<colon].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = url[url.index(after: colon)...]
        // `//` then a host: `https:evil` and `https:///x` are not links to anywhere.
        guard rest.hasPrefix("//"), let hostStart = rest.dropFirst(2).first, hostStart != "/", hostStart != "?",
            hostStart != "#"
        else { return nil }
        return scheme + ":" + rest
    }
}
