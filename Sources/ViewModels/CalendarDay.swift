import Foundation
import Models

/// A day as an upstream gives it (xkcd's year, month and day; TMDB's `2010-07-15`), without a time
/// or a zone, written in the reader's language by `Formats.date`: taken as that day in UTC and
/// formatted in UTC, so no zone moves it to the day before or after.
enum CalendarDay {
    /// `July 15, 2010` / `15. Juli 2010` / `2010年7月15日`; nil for a day that does not exist (2010-02-31).
    static func text(year: Int, month: Int, day: Int, language: Language) -> String? {
        let components = DateComponents(calendar: utc, timeZone: .gmt, year: year, month: month, day: day)
        guard components.isValidDate, let date = components.date else { return nil }
        return language.words.formats.date(date, timeZone: .gmt)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
