import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Models
import Testing
@testable import Upstream

@Suite struct RSSItemCollectorTests {
    /// A feed whose every item (lines 3…302) holds an undeclared entity, a fatal XML error each.
    static let feedWithAnErrorOnEveryLine: Data = {
        let items = String(repeating: "<item><title>a &bogus; b</title><link>https://e.example/</link></item>\n", count: 300)
        return Data(("<?xml version=\"1.0\"?>\n<rss version=\"2.0\"><channel>\n" + items + "</channel></rss>\n").utf8)
    }()

    /// libxml2 recovers and reports every later error too; on Linux Foundation leaks a CFString for
    /// each one it reports (found by Tests/Fuzz news under LeakSanitizer), so a broken feed must
    /// stop the parse at its first error instead of costing memory in proportion to its length.
    @Test func parse_whenFeedHasAnErrorOnEveryLine_stopsAtTheFirstError() {
        let parser = XMLParser(data: Self.feedWithAnErrorOnEveryLine)
        let collector = RSSItemCollector()
        parser.delegate = collector
        let finished = parser.parse()
        #expect(!finished)
        #expect(collector.parseErrorLine == 3)
        #expect(parser.lineNumber == 3, "the parser read on to line \(parser.lineNumber) after the first error")
    }

    @Test func decode_whenFeedHasAnErrorOnEveryLine_reportsTheFirstError() {
        let reason = undecodableReason { () throws(UpstreamError) in
            try NewsFeedDecoder.decode(Self.feedWithAnErrorOnEveryLine, language: .en)
        }
        #expect(reason == "malformed RSS at line 3: XML error 26 (undeclared entity)")
    }
}
