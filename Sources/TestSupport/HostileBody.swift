import Foundation
import Models
import Upstream

/// One hostile upstream body: a repeated unit placed in one field of a real response shape,
/// sized to the clients' 4 MiB response cap (or smaller, for the scaling runs).
public struct HostileBody: Sendable {
    public enum Upstream: String, Sendable { case comic, wikipedia, suggestions, news, tmdb }

    public var name: String
    public var upstream: Upstream
    /// Builds the body with `count` repeats of the shape.
    var build: @Sendable (Int) -> Data
    /// Bytes one repeat adds to the body, to pick the count for a given size.
    var unitBytes: Int

    /// The body with as many repeats as fit in `bytes` (at least one).
    public func body(bytes: Int) -> Data { build(max(1, bytes / unitBytes)) }

    /// Every hostile shape the decoders are held to, in each upstream's real format, plus plain long fields and long lists.
    public static let shapes: [HostileBody] = [
        .comic("xkcd alt: <!-- × N", unit: "<!--"),
        .comic("xkcd alt: &lt; × N", unit: "&lt;"),
        .comic("xkcd alt: x<b> × N", unit: "x<b>"),
        .comic("xkcd alt: <b  × N (unterminated tags)", unit: "<b "),
        .comic("xkcd alt: <a href=\" × N (unterminated quotes)", unit: "<a href=\""),
        .comic("xkcd alt: <script> then </script × N", before: "<script>", unit: "</script"),
        .comic("xkcd title: <!-- × N", field: "title", unit: "<!--"),
        .comic("xkcd alt: NUL/ESC/DEL × N", unit: "\u{0}\u{1B}\u{7F}"),
        .comic("xkcd alt: e + combining marks × N", before: "e", unit: "\u{301}"),
        .comic("xkcd transcript: text × N", field: "transcript", unit: "[[A keeper.]] "),
        .wikipedia(
            "wikipedia snippet: <span class=searchmatch>x</span>y × N",
            unit: "<span class=\"searchmatch\">x</span>y"),
        .wikipedia("wikipedia snippet: x<b> × N (run merging)", unit: "x<b> "),
        .wikipedia("wikipedia snippet: unclosed <span class=searchmatch>x × N", unit: "<span class=\"searchmatch\">x"),
        .wikipedia("wikipedia snippet: <span class=\" × N", unit: "<span class=\""),
        .wikipedia("wikipedia: many hits with markup", unit: "<span class=\"searchmatch\">Rust</span> &amp; more", hits: true),
        .suggestions("wikipedia suggestions: one title of <!-- × N", unit: "<!--"),
        .suggestions("wikipedia suggestions: many titles", unit: "Swift (programming language)", many: true),
        .news("news title: &amp;lt; × N", unit: "&amp;lt;"),
        .news("news title: x&amp;lt;b&gt; × N", unit: "x&lt;b&gt;"),
        .news("news source: text × N", unit: "Gazette ", field: "source"),
        .news("news: many items", unit: "Headline - Gazette", items: true),
        .tmdb("tmdb overview: text × N", field: "overview", unit: "A keeper waits. "),
        .tmdb("tmdb tagline: &lt;b&gt; × N", field: "tagline", unit: "<b>&lt;"),
        .tmdb("tmdb homepage: javascript × N", field: "homepage", unit: "javascript:"),
        .tmdb("tmdb: many cast members", field: "", unit: "Actor Name", cast: true),
        .tmdbPart("tmdb: many crew members") { count in
            (
                "credits",
                ["crew": (0..<count).map { ["name": "Writer \($0)", "department": "Writing", "job": "<b>Novel"] }]
            )
        },
        // Every real region first, then keys that name none: all must be skipped without decoding.
        .tmdbPart("tmdb: many watch regions") { count in
            let codes = ["AD", "JP", "US", "GB", "XK", "ZW"] + (0..<count).map { "Q\($0)" }
            let offer: [String: Any] = [
                "link": "javascript:alert(1)",
                "flatrate": [["provider_id": 1, "provider_name": "<b>&amp;", "logo_path": "/a.png", "display_priority": 1]],
            ]
            return ("watch/providers", ["results": Dictionary(uniqueKeysWithValues: codes.prefix(count).map { ($0, offer) })])
        },
        .tmdbPart("tmdb: many providers per kind") { count in
            let provider: [String: Any] = [
                "provider_id": 8, "provider_name": "Service &lt;i&gt;", "logo_path": "/logo.png", "display_priority": 3,
            ]
            return (
                "watch/providers",
                ["results": ["US": ["link": "data:text/html,x", "rent": Array(repeating: provider, count: count)]]]
            )
        },
        .tmdbPart("tmdb: many release regions") { count in
            let dates: [[String: Any]] = (0..<3).map {
                ["certification": "R", "release_date": "1999-10-15T00:00:00.000Z", "type": $0 + 1, "note": ""]
            }
            return (
                "release_dates",
                ["results": (0..<count).map { ["iso_3166_1": $0 % 2 == 0 ? "US" : "ZZ", "release_dates": dates] }]
            )
        },
    ]

