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
        /// Nil when upstream's link was not an http(s) URL (the decoder leaves `Article.link` empty then).
        public var href: String?
        /// Nil when upstream gave no date; date only (`2026/11/21`) when only the day is known.
        public var published: Stamp?
    }

    /// Newest first (undated last, upstream order among equals), duplicates removed: an article
    /// repeats one already listed when it shares its id, its link, or its title and publisher.
    /// Keys of every article seen count, so a chain of partial matches is removed as a whole.
    static func headlines(from articles: [Article], format: NewsTimeFormat) -> [Headline] {
        let ordered = articles.enumerated().sorted { a, b in
            switch (a.element.published, b.element.published) {
            case let (x?, y?) where x != y: x > y
            case (.some, nil): true
            case (nil, .some): false
            default: a.offset < b.offset
            }
        }.map(\.element)
        var seen = Set<String>()
        var kept: [Article] = []
        for article in ordered {
            let keys = [
                article.id.isEmpty ? nil : "id:" + article.id,
                article.link.isEmpty ? nil : "link:" + article.link,
                "title:" + article.title + "\u{0}" + (article.publisher ?? ""),
            ].compactMap { $0 }
            if keys.allSatisfy({ !seen.contains($0) }) { kept.append(article) }
            seen.formUnion(keys)
        }
        return kept.map { headline($0, format: format) }
    }

    private static func headline(_ article: Article, format: NewsTimeFormat) -> Headline {
        let published = article.published.map { date in
            article.isDateOnly
                ? Stamp(text: NewsTimeFormat.dateOnly(date), datetime: NewsTimeFormat.isoDate(date))
                : Stamp(text: format.dateTime(date), datetime: NewsTimeFormat.iso8601(date))
        }
        let publisher = article.publisher.flatMap { $0.isEmpty ? nil : $0 }
        return Headline(id: article.id, title: article.title, publisher: publisher,
                        href: article.link.isEmpty ? nil : article.link, published: published)
    }
}
