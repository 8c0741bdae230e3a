import Foundation
import HTTPServer
import Testing
import TestSupport
@testable import Web

@Suite("Home, errors and site-wide headers")
struct HomePageTests {
    @Test func home_whenEnglish_rendersFourSectionsWithLayoutLandmarks() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("/?lang=en"))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/html; charset=utf-8")
        let html = response.text
        #expect(html.contains("<html lang=\"en\" dir=\"ltr\">"))
        #expect(html.contains("href=\"#main\""))
        #expect(html.contains("<main id=\"main\""))
        #expect(html.contains("<nav class=\"site-nav\""))
        #expect(html.contains("<footer"))
        for section in ["/search?lang=en", "/news?lang=en", "/comics?lang=en", "/movies?lang=en"] {
            #expect(html.contains("href=\"\(section)\""), "missing link \(section)")
        }
    }

    @Test func home_whenAcceptLanguagePrefersJapanese_rendersJapaneseAndVariesOnIt() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(
            try TestSite.request("/", headers: [("Accept-Language", "nl;q=0.9, ja;q=0.8, en;q=0.5")]))
        #expect(response.text.contains("<html lang=\"ja\" dir=\"ltr\">"))
        #expect(response.headers["Vary"]?.contains("Accept-Language") == true)
    }

    @Test(arguments: ["/", "/nope", "/?lang=xx"])
    func everyHTMLResponse_carriesSecurityHeaders(target: String) async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request(target))
        let csp = try #require(response.headers["Content-Security-Policy"], "for \(target)")
        #expect(csp.contains("default-src 'self'"))
        #expect(csp.contains("frame-ancestors 'none'"))
        #expect(response.headers["X-Content-Type-Options"] == "nosniff")
        #expect(response.headers["Referrer-Policy"] == "no-referrer")
        #expect(response.headers["ETag"] != nil, "every HTML response has an ETag, \(target) too")
    }

    @Test func home_whenIfNoneMatchMatches_answers304WithoutBody() async throws {
        let site = try await TestSite.make()
        let first = await site.respond(try TestSite.request("/?lang=en"))
        let etag = try #require(first.headers["ETag"])
        let second = await site.answer(try TestSite.request("/?lang=en", headers: [("If-None-Match", etag)]))
        #expect(second.status == 304)
        #expect(second.body.isEmpty)
        #expect(second.headers["ETag"] == etag)
    }

    @Test func unknownPath_answers404Page() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("/no/such/page?lang=ja"))
        #expect(response.status == 404)
        #expect(response.text.contains("見つかりません"))
        #expect(response.text.contains("<nav class=\"site-nav\""))
        #expect(response.headers["Cache-Control"] == "no-store")
    }

    @Test func wrongMethod_answers405PageWithAllow() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("DELETE", "/"))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, HEAD")
        #expect(response.text.contains("Method not allowed"))
    }

    @Test func badLanguage_answers400PageSayingWhy() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("/?lang=nl"))
        #expect(response.status == 400)
        #expect(response.text.contains("lang must be one of en, ja, de, fr, es, pt-BR, it, zh-Hans, zh-Hant, ko, ar"))
    }

    @Test func jsonTwin_byQueryOrAccept_returnsOutputs() async throws {
        let site = try await TestSite.make()
        for request in [
            try TestSite.request("/?format=json&lang=en"),
            try TestSite.request("/?lang=en", headers: [("Accept", "application/json")]),
        ] {
            let response = await site.respond(request)
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
            let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            for card in ["wikipedia", "headlines", "comic", "movies"] {
                #expect(object?[card] is [String: Any], "the JSON twin has the \(card) card")
            }
        }
    }

    @Test func healthz_answersOkUncached() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("/healthz"))
        #expect(response.status == 200)
        #expect(response.text == "ok\n")
        #expect(response.headers["Cache-Control"] == "no-store")
    }

    @Test func staticFile_isServedWithValidators() async throws {
        let site = try await TestSite.make()
        let response = await site.answer(try TestSite.request("/css/site.css", headers: [("Accept-Encoding", "gzip")]))
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "text/css; charset=utf-8")
        #expect(response.headers["Content-Encoding"] == "gzip")
        #expect(response.headers["ETag"] != nil)
        #expect(response.headers["Last-Modified"] != nil)
    }

    @Test(arguments: ["/../Package.swift", "/%2e%2e/Package.swift", "/css/..%2f..%2fPackage.swift", "/.git/config"])
    func traversal_neverServesOutsidePublic(target: String) async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request(target))
        #expect(response.status == 404, "for \(target)")
        #expect(!response.text.contains("PackageDescription"))
    }

    @Test func serverError_pageCarriesIncidentID() async throws {
        struct Boom: Error {}
        let site = try await TestSite.make()
        let pages = site.pages
        let request = try TestSite.request("/x?lang=en")
        let response = pages.failure(Boom(), request: request)
        #expect(response.status == 500)
        #expect(response.text.contains("Reference: "))
        #expect(!response.text.contains("Boom"))
    }

    @Test func templates_whenOneFailsToParse_startUpNamesFileAndLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("pages"), withIntermediateDirectories: true)
        try "{{! layout }}\n{{$body}}{{/body}}\n".write(
            to: folder.appendingPathComponent("layout.mustache"), atomically: true, encoding: .utf8)
        try "ok\n".write(to: folder.appendingPathComponent("pages/error.mustache"), atomically: true, encoding: .utf8)
        try "line one\nline two {{#open}}\n".write(
            to: folder.appendingPathComponent("pages/broken.mustache"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try await PageRenderer(directory: folder.path)
            Issue.record("a broken template must stop start-up")
        } catch let error as PageRenderer.LoadError {
            #expect(error.file.hasSuffix("pages/broken.mustache"))
            #expect(error.line >= 2)
        }
    }
}

/// GET /settings through the whole site: defaults from the browser, 400 for an unknown edition.
struct SettingsPageTests {
    @Test func settings_withoutSettings_defaultsFromAcceptLanguageAndVariesOnIt() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("/settings", headers: [("Accept-Language", "de-AT, en;q=0.5")]))
        #expect(response.status == 200)
        #expect(response.headers["Vary"]?.contains("Accept-Language") == true)
        let html = response.text
        #expect(html.contains("<html lang=\"de\" dir=\"ltr\">"))
        #expect(html.contains("<option value=\"de-AT\" selected>Österreich (Deutsch)</option>"))
        #expect(html.contains("<a href=\"/news?lang=de&amp;edition=de-AT\">Nachrichten</a>"))
    }

    @Test func settings_inArabic_isRightToLeftWithURLsLeftToRight() async throws {
        let site = try await TestSite.make()
        let html = await site.respond(try TestSite.request("/settings?lang=ar&wiki=fr&edition=fr-CA&region=CA")).text
        #expect(html.contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(html.contains("<code dir=\"ltr\">/search?lang=ar&amp;wiki=fr</code>"))
    }

    @Test func settings_whenEditionUnknown_is400WithTheListToPickFrom() async throws {
        let site = try await TestSite.make()
        let response = await site.respond(try TestSite.request("/settings?lang=en&edition=xx-YY"))
        #expect(response.status == 400)
        #expect(response.text.contains("“xx-YY” is not a news edition."))
        #expect(response.text.contains("<select id=\"setting-edition\""))
    }
}
