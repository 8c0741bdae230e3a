import Foundation
import Models

extension NewsViewModel {
    /// An instant as the page shows it (`text`) and as `<time datetime>` states it (ISO 8601).
    public struct Stamp: Sendable, Hashable, Encodable {
        public var text: String
        public var datetime: String
        public init(text: String, datetime: String) {
            self.text = text
            self.datetime = datetime
        }
    }

    /// One row of the list: headline, publisher, when, and where it links.
    public struct Headline: Sendable, Hashable, Encodable {
        public var id: String
        public var title: String
        public var publisher: String?
        /// Where the headline links: Kiosk's `/news/go/{id}` when links are resolved, else Google's link.
        /// Nil when upstream's link was not an http(s) URL (the decoder leaves `Article.link` empty then).
        public var href: String?
        /// Google News's own link, which the Atom feed keeps: a feed reader fetches from its own address.
        public var feedHref: String?
        /// Nil when upstream gave no date; date only (`2026/11/21`) when only the day is known.
        public var published: Stamp?
        /// The publisher's site as a reader recognises it (`washingtonpost.com`), and its address.
        public var site: String?
        public var siteHref: String?
        /// Other outlets on the same story (at most five), each a link.
        public var related: [Related]
    }

    /// Another outlet's headline on the same story.
    public struct Related: Sendable, Hashable, Encodable {
        public var title: String
        public var publisher: String?
        public var href: String
        public init(title: String, publisher: String?, href: String) {
            self.title = title
            self.publisher = publisher
            self.href = href
        }
    }

    /// Newest first (undated last, upstream order among equals), duplicates removed: an article
    /// repeats one already listed when it shares its id, its link, or its title and publisher.
    /// Keys of every article seen count, so a chain of partial matches is removed as a whole.
    static func headlines(
        from articles: [Article], format: NewsTimeFormat, links: HeadlineLinks = .viaGoogle
    ) -> [Headline] {
        // Indices are sorted rather than articles, so no Article is copied (each holds several strings).
        let ordered = articles.indices.sorted { a, b in
            switch (articles[a].published, articles[b].published) {
            case let (x?, y?) where x != y: x > y
            case (.some, nil): true
            case (nil, .some): false
            default: a < b
            }
        }
        var seen = SeenKeys(articles)
        var kept: [Headline] = []
        kept.reserveCapacity(articles.count)
        for index in ordered where seen.insert(index, of: articles) {
            kept.append(headline(articles[index], format: format, links: links))
        }
        return kept
    }

    private static func headline(_ article: Article, format: NewsTimeFormat, links: HeadlineLinks) -> Headline {
        let published = article.published.map { date in
            article.isDateOnly
                ? Stamp(text: NewsTimeFormat.dateOnly(date, links.numeric), datetime: NewsTimeFormat.isoDate(date))
                : Stamp(text: format.dateTime(date, links.numeric), datetime: NewsTimeFormat.iso8601(date))
        }
        let publisher = article.publisher.flatMap { $0.isEmpty ? nil : $0 }
        return Headline(
            id: article.id, title: article.title, publisher: publisher,
            href: article.link.isEmpty ? nil : links.href(article.link),
            feedHref: article.link.isEmpty ? nil : article.link, published: published,
            site: article.publisherSite.flatMap(siteName), siteHref: article.publisherSite,
            related: article.related.map { Related(title: $0.title, publisher: $0.publisher, href: links.href($0.link)) })
    }

    /// The page's links for one language and edition.
    struct HeadlineLinks: Sendable {
        var links: NewsLinks
        var language: Language
        var edition: String?

        static let viaGoogle = HeadlineLinks(links: .viaGoogle, language: .en, edition: nil)

        func href(_ link: String) -> String { links.href(link, language: language, edition: edition) }

        /// How the language writes a headline's date and time.
        var numeric: NumericDateTime { language.words.formats.numeric }
    }

    /// `https://www.example.com:8443/x` → `example.com`: the host without a leading `www.`; nil without one.
    /// A scan of the UTF-8 bytes in place (every delimiter is ASCII): one per headline, on every page.
    static func siteName(_ url: String) -> String? {
        var url = url
        return url.withUTF8(siteName(utf8:))
    }

    private static func siteName(utf8 bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var start = 0
        while start + 2 < bytes.count,
            !(bytes[start] == UInt8(ascii: ":") && bytes[start + 1] == UInt8(ascii: "/")
                && bytes[start + 2] == UInt8(ascii: "/"))
        { start += 1 }
        guard start + 2 < bytes.count else { return nil }
        start += 3
        var end = start
        scan: while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "@"): break scan
            default: end += 1
            }
        }
        if end - start > 4, bytes[start..<start + 4].elementsEqual("www.".utf8) { start += 4 }
        guard end > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
