import Foundation
import Models

/// Words of one area (see `Catalog`); its fields are filled by every `Catalog+xx.swift`.
public struct NewsWords: Sendable {
    // MARK: Views and topics

    /// The edition's top stories: the first view and its heading.
    public let topStories: String
    /// Google News's eight topic sections, as the topic links and headings name them.
    public let world: String
    public let nation: String
    public let business: String
    public let technology: String
    public let entertainment: String
    public let sports: String
    public let science: String
    public let health: String
    /// A search's heading, from the query already in the language's quotes: "Search: “swift”".
    public let searchHeading: @Sendable (String) -> String
    /// The topic links' accessible name.
    public let topicsLabel: String

    // MARK: Page

    /// The tab title while the first fetch is slow.
    public let loadingTitle: String
    /// "Edition: Germany (German)": whose headlines these are, from the edition's name.
    public let editionLine: @Sendable (String) -> String
    /// A loaded search that found nothing.
    public let noSearchHeadlines: String
    /// A loaded top-stories or topic feed with nothing in it.
    public let noHeadlines: String
    /// The self-refreshing placeholder's notice.
    public let loadingNotice: String
    /// Beside each headline when its link goes through Google News.
    public let viaGoogle: String
    /// The refresh button.
    public let refreshButton: String
    /// Beside the refresh button, from the interval in seconds: how often Kiosk asks Google News anew.
    public let refreshNote: @Sendable (Int) -> String
    /// Right after the button, from the headlines' age and the seconds until a refresh asks again.
    public let refreshNotice: @Sendable (_ age: Int, _ wait: Int) -> String
    /// The link to the same view on news.google.com.
    public let openGoogleNews: String
    /// Google News as Google names it in the language: the Atom feed's author.
    public let googleNews: String
    /// The link to the page's Atom feed (also the feed's `<link>` title).
    public let atomFeed: String
    /// Two parts of one line, as the Atom feed's summary joins a publisher and "link via Google News".
    public let joined: @Sendable (String, String) -> String

    // MARK: Updated line

    /// Before the time the headlines were fetched: "Updated " / "" (Japanese puts it after).
    public let updatedBefore: String
    /// After that time, from the age already written ("2 minutes ago"): " (2 minutes ago)".
    public let updatedAfter: @Sendable (String) -> String
    /// The headlines' age, one pattern per unit and plural form (`{n}` is the number); news.js reads
    /// the same patterns to keep the line true while the page stays open.
    public let secondsAgo: PluralPattern
    public let minutesAgo: PluralPattern
    public let hoursAgo: PluralPattern
    public let daysAgo: PluralPattern
    /// The time of day the headlines were fetched, in the edition's zone: "06:58", "6:58 م".
    public let clockTime: @Sendable (Date, TimeZone) -> String
    /// "Times are New York time." from the edition's zone (`TimeZone.gmt` when the zone is unknown).
    public let zoneNote: @Sendable (TimeZone) -> String

    // MARK: Edition and search forms

    /// The edition picker's label.
    public let editionLabel: String
    /// The edition picker's button.
    public let showButton: String
    /// The news search box's label.
    public let searchLabel: String
    /// The heading of a search page that shows no search: nothing typed yet, or too long.
    public let searchPageHeading: String
    /// The news search box's button.
    public let searchButton: String
    /// Which Google News operators work.
    public let searchHint: String

    // MARK: Requests the page refuses

    /// From the edition id as written (not yet quoted): it is not one of Google News's editions.
    public let unknownEdition: @Sendable (String) -> String
    /// The heading over the list of editions.
    public let chooseEdition: String
    /// The search page before anything was typed.
    public let emptyQuery: String
    /// From the search's length and the longest Google News takes.
    public let queryTooLong: @Sendable (_ length: Int, _ maximum: Int) -> String
    /// 404 for `/news/{name}`, from the name (not yet quoted) and the topics' URL names.
    public let unknownTopic: @Sendable (String, String) -> String
    /// 400 for a refresh form naming a topic that does not exist, from its name (not yet quoted).
    public let unknownRefreshTopic: @Sendable (String) -> String
    /// 400 for a refresh form that could not be read.
    public let unreadableRefreshForm: String
    /// 400 for a refresh form that names no feed.
    public let refreshNamesNoFeed: String

    // MARK: News link page (`/news/go/{id}`)

    /// The choice page's heading (and tab title) when Kiosk could not open the article directly.
    public let linkHeading: String
    /// What the reader can do instead.
    public let linkChoices: String
    /// The link that continues through Google News.
    public let linkViaGoogle: String
    /// The link back to the headlines.
    public let linkBack: String
    /// Why Kiosk did not resolve the article's address.
    public let linkOff: String
    public let linkBusy: String
    public let linkRateLimited: String
    public let linkUnreachable: String
    public let linkProtocolChanged: String
    public let linkRefused: String
    /// 400 for an article id longer than the longest, from that length.
    public let linkIDTooLong: @Sendable (Int) -> String
    /// 400 for an article id with characters ids never have.
    public let linkIDInvalid: String

