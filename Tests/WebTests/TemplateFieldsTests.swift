import Foundation
import Locking
import Models
import Testing
import TestSupport
import ViewModels
@testable import Web

/// Outputs that write their own tree (`TemplateFields`) must build exactly the tree their
/// `Encodable` conformance builds: the same nodes in the same order and the same string bytes,
/// in every state the news, article, comic, search and home pages can be in, in several languages.
@Suite struct TemplateFieldsTests {
    /// One news page rendered while a test ran: whether its two trees were the same.
    struct Comparison: Sendable {
        var label: String
        var sameNodes: Bool
        var sameBytes: Bool
    }

    /// The pages of `template` rendered while `body` runs, each tree written directly and through `Encodable`.
    static func comparisons(
        _ label: String, template: String = "pages/news", names: FieldNames, _ body: () async throws -> Void
    ) async rethrows -> [Comparison] {
        let seen = Mutex<[Comparison]>([])
        try await PageRenderer.$observer.withValue(
            { rendered, outputs, _, _ in
                guard rendered == template else { return }
                let (direct, encoded) = trees(outputs, names: names)
                let comparison = Comparison(
                    label: label, sameNodes: direct.nodes == encoded.nodes, sameBytes: direct.bytes == encoded.bytes)
                seen.withLock { $0.append(comparison) }
            }, operation: body)
        return seen.withLock { $0 }
    }

    static func trees(_ outputs: some Encodable, names: FieldNames) -> (direct: TemplateTree, encoded: TemplateTree) {
        (TemplateTree(outputs, names: names), TemplateTree(encoding: outputs, names: names))
    }

    static func expect(_ all: [Comparison], count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(all.count == count, sourceLocation: sourceLocation)
        for comparison in all {
            #expect(comparison.sameNodes, "nodes of \(comparison.label)", sourceLocation: sourceLocation)
            #expect(comparison.sameBytes, "bytes of \(comparison.label)", sourceLocation: sourceLocation)
        }
    }

    /// Each page of `pages` (template, target) in en, ja and ar, offline: every tree written directly
    /// must be the one its encoding builds.
    static func expectOffline(_ pages: [(String, String)], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await OfflineSite.with(now: { TestSite.now }) { offline in
            let names = offline.site.pages.renderer.fieldNames
            var all: [Comparison] = []
            for (template, target) in pages {
                for lang in ["en", "ja", "ar"] {
                    let full = target + (target.contains("?") ? "&" : "?") + "lang=" + lang
                    all += try await Self.comparisons(full, template: template, names: names) {
                        _ = await offline.site.respond(try TestSite.request(full))
                    }
                }
            }
            Self.expect(all, count: pages.count * 3, sourceLocation: sourceLocation)
        }
    }

    @Test func newsOutputs_whenOffline_writeTheTreeTheirEncodingBuilds() async throws {
        let targets = [
            "/news", "/news/technology", "/news/search?q=swift", "/news/search", "/news?edition=de-XX",
            "/news/search?q=" + String(repeating: "x", count: 400),
        ]
        try await OfflineSite.with(now: { TestSite.now }) { offline in
            let names = offline.site.pages.renderer.fieldNames
            var all: [Comparison] = []
            for target in targets {
                for lang in ["en", "ja"] {
                    let full = target + (target.contains("?") ? "&" : "?") + "lang=" + lang
                    all += try await Self.comparisons(full, names: names) {
                        _ = await offline.site.respond(try TestSite.request(full))
                    }
                }
            }
            Self.expect(all, count: targets.count * 2)
        }
    }

    @Test func newsOutputs_whenUpstreamFailsOrIsStale_writeTheTreeTheirEncodingBuilds() async throws {
        let now = TestSite.now.timeIntervalSince1970
        let articles: [Article] = [
            .fixture("Older story", publisher: "Daily Kiosk", published: now - 7200),
            .fixture("No publisher", publisher: nil, published: now - 60),
            .fixture("Undated", publisher: "Weekly", published: nil),
        ]
        let failing = try await TestSite.make(news: StubNewsClient { _, _ throws(UpstreamError) in throw .timedOut(seconds: 10) })
        let stale = try await TestSite.make(
            news: StubNewsClient { _, _ throws(UpstreamError) in
                Fetched(
                    value: NewsFeed(articles: articles), fetchedAt: TestSite.now.addingTimeInterval(-600),
                    staleBecause: .coolingDown(retryAfter: 30))
            })
        var all: [Comparison] = []
        for (label, site) in [("failing", failing), ("stale", stale)] {
            for lang in ["en", "ja"] {
                all += try await Self.comparisons("\(label) \(lang)", names: site.pages.renderer.fieldNames) {
                    _ = await site.respond(try TestSite.request("/news?lang=\(lang)"))
                }
            }
        }
        Self.expect(all, count: 4)
    }

