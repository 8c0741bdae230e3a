import Foundation
import HTTPServer

/// `GET /rss?hl=…&gl=…&ceid=…`, `/rss/headlines/section/topic/{TOPIC}?…` and `/rss/search?q=…`: Google
/// News RSS 2.0 from the bundled headlines (en, ja, de, ar; any other edition reads the English ones), with
/// pubDates relative to now and every fourth item clustered with other outlets, as Google does.
/// `/rss/articles/ID` answers a small HTML page, so links stay on loopback (see `NewsArticleLinks.swift`).
struct NewsRSSFeed: Sendable {
    static let contentType = "application/xml; charset=utf-8"
    static let secondsPerHour = 3600.0

    /// The four sample editions and what their channel says about itself.
    enum Edition: String, Sendable {
        case en, ja, de, ar
        var parameters: String {
            switch self {
            case .en: "hl=en-US&gl=US&ceid=US:en"
            case .ja: "hl=ja&gl=JP&ceid=JP:ja"
            case .de: "hl=de&gl=DE&ceid=DE:de"
            case .ar: "hl=ar&gl=EG&ceid=EG:ar"
            }
        }
        var language: String { self == .en ? "en-US" : rawValue }
        var topTitle: String {
            switch self {
            case .en: "Top stories - Google News"
            case .ja: "トップニュース - Google ニュース"
            case .de: "Schlagzeilen - Google News"
            case .ar: "أهم الأخبار - أخبار Google"
            }
        }
        var description: String {
            switch self {
            case .ja: "Google ニュース"
            case .ar: "أخبار Google"
            case .en, .de: "Google News"
            }
        }

        init(query: QueryParameters) {
            let ceid = query["ceid"] ?? "", hl = query["hl"] ?? ""
            if ceid.hasSuffix(":ja") || (ceid.isEmpty && hl.hasPrefix("ja")) {
                self = .ja
            } else if ceid.hasSuffix(":de") || (ceid.isEmpty && hl.hasPrefix("de")) {
                self = .de
            } else if ceid.hasSuffix(":ar") || (ceid.isEmpty && hl.hasPrefix("ar")) {
                self = .ar
            } else {
                self = .en
            }
        }
    }

    static let topicPrefix = "/rss/headlines/section/topic/"

    let editions: [Edition: [NewsItem]]

    func respond(path: String, query: QueryParameters, host: String, now: Date) -> Response {
        let edition = Edition(query: query)
        let items = editions[edition] ?? []
        switch path {
        case "/rss", "/rss/":
            return feed(
                title: edition.topTitle, link: "https://news.google.com/?\(edition.parameters)",
                items: items, edition: edition, host: host, now: now)
        case _ where path.hasPrefix(Self.topicPrefix):
            let topic = path.dropFirst(Self.topicPrefix.count).lowercased()
            let found = items.filter { $0.topic == topic }
            // Google News answers an unknown section with an error, not an empty feed.
            guard !found.isEmpty else { return .text("Not found", status: 404) }
            return feed(
                title: "\(topic.capitalized) - Latest - Google News",
                link: "https://news.google.com/headlines/section/topic/\(topic.uppercased())?\(edition.parameters)",
                items: found, edition: edition, host: host, now: now)
        case "/rss/search":
            let q = query["q"] ?? ""
            let found = NewsSampleSearch(q).filter(items)
            return feed(
                title: "\"\(q)\" - Google News",
                link: "https://news.google.com/search?q=\(QueryParameters.encodeComponent(q))&\(edition.parameters)",
                items: found, edition: edition, host: host, now: now)
        default:
            guard path.hasPrefix("/rss/articles/") else { return .text("Not found", status: 404) }
            return articlePage(id: String(path.dropFirst("/rss/articles/".count)))
        }
    }

    private func feed(title: String, link: String, items: [NewsItem], edition: Edition, host: String, now: Date) -> Response {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"yes\"?>"
        xml += "<rss version=\"2.0\" xmlns:media=\"http://search.yahoo.com/mrss/\"><channel>"
        xml += "<generator>NFE/5.0</generator><title>\(Markup.escapeXML(title))</title><link>\(Markup.escapeXML(link))</link>"
        xml += "<language>\(edition.language)</language><webMaster>news-webmaster@google.com</webMaster>"
        xml += "<copyright>Sample data served by Kiosk for offline use; not real news.</copyright>"
        xml += "<lastBuildDate>\(RFC822.format(now))</lastBuildDate><description>\(edition.description)</description>"
        for (index, item) in items.enumerated() {
            let id = Self.articleID(item)
            let articleLink = "http://\(host)/rss/articles/\(id)?oc=5"
            let published = Self.published(item, index: index, now: now)
            // The description is HTML carried as text, so its own escaping is escaped again for XML.
            func entry(_ item: NewsItem) -> String {
                let link = "http://\(host)/rss/articles/\(Self.articleID(item))?oc=5"
                return "<a href=\"\(Markup.escapeHTML(link))\" target=\"_blank\">\(Markup.escapeHTML(item.headline))</a>"
                    + "&nbsp;&nbsp;<font color=\"#6f6f6f\">\(Markup.escapeHTML(item.publisher))</font>"
            }
            // Every fourth item is a cluster: itself, then the next two items by other publishers.
            let others = index % 4 == 0 ? items[(index + 1)...].filter { $0.publisher != item.publisher }.prefix(2) : []
            let html =
                others.isEmpty ? entry(item) : "<ol>" + ([item] + others).map { "<li>" + entry($0) + "</li>" }.joined() + "</ol>"
            xml += "<item><title>\(Markup.escapeXML(item.headline + " - " + item.publisher))</title>"
            xml += "<link>\(Markup.escapeXML(articleLink))</link><guid isPermaLink=\"false\">\(id)</guid>"
            xml += "<pubDate>\(RFC822.format(published))</pubDate><description>\(Markup.escapeXML(html))</description>"
            xml += "<source url=\"\(Markup.escapeXML(item.site))\">\(Markup.escapeXML(item.publisher))</source></item>"
        }
        xml += "</channel></rss>"
        return Response(status: 200, headers: ["Content-Type": Self.contentType], body: Array(xml.utf8))
    }

    /// An opaque id in the style of Google's (`CBMi…`), stable for a headline and publisher.
    static func articleID(_ item: NewsItem) -> String {
        let seed = String(Markup.stableHash(item.headline + "\u{1F}" + item.publisher), radix: 36)
        let encoded = Data("sample/\(seed)/\(item.site)".utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(
                of: "=", with: "")
        return "CBMi" + encoded
    }

    /// `now − hoursAgo` (plus a few minutes so times are not all on the hour); date-only items at 07:00:00 GMT.
    static func published(_ item: NewsItem, index: Int, now: Date) -> Date {
        let date = now.addingTimeInterval(-Double(item.hoursAgo) * secondsPerHour - Double(index % 7) * 420)
        guard item.dateOnly else { return date }
        let day = RFC822.calendar.startOfDay(for: date)
        return day.addingTimeInterval(7 * secondsPerHour)
    }
}

/// RFC 822 / RFC 1123 dates in GMT, as RSS 2.0 uses (`Tue, 14 Jul 2026 03:33:16 GMT`).
enum RFC822 {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { let value = value ?? 0; return value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[(parts.weekday ?? 1) - 1]), \(two(parts.day)) \(months[(parts.month ?? 1) - 1]) \(parts.year ?? 1970) "
            + "\(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) GMT"
    }
}