    /// A topic's name.
    public func topic(_ topic: NewsTopic) -> String {
        switch topic {
        case .world: world
        case .nation: nation
        case .business: business
        case .technology: technology
        case .entertainment: entertainment
        case .sports: sports
        case .science: science
        case .health: health
        }
    }

    /// "2 minutes ago": seconds under a minute, then minutes, hours, days, written by `formats`.
    public func ago(_ seconds: Int, _ formats: Formats) -> String {
        switch seconds {
        case ..<60: secondsAgo.text(seconds, formats)
        case ..<3600: minutesAgo.text(seconds / 60, formats)
        case ..<86400: hoursAgo.text(seconds / 3600, formats)
        default: daysAgo.text(seconds / 86400, formats)
        }
    }

    /// `06:58`: hours and minutes on the 24-hour clock, two digits each, in `zone`.
    static func twentyFourHour(_ date: Date, _ zone: TimeZone) -> String {
        clockTimes.text(for: ClockTime(instant: date, zone: zone)) {
            date.formatted(
                Date.VerbatimFormatStyle(
                    format: "\(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased)):\(minute: .twoDigits)",
                    timeZone: zone, calendar: Calendar(identifier: .gregorian)))
        }
    }

    /// The clock times written so far: a news page shows when its copy of the feed was fetched, the
    /// same instant on every page until the next fetch, and Foundation took microseconds for each.
    private static let clockTimes = WrittenText<ClockTime>(limit: 1024)

    private struct ClockTime: Hashable, Sendable {
        var instant: Date
        var zone: TimeZone
    }

    /// The last part of a zone's id as a place name: `America/New_York` → `New York`.
    static func city(_ zone: TimeZone) -> String {
        zone.identifier.split(separator: "/").last.map { $0.replacingASCII("_", with: " ") } ?? zone.identifier
    }

    /// The zone's generic name in `language` from CLDR ("Mitteleuropäische Zeit"); the place name
    /// when CLDR has none, "UTC" for the fallback zone.
    static func zoneName(_ zone: TimeZone, _ language: Language) -> String {
        if zone == .gmt { return "UTC" }
        return zoneNames.text(for: ZoneName(zone: zone, language: language)) {
            zone.localizedName(for: .generic, locale: Locale(identifier: language.localeIdentifier)) ?? city(zone)
        }
    }

    /// The zone names looked up in CLDR so far (an edition's zone, on every page of it).
    private static let zoneNames = WrittenText<ZoneName>(limit: 1024)

    private struct ZoneName: Hashable, Sendable {
        var zone: TimeZone
        var language: Language
    }
}

/// One text with a count in each plural form the language has; `{n}` stands for the number. A
/// pattern rather than a closure because the browser (news.js) needs the same forms as the server.
public struct PluralPattern: Sendable, Hashable, Encodable {
    public let zero: String?
    public let one: String?
    public let two: String?
    public let few: String?
    public let many: String?
    public let other: String

    public init(
        zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil, many: String? = nil,
        other: String
    ) {
        self.zero = zero
        self.one = one
        self.two = two
        self.few = few
        self.many = many
        self.other = other
    }

    private static let placeholder = "{n}".utf8

    /// The form for `count`, its number written by `formats`.
    public func text(_ count: Int, _ formats: Formats) -> String {
        let form = formats.plural(count, zero: zero, one: one, two: two, few: few, many: many, other: other)
        // Split at the bytes of "{n}": the standard library's `replacing` goes through its generic
        // collection algorithms and Foundation's `replacingOccurrences` through NSString, each
        // microseconds on every news page.
        let bytes = form.utf8
        var result = ""
        var copied = bytes.startIndex
        var index = copied
        while index != bytes.endIndex {
            guard bytes[index] == UInt8(ascii: "{"), bytes[index...].starts(with: Self.placeholder) else {
                index = bytes.index(after: index)
                continue
            }
            result += form[copied..<index] + formats.number(count)
            index = bytes.index(index, offsetBy: Self.placeholder.count)
            copied = index
        }
        return copied == bytes.startIndex ? form : result + form[copied...]
    }

    /// Every form through `transform` (the pseudo-locale's accents).
    func map(_ transform: (String) -> String) -> PluralPattern {
        PluralPattern(
            zero: zero.map(transform), one: one.map(transform), two: two.map(transform), few: few.map(transform),
            many: many.map(transform), other: transform(other))
    }
}
