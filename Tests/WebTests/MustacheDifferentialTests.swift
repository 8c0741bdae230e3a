import Foundation
import HTTPServer
import Locking
import Models
import Testing
import TestSupport
import ViewModels
@testable import Web

/// The compiled templates (Sources/Web/Template*.swift) against swift-mustache 2.1.1, the engine the
/// templates were written for: every page the site renders in these scenarios — every page type, en
/// and ja, each state a page can be in — must come out byte for byte as swift-mustache renders the
/// same Outputs; then each of those value trees is varied (hostile text in every string, each field
/// dropped, each flag flipped, each list emptied or cut to one) and rendered by both again.
@Suite struct MustacheDifferentialTests {
    /// One rendering the site made, with the reference's input for the same Outputs.
    /// `@unchecked`: the tree is built inside the observer and only read after the requests are done.
    struct Rendering: @unchecked Sendable {
        var label: String
        var template: String
        var tree: Any
        var html: [UInt8]
    }

    /// Every rendering made while `body` runs (in its task and the tasks it starts), labelled.
    static func renderings(_ label: String, _ body: () async throws -> Void) async rethrows -> [Rendering] {
        let seen = Mutex<[Rendering]>([])
        try await PageRenderer.$observer.withValue(
            { template, outputs, notice, html in
                let tree = MustacheReference.tree(outputs, sampleDataNotice: notice)
                seen.withLock { $0.append(Rendering(label: label, template: template, tree: tree, html: html)) }
            }, operation: body)
        return seen.withLock { $0 }
    }

