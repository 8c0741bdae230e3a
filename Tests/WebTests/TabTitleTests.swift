import Foundation
import Testing
import TestSupport

/// Issue 11 item 6: every tab title has one form, `<page-specific part> · <section> · Kiosk`
/// (`<section> · Kiosk` when the page has nothing of its own; the home page is just `Kiosk`).
@Suite struct TabTitleTests {
    /// Path → the section's name in English and Japanese, and whether the page has a specific part.
    static let pages: [(path: String, en: String, ja: String, specific: Bool)] = [
        ("/", "", "", false),
        ("/search", "Wikipedia search", "ウィキペディア検索", false),
        ("/search?q=lighthouse", "Wikipedia search", "ウィキペディア検索", true),
        ("/news", "News", "ニュース", false),
        ("/comics", "xkcd", "xkcd", true),
        ("/comics/1", "xkcd", "xkcd", true),
        ("/comics/99999", "xkcd", "xkcd", true),
        ("/movies", "Movies", "映画", false),
        ("/movies?q=crimson", "Movies", "映画", true),
        ("/movies?q=crimson&page=2", "Movies", "映画", true),
        ("/movies/1025", "Movies", "映画", true),
        ("/movies/0", "Movies", "映画", true),
        ("/nowhere", "404", "404", true),
    ]

    @Test func everyPage_inBothLanguages_hasATitleOfTheOneForm() async throws {
        try await OfflineSite.with { site in
            for page in Self.pages {
                for lang in ["en", "ja"] {
                    let target = page.path + (page.path.contains("?") ? "&" : "?") + "lang=\(lang)"
                    let html = try await site.get(target).text
                    let title = try #require(html.range(of: "<title>").flatMap { start in
                        html.range(of: "</title>", range: start.upperBound..<html.endIndex).map { String(html[start.upperBound..<$0.lowerBound]) }
                    }, "\(target) has no title")
                    let section = lang == "en" ? page.en : page.ja
                    if section.isEmpty {
                        #expect(title == "Kiosk", "\(target)")
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
