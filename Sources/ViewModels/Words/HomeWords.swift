import Foundation
import Models

/// Words of one area (see `Catalog`); its fields are filled by every `Catalog+xx.swift`.
public struct HomeWords: Sendable {
    // MARK: Page

    /// The front page's heading.
    public let heading: String
    /// "Saturday 21 November 2026 · New York time": today in the edition's zone, from the instant and the zone.
    /// It names the day and the zone only, never the time: the front page keeps one per day and zone.
    public let dateLine: @Sendable (Date, TimeZone) -> String
    /// "Reload", after a card's notice that its source is late or failing.
    public let reload: String
    /// A card whose source has not answered by the page's deadline, from the source's name.
    public let notReady: @Sendable (String) -> String

    // MARK: Wikipedia card (and its Atom feed)

    /// The Wikipedia card's heading and the feed's title.
    public let wikipediaHeading: String
    /// "Featured content of 21 November 2026, Wikipedia's day (UTC).", from the instant.
    public let feedDateNote: @Sendable (Date) -> String
    /// The card's parts (and the feed entries' title prefixes).
    public let featuredLabel: String
    public let newsLabel: String
    public let onThisDayLabel: String
    public let mostReadLabel: String
    public let pictureLabel: String
    /// The card's links.
    public let searchWikipedia: String
    public let atomFeed: String
    /// This wiki has no featured feed for the day.
    public let noFeed: String
    /// The parts this wiki's feed lacks for the day, from their labels (at least one).
    public let missingParts: @Sendable ([String]) -> String
    /// A most-read page's views.
    public let views: @Sendable (Int) -> String
    /// An event's year; negative years are before the common era.
    public let year: @Sendable (Int) -> String

    // MARK: Other cards

    /// The news card's heading and its link to the news page.
    public let headlinesHeading: String
    public let allHeadlines: String
    /// The comic card's link to the comics.
    public let readComics: String
    /// The film card's heading and its link to the film search.
    public let moviesHeading: String
    public let findMovies: String

    /// `date` with its weekday as the language writes a full date (CLDR's full pattern), in `zone`.
    static func fullDate(_ date: Date, _ zone: TimeZone, localeIdentifier: String) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return date.formatted(
            Date.FormatStyle(
                date: .complete, time: .omitted, locale: Locale(identifier: localeIdentifier), calendar: calendar,
                timeZone: zone))
    }
}

extension HomeWords {
    /// `text` with its first letter upper-cased, for a date line that starts with a weekday
    /// written in lower case (`samedi 21 novembre 2026`).
    static func sentenceCase(_ text: String) -> String {
        guard let first = text.first else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
