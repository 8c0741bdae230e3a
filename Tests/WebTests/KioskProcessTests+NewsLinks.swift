import Foundation
import Testing
import TestSupport

/// `--resolve-news-links` as an operator sees it: the choice page, `/readyz` and `/metrics` of a
/// running `kiosk serve --offline`, whose sample upstream speaks Google's two steps.
extension KioskProcessTests {
    @Test func newsLinks_whenGooglesAnswerCannotBeRead_readyzNamesTheProtocol_andMetricsCountTheFallback() async throws {
        let (process, _, log) = try start()
        defer {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
        }
        let kiosk = try #require(
            Self.port(after: "listening on http://127.0.0.1:", in: log.components(separatedBy: "offline:").last ?? ""))
        #expect(try Self.get("/readyz", port: kiosk).text.hasPrefix("ready\n"))
        let choice = try Self.get("/news/go/CBMiFaultFraming?lang=en", port: kiosk)
        #expect(choice.status == 200)
        #expect(choice.text.contains("changed how its article links work"))
        let ready = try Self.get("/readyz", port: kiosk)
        #expect(ready.status == 200)
        #expect(ready.text.hasPrefix("ready, degraded: news-links\n"), "\(ready.text)")
        #expect(ready.text.contains("news-links: every article link asked about in the last 10 minutes failed"))
        var metrics = ""
        let counted = try await Poll.until {
            metrics = try Self.get("/metrics", port: kiosk).text
            return metrics.contains(#"kiosk_news_links_total{outcome="fell_back",reason="protocol"} 1"#)
        }
        #expect(counted, "\(metrics)")
        #expect(metrics.contains(#"kiosk_news_links_total{outcome="resolved"} 0"#))
    }

    @Test func newsLinks_whenOff_headlinesLinkToGoogle_andGoOffersTheChoice() async throws {
        let (process, _, log) = try start(["--resolve-news-links", "off"])
        defer {
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
        }
        let kiosk = try #require(
            Self.port(after: "listening on http://127.0.0.1:", in: log.components(separatedBy: "offline:").last ?? ""))
        var page = ""
        let loaded = try await Poll.until {
            page = try Self.get("/news?lang=en", port: kiosk).text
            return page.contains("headline__via")
        }
        #expect(loaded, "\(page.prefix(2000))")
        #expect(page.contains("/rss/articles/CBMi") && !page.contains("/news/go/"))
        #expect(try Self.get("/news/go/CBMiAnything?lang=en", port: kiosk).text.contains("set not to look up"))
    }
}
