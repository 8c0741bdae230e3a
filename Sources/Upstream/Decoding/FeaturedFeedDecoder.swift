import Foundation
import Models

/// Reads Wikipedia's featured feed (`/api/rest_v1/feed/featured/{yyyy}/{mm}/{dd}`). Every part is
/// optional (the service drops a part that failed or is empty without saying so), HTML fields
/// (`displaytitle`, `story`) become plain text, lists stop at what the front page could show, and
/// only http(s) image URLs survive.
public enum FeaturedFeedDecoder {
    /// Items kept per list: the front page shows five at most, and a hostile feed of thousands of
    /// entries must not become thousands of values in the cache.
    public static let maximumItems = 10
    /// Linked pages kept per story or event.
    public static let maximumLinks = 5

    public static func decode(_ data: Data, language: Language, date: String) throws(UpstreamError) -> FeaturedFeed {
        let raw = try JSONBody.decode(RawFeed.self, from: data)
        let mostRead = (raw.mostread?.articles?.elements ?? [])
            .sorted { ($0.rank ?? Int.max) < ($1.rank ?? Int.max) }
            .compactMap(page)
        return FeaturedFeed(
            language: language, date: date,
            featuredArticle: raw.tfa.flatMap(page),
            news: (raw.news?.elements ?? []).prefix(maximumItems).compactMap { story in
                let text = UpstreamText.fromHTML(story.story, .snippet)
                guard !text.isEmpty else { return nil }
                return FeaturedFeed.Story(
                    text: text, pages: Array((story.links?.elements ?? []).compactMap(page).prefix(maximumLinks)))
            },
            onThisDay: (raw.onthisday?.elements ?? []).prefix(maximumItems).compactMap { event in
                let text = UpstreamText.plain(event.text, .snippet)
                guard !text.isEmpty, let year = event.year, abs(year) < 100_000 else { return nil }
                return FeaturedFeed.Event(
                    text: text, year: year, pages: Array((event.pages?.elements ?? []).compactMap(page).prefix(maximumLinks)))
            },
            mostRead: Array(mostRead.prefix(maximumItems)),
            picture: raw.image.flatMap(picture))
    }

    /// A page summary, or nil without a usable title (the link needs one).
    static func page(_ raw: RawSummary) -> FeaturedFeed.Page? {
        let key = UpstreamText.plain(raw.titles?.canonical ?? raw.title, .title)
        var title = UpstreamText.plain(raw.titles?.normalized, .title)
        if title.isEmpty { title = UpstreamText.fromHTML(raw.displaytitle ?? raw.titles?.display, .title) }
        if title.isEmpty { title = key.replacingOccurrences(of: "_", with: " ") }
        guard !key.isEmpty, !key.contains("…") else { return nil }
        return FeaturedFeed.Page(
            title: title, key: key,
            description: UpstreamText.plain(raw.description, .name),
            extract: UpstreamText.plain(raw.extract, .overview),
            thumbnail: raw.thumbnail.flatMap(picture),
            views: raw.views.flatMap { $0 >= 0 ? $0 : nil })
    }

    static func picture(_ raw: RawImage) -> FeaturedFeed.Picture? {
        guard let url = UpstreamURL.web(raw.source), let width = raw.width, let height = raw.height,
            (1...10_000).contains(width), (1...10_000).contains(height)
        else { return nil }
        return FeaturedFeed.Picture(url: url, width: width, height: height)
    }

    static func picture(_ raw: RawPictureOfTheDay) -> FeaturedFeed.PictureOfTheDay? {
        let title = UpstreamText.plain(raw.title, .title)
        guard !title.isEmpty else { return nil }
        return FeaturedFeed.PictureOfTheDay(
            title: title,
            description: UpstreamText.plain(raw.description?.text, .snippet),
            artist: UpstreamText.plain(raw.artist?.text ?? raw.artist?.name, .name),
            credit: UpstreamText.plain(raw.credit?.text, .name),
            license: UpstreamText.plain(raw.license?.type ?? raw.license?.code, .name),
            thumbnail: raw.thumbnail.flatMap(picture))
    }

    /// The first `FeaturedFeedDecoder.maximumItems` elements of a JSON array; the rest are skipped.
    struct FirstFew<Element: Decodable>: Decodable {
        var elements: [Element]
        init(from decoder: any Decoder) throws {
            var list = try decoder.unkeyedContainer()
            var elements: [Element] = []
            // Most read comes ranked but not always in order, so a few more than shown are read.
            while !list.isAtEnd, elements.count < FeaturedFeedDecoder.maximumItems * 5 {
                elements.append(try list.decode(Element.self))
            }
            self.elements = elements
        }
    }

    struct RawFeed: Decodable {
        var tfa: RawSummary?
        var mostread: RawMostRead?
        var image: RawPictureOfTheDay?
        var news: FirstFew<RawStory>?
        var onthisday: FirstFew<RawEvent>?
    }

    struct RawMostRead: Decodable {
        var articles: FirstFew<RawSummary>?
    }

    struct RawStory: Decodable {
        var story: String?
        var links: FirstFew<RawSummary>?
    }

    struct RawEvent: Decodable {
        var text: String?
        var year: Int?
        var pages: FirstFew<RawSummary>?
    }

    struct RawTitles: Decodable {
        var canonical: String?
        var normalized: String?
        var display: String?
    }

    struct RawSummary: Decodable {
        var title: String?
        var titles: RawTitles?
        var displaytitle: String?
        var description: String?
        var extract: String?
        var thumbnail: RawImage?
        var views: Int?
        var rank: Int?
    }

    struct RawImage: Decodable {
        var source: String?
        var width: Int?
        var height: Int?
    }

    struct RawText: Decodable {
        var text: String?
        var name: String?
    }

    struct RawLicense: Decodable {
        var type: String?
        var code: String?
    }

    struct RawPictureOfTheDay: Decodable {
        var title: String?
        var thumbnail: RawImage?
        var artist: RawText?
        var credit: RawText?
        var license: RawLicense?
        var description: RawText?
    }
}
