import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Models

/// Reads a Google News RSS 2.0 feed into a `NewsFeed`, keeping upstream's item order
/// (sorting and removing duplicates is the ViewModel's job).
public enum NewsFeedDecoder {
    /// Google stamps date-only items 07:00:00 GMT (midnight Pacific); their time of day means nothing.
    static let dateOnlyUTCTime = (hour: 7, minute: 0, second: 0)

    public static func decode(_ data: Data) throws(UpstreamError) -> NewsFeed {
        // libxml2 hands a name's bytes over unchecked and FoundationXML force-unwraps names as UTF-8,
        // so `<\u{FF}>` would trap the whole process (found by Tests/Fuzz). Google News only sends UTF-8.
        guard String(validating: data, as: UTF8.self) != nil else { throw .undecodable("the feed is not valid UTF-8") }
        // FoundationXML calls strlen on a processing instruction's data, which libxml2 leaves null
        // for `<?name?>`: a segmentation fault (found by Tests/Fuzz). Feeds carry no such thing.
        guard !hasEmptyProcessingInstruction(data) else {
            throw .undecodable("the feed has a processing instruction without data")
        }
        let parser = XMLParser(data: data)
        // No DTDs, no external entities: the feed is untrusted input (XXE).
        parser.shouldResolveExternalEntities = false
        let collector = RSSItemCollector()
        parser.delegate = collector
        // On Linux `parse()` can return true after libxml2 reported an error (it recovers), so the
        // delegate's record of the first error decides, not the return value.
        let finished = parser.parse()
        if !collector.stoppedEarly, let error = collector.parseError ?? parser.parserError {
            throw .undecodable("malformed RSS at line \(collector.parseErrorLine ?? parser.lineNumber): \(reason(error))")
        }
        guard finished || collector.stoppedEarly else {
            throw .undecodable("RSS parsing stopped at line \(parser.lineNumber) without a reason")
        }
        guard collector.rootElement == "rss" else {
            throw .undecodable("expected an RSS document, got <\(collector.rootElement ?? "nothing")>")
        }
        return NewsFeed(articles: collector.items.compactMap(article))
    }

    /// True when `<?name?>` (spaces allowed before `?>`) occurs anywhere; a cheap byte scan, so it
    /// also matches inside comments and CDATA, which a feed from Google News never has it in either.
    static func hasEmptyProcessingInstruction(_ data: Data) -> Bool {
        let bytes = Array(data)
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            var end = index + 2
            while end < bytes.count, !isXMLSpace(bytes[end]), bytes[end] != UInt8(ascii: "?") { end += 1 }
            while end < bytes.count, isXMLSpace(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }

    private static func isXMLSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// libxml2 error codes (which `NSXMLParserErrorDomain` reuses) an operator is likely to meet in a broken feed.
    static let xmlErrorNames: [Int: String] = [
        4: "empty document", 5: "document ends early", 9: "invalid character", 26: "undeclared entity",
        68: "name expected", 73: "'>' expected", 76: "start and end tags do not match", 77: "tag not finished",
    ]

    private static func reason(_ error: any Error) -> String {
        let code = (error as NSError).code
        return "XML error \(code)" + (xmlErrorNames[code].map { " (\($0))" } ?? "")
    }

    /// The article for one item; nil for an item without a title or link, which cannot be shown or followed.
    static func article(_ item: RSSItem) -> Article? {
        guard let rawTitle = nonEmpty(UpstreamText.plain(item.title, .title)),
            let rawLink = nonEmpty(item.link)
        else { return nil }
        // Empty when not an http(s) URL: the headline stays, without a link to follow.
        let link = UpstreamURL.web(rawLink) ?? ""
        let publisher = nonEmpty(UpstreamText.plain(item.source, .name))
        let stamp = nonEmpty(UpstreamText.plain(item.pubDate, .detail)).flatMap(UpstreamDates.rfc822)
        let isDateOnly =
            stamp.map {
                ($0.utcHour, $0.utcMinute, $0.utcSecond) == dateOnlyUTCTime
            } ?? false
        let title = headline(rawTitle, publisher: publisher)
        return Article(
            title: title,
            publisher: publisher,
            link: link,
            published: stamp?.date,
            isDateOnly: isDateOnly,
            id: nonEmpty(UpstreamText.plain(item.guid, .detail)) ?? nonEmpty(link) ?? UpstreamText.plain(rawLink, .detail),
            publisherSite: UpstreamURL.web(item.sourceURL),
            related: RelatedCoverage.links(in: item.description, excludingLink: link, headline: title)
        )
    }

    /// The title without the " - Publisher" suffix, removed only when it is exactly the `<source>` text:
    /// headlines contain " - " themselves, so splitting on the last one would cut them.
    static func headline(_ title: String, publisher: String?) -> String {
        guard let publisher else { return title }
        let suffix = " - " + publisher
        guard title.hasSuffix(suffix), title.count > suffix.count else { return title }
        return String(title.dropLast(suffix.count)).trimmingASCIIWhitespace()
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text = text?.trimmingASCIIWhitespace(), !text.isEmpty else { return nil }
        return text
    }
}
