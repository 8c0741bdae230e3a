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
}

/// `XMLParser` delegate that collects `rss/channel/item` fields.
///
/// Text can arrive in several `foundCharacters` calls (around entities, across buffer boundaries) and
/// as CDATA blocks, so each field is accumulated until its end tag. Used by one `parse()` call on one
/// thread and then read, so it needs no locking and is never shared (not `Sendable`).
final class RSSItemCollector: NSObject, XMLParserDelegate {
    static let fields: Set<String> = ["title", "link", "guid", "pubDate", "source"]

    private(set) var rootElement: String?
    private(set) var items: [RSSItem] = []
    private(set) var parseError: (any Error)?
    private(set) var parseErrorLine: Int?

    private var path: [String] = []
    private var current: RSSItem?
    private var text = ""

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if rootElement == nil { rootElement = elementName }
        if elementName == "item", path.last == "channel" { current = RSSItem() }
        path.append(elementName)
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName: String?) {
        path.removeLast()
        if elementName == "item", let item = current, path.last == "channel" {
            items.append(item)
            current = nil
        } else if current != nil, path.last == "item", Self.fields.contains(elementName) {
            switch elementName {
            case "title": current?.title = text
            case "link": current?.link = text
            case "guid": current?.guid = text
            case "pubDate": current?.pubDate = text
            default: current?.source = text
            }
        }
        text = ""
    }

    /// Keeps the first error and stops there: the feed is rejected anyway, and libxml2 would go on
    /// reporting later errors, for each of which Foundation on Linux leaks a CFString (found by fuzzing
    /// under LeakSanitizer), so a long broken feed would cost memory in proportion to its length.
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard self.parseError == nil else { return }
        self.parseError = parseError
        parseErrorLine = parser.lineNumber
        parser.abortParsing()
    }
}