    @Test func articleOutputs_whenOffline_writeTheTreeTheirEncodingBuilds() async throws {
        let targets = [
            "/wiki/Alderia?lang=en", "/wiki/%E3%82%A2%E3%83%AB%E3%83%87%E3%83%AA%E3%82%A2?lang=ja",
            "/wiki/Tokyo?redirectedfrom=Tokio&lang=en", "/wiki/Kiosk_hostile_markup?lang=en", "/wiki/No_such_article?lang=en",
            "/wiki/No_such_article?lang=ja", "/wiki/Alderien?lang=de", "/wiki/Flags_of_Alderia?lang=en",
            "/wiki/%D8%A3%D9%84%D8%AF%D9%8A%D8%B1%D9%8A%D8%A7?lang=ar",
        ]
        try await OfflineSite.with(now: { TestSite.now }) { offline in
            let names = offline.site.pages.renderer.fieldNames
            var all: [Comparison] = []
            for target in targets {
                all += try await Self.comparisons(target, template: "pages/article", names: names) {
                    _ = await offline.site.respond(try TestSite.request(target))
                }
            }
            Self.expect(all, count: targets.count)
        }
    }

    /// The comic, search and home pages in the states a reader meets: each page's Outputs must write
    /// the tree their encoding builds, down to absent optionals (a first comic has no previous one,
    /// a search without results has no summary, a card without an image has none).
    @Test func comicSearchAndHomeOutputs_whenOffline_writeTheTreeTheirEncodingBuilds() async throws {
        let pages = [
            ("pages/comic", "/comics"), ("pages/comic", "/comics/1"), ("pages/comic", "/comics/404"),
            ("pages/comic", "/comics/2950"), ("pages/comic", "/comics/99999"),
            ("pages/search", "/search"), ("pages/search", "/search?q=lighthouse"), ("pages/search", "/search?q=&go=1"),
            ("pages/search", "/search?q=zzqqxxnothing"), ("pages/search", "/search?q=lighthouse&offset=20&limit=30"),
            ("pages/search", "/search?q=Alderia&wiki=de"), ("pages/search", "/search?q=" + String(repeating: "x", count: 400)),
            ("pages/home", "/"), ("pages/home", "/?edition=de-DE"),
        ]
        try await Self.expectOffline(pages)
    }

    /// The film pages and the error page in the states a reader meets, as above.
    @Test func movieAndErrorOutputs_whenOffline_writeTheTreeTheirEncodingBuilds() async throws {
        try await Self.expectOffline([
            ("pages/movies", "/movies"), ("pages/movies", "/movies?q=the"), ("pages/movies", "/movies?q=crimson"),
            ("pages/movies", "/movies?q=the&page=2"),
            ("pages/movies", "/movies?q=zzqqxxnothing"), ("pages/movie", "/movies/1904"), ("pages/movie", "/movies/1025"),
            ("pages/movie", "/movies/1025?region=DE"), ("pages/movie", "/movies/999999"), ("pages/error", "/nowhere"),
            ("pages/error", "/movies/nowhere/else"),
        ])
    }

    /// Every page's `Chrome` writes its own fields wherever it is nested (pages whose Outputs still go
    /// through `Encodable`): the header, the language picker and the footer must be what its encoding builds.
    @Test func pagesChrome_whenOffline_writesTheTreeItsEncodingBuilds() async throws {
        let pages = [
            ("pages/home", "/"), ("pages/comic", "/comics/2950"), ("pages/search", "/search?q=lighthouse"),
            ("pages/settings", "/settings?wiki=de"), ("pages/error", "/nowhere"),
        ]
        try await Self.expectOffline(pages)
    }
}
