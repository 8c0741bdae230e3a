import Foundation

/// Formats instants for the news page: `yyyy/MM/dd HH:mm` for people, ISO 8601 for `<time datetime>`.
///
/// Built from calendar components rather than a `DateFormatter`, so the output never depends on
/// the server's locale and the type stays a plain `Sendable` value.
struct NewsTimeFormat: Sendable {
    private let calendar: Calendar
    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()

    init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// `2026/11/22 00:30` in the edition's zone.
    func dateTime(_ date: Date) -> String { Self.day(date, in: calendar) + " " + hourMinute(date) }

    /// `00:30` in the edition's zone.
    func hourMinute(_ date: Date) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return Self.pad(parts.hour, 2) + ":" + Self.pad(parts.minute, 2)
    }

    /// True when both instants fall on the same calendar day in the edition's zone.
    func isSameDay(_ a: Date, _ b: Date) -> Bool { Self.day(a, in: calendar) == Self.day(b, in: calendar) }

    /// `2026/11/21` for an item that only has a date. Upstream stamps those 07:00 GMT (midnight
    /// Pacific) on the day it means, so the UTC calendar day is that day; converting to a zone
    /// west of UTC−7 would show the day before.
    static func dateOnly(_ date: Date) -> String { day(date, in: utc) }

    /// `2026-11-21T15:30:00Z` (RFC 3339, valid for HTML's `datetime`).
    static func iso8601(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return [pad(parts.year, 4), pad(parts.month, 2), pad(parts.day, 2)].joined(separator: "-")
            + "T" + [pad(parts.hour, 2), pad(parts.minute, 2), pad(parts.second, 2)].joined(separator: ":") + "Z"
    }

    /// `2026-11-21`: the `datetime` of a date-only item (same UTC day as `dateOnly`).
    static func isoDate(_ date: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day], from: date)
        return [pad(parts.year, 4), pad(parts.month, 2), pad(parts.day, 2)].joined(separator: "-")
    }

    private static func day(_ date: Date, in calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return pad(parts.year, 4) + "/" + pad(parts.month, 2) + "/" + pad(parts.day, 2)
    }

    private static func pad(_ value: Int?, _ width: Int) -> String {
        let digits = String(value ?? 0)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
