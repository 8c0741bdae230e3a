import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The text fields of one RSS `<item>`, as written (XML entities already decoded by the parser).
struct RSSItem: Equatable {
    var title: String?
    var link: String?
    var guid: String?
    var pubDate: String?
    var source: String?
    /// The `url` attribute of `<source>`: the publisher's site.
    var sourceURL: String?
    /// Entity-escaped HTML: the item's own link, or a list of other outlets on the same story.
    var description: String?
}

/// `XMLParser` delegate that collects `rss/channel/item` fields.
///
/// Text can arrive in several `foundCharacters` calls (around entities, across buffer boundaries) and
/// as CDATA blocks, so each field is accumulated until its end tag. Used by one `parse()` call on one
/// thread and then read, so it needs no locking and is never shared (not `Sendable`).
final class RSSItemCollector: NSObject, XMLParserDelegate {
    static let fields: Set<String> = ["title", "link", "guid", "pubDate", "source", "description"]
    /// Items collected at most: a Google News feed has about 100, and each further item is work.
    static let maximumItems = 200
    /// Longest text node read. Real feed fields are under a kilobyte; a hostile one of megabytes made of
    /// entities costs the XML parser one callback per entity, so the parse stops there (the item being
    /// read is dropped, those before it are kept).
    static let maximumTextBytes = 64 << 10

    /// True when the collector stopped the parse itself (enough items, or a text node too long):
    /// the items so far are good, and the parser's "aborted" error is not a broken feed.
    private(set) var stoppedEarly = false

    private(set) var rootElement: String?
    private(set) var items: [RSSItem] = []
    private(set) var parseError: (any Error)?
    private(set) var parseErrorLine: Int?

    private var path: [String] = []
    private var current: RSSItem?
    private var text = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        guard stillParsing(parser) else { return }
        if rootElement == nil { rootElement = elementName }
        if elementName == "item", path.last == "channel" { current = RSSItem() }
        if elementName == "source", path.last == "item", current != nil { current?.sourceURL = attributes["url"] }
        path.append(elementName)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard stillParsing(parser) else { return }
        text += string
        if text.utf8.count > Self.maximumTextBytes { stopEarly(parser) }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard stillParsing(parser) else { return }
        text += String(decoding: CDATABlock, as: UTF8.self)
        if text.utf8.count > Self.maximumTextBytes { stopEarly(parser) }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
        qualifiedName: String?
    ) {
        guard stillParsing(parser) else { return }
        path.removeLast()
        if elementName == "item", let item = current, path.last == "channel" {
            items.append(item)
            current = nil
            if items.count >= Self.maximumItems { stopEarly(parser) }
        } else if current != nil, path.last == "item", Self.fields.contains(elementName) {
            switch elementName {
            case "title": current?.title = text
            case "link": current?.link = text
            case "guid": current?.guid = text
            case "pubDate": current?.pubDate = text
            case "description": current?.description = text
            default: current?.source = text
            }
        }
        text = ""
    }

    /// Comments are not content; this callback only gives a prolog full of broken comments a place
    /// to stop (see `stillParsing`).
    func parser(_ parser: XMLParser, foundComment comment: String) {
        _ = stillParsing(parser)
    }

    /// Keeps the first error and stops the parse: the feed is rejected anyway, and libxml2 recovers
    /// and would report every later error, for each of which FoundationXML on Linux leaks a CFString
    /// (found by fuzzing under LeakSanitizer): memory in proportion to the feed's length.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard self.parseError == nil, !stoppedEarly else { return }
        self.parseError = parseError
        parseErrorLine = parser.lineNumber
        // Stopping from an error in the prolog (an unsupported `encoding=` in the declaration) makes
        // libxml2 2.9 crash (found by the same fuzzer), so there the next callback stops it instead.
        if rootElement != nil { parser.abortParsing() }
    }

    private func stopEarly(_ parser: XMLParser) {
        stoppedEarly = true
        current = nil
        parser.abortParsing()
    }

    /// False once an error was reported in the prolog, after stopping the parser (see above).
    private func stillParsing(_ parser: XMLParser) -> Bool {
        guard !stoppedEarly else { return false }
        guard parseError != nil else { return true }
        parser.abortParsing()
        return false
    }
}
