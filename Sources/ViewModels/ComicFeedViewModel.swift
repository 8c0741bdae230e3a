import Foundation
import Models

/// The latest xkcd comics as an Atom feed whose entries link to Kiosk's own comic pages, so a feed
/// reader follows xkcd without xkcd seeing the reader.
public struct ComicFeedViewModel: Sendable {
    /// Entries in the feed: the latest comic and the ones before it.
    public static let entryCount = 10

    private let comics: any ComicsClient

    public init(comics: any ComicsClient) {
        self.comics = comics
    }

    /// The latest `entryCount` comics, newest first; numbers that do not exist (#404) are skipped,
    /// and one failing older comic leaves only its own entry out. No latest comic: the feed's `problem`.
    public func feed(language: Language, origin: FetchOrigin) async -> AtomFeed {
        let page = Route(.latestComic, language: language)
        var feed = AtomFeed(
            id: "urn:kiosk:xkcd", lang: language.rawValue, title: TabTitle.make(nil, section: "xkcd"),
            updated: "1970-01-01T00:00:00Z", alternateHref: page.href,
            selfHref: page.with(format: .atom).href, authorName: "Randall Munroe",
            entries: [], problem: nil, isRefused: false, isIncomplete: false)
        let latest: Comic
        do throws(UpstreamError) {
            latest = try await comics.latest(for: origin).value
        } catch {
            feed.problem = UpstreamProblem(
                error: error, source: .xkcd, language: language, originalURL: "https://xkcd.com/", cachedAge: nil)
            return feed
        }
        // A hostile latest number (0, or negative) leaves no older comics rather than an invalid range.
        let first = max(1, latest.number - Self.entryCount + 1)
        let older = first < latest.number ? Array(first..<latest.number) : []
        let fetched = await withTaskGroup(of: Comic?.self) { group -> [Comic] in
            for number in older {
                group.addTask { [comics] in
                    do { return try await comics.comic(number: number, for: origin).value } catch { return nil }
                }
            }
            var found: [Comic] = []
            for await comic in group { if let comic { found.append(comic) } }
            return found
        }
        let newestFirst = ([latest] + fetched).sorted { $0.number > $1.number }
        feed.updated = Self.day(latest)
        feed.entries = newestFirst.map { comic in
            AtomFeed.Entry(
                id: "urn:kiosk:xkcd:\(comic.number)", title: "\(comic.number): \(comic.title)",
                href: Route.comic(comic.number, language: language).href, updated: Self.day(comic),
                authorName: nil, authorURI: nil, summary: comic.altText)
        }
        return feed
    }

    /// The comic's publication day at midnight UTC (xkcd gives the day only).
    static func day(_ comic: Comic) -> String {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(repeating: "0", count: max(0, 4 - String(comic.year).count)) + String(comic.year)
        return "\(year)-\(two(comic.month))-\(two(comic.day))T00:00:00Z"
    }
}
