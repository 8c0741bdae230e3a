import Foundation
import Models
import Testing
@testable import Upstream

/// The other outlets Google News lists in a clustered item's description, read as hostile input.
@Suite struct RelatedCoverageTests {
    static func item(_ href: String, _ title: String, _ publisher: String) -> String {
        ##"<li><a href="\##(href)" target="_blank">\##(title)</a>&nbsp;&nbsp;<font color="#6f6f6f">\##(publisher)</font></li>"##
    }

    @Test func links_whenCluster_listOtherOutletsButNotTheItemItself() {
        let html =
            "<ol>" + Self.item("https://news.google.com/rss/articles/own?oc=5", "Own headline", "Own Paper")
            + Self.item("https://news.google.com/rss/articles/b?oc=5", "Fish &amp; chips", "Pier &amp; Post")
            + Self.item("https://news.google.com/rss/articles/c?oc=5", "Second take", "Harbour Radio") + "</ol>"
        let links = RelatedCoverage.links(
            in: html, excludingLink: "https://news.google.com/rss/articles/own?oc=5", headline: "Own headline")
        #expect(
            links == [
                RelatedArticle(
                    title: "Fish & chips", publisher: "Pier & Post", link: "https://news.google.com/rss/articles/b?oc=5"),
                RelatedArticle(
                    title: "Second take", publisher: "Harbour Radio", link: "https://news.google.com/rss/articles/c?oc=5"),
            ])
    }

    @Test(arguments: ["javascript:alert(1)", "java\tscript:alert(1)", "data:text/html,x", "//", ""])
    func links_whenHrefIsNotHTTP_dropThatEntry(href: String) {
        let html = "<ol>" + Self.item(href, "Bad", "X") + Self.item("https://ok.example/a", "Good", "Y") + "</ol>"
        #expect(RelatedCoverage.links(in: html, excludingLink: "", headline: "").map(\.title) == ["Good"], "\(href)")
    }

    @Test func links_whenClusterIsLong_keepAtMostFive() {
        let html = "<ol>" + (1...40).map { Self.item("https://n.example/\($0)", "Story \($0)", "P\($0)") }.joined() + "</ol>"
        let links = RelatedCoverage.links(in: html, excludingLink: "", headline: "")
        #expect(links.map(\.title) == (1...5).map { "Story \($0)" })
    }

    @Test func links_whenSingleItemDescription_areEmpty() {
        let html = ##"<a href="https://n.example/own" target="_blank">Own</a>&nbsp;&nbsp;<font color="#6f6f6f">Paper</font>"##
        #expect(RelatedCoverage.links(in: html, excludingLink: "https://n.example/own", headline: "Own").isEmpty)
    }

    /// Megabytes of unclosed tags and anchors: cut to the source cap first, so the work stays small.
    @Test func links_whenDescriptionIsMegabytesOfMarkup_stayBoundedAndFast() {
        let hostile = String(repeating: "<a href='https://n.example/x'><font>", count: 200_000)
        let started = ContinuousClock.now
        let links = RelatedCoverage.links(in: hostile, excludingLink: "", headline: "")
        #expect(links.count <= RelatedCoverage.maximumLinks)
        #expect(ContinuousClock.now - started < .seconds(2), "a capped description must not take seconds")
    }

    /// The tokenizer's classic traps at the clients' 4 MiB response cap: an unclosed comment, runs
    /// of escaped angle brackets and of tiny tags. The bound is generous (a debug build on a busy
    /// machine) and still far below what quadratic work on 4 MiB would take.
    @Test(arguments: ["<!--", "&lt;", "x<b>"])
    func links_whenDescriptionIsFourMebibytesOfATrap_stayBoundedAndFast(unit: String) {
        let hostile = "<ol>" + String(repeating: unit, count: (4 << 20) / unit.utf8.count)
        let started = ContinuousClock.now
        let links = RelatedCoverage.links(in: hostile, excludingLink: "", headline: "")
        #expect(links.isEmpty, "\(unit): no anchors, no links")
        #expect(ContinuousClock.now - started < .seconds(2), "\(unit) × 4 MiB must not take seconds")
    }

    @Test func decode_whenItemIsClustered_keepsRelatedLinksAndPublisherSite() throws {
        let description =
            ("<ol>" + Self.item("https://n.example/1", "Lamp relit", "Gazette")
            + Self.item("https://n.example/2", "Lamp relit, again", "Weekly") + "</ol>")
            .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                of: ">", with: "&gt;")
        let feed = try NewsFeedDecoder.decode(
            Data(
                """
                <rss version="2.0"><channel><item><title>Lamp relit - Gazette</title><link>https://n.example/1</link>\
                <description>\(description)</description><source url="https://gazette.example">Gazette</source></item></channel></rss>
                """.utf8))
        #expect(feed.articles.first?.publisherSite == "https://gazette.example")
        #expect(
            feed.articles.first?.related == [
                RelatedArticle(title: "Lamp relit, again", publisher: "Weekly", link: "https://n.example/2")
            ])
    }
}
