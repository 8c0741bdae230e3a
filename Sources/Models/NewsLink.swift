/// A Google News article id (`CBMi…`, the last path segment of `news.google.com/rss/articles/…`),
/// checked before anything is done with it: at most `maximumLength` characters of the base64url
/// alphabet, so it can be put in a URL path, a cache key and a request body as it is.
public struct NewsArticleID: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Real ids are 100–300 characters; four times the longest seen leaves room for Google to grow them.
    public static let maximumLength = 1_024

    public let value: String

    /// Nil unless `text` is 1…`maximumLength` characters of `A–Z a–z 0–9 - _` (RFC 4648 §5).
    public init?(_ text: some StringProtocol) {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= Self.maximumLength, bytes.allSatisfy(Self.isBase64URL) else { return nil }
        value = String(text)
    }

    public var description: String { value }

    private static func isBase64URL(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// The id in a Google News article link (`https://news.google.com/rss/articles/CBMi…?oc=5`), when the
    /// link is on `host` (lowercase: `news.google.com`, or the sample upstream's `127.0.0.1:PORT`) and
    /// its path ends in `/articles/ID`; nil for anything else, which is then linked as it is. One scan
    /// of the UTF-8 bytes in place: it runs for every headline and related link of every news page.
    public static func inLink(_ link: String, host: String) -> NewsArticleID? {
        var link = link
        var host = host
        return link.withUTF8 { bytes in host.withUTF8 { host in inLink(bytes, host: host) } }
    }

    private static func inLink(_ bytes: UnsafeBufferPointer<UInt8>, host: UnsafeBufferPointer<UInt8>) -> NewsArticleID? {
        func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte }
        func hasPrefix(_ prefix: StaticString, at start: Int) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard start + count <= bytes.count else { return false }
            return (0..<count).allSatisfy { lower(bytes[start + $0]) == prefix.utf8Start[$0] }
        }
        var index: Int
        if hasPrefix("https://", at: 0) {
            index = 8
        } else if hasPrefix("http://", at: 0) {
            index = 7
        } else {
            return nil
        }
        // The authority, compared with `host` as written.
        guard index + host.count <= bytes.count, (0..<host.count).allSatisfy({ lower(bytes[index + $0]) == host[$0] }) else {
            return nil
        }
        index += host.count
        guard index < bytes.count, bytes[index] == UInt8(ascii: "/") else { return nil }
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "?"), bytes[end] != UInt8(ascii: "#") { end += 1 }
        // The last segment is the id; the one before it must be `articles`.
        var slash = end - 1
        while slash > index, bytes[slash] != UInt8(ascii: "/") { slash -= 1 }
        let marker: StaticString = "/articles"
        let markerStart = slash - marker.utf8CodeUnitCount
        guard markerStart >= index, hasPrefix(marker, at: markerStart) else { return nil }
        return NewsArticleID(String(decoding: UnsafeBufferPointer(rebasing: bytes[(slash + 1)..<end]), as: UTF8.self))
    }
}

/// Why an article id did not become the publisher's address. The reader's choice page says it in
/// words, and `/metrics` counts fallbacks by `rawValue`.
public enum NewsLinkFailure: String, Error, Sendable, Equatable, Hashable, CaseIterable, Codable {
    /// Kiosk's own budget for these requests, or this reader's share of fetches, is spent for now.
    case busy
    /// Google News asked Kiosk to wait (429 or 503, with `Retry-After`).
    case rateLimited = "rate_limited"
    /// No usable answer in time: a timeout, no connection, or an HTTP status that is not an answer.
    case unreachable
    /// Google's answer is not what the two-step protocol promises (no signature on the page, a framing
    /// Kiosk cannot read, no address in it, or far larger than any real one): the protocol has changed.
    case protocolChanged = "protocol"
    /// The answer named an address Kiosk does not send a reader to (not http(s), a private or
    /// loopback address, a low non-standard port, Kiosk itself).
    case refused
}

/// A resolved id: the publisher's address, and whether it came from the cache (no request to Google).
public struct NewsLinkResolution: Sendable, Equatable {
    public var url: String
    public var fromCache: Bool
    public init(url: String, fromCache: Bool) {
        self.url = url
        self.fromCache = fromCache
    }
}

/// Turns Google News article ids into publishers' addresses, only when a reader clicks one.
public protocol NewsLinkResolver: Sendable {
    /// The publisher's address for `id`, checked as a redirect target: `ownHost` (the `Host` the reader
    /// asked Kiosk by) is refused like a private address, so Kiosk never redirects to itself.
    func publisherURL(
        for id: NewsArticleID, edition: NewsEdition, ownHost: String?, origin: FetchOrigin
    ) async -> Result<NewsLinkResolution, NewsLinkFailure>
}
