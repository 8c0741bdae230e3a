import Foundation
import Testing
@testable import ViewModels

/// The news page's table of a zone's offsets answers exactly as the zone does.
@Suite struct ZoneOffsetsTests {
    /// Every 6 hours from 1970 to 2100 (each span between transitions is months long, so a missed
    /// or misplaced transition shows), plus the instants within 2 s either side of each transition,
    /// fractions of a second included. Lord Howe moves by half an hour; Chatham sits at +12:45.
    @Test(arguments: ["America/New_York", "Asia/Tokyo", "UTC", "Australia/Lord_Howe", "Pacific/Chatham"])
    func secondsFromGMT_matchesTheZone(zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let offsets = ZoneOffsets(timeZone: timeZone)
        var instants = Array(stride(from: -86_400.0, to: 4_102_444_800 + 86_400, by: 6 * 3_600))
        var transition = Date(timeIntervalSince1970: 0)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: transition), next.timeIntervalSince1970 < 4_102_444_800
        {
            let at = next.timeIntervalSince1970
            instants += [-2, -1.5, -1, -0.999, -0.5, -0.001, 0, 0.001, 0.5, 0.999, 1, 1.5, 2, 3_600].map { at + $0 }
            transition = next
        }
        for seconds in instants {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(offsets.secondsFromGMT(for: date) == timeZone.secondsFromGMT(for: date), "\(zone) \(seconds)")
        }
    }

    /// New York's table holds its transitions; a fixed zone's holds none.
    @Test func table_coversNewYorksDaylightSavingChanges() throws {
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        // 2024-03-10 07:00Z springs forward (−5 → −4 h); 2024-11-03 06:00Z falls back.
        let offsets = ZoneOffsets(timeZone: newYork)
        #expect(offsets.secondsFromGMT(for: Date(timeIntervalSince1970: 1_710_054_000 - 10)) == -5 * 3_600)
        #expect(offsets.secondsFromGMT(for: Date(timeIntervalSince1970: 1_710_054_000 + 10)) == -4 * 3_600)
        #expect(offsets.secondsFromGMT(for: Date(timeIntervalSince1970: 1_730_613_600 + 10)) == -5 * 3_600)
    }
}