    static func expectSameAsReference(_ renderings: [Rendering], sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let reference = try await MustacheReference(directory: Repository.templates)
        for rendering in renderings {
            let difference = firstDifference(rendering.html, reference.render(rendering.template, tree: rendering.tree))
            #expect(
                difference == nil, "\(rendering.label) (\(rendering.template)): \(difference ?? "")",
                sourceLocation: sourceLocation)
        }
    }

    // MARK: - Pages from the sample data

    static let offlineTargets = [
        "/", "/comics", "/comics/1", "/comics/2950", "/comics/1608", "/comics/404", "/comics/99999", "/comics/abc",
        "/news", "/search", "/search?q=Swift", "/search?q=Swfit", "/search?q=lighthouse", "/search?q=%E6%9D%B1%E4%BA%AC",
        "/search?q=Swift&limit=7x", "/search?q=Swift&offset=20&limit=5", "/search?q=zzqqxxnothing",
        "/movies", "/movies?q=the", "/movies?q=crimson", "/movies?q=the&page=2", "/movies?q=the&page=501",
        "/movies?q=zzqqxxnothing", "/movies/1904", "/movies/1025", "/movies/999999", "/movies/abc",
        "/nowhere", "/opensearch.xml",
    ]

    static func offlineRenderings() async throws -> [Rendering] {
        let frozen = TestSite.now
        return try await OfflineSite.with(now: { frozen }) { offline in
            var all: [Rendering] = []
            for target in offlineTargets {
                for lang in ["en", "ja"] {
                    let full = target + (target.contains("?") ? "&" : "?") + "lang=" + lang
                    all += try await renderings(full) { _ = await offline.site.respond(try TestSite.request(full)) }
                }
            }
            all += try await renderings("DELETE /") {
                _ = await offline.site.respond(try TestSite.request("DELETE", "/?lang=ja"))
            }
            all += try await renderings("Accept-Language") {
                _ = await offline.site.respond(try TestSite.request("/comics/1", headers: [("Accept-Language", "ja")]))
            }
            return all
        }
    }

    @Test func offlineSite_everyPageAndLanguage_rendersAsSwiftMustache() async throws {
        let all = try await Self.offlineRenderings()
        let templates = Set(all.map(\.template))
        #expect(
            templates.isSuperset(of: [
                "pages/home", "pages/comic", "pages/news", "pages/search", "pages/movies",
                "pages/movie", "pages/error", "opensearch",
            ]), "covered: \(templates.sorted())")
        try await Self.expectSameAsReference(all)
    }

    // MARK: - States from stub upstreams: problems, stale data, loading, empty and missing parts

    static let failures: [UpstreamError] = [
        .timedOut(seconds: 10), .coolingDown(retryAfter: 30), .httpStatus(503, retryAfter: 5), .httpStatus(500, retryAfter: nil),
        .undecodable("bad"), .cannotConnect(host: "example.org"), .notConfigured("no key"), .notFound, .tooLarge(limit: 1),
    ]

    static func stubRenderings() async throws -> [Rendering] {
        var all: [Rendering] = []
        func page(_ site: Site, _ label: String, _ targets: [String]) async throws {
            for target in targets {
                for lang in ["en", "ja"] {
                    let full = target + (target.contains("?") ? "&" : "?") + "lang=" + lang
                    all += try await renderings("\(label) \(full)") { _ = await site.respond(try TestSite.request(full)) }
                }
            }
        }
        for failure in failures {
            let site = try await TestSite.make(
                wikipedia: SearchFixtures.failing(failure),
                news: StubNewsClient { _, _ throws(UpstreamError) in throw failure },
                comics: StubComicsClient(latest: 1, comics: [:], failure: failure),
                movies: StubMoviesClient(
                    search: { _ throws(UpstreamError) in throw failure }, detail: { _, _ throws(UpstreamError) in throw failure })
            )
            try await page(
                site, "\(failure)", ["/search?q=Swift", "/news", "/comics", "/comics/5", "/movies?q=the", "/movies/550"])
        }
        let stale = UpstreamError.coolingDown(retryAfter: 30)
        let now = TestSite.now.timeIntervalSince1970
        let articles: [Article] = [
            .fixture("Older story", publisher: "Daily Kiosk", published: now - 7200),
            .fixture("No publisher", publisher: nil, published: now - 60),
            .fixture("Undated", publisher: "Weekly", published: nil),
            .fixture("Dated only", publisher: "Weekly", published: now - 86400 * 3, isDateOnly: true),
        ]
        let comic = Comic(
            number: 5, title: "Lamp & <b>", altText: "", imageURL: nil, year: 2024, month: 3, day: 6,
            link: "https://example.org/large", isInteractive: true, transcript: nil, news: "News & notes")
        let staleSite = try await TestSite.make(
            wikipedia: SearchFixtures.client(
                count: 20, totalHits: 100, suggestion: "Swifty", nextOffset: 40, staleBecause: stale),
            news: StubNewsClient { _, _ throws(UpstreamError) in
                Fetched(
                    value: NewsFeed(articles: articles), fetchedAt: TestSite.now.addingTimeInterval(-600), staleBecause: stale)
            },
            comics: StubComicsClient(latest: 6, comics: [5: comic, 6: comic]),
            movies: StubMoviesClient(
                search: { query throws(UpstreamError) in
                    Fetched(
                        value: MovieSearchPage(
                            query: query, page: 1, totalPages: 1, totalResults: 2,
                            results: [
                                .fixture(id: 1, title: "No poster", releaseDate: nil, posterPath: nil, voteCount: 0),
                                .fixture(id: 2, title: "Poster"),
                            ]),
                        fetchedAt: TestSite.now, staleBecause: stale)
                },
                detail: { id, _ throws(UpstreamError) in
                    let detail =
                        id == 1
                        ? MovieDetail.fixture(
                            id: 1, releaseDate: nil, runtime: nil, posterPath: nil, backdropPath: nil,
                            voteCount: 0, castCount: 0, recommendations: [])
                        : MovieDetail.fixture(recommendations: [.fixture(id: 9, title: "Rec", posterPath: nil)])
                    return Fetched(value: detail, fetchedAt: TestSite.now, staleBecause: id == 1 ? nil : stale)
                }),
            isSampleData: true)
        try await page(
            staleSite, "stale",
            [
                "/search?q=Swift&offset=20", "/search?q=Swift&limit=20", "/news", "/comics/5", "/comics",
                "/movies?q=the", "/movies/1", "/movies/550",
            ])
        let emptySite = try await TestSite.make(
            wikipedia: SearchFixtures.client(count: 0, totalHits: 0),
            news: StubNewsClient { _, _ throws(UpstreamError) in
                Fetched(value: NewsFeed(articles: []), fetchedAt: TestSite.now)
            },
            movies: StubMoviesClient(search: { query throws(UpstreamError) in
                Fetched(
                    value: MovieSearchPage(query: query, page: 1, totalPages: 0, totalResults: 0, results: []),
                    fetchedAt: TestSite.now)
            }))
        try await page(emptySite, "empty", ["/search?q=Swift", "/news", "/movies?q=nothing"])

        // The news page that gives up waiting and shows its loading placeholder.
        let release = Latch()
        defer { release.open() }
        let clock = TestClock(TestSite.now)
        let loadingSite = try await TestSite.makeNews(
            news: StubNewsClient { _, _ throws(UpstreamError) in
                await release.wait()
                return Fetched(value: NewsFeed(articles: articles), fetchedAt: TestSite.now)
            }, clock: clock)
        for lang in ["en", "ja"] {
            all += try await renderings("loading \(lang)") {
                let request = try TestSite.request("/news?lang=\(lang)")
                let answering = Task { await loadingSite.respond(request) }
                await clock.waitForSleeps(1)
                clock.advance(by: NewsViewModel.defaultLoadingDeadline)
                _ = await answering.value
            }
        }
        all += try await renderings("500") {
            struct Boom: Error {}
            let request = try TestSite.request("/x?lang=ja")
            _ = staleSite.pages.failure(Boom(), request: request)
        }
        return all
    }

    @Test func stubUpstreams_everyStateAndLanguage_rendersAsSwiftMustache() async throws {
        let all = try await Self.stubRenderings()
        let loading = all.filter { $0.label.hasPrefix("loading") }
        #expect(
            loading.count == 2 && loading.allSatisfy { String(decoding: $0.html, as: UTF8.self).contains("aria-busy") },
            "the loading placeholder was rendered")
        try await Self.expectSameAsReference(all)
    }

    // MARK: - Varied value trees

    /// Text a stranger could put in any field (upstream titles, search boxes). Not here: `& < > " '`
    /// followed by a combining mark, which swift-mustache leaves unescaped (see TemplateRendererTests).
    static let hostile = [
        "<script>alert(1)</script>", "{{title}} {{#x}}{{/x}}", "{{{raw}}}", "\"double\" & 'single'", "&amp; &lt;b&gt; &#39;",
        "東京のニュース — 速報", "emoji 👩‍👩‍👧 🇯🇵 👍🏽", "combining e\u{301} a\u{308} \u{301}leading", "CRLF\r\nLF\nCR\r", "",
        " ", "\ttab", "ends with a newline\n", "\n", "<", "&", "'", "\"", "javascript:alert(1)", "a\u{2028}b\u{85}c",
    ]

    @Test func variedTrees_hostileTextAndMissingParts_renderAsSwiftMustache() async throws {
        let reference = try await MustacheReference(directory: Repository.templates)
        let renderer = try await PageRenderer(directory: Repository.templates)
        var seen = Set<[UInt8]>()
        let distinct = (try await Self.offlineRenderings() + Self.stubRenderings()).filter { seen.insert($0.html).inserted }
        var compared = 0
        for rendering in distinct {
            for variant in TreeVariants.all(of: rendering.tree, hostile: Self.hostile, structuralLimit: 24) {
                let expected = reference.render(rendering.template, tree: variant.tree)
                let actual = renderer.render(rendering.template, reference: variant.tree)
                let difference = firstDifference(actual, expected)
                #expect(difference == nil, "\(rendering.label) (\(rendering.template)), \(variant.label): \(difference ?? "")")
                compared += 1
            }
        }
        #expect(compared > 1000, "only \(compared) variants compared")
    }
}

