import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A strict reading of an Atom 1.0 document (RFC 4287): well-formed XML (libxml2 through XMLParser,
/// which stops at the first error), then the structure §4.1 requires. Returns what is wrong, or nothing.
enum AtomStructure {
    final class Element {
        let name: String
        let namespace: String?
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, namespace: String?, attributes: [String: String]) {
            self.name = name
            self.namespace = namespace
            self.attributes = attributes
        }
        func all(_ name: String) -> [Element] { children.filter { $0.name == name } }
    }

    private final class Builder: NSObject, XMLParserDelegate {
        var stack: [Element] = []
        var root: Element?
        var error: String?
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            let element = Element(name: name, namespace: namespaceURI, attributes: attributes)
            stack.last?.children.append(element)
            if root == nil { root = element }
            stack.append(element)
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            if error == nil { error = "XML error at line \(parser.lineNumber): \(parseError)" }
        }
    }

    static let atom = "http://www.w3.org/2005/Atom"
    /// RFC 3339 date-time, as §3.3 requires.
    static func isDateTime(_ text: String) -> Bool {
        text.wholeMatch(of: #/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})/#) != nil
    }

    static func problems(_ body: [UInt8]) -> [String] {
        guard body.starts(with: Array("<?xml".utf8)) else { return ["the XML declaration is not the first bytes"] }
        let parser = XMLParser(data: Data(body))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let builder = Builder()
        parser.delegate = builder
        let parsed = parser.parse()
        if let error = builder.error ?? parser.parserError.map({ "\($0)" }) { return [error] }
        guard parsed, let feed = builder.root else { return ["not parsed"] }
        var problems: [String] = []
        if feed.name != "feed" || feed.namespace != atom {
            problems.append("root is <\(feed.name)> in \(feed.namespace ?? "no namespace")")
        }
        problems += required(feed, "feed")
        if !feed.all("link").contains(where: { $0.attributes["rel"] == "self" }) { problems.append("feed: no rel=self link") }
        let feedHasAuthor = !feed.all("author").isEmpty
        var ids = Set<String>()
        for (index, entry) in feed.all("entry").enumerated() {
            problems += required(entry, "entry \(index)")
            if !feedHasAuthor && entry.all("author").isEmpty { problems.append("entry \(index): no author") }
            if entry.all("link").isEmpty && entry.all("content").isEmpty {
                problems.append("entry \(index): neither link nor content")
            }
            let id = entry.all("id").first?.text ?? ""
            if !ids.insert(id).inserted { problems.append("entry \(index): duplicate id \(id)") }
        }
        return problems
    }

    /// §4.1.1/§4.1.2: exactly one id (an absolute IRI), title and updated (RFC 3339); links have an href.
    private static func required(_ element: Element, _ what: String) -> [String] {
        var problems: [String] = []
        for name in ["id", "title", "updated"] where element.all(name).count != 1 {
            problems.append("\(what): \(element.all(name).count) <\(name)>")
        }
        if let id = element.all("id").first?.text, !id.contains(":") || id.contains(" ") {
            problems.append("\(what): id \(id) is not an absolute IRI")
        }
        if let updated = element.all("updated").first?.text, !isDateTime(updated) {
            problems.append("\(what): updated \(updated) is not RFC 3339")
        }
        for link in element.all("link") where (link.attributes["href"] ?? "").isEmpty {
            problems.append("\(what): link without href")
        }
        for author in element.all("author") where author.all("name").count != 1 {
            problems.append("\(what): author without one name")
        }
        return problems
    }
}
