import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Models
import Testing
@testable import Upstream

/// A feed that breaks XML again and again, and the line of its first error.
struct BrokenFeed: CustomTestStringConvertible, Sendable {
    var name: String
    var xml: String
    var firstErrorLine: Int
    var testDescription: String { name }
}

@Suite struct RSSItemCollectorTests {
    static let head = "<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel>\n"

    static let brokenFeeds = [
        BrokenFeed(
            name: "an undeclared entity in every item",
            xml: head + String(repeating: "<item><title>a &bogus; b</title></item>\n", count: 300) + "</channel></rss>\n",
            firstErrorLine: 3),
        BrokenFeed(
            name: "an undeclared entity on every line of one title",
            xml: head + "<item><title>\n" + String(repeating: "&bogus;\n", count: 300) + "</title></item></channel></rss>\n",
            firstErrorLine: 4),
        BrokenFeed(
            name: "a control character on every line of one title",
            xml: head + "<item><title>\n" + String(repeating: "\u{1}\n", count: 300) + "</title></item></channel></rss>\n",
            firstErrorLine: 4),
        BrokenFeed(
            name: "a broken comment on every line before the root element",
            xml: "<?xml version=\"1.0\"?>\n" + String(repeating: "<!-- a -- b -->\n", count: 300) + "<rss version=\"2.0\"/>\n",
            firstErrorLine: 2),
    ]

    /// libxml2 recovers and reports every later error too, and FoundationXML on Linux leaks a CFString
    /// for each report (found by Tests/Fuzz news under LeakSanitizer), so the parse must stop at the
    /// first error instead of costing memory in proportion to the feed's length.
    @Test(arguments: brokenFeeds)
    func parse_whenFeedKeepsBreakingXML_stopsAtTheFirstError(feed: BrokenFeed) {
        let parser = XMLParser(data: Data(feed.xml.utf8))
        let collector = RSSItemCollector()
        parser.delegate = collector
        #expect(!parser.parse())
        #expect(collector.parseErrorLine == feed.firstErrorLine)
        #expect(parser.lineNumber == feed.firstErrorLine, "the parser read on to line \(parser.lineNumber)")
    }

    @Test func decode_whenFeedHasAnErrorInEveryItem_reportsTheFirstError() {
        let reason = undecodableReason { () throws(UpstreamError) in
            try NewsFeedDecoder.decode(Data(Self.brokenFeeds[0].xml.utf8))
        }
        #expect(reason == "malformed RSS at line 3: XML error 26 (undeclared entity)")
    }

    /// Found by Tests/Fuzz news: libxml2 passes the bytes of a name through unchecked and FoundationXML
    /// force-unwraps names as UTF-8, so these bodies trapped the whole server process.
    @Test(arguments: [
        [0x3C, 0xFF, 0xFF, 0xFF, 0x3E] as [UInt8],  // <\xFF\xFF\xFF>, the fuzzer's minimised input
        Array("<rss version=\"2.0\" xmlns:med".utf8) + [0xEA, 0xEA] + Array("=\"urn:x\"><channel/></rss>".utf8),
        Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?><rss><channel><item><ti".utf8) + [0xC3]
            + Array("></item></channel></rss>".utf8),
    ])
    func decode_whenANameIsNotUTF8_throwsUndecodable(body: [UInt8]) {
        let reason = undecodableReason { () throws(UpstreamError) in try NewsFeedDecoder.decode(Data(body)) }
        #expect(reason == "the feed is not valid UTF-8")
    }

    /// Found by Tests/Fuzz news: FoundationXML runs strlen on the null data libxml2 gives for an
    /// instruction without data, so `<?y?>` crashed the whole server process (SIGSEGV).
    @Test(arguments: ["<?y?>", "<rss version=\"2.0\"><channel><?pi ?></channel></rss>", "<?xml version=\"1.0\"?>\n<?a\n?><rss/>"])
    func decode_whenAProcessingInstructionHasNoData_throwsUndecodable(body: String) {
        let reason = undecodableReason { () throws(UpstreamError) in try NewsFeedDecoder.decode(Data(body.utf8)) }
        #expect(reason == "the feed has a processing instruction without data")
    }

    /// Found by Tests/Fuzz news: stopping the parser from inside the error report of an unknown
    /// encoding name made libxml2 2.9 dereference a null pointer (SIGSEGV) on the next chunk.
    @Test func decode_whenDeclarationNamesAnUnknownEncoding_throwsUndecodable() {
        let body = Data("<?xml version=\"1.0\" encoding=\"UTF7\"".utf8) + [0xFF]
        let reason = undecodableReason { () throws(UpstreamError) in try NewsFeedDecoder.decode(body) }
        #expect(reason != nil)
    }
}
