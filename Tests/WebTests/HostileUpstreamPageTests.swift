import Foundation
import HTTPServer
import Models
import Testing
import TestSupport
import Upstream
import Web

/// Pages built from hostile upstream bodies: what the decoders let through is what a reader
/// gets, so these go from body bytes through the real decoder to the rendered page.
@Suite struct HostileUpstreamPageTests {
    private func comicPage(_ fields: [String: Any]) async throws -> String {
        var json: [String: Any] = [
            "num": 7, "title": "Lamp", "alt": "a", "img": "https://imgs.xkcd.com/comics/lamp.png",
            "year": "2024", "month": "3", "day": "6",
        ]
        json.merge(fields) { $1 }
        let comic = try ComicDecoder.decode(JSONSerialization.data(withJSONObject: json))
        let site = try await TestSite.make(comics: StubComicsClient(latest: 7, comics: [7: comic]))
        let response = await site.respond(try TestSite.request("/comics/7?lang=en"))
        #expect(response.status == 200)
        return response.text
    }

    @Test(arguments: [
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "data:text/html,x",
        "vbscript:msgbox(1)", " javascript:alert(1)",
    ])
    func comicPage_whenLinkIsAScriptURL_hasNoLinkToIt(link: String) async throws {
        let page = try await comicPage(["link": link])
        let lower = page.lowercased()
        #expect(
            !lower.contains("javascript:") && !lower.contains("vbscript:") && !lower.contains("data:text"),
            "\(link.debugDescription)")
        #expect(!page.contains("Related link"), "the related link is dropped, not rendered")
    }

    @Test func comicPage_whenFieldsCarryControlCharacters_hasNoneInTheHTML() async throws {
        let page = try await comicPage(["title": "La\u{0}mp\u{7}", "alt": "a\u{1B}[2Jb&#27;", "news": "n\u{8}"])
        let controls = page.unicodeScalars.filter {
            $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" || $0.value == 0x7F
        }
        #expect(controls.isEmpty, "control characters in the page: \(controls.map(\.value))")
        #expect(page.contains("Lamp"))
    }

    /// A 3.5 MiB title shown three times once made an 11 MB page; no field may make a page that big.
    @Test func comicPage_whenTitleAndAltAreMegabytes_staysSmall() async throws {
        let page = try await comicPage([
            "title": String(repeating: "T", count: 3_500_000),
            "alt": String(repeating: "A", count: 3_500_000),
        ])
        #expect(page.utf8.count < 64 << 10, "page is \(page.utf8.count) bytes")
        #expect(page.contains("…"))
    }
}