/// Variants of a reference tree (dictionaries, arrays, scalars), each with what was changed.
enum TreeVariants {
    enum Step: CustomStringConvertible {
        case key(String), index(Int)
        var description: String {
            switch self {
            case .key(let key): key
            case .index(let index): "[\(index)]"
            }
        }
    }

    static func all(of tree: Any, hostile: [String], structuralLimit: Int) -> [(label: String, tree: Any)] {
        var variants: [(label: String, tree: Any)] = []
        for rotation in hostile.indices {
            var counter = rotation
            variants.append(
                (
                    "hostile strings from #\(rotation)",
                    mapStrings(tree) { _ in
                        defer { counter += 1 }
                        return hostile[counter % hostile.count]
                    }
                ))
        }
        var structural: [(label: String, tree: Any)] = []
        for path in paths(tree) where !path.isEmpty {
            let name = path.map(\.description).joined(separator: ".")
            let value = self.value(at: path, in: tree)
            structural.append(("without \(name)", replacing(path, in: tree, with: nil)))
            if let bool = value as? Bool { structural.append(("\(name) flipped", replacing(path, in: tree, with: !bool))) }
            if let list = value as? [Any], !list.isEmpty {
                structural.append(("\(name) emptied", replacing(path, in: tree, with: [Any]())))
                if list.count > 1 { structural.append(("\(name) cut to one", replacing(path, in: tree, with: [list[0]]))) }
            }
            if let string = value as? String, !string.isEmpty {
                structural.append(("\(name) empty", replacing(path, in: tree, with: "")))
            }
        }
        // An even sample when there are many, so long lists do not crowd out the page's other fields.
        let stride = max(1, structural.count / structuralLimit)
        variants += structural.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        return variants
    }

