import Foundation
import Models
import Testing
@testable import ViewModels

/// The news page's arithmetic calendar agrees with Foundation's Gregorian calendar, in the editions'
/// zones, across daylight-saving changes, leap days and centuries.
@Suite struct CivilTimeTests {
    @Test(arguments: ["America/New_York", "Asia/Tokyo", "UTC", "Australia/Lord_Howe", "Pacific/Chatham"])
    func civilTime_matchesFoundationsCalendar(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        // Every 7,919 s (a prime, so the samples drift through every time of day) from 1999 to 2101,
        // plus the exact instants around a leap day and a US daylight-saving change.
        var instants = stride(from: 915_148_800.0, to: 4_133_980_800.0, by: 7_919 * 61).map(Date.init(timeIntervalSince1970:))
        instants += [951_782_399, 951_782_400, 951_868_800, 1_710_054_000 - 1, 1_710_054_000, -1, 0]
            .map { Date(timeIntervalSince1970: TimeInterval($0)) }
        for date in instants {
            let civil = CivilTime(date, offsetSeconds: timeZone.secondsFromGMT(for: date))
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let expected = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? -1 }
            #expect([civil.year, civil.month, civil.day, civil.hour, civil.minute, civil.second] == expected, "\(zone) \(date)")
        }
    }

    /// Instants every 7,919 × 61 s from 1999 to 2101, plus the edges a hand-written formatter gets
    /// wrong: midnight and the second before it, New Year in UTC and in Tokyo, 29 February (2000, 2024,
    /// and 2100, which is not a leap year), and New York's spring-forward and fall-back hours.
    static let edgeInstants: [Date] = {
        var seconds = Array(stride(from: 915_148_800, to: 4_133_980_800, by: 7_919 * 61))
        seconds += [
            946_684_799, 946_684_800,  // 1999-12-31T23:59:59Z, 2000-01-01T00:00:00Z
            946_652_400 - 1, 946_652_400,  // New Year 2000 in Tokyo (15:00Z the day before)
            951_782_399, 951_782_400, 951_868_800,  // 2000-02-28/29, 2000-03-01 (UTC midnights)
            1_709_164_800, 1_709_251_199,  // 2024-02-29 00:00:00Z and 23:59:59Z
            4_107_542_400 - 1, 4_107_542_400,  // 2100-02-28T23:59:59Z, 2100-03-01T00:00:00Z
            1_710_054_000 - 1, 1_710_054_000,  // 2024-03-10 02:00 New York springs forward
            1_730_613_600 - 1, 1_730_613_600,  // 2024-11-03 01:59:59 EDT, then 01:00 EST (fall back)
            1_730_617_200,  // 02:00 EST, an hour after the second 01:00
            0, -1,
        ]
        return seconds.map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }()

    /// The page's stamps, written digit by digit, agree with Foundation's calendar and, in every
    /// language, with Foundation's own numeric date and short time.
    @Test(arguments: ["America/New_York", "Asia/Tokyo", "UTC"])
    func newsTimeFormat_matchesFoundation(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let format = NewsTimeFormat(timeZone: timeZone)
        let utc = try #require(TimeZone(identifier: "UTC"))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        for language in Language.offered {
            let locale = Locale(identifier: language.localeIdentifier)
            let local = Date.FormatStyle(
                date: .numeric, time: .shortened, locale: locale, calendar: calendar, timeZone: timeZone)
            let day = Date.FormatStyle(date: .numeric, time: .omitted, locale: locale, calendar: calendar, timeZone: utc)
            let pattern = language.words.formats.numeric
            // Every twentieth instant for each language keeps the run short; every hour of a day below.
            for date in Self.edgeInstants.enumerated().filter({ $0.offset % 20 == 0 }).map(\.element) {
                #expect(format.dateTime(date, pattern) == date.formatted(local), "\(language) \(zone) \(date)")
                #expect(NewsTimeFormat.dateOnly(date, pattern) == date.formatted(day), "\(language) \(date)")
            }
            for hour in 0..<24 {
                let date = Date(timeIntervalSince1970: 1_767_571_200 + TimeInterval(hour * 3_600 + 7 * 60))  // 2026-01-05
                #expect(format.dateTime(date, pattern) == date.formatted(local), "\(language) \(zone) \(date)")
            }
        }
        for date in Self.edgeInstants {
            let gmt = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            let parts = [gmt.year, gmt.month, gmt.day, gmt.hour, gmt.minute, gmt.second].map { $0 ?? -1 }
            #expect(
                NewsTimeFormat.iso8601(date)
                    == String(
                        format: "%04d-%02d-%02dT%02d:%02d:%02dZ", parts[0], parts[1], parts[2], parts[3], parts[4], parts[5]),
                "\(date)")
            #expect(NewsTimeFormat.isoDate(date) == String(format: "%04d-%02d-%02d", parts[0], parts[1], parts[2]), "\(date)")
        }
    }

    /// Years outside 0–9999 (only a hostile feed's) are written whole.
    @Test func newsTimeFormat_whenYearHasMoreThanFourDigits_writesItWhole() throws {
        let format = NewsTimeFormat(timeZone: try #require(TimeZone(identifier: "UTC")))
        let year12345 = Date(timeIntervalSince1970: 327_416_428_800)  // 12345-06-01T00:00:00Z
        #expect(NewsTimeFormat.iso8601(year12345) == "12345-06-01T00:00:00Z")
        #expect(format.dateTime(year12345, Language.ja.words.formats.numeric) == "12345/6/1 0:00")
        #expect(format.dateTime(year12345, Language.ko.words.formats.numeric) == "12345. 6. 1. 오전 12:00")
        let year50 = Date(timeIntervalSince1970: -60_589_296_000)  // 0050-01-01T00:00:00Z
        #expect(NewsTimeFormat.dateOnly(year50, Language.de.words.formats.numeric) == "1.1.50")
    }
}
