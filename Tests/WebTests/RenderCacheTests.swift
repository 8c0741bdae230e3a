import Testing
@testable import Web

/// The render cache renders the same (template, format, Outputs) once, and anything that differs anew.
@Suite struct RenderCacheTests {
    struct Outputs: Hashable, Sendable {
        var title: String
        var count: Int
    }

    @Test func entry_whenSameOutputsAgain_rendersOnce() {
        let cache = RenderCache()
        var renders = 0
        let render = { () -> [UInt8] in
            renders += 1; return Array("page \(renders)".utf8)
        }
        let first = cache.entry(template: "pages/a", json: false, outputs: Outputs(title: "東京", count: 1), render: render)
        let again = cache.entry(template: "pages/a", json: false, outputs: Outputs(title: "東京", count: 1), render: render)
        #expect(renders == 1)
        #expect(first === again)
    }

    @Test func entry_whenOutputsTemplateOrFormatDiffer_rendersEach() {
        let cache = RenderCache()
        var renders = 0
        let render = { () -> [UInt8] in
            renders += 1; return Array("page \(renders)".utf8)
        }
        let outputs = Outputs(title: "東京", count: 1)
        _ = cache.entry(template: "pages/a", json: false, outputs: outputs, render: render)
        _ = cache.entry(template: "pages/a", json: false, outputs: Outputs(title: "東京", count: 2), render: render)
        _ = cache.entry(template: "pages/a", json: false, outputs: Outputs(title: "京都", count: 1), render: render)
        _ = cache.entry(template: "pages/b", json: false, outputs: outputs, render: render)
        _ = cache.entry(template: "pages/a", json: true, outputs: outputs, render: render)
        #expect(renders == 5)
        #expect(cache.count == 5)
    }

    @Test func key_whenCanonicallyEquivalentStrings_isTheSameKey() {
        // Swift's String equality (and so the Outputs') is canonical: "é" composed or not is one page.
        let composed = RenderCache.Key(template: "t", json: false, outputs: Outputs(title: "caf\u{E9}", count: 1))
        let decomposed = RenderCache.Key(template: "t", json: false, outputs: Outputs(title: "cafe\u{301}", count: 1))
        #expect(composed == decomposed)
        #expect(composed.hashValue == decomposed.hashValue)
    }
}
