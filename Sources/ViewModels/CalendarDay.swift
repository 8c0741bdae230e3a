import Foundation
import Models

/// A day as an upstream gives it (xkcd's year, month and day; TMDB's `2010-07-15`), without a time
/// or a zone, written in the reader's language by `Formats.date`: taken as that day in UTC and
/// formatted in UTC, so no zone moves it to the day before or after.
enum CalendarDay {
    /// `July 15, 2010` / `15. Juli 2010` / `2010年7月15日`; nil for a day that does not exist (2010-02-31).
    static func text(year: Int, month: Int, day: Int, language: Language) -> String? {
        instant(year: year, month: month, day: day).map { language.words.formats.date($0, timeZone: .gmt) }
    }

    /// Midnight UTC of the day; nil when it does not exist. Counted by hand from 1583 to 9999 (every
    /// day a page shows; Foundation's `DateComponents` was most of a cold comic page's date), where
    /// Foundation's Gregorian calendar is the proleptic one; before, it is Julian, so Foundation counts.
    static func instant(year: Int, month: Int, day: Int) -> Date? {
        guard (1583...9999).contains(year) else {
            let components = DateComponents(calendar: utc, timeZone: .gmt, year: year, month: month, day: day)
            guard components.isValidDate, let date = components.date else { return nil }
            return date
        }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return nil }
        return Date(timeIntervalSince1970: Double(daysSince1970(year: year, month: month, day: day)) * 86_400)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar, for a year from 1 up (Howard
    /// Hinnant's `days_from_civil`: years begin in March, so the leap day ends one).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = marchYear / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