    static func paths(_ tree: Any) -> [[Step]] {
        var result: [[Step]] = [[]]
        if let object = tree as? [String: Any] {
            for key in object.keys.sorted() { result += paths(object[key]!).map { [.key(key)] + $0 } }
        } else if let list = tree as? [Any] {
            for (index, item) in list.enumerated() { result += paths(item).map { [.index(index)] + $0 } }
        }
        return result
    }

    static func value(at path: [Step], in tree: Any) -> Any? {
        guard let step = path.first else { return tree }
        switch (step, tree) {
        case (.key(let key), let object as [String: Any]):
            return object[key].flatMap { value(at: Array(path.dropFirst()), in: $0) }
        case (.index(let index), let list as [Any]): return value(at: Array(path.dropFirst()), in: list[index])
        default: return nil
        }
    }

    /// `tree` with the value at `path` replaced, or removed when `replacement` is nil.
    static func replacing(_ path: [Step], in tree: Any, with replacement: Any?) -> Any {
        guard let step = path.first else { return replacement as Any }
        let rest = Array(path.dropFirst())
        switch (step, tree) {
        case (.key(let key), var object as [String: Any]):
            object[key] = rest.isEmpty ? replacement : object[key].map { replacing(rest, in: $0, with: replacement) }
            return object
        case (.index(let index), var list as [Any]):
            if rest.isEmpty {
                if let replacement { list[index] = replacement } else { list.remove(at: index) }
            } else {
                list[index] = replacing(rest, in: list[index], with: replacement)
            }
            return list
        default:
            return tree
        }
    }

    static func mapStrings(_ tree: Any, _ transform: (String) -> String) -> Any {
        switch tree {
        case let string as String: transform(string)
        case let list as [Any]: list.map { mapStrings($0, transform) }
        case let object as [String: Any]:
            object.keys.sorted().reduce(into: [String: Any]()) { $0[$1] = mapStrings(object[$1]!, transform) }
        default: tree
        }
    }
}
