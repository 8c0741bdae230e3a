import Foundation
import HTTPServer

/// Wikipedia's featured feed (`/{lang}/api/rest_v1/feed/featured/{yyyy}/{mm}/{dd}`) from bundled
/// recordings in the real shape: English with every part the front page reads, Japanese without
/// "In the news" and "On this day", as the real ja wiki. Images point at this server's `/upload/`.
struct FeaturedFeedSample: Sendable {
    static let prefix = "/api/rest_v1/feed/featured/"
    /// The feed's own answer for a bad or future date (wikifeeds' `not_found`).
    static let notFoundBody =
        #"{"type":"https://mediawiki.org/wiki/HyperSwitch/errors/not_found","title":"Not found.","method":"get","detail":"Not found."}"#

    /// The recording of each language, with `{host}` where the image host goes.
    private let feeds: [String: String]
    private let now: @Sendable () -> Date

    init(now: @escaping @Sendable () -> Date) throws(SampleUpstreamError) {
        self.now = now
        feeds = [
            "en": try SampleData.text(from: "featured-en.json"),
            "ja": try SampleData.text(from: "featured-ja.json"),
        ]
    }

    /// The feed for `path` (after the language), or nil when the path is not the feed's.
    func respond(language: String, path: String, host: String) -> Response? {
        guard path.hasPrefix(Self.prefix) else { return nil }
        let parts = path.dropFirst(Self.prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            parts[1].count == 2, parts[2].count == 2, year >= 2016, (1...12).contains(month), (1...31).contains(day),
            let feed = feeds[language], !isFuture(year: year, month: month, day: day)
        else {
            return Response(
                status: 404, headers: ["Content-Type": "application/problem+json"], body: Array(Self.notFoundBody.utf8))
        }
        let body = feed.replacingOccurrences(of: "{host}", with: host)
        var response = Response(
            status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: Array(body.utf8))
        response.headers.add("Cache-Control", "s-maxage=300, max-age=60")
        return response
    }

    /// A day after today's in UTC (the feed has nothing yet for it).
    private func isFuture(year: Int, month: Int, day: Int) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let today = calendar.dateComponents([.year, .month, .day], from: now())
        return (year, month, day) > (today.year ?? 0, today.month ?? 0, today.day ?? 0)
    }
}

extension SampleData {
    /// A bundled file as text, for recordings served as they are.
    static func text(from file: String) throws(SampleUpstreamError) -> String {
        guard let directory = Bundle.module.url(forResource: "Data", withExtension: nil) else {
            throw .missingResource("Data")
        }
        do {
            return try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
        } catch {
            throw .unreadable(file: file, reason: String(describing: error))
        }
    }
}
