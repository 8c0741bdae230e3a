import Foundation
import Testing
import TestSupport

/// Every tab title has one form, `<page-specific part> · <section> · Kiosk`
/// (an error page outside the sections: `<what went wrong> (<status>) · Kiosk`; the home page: `Kiosk`).
@Suite struct TabTitleTests {
    /// Path → the section's name in English and Japanese ("" for the home page and pages outside the
    /// sections), and whether the page has a specific part (every section page has one).
    static let pages: [(path: String, en: String, ja: String, specific: Bool)] = [
        ("/", "", "", false),
        ("/search", "Wikipedia search", "ウィキペディア検索", true),
        ("/search?q=lighthouse", "Wikipedia search", "ウィキペディア検索", true),
        ("/news", "News", "ニュース", true),
        ("/comics", "xkcd", "xkcd", true),
        ("/comics/1", "xkcd", "xkcd", true),
        ("/comics/99999", "xkcd", "xkcd", true),
        ("/movies", "Movies", "映画", true),
        ("/movies?q=crimson", "Movies", "映画", true),
        ("/movies?q=crimson&page=2", "Movies", "映画", true),
        ("/movies/1025", "Movies", "映画", true),
        ("/movies/0", "Movies", "映画", true),
        ("/nowhere", "", "", true),
    ]

    @Test func everyPage_inBothLanguages_hasATitleOfTheOneForm() async throws {
        try await OfflineSite.with { site in
            for page in Self.pages {
                for lang in ["en", "ja"] {
                    let target = page.path + (page.path.contains("?") ? "&" : "?") + "lang=\(lang)"
                    let html = try await site.get(target).text
                    let title = try #require(
                        html.range(of: "<title>").flatMap { start in
                            html.range(of: "</title>", range: start.upperBound..<html.endIndex).map {
                                String(html[start.upperBound..<$0.lowerBound])
                            }
                        }, "\(target) has no title")
                    let section = lang == "en" ? page.en : page.ja
                    if page.path == "/" {
                        #expect(title == "Kiosk", "\(target)")
                        continue
                    }
                    if section.isEmpty {  // an error page outside the sections: "<what> (404) · Kiosk"
                        #expect(
                            title.hasSuffix(" (404) · Kiosk") && title.components(separatedBy: " · ").count == 2,
                            "\(target): \(title)")
                        continue
                    }
                    let parts = title.components(separatedBy: " · ")
                    #expect(parts.last == "Kiosk", "\(target): \(title)")
                    #expect(parts.dropLast().last == section, "\(target): \(title)")
                    #expect(parts.count == (page.specific ? 3 : 2), "\(target): \(title)")
                    #expect(parts.allSatisfy { !$0.isEmpty && !$0.contains("–") }, "\(target): \(title)")
                }
            }
        }
    }
}