    /// Decodes `body` as this shape's upstream does (every shape is a valid body, so it decodes).
    public func decode(_ body: Data) throws(UpstreamError) {
        switch upstream {
        case .comic: _ = try ComicDecoder.decode(body)
        case .wikipedia:
            _ = try WikipediaDecoder.decode(body, query: WikiSearchQuery(text: "x", language: .en, limit: 10, offset: 0))
        case .suggestions: _ = try WikipediaSuggestionsDecoder.decode(body)
        case .news: _ = try NewsFeedDecoder.decode(body)
        case .tmdb: _ = try TMDBDecoder.decodeDetail(body)
        }
    }

    public static func comic(_ name: String, field: String = "alt", before: String = "", unit: String) -> HostileBody {
        HostileBody(
            name: name, upstream: .comic,
            build: { count in
                var fields: [String: Any] = [
                    "num": 1, "title": "T", "safe_title": "T", "alt": "a", "img": "https://imgs.xkcd.com/comics/a.png",
                    "year": "2020", "month": "1", "day": "1", "link": "", "news": "", "transcript": "",
                ]
                fields[field] = before + String(repeating: unit, count: count)
                return json(fields)
            }, unitBytes: jsonStringBytes(unit))
    }

    public static func wikipedia(_ name: String, unit: String, hits: Bool = false) -> HostileBody {
        HostileBody(
            name: name, upstream: .wikipedia,
            build: { count in
                func hit(_ snippet: String, _ id: Int) -> [String: Any] {
                    [
                        "ns": 0, "title": "Page \(id)", "pageid": id, "size": 1, "wordcount": 1, "snippet": snippet,
                        "timestamp": "2026-08-07T18:08:57Z",
                    ]
                }
                let search = hits ? (0..<count).map { hit(unit, $0) } : [hit(String(repeating: unit, count: count), 1)]
                return json(["batchcomplete": "", "query": ["searchinfo": ["totalhits": count], "search": search]])
            }, unitBytes: hits ? jsonStringBytes(unit) + 110 : jsonStringBytes(unit))
    }

    /// MediaWiki's `action=opensearch` answer: `[search, [titles], [descriptions], [urls]]`.
    public static func suggestions(_ name: String, unit: String, many: Bool = false) -> HostileBody {
        HostileBody(
            name: name, upstream: .suggestions,
            build: { count in
                let titles = many ? Array(repeating: unit, count: count) : [String(repeating: unit, count: count)]
                return json(["x", titles, [String](), [String]()])
            }, unitBytes: many ? jsonStringBytes(unit) + 1 : jsonStringBytes(unit))
    }

    /// `unit` is XML text (already escaped where it must be).
    public static func news(_ name: String, unit: String, field: String = "title", items: Bool = false) -> HostileBody {
        HostileBody(
            name: name, upstream: .news,
            build: { count in
                func item(_ value: String, _ id: Int) -> String {
                    var fields = [
                        "title": "Headline \(id) - Gazette", "link": "https://news.google.com/rss/articles/\(id)",
                        "guid": "g\(id)", "source": "Gazette",
                    ]
                    fields[field] = value
                    return
                        "<item><title>\(fields["title"]!)</title><link>\(fields["link"]!)</link><guid>\(fields["guid"]!)</guid>"
                        + "<pubDate>Sat, 21 Nov 2026 09:41:12 GMT</pubDate><source url=\"https://g.example\">\(fields["source"]!)</source></item>"
                }
                let body = items ? (0..<count).map { item(unit, $0) }.joined() : item(String(repeating: unit, count: count), 1)
                return Data(
                    ("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss version=\"2.0\"><channel><title>T</title>" + body
                        + "</channel></rss>").utf8)
            }, unitBytes: items ? unit.utf8.count + 200 : unit.utf8.count)
    }

    public static func tmdb(_ name: String, field: String, unit: String, cast: Bool = false) -> HostileBody {
        HostileBody(
            name: name, upstream: .tmdb,
            build: { count in
                var fields: [String: Any] = [
                    "id": 1, "title": "T", "original_title": "T", "overview": "o", "tagline": "t",
                    "homepage": "https://example.com", "runtime": 100, "vote_average": 5.0, "vote_count": 1,
                ]
                if cast {
                    fields["credits"] = [
                        "cast": (0..<count).map { ["name": unit, "character": unit, "order": count - $0] as [String: Any] }
                    ]
                } else {
                    fields[field] = String(repeating: unit, count: count)
                }
                return json(fields)
            }, unitBytes: cast ? 2 * jsonStringBytes(unit) + 40 : jsonStringBytes(unit))
    }

    /// A movie whose appended part `part(count)` names (`credits`, `watch/providers`…) holds `count` entries.
    public static func tmdbPart(_ name: String, part: @escaping @Sendable (Int) -> (String, Any)) -> HostileBody {
        let build: @Sendable (Int) -> Data = { count in
            var fields: [String: Any] = ["id": 1, "title": "T", "overview": "o", "runtime": 100]
            let (key, value) = part(count)
            fields[key] = value
            return json(fields)
        }
        return HostileBody(name: name, upstream: .tmdb, build: build, unitBytes: max(1, build(101).count - build(100).count))
    }

    private static func json(_ object: Any) -> Data {
        do {
            return try JSONSerialization.data(withJSONObject: object)
        } catch {
            fatalError("cannot encode a benchmark body: \(error)")
        }
    }

    private static func jsonStringBytes(_ text: String) -> Int { json([text]).count - 4 }
}
