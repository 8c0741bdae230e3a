import Foundation
import HTTPServer
import Testing
import TestSupport
import ViewModels

/// Every link a page prints into Kiosk is a URL the router takes: each example page of the route
/// table, rendered on the sample data in English, Japanese and as JSON (and its Atom feed where it has
/// one), has each `href`, `action`, `src`, `srcset` and `data-suggestions` (or JSON string) that points
/// into the site parsed back by `Route.parse`, and each page among them answered, never with a 404.
@Suite struct RouteLinksTests {
    /// The example pages: `RouteTableTests.examples`' GET pages, and the feeds.
    static var pages: [String] {
        let examples = RouteTableTests.examples.values
            .filter { $0.method == "GET" && $0.body.isEmpty }
            .map(\.target)
            .filter { target in !["/img/", "/healthz", "/readyz", "/metrics"].contains { target.hasPrefix($0) } }
        // Pages of the sample data beside the examples, which were chosen for stubs.
        let sample = ["/movies/1904?lang=en", "/wiki/Tokyo?lang=en", "/search?q=Swift&lang=ja&wiki=en", "/comics/1234?lang=ja"]
        let feeds =
            sample + [
                "/?lang=en&format=atom", "/news?lang=en&format=atom", "/comics?lang=en&format=atom",
                "/comics/search?q=password&lang=en&format=atom",
            ]
        var targets: [String] = []
        for target in examples.sorted() {
            targets.append(target)
            targets.append(target.replacingOccurrences(of: "lang=en", with: "lang=ja"))
            targets.append(target + (target.contains("?") ? "&" : "?") + "format=json")
        }
        return targets + feeds
    }

    /// What an attribute or a JSON string names: `srcset`'s first URL, HTML entities decoded.
    static func urls(inHTML text: String) throws -> [String] {
        let pattern = try NSRegularExpression(pattern: #"(?:href|action|src|srcset|data-suggestions)="([^"]*)""#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).flatMap { match in
            urls(in: decodeEntities((text as NSString).substring(with: match.range(at: 1))))
        }
    }

    static func urls(inJSON body: [UInt8]) throws -> [String] {
        var found: [String] = []
        func walk(_ value: Any) {
            if let text = value as? String {
                found += urls(in: text)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            } else if let object = value as? [String: Any] {
                object.values.forEach(walk)
            }
        }
        walk(try JSONSerialization.jsonObject(with: Data(body)))
        return found
    }

    /// The own URLs in one value (`srcset` lists several, each followed by its width or density).
    static func urls(in value: String) -> [String] {
        value.components(separatedBy: ", ").compactMap { $0.split(separator: " ").first.map(String.init) }
            .filter(Route.isOwn)
    }

    static func decodeEntities(_ text: String) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test func everyLinkOnEveryExamplePage_whenAskedOfTheRouter_isARouteThatAnswers() async throws {
        try await OfflineSite.with { site in
            var links: [String: String] = [:]  // link → the page it was found on
            var missing: Set<String> = []  // links on a page that is itself missing: its own switches
            for page in Self.pages {
                let response = try await site.get(page)
                let isJSON = response.headers["Content-Type"]?.hasPrefix("application/json") == true
                let found = isJSON ? try Self.urls(inJSON: response.body) : try Self.urls(inHTML: response.text)
                for link in found + [response.headers["Location"]].compactMap({ $0 }) where links[link] == nil {
                    links[link] = page
                    if response.status == 404 { missing.insert(link) }
                }
            }
            #expect(links.count > 100, "found \(links.count) links")
            let files = Set(StaticFile.allCases.map(\.href))
            var answered = 0
            for (link, page) in links.sorted(by: { $0.key < $1.key }) {
                let target = String(link.prefix { $0 != "#" })
                let request = try TestSite.request(target)
                if files.contains(request.rawPath) { continue }
                let read = Route.parse(method: "GET", path: request.rawPath, query: request.query)
                let posted = Route.parse(method: "POST", path: request.rawPath, query: request.query)
                guard case .found(let route) = read == .notFound ? posted : read else {
                    Issue.record("\(link) on \(page) is no route: \(read)")
                    continue
                }
                if case .image = route.page { continue }  // the proxy's own tests fetch images
                if case .searchForm = route.page { continue }
                if route.method == "GET", case .found = read, !missing.contains(link) {
                    answered += 1
                    let status = try await site.get(target).status
                    #expect(status != 404, "\(link) on \(page) answers \(status)")
                }
            }
            #expect(answered > 50, "asked \(answered) pages")
        }
    }
}
