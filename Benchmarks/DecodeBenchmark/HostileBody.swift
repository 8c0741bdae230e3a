import Foundation

/// One hostile upstream body: a repeated unit placed in one field of a real response shape,
/// sized to the clients' 4 MiB response cap (or smaller, for the scaling runs).
struct HostileBody {
    enum Upstream: String { case comic, wikipedia, news, tmdb }

    var name: String
    var upstream: Upstream
    /// Builds the body with `count` repeats of the shape.
    var build: (Int) -> Data
    /// Bytes one repeat adds to the body, to pick the count for a given size.
    var unitBytes: Int

    func body(bytes: Int) -> Data { build(max(1, bytes / unitBytes)) }

    static func comic(_ name: String, field: String = "alt", before: String = "", unit: String) -> HostileBody {
        HostileBody(name: name, upstream: .comic, build: { count in
            var fields: [String: Any] = [
                "num": 1, "title": "T", "safe_title": "T", "alt": "a", "img": "https://imgs.xkcd.com/comics/a.png",
                "year": "2020", "month": "1", "day": "1", "link": "", "news": "", "transcript": "",
            ]
            fields[field] = before + String(repeating: unit, count: count)
            return json(fields)
        }, unitBytes: jsonStringBytes(unit))
    }

    static func wikipedia(_ name: String, unit: String, hits: Bool = false) -> HostileBody {
        HostileBody(name: name, upstream: .wikipedia, build: { count in
            func hit(_ snippet: String, _ id: Int) -> [String: Any] {
                ["ns": 0, "title": "Page \(id)", "pageid": id, "size": 1, "wordcount": 1, "snippet": snippet,
                 "timestamp": "2026-08-07T18:08:57Z"]
            }
            let search = hits ? (0..<count).map { hit(unit, $0) } : [hit(String(repeating: unit, count: count), 1)]
            return json(["batchcomplete": "", "query": ["searchinfo": ["totalhits": count], "search": search]])
        }, unitBytes: hits ? jsonStringBytes(unit) + 110 : jsonStringBytes(unit))
    }

    /// `unit` is XML text (already escaped where it must be).
    static func news(_ name: String, unit: String, field: String = "title", items: Bool = false) -> HostileBody {
        HostileBody(name: name, upstream: .news, build: { count in
            func item(_ value: String, _ id: Int) -> String {
                var fields = ["title": "Headline \(id) - Gazette", "link": "https://news.google.com/rss/articles/\(id)",
                              "guid": "g\(id)", "source": "Gazette"]
                fields[field] = value
                return "<item><title>\(fields["title"]!)</title><link>\(fields["link"]!)</link><guid>\(fields["guid"]!)</guid>"
                    + "<pubDate>Sat, 21 Nov 2026 09:41:12 GMT</pubDate><source url=\"https://g.example\">\(fields["source"]!)</source></item>"
            }
            let body = items ? (0..<count).map { item(unit, $0) }.joined() : item(String(repeating: unit, count: count), 1)
            return Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss version=\"2.0\"><channel><title>T</title>" + body
                + "</channel></rss>").utf8)
        }, unitBytes: items ? unit.utf8.count + 200 : unit.utf8.count)
    }

    static func tmdb(_ name: String, field: String, unit: String, cast: Bool = false) -> HostileBody {
        HostileBody(name: name, upstream: .tmdb, build: { count in
            var fields: [String: Any] = ["id": 1, "title": "T", "original_title": "T", "overview": "o", "tagline": "t",
                                         "homepage": "https://example.com", "runtime": 100, "vote_average": 5.0, "vote_count": 1]
            if cast {
                fields["credits"] = ["cast": (0..<count).map { ["name": unit, "character": unit, "order": count - $0] as [String: Any] }]
            } else {
                fields[field] = String(repeating: unit, count: count)
            }
            return json(fields)
        }, unitBytes: cast ? 2 * jsonStringBytes(unit) + 40 : jsonStringBytes(unit))
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
