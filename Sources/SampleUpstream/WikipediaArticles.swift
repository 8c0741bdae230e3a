import Foundation
import HTTPServer

/// Wikipedia's article routes over the sample corpus, in Parsoid's real HTML shape (see
/// `ParsoidPage`): `/{lang}/api/rest_v1/page/html/{title}`, MediaWiki core's
/// `/{lang}/w/rest.php/v1/page/{title}/html` and `…/links/language`; redirects answer 302, missing
/// pages 404 with each API's own JSON. Images come from this server (`/upload/…`), standing in for
/// upload.wikimedia.org; formulas are MathML inside the HTML, as Wikipedia sends them.
/// Articles carry a weak `ETag` naming their revision, as Parsoid's do, and the server's final step
/// (`ResponseFinisher`) answers a matching `If-None-Match` with 304 and no body, as Wikipedia does.
struct WikipediaArticles: Sendable {
    /// Redirect pages: title → (target, section).
    static let redirects: [String: [String: (String, String?)]] = [
        "en": [
            "Swift language": ("Swift (programming language)", nil), "Tokio": ("Tokyo", "History"),
            "Alderian Republic": ("Alderia", nil),
        ],
        "ja": ["東京": ("東京都", "歴史"), "スウィフト": ("Swift (プログラミング言語)", nil)],
    ]
    /// The same article in the other sample language (and French, a language Kiosk does not speak).
    static let translations: [(en: String, ja: String)] = [
        ("Swift (programming language)", "Swift (プログラミング言語)"), ("Tokyo", "東京都"), ("Mount Fuji", "富士山"),
        ("Origami", "折り紙"), ("Tea ceremony", "茶道"), ("Honey bee", "ミツバチ"), ("Moon", "月"), ("Lighthouse", "灯台"),
        ("Kingfisher", "カワセミ"), ("Coffee", "コーヒー"), ("Rust (programming language)", "Rust (プログラミング言語)"),
        ("SwiftUI", "SwiftUI"), ("Alderia", "アルデリア"),
    ]

    private let articles: [String: [String: WikiArticle]]
    private let titles: [String: [String]]

    init(articles: [String: [WikiArticle]]) {
        var byTitle = articles.mapValues { Dictionary($0.map { ($0.title, $0) }, uniquingKeysWith: { first, _ in first }) }
        byTitle["en"]?["Alderia"] = ParsoidPage.country(language: "en")
        byTitle["ja"]?["アルデリア"] = ParsoidPage.country(language: "ja")
        self.articles = byTitle
        titles = articles.mapValues { $0.map(\.title) }
    }

    /// The answer for `path` (after `/{lang}`), or nil when it is not an article route.
    func respond(language: String, path: String, host: String) -> Response? {
        let restPrefix = "/api/rest_v1/page/html/", corePrefix = "/w/rest.php/v1/page/"
        if path.hasPrefix(restPrefix) {
            return page(language: language, segment: String(path.dropFirst(restPrefix.count)), core: false, host: host)
        }
        guard path.hasPrefix(corePrefix) else { return nil }
        let rest = path.dropFirst(corePrefix.count)
        if rest.hasSuffix("/html") { return page(language: language, segment: String(rest.dropLast(5)), core: true, host: host) }
        if rest.hasSuffix("/links/language") { return languageLinks(language: language, segment: String(rest.dropLast(15))) }
        return nil
    }

    static func title(fromSegment segment: String) -> String {
        (segment.removingPercentEncoding ?? segment).replacingOccurrences(of: "_", with: " ")
    }

    private func page(language: String, segment: String, core: Bool, host: String) -> Response {
        let title = Self.title(fromSegment: segment)
        if let (target, section) = Self.redirects[language]?[title] {
            let encoded = ParsoidPage.segment(target)
            let location =
                (core ? "/\(language)/w/rest.php/v1/page/\(encoded)/html" : encoded)
                + (section.map { "#" + ParsoidPage.segment($0) } ?? "")
            return Response(
                status: 302, headers: ["Location": location, "Content-Type": "text/html; charset=utf-8"],
                body: Array("Redirect".utf8))
        }
        if language == "en", title == HostileArticle.title { return Self.html(HostileArticle.html(), etag: "hostile") }
        if let html = ParsoidShowcase.html(language: language, title: title, host: host) {
            return Self.html(html, etag: "showcase-\(html.utf8.count)")
        }
        guard let article = articles[language]?[title] else { return Self.missing(title: title, language: language, core: core) }
        let others = (titles[language] ?? []).filter { $0 != title }
        let html = ParsoidPage(article: article, language: language, host: host, seeAlso: Array(others.prefix(3))).html
        return Self.html(html, etag: "\(article.pageid + 1000)/sample")
    }

    private static func html(_ html: String, etag: String) -> Response {
        var response = Response(
            status: 200,
            headers: [
                "Content-Type": "text/html; charset=utf-8; profile=\"https://www.mediawiki.org/wiki/Specs/HTML/2.8.0\"",
                "ETag": "W/\"\(etag)\"",
            ])
        response.body = Array(html.utf8)
        return response
    }

    private static func missing(title: String, language: String, core: Bool) -> Response {
        let body: String
        if core {
            body =
                #"{"messageTranslations":{"en":"The specified page does not exist."},"httpCode":404,"httpReason":"Not Found","errorKey":"rest-nonexistent-title"}"#
        } else {
            body =
                #"{"type":"https://mediawiki.org/wiki/HyperSwitch/errors/not_found","title":"Not found.","method":"get","detail":"Page or revision not found."}"#
        }
        return Response(status: 404, headers: ["Content-Type": "application/problem+json"], body: Array(body.utf8))
    }

    private func languageLinks(language: String, segment: String) -> Response {
        let title = Self.title(fromSegment: segment)
        let isShowcase = ParsoidShowcase.titles[language]?.contains(title) == true
        guard articles[language]?[title] != nil || isShowcase else {
            return Self.missing(title: title, language: language, core: true)
        }
        var links: [[String: String]] = []
        // Alderia is on every sample wiki: each of its pages links the others.
        if ParsoidShowcase.alderia.contains(where: { $0.code == language && $0.title == title }) {
            links = ParsoidShowcase.alderia.filter { $0.code != language }.map {
                ["code": $0.code, "name": $0.name, "key": $0.title.replacingOccurrences(of: " ", with: "_"), "title": $0.title]
            }
        } else if isShowcase {
            links = []
        } else if let pair = Self.translations.first(where: { (language == "en" ? $0.en : $0.ja) == title }) {
            let other = language == "en" ? ("ja", "日本語", pair.ja) : ("en", "English", pair.en)
            links.append([
                "code": other.0, "name": other.1, "key": other.2.replacingOccurrences(of: " ", with: "_"), "title": other.2,
            ])
            links.append([
                "code": "fr", "name": "français", "key": pair.en.replacingOccurrences(of: " ", with: "_"), "title": pair.en,
            ])
        }
        do {
            let body = try JSONSerialization.data(withJSONObject: links, options: [.sortedKeys])
            return Response(status: 200, headers: ["Content-Type": "application/json"], body: Array(body))
        } catch {
            // Strings only, so this cannot happen; if it did, a test would see the 500 and its reason.
            return Response(status: 500, headers: ["Content-Type": "text/plain"], body: Array("language links: \(error)".utf8))
        }
    }
}
