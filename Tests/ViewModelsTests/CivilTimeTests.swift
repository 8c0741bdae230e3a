import Foundation
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
}
