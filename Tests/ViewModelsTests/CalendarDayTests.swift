import Foundation
import Models
import Testing
@testable import ViewModels

/// A day as an upstream gives it becomes the same instant, and the same text, as Foundation's
/// calendar makes of it, and Foundation writes each date once per language, style and zone.
@Suite struct CalendarDayTests {
    /// Every day, and the days that do not exist around them (0, 29–32, month 0 and 13), of years that
    /// test the leap rules and the ends of the counted range, against `DateComponents`.
    @Test(arguments: [1582, 1583, 1600, 1700, 1900, 1970, 1999, 2000, 2006, 2024, 2026, 2100, 2400, 9999, 10_000])
    func instant_whenCountedByHand_isFoundationsDay(year: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        for month in 0...13 {
            for day in 0...32 {
                let components = DateComponents(calendar: calendar, timeZone: .gmt, year: year, month: month, day: day)
                let expected = components.isValidDate ? components.date : nil
                #expect(CalendarDay.instant(year: year, month: month, day: day) == expected, "\(year)-\(month)-\(day)")
            }
        }
    }

    /// A comic's day, asked for again, is written from what Foundation wrote the first time (the
    /// same text), not by Foundation again.
    @Test func date_whenWrittenTwice_isFormattedOnce() throws {
        let formats = Formats(.de)
        let day = try #require(CalendarDay.instant(year: 2026, month: 11, day: 20))
        let first = formats.date(day)
        #expect(formats.writtenDates.count == 1)
        #expect(formats.date(day) == first)
        #expect(formats.shortDate(day) != first)
        #expect(formats.writtenDates.count == 2)
        #expect(
            first
                == day.formatted(Date.FormatStyle(date: .long, time: .omitted, locale: Locale(identifier: "de"), timeZone: .gmt)))
    }

    /// The store holds at most its limit and starts over when full, so pages of ever new dates
    /// (news ages, search results) cannot grow it without end.
    @Test func writtenText_whenFull_startsOver() {
        let written = WrittenText<Int>(limit: 3)
        var writes = 0
        for key in [1, 2, 3, 1, 4, 4] {
            _ = written.text(for: key) {
                writes += 1
                return String(key)
            }
        }
        #expect(writes == 4)
        #expect(written.count == 1)
    }
}

/// The front page writes its date line once per language, zone and day, which is only right while
/// every language's line names the day and the zone and never the time.
@Suite struct DateLineTests {
    @Test(arguments: ["America/New_York", "Asia/Tokyo", "Europe/Berlin", "UTC", "Asia/Kolkata"])
    func dateLineNamesTheDayOnly_inEveryLanguage_isTheSameAllDay(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let morning = try #require(
            calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 0, minute: 0, second: 1)))
        let evening = try #require(
            calendar.date(from: DateComponents(year: 2026, month: 11, day: 21, hour: 23, minute: 59, second: 59)))
        let nextDay = evening.addingTimeInterval(2)
        for language in Language.allCases {
            let line = language.words.home.dateLine
            #expect(line(morning, timeZone) == line(evening, timeZone), "\(language) \(zone)")
            #expect(line(evening, timeZone) != line(nextDay, timeZone), "\(language) \(zone)")
            #expect(HomeViewModel.dateLine(language, at: evening, in: timeZone) == line(evening, timeZone))
            #expect(HomeViewModel.dateLine(language, at: nextDay, in: timeZone) == line(nextDay, timeZone))
        }
    }
}
