import Testing
import TestSupport
@testable import Web

/// The offline footer line is the layout's: every page of a sample-data site shows it, in the page's
/// language; a live site and JSON never do.
@Suite struct SampleDataNoticeTests {
    @Test(arguments: ["/?lang=en", "/nowhere?lang=en", "/comics/1?lang=en", "/search?lang=en", "/movies?lang=en"])
    func sampleSite_everyPageSaysSo(target: String) async throws {
        let site = try await TestSite.make(isSampleData: true)
        let page = await site.respond(try TestSite.request(target))
        #expect(
            page.text.contains(
                #"<p class="sample-notice"><strong>Offline mode: everything shown here is sample data.</strong></p>"#),
            "\(target)")
    }

    @Test func sampleSite_saysSoInJapanese_butNotInJSON() async throws {
        let site = try await TestSite.make(isSampleData: true)
        #expect(await site.respond(try TestSite.request("/?lang=ja")).text.contains("オフラインモード: 表示しているのはサンプルデータです。"))
        #expect(!(await site.respond(try TestSite.request("/?lang=en&format=json")).text.contains("sample")))
    }

    @Test func liveSite_saysNothing() async throws {
        let site = try await TestSite.make()
        #expect(!(await site.respond(try TestSite.request("/?lang=en")).text.contains("sample-notice")))
    }
}
