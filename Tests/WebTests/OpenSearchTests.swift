import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HTTPServer
import Models
import Testing
import TestSupport
import Web

/// Kiosk as a browser search engine: the OpenSearch description per language,
/// the `<link rel="search">` on every page, and the suggestions URL in the format browsers read.
@Suite struct OpenSearchTests {
    static var suggesting: StubWikipediaClient {
        StubWikipediaClient(
            { _ throws(UpstreamError) in throw .notConfigured("no searches here") },
            suggest: { text, language throws(UpstreamError) in
                Fetched(value: language == .ja ? ["東京都", "東京駅"] : ["Swift", "Swiss franc \"CHF\""], fetchedAt: TestSite.now)
            })
    }

    func get(
        _ target: String, wikipedia: StubWikipediaClient = suggesting,
        headers: [(String, String)] = [("Host", "kiosk.example:8080")]
    ) async throws -> Response {
        let site = try await TestSite.make(wikipedia: wikipedia)
        return await site.respond(try TestSite.request("GET", target, headers: headers))
    }

    @Test(arguments: [
        ("en", "Kiosk Wikipedia", "Wikipedia search through Kiosk, in English"),
        ("ja", "Kiosk ウィキペディア", "Kiosk 経由のウィキペディア検索（日本語）"),
    ])
    func description_perLanguage_namesTheSearchAndSuggestionsURLs(
        lang: String, shortName: String, description: String
    ) async throws {
        let response = try await get("/opensearch.xml?lang=\(lang)")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/opensearchdescription+xml")
        #expect(response.headers["Cache-Control"] == "public, max-age=86400")
        let xml = response.text
        #expect(xml.hasPrefix(#"<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/""#), "lang \(lang)")
        #expect(xml.contains("<ShortName>\(shortName)</ShortName>"))
        #expect(shortName.count <= 16, "OpenSearch 1.1: ShortName has at most 16 characters")
        #expect(xml.contains("<Description>\(description)</Description>"))
        #expect(xml.contains("<InputEncoding>UTF-8</InputEncoding>"))
        #expect(
            xml.contains(
                #"<Url type="text/html" method="get" template="http://kiosk.example:8080/search?lang=\#(lang)&amp;q={searchTerms}"/>"#
            ))
        #expect(
            xml.contains(
                #"<Url type="application/x-suggestions+json" method="get" template="http://kiosk.example:8080/search/suggestions?lang=\#(lang)&amp;q={searchTerms}"/>"#
            ))
        #expect(xml.contains(#"<Image type="image/svg+xml">http://kiosk.example:8080/favicon.svg</Image>"#))
        // Well-formed XML, whatever the language.
        let parser = XMLParser(data: Data(response.body))
        #expect(parser.parse(), "lang \(lang): \(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    @Test func description_behindTLSProxy_usesHTTPS() async throws {
        let xml = try await get("/opensearch.xml?lang=en", headers: [("Host", "kiosk.example"), ("X-Forwarded-Proto", "https")])
            .text
        #expect(xml.contains(#"template="https://kiosk.example/search?lang=en&amp;q={searchTerms}""#))
    }

    @Test(arguments: ["kiosk.example\">", "a b", ""])
    func description_whenHostIsNotAHostName_is400(host: String) async throws {
        let response = try await get("/opensearch.xml?lang=en", headers: [("Host", host)])
        #expect(response.status == 400, "Host \(host)")
    }

    @Test(arguments: [
        "/?lang=en", "/search?q=Swift&lang=ja", "/news?lang=en", "/comics/1?lang=ja", "/movies?lang=en", "/no/such?lang=ja",
    ])
    func everyPage_linksTheDescriptionOfItsLanguage(target: String) async throws {
        let lang = target.hasSuffix("ja") ? "ja" : "en"
        let title = lang == "ja" ? "Kiosk ウィキペディア" : "Kiosk Wikipedia"
        let html = try await get(target).text
        #expect(
            html.contains(
                #"<link rel="search" type="application/opensearchdescription+xml" title="\#(title)" href="/opensearch.xml?lang=\#(lang)">"#
            ), "\(target)")
    }

    @Test(arguments: [("en", #"["Swi",["Swift","Swiss franc \"CHF\""]]"#), ("ja", #"["東",["東京都","東京駅"]]"#)])
    func suggestions_answerTheOpenSearchSuggestionsArray(lang: String, body: String) async throws {
        let query = lang == "ja" ? "%E6%9D%B1" : "Swi"
        let response = try await get("/search/suggestions?q=\(query)&lang=\(lang)")
        #expect(response.status == 200)
        #expect(response.headers["Content-Type"] == "application/x-suggestions+json")
        #expect(response.headers["Cache-Control"] == "public, max-age=300")
        #expect(response.text == body)
    }

    @Test(arguments: ["", "%20%20", String(repeating: "a", count: 301)])
    func suggestions_whenBlankOrTooLong_areEmptyWithoutAsking(query: String) async throws {
        let wikipedia = Self.suggesting
        let response = try await get("/search/suggestions?q=\(query)&lang=en", wikipedia: wikipedia)
        #expect(response.status == 200)
        #expect(response.text.hasSuffix(",[]]"), "q \(query.prefix(10))")
        #expect(wikipedia.suggestionsRequested.all.isEmpty)
    }

    @Test func suggestions_whenWikipediaIsCoolingDown_are503WithRetryAfterAndNoTitles() async throws {
        let cooling = StubWikipediaClient(
            { _ throws(UpstreamError) in throw .coolingDown(retryAfter: 30) },
            suggest: { _, _ throws(UpstreamError) in throw .coolingDown(retryAfter: 30) })
        let response = try await get("/search/suggestions?q=Swi&lang=en", wikipedia: cooling)
        #expect(response.status == 503)
        #expect(response.headers["Retry-After"] == "30")
        #expect(response.headers["Cache-Control"] == "no-store")
        #expect(response.text == #"["Swi",[]]"#)
    }
}
