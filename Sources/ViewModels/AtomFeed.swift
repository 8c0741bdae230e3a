/// An Atom 1.0 feed (RFC 4287) of one of Kiosk's pages, so a feed reader follows it without any third
/// party seeing the reader. Links are Kiosk's own URLs, made absolute on the site's origin before the
/// feed is written (`absolute(on:)`), or the upstream links the page itself shows; ids are permanent URNs.
public struct AtomFeed: Sendable, Hashable, Encodable {
    public struct Entry: Sendable, Hashable, Encodable {
        /// Stable across refreshes and fetches: built from upstream's own id for the item.
        public var id: String
        public var title: String
        /// Where the entry leads; nil when upstream gave no usable link (the summary stands alone then).
        public var href: String?
        /// RFC 3339 date-time (`2026-11-21T15:30:00Z`).
        public var updated: String
        public var authorName: String?
        public var authorURI: String?
        public var summary: String
    }

    public var id: String
    public var lang: String
    public var title: String
    public var updated: String
    /// The page this feed mirrors, and the feed's own address.
    public var alternateHref: String
    public var selfHref: String
    /// Stands for entries without an author of their own (RFC 4287 §4.1.1 asks for one on each entry).
    public var authorName: String
    public var entries: [Entry]
    public var problem: UpstreamProblem?
    /// True when the request named nothing to follow (an unknown edition, an unusable search).
    public var isRefused: Bool
    /// True when the entries are not there yet (the first fetch outlasted the page's wait): the feed
    /// is answered, but no cache may keep it.
    public var isIncomplete: Bool

    /// The feed with Kiosk's own links (`/comics/410?lang=en`) made absolute on `origin`
    /// (`https://kiosk.example`); upstream links, already absolute, are kept as they are.
    public func absolute(on origin: String) -> AtomFeed {
        func absolute(_ href: String) -> String {
            href.hasPrefix("/") && !href.hasPrefix("//") ? origin + href : href
        }
        var feed = self
        feed.alternateHref = absolute(alternateHref)
        feed.selfHref = absolute(selfHref)
        for index in feed.entries.indices {
            feed.entries[index].href = feed.entries[index].href.map(absolute)
            feed.entries[index].authorURI = feed.entries[index].authorURI.map(absolute)
        }
        return feed
    }

    /// `2026-11-21` (a date-only stamp) becomes midnight UTC; full date-times are kept.
    static func dateTime(_ stamp: String) -> String {
        stamp.utf8.count == 10 ? stamp + "T00:00:00Z" : stamp
    }
}

extension AtomFeed: PageOutputs {
    public var outcome: PageOutcome {
        if isRefused { return .invalidInput }
        return problem.map(PageOutcome.init) ?? .shown
    }
}
