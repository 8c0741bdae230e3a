import Foundation

/// Parses the fixed date formats the upstreams send. Hand-written because each format is one fixed
/// shape, and this avoids sharing a non-Sendable `DateFormatter` across threads.
enum UpstreamDates {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!  // UTC always exists; a nil here is a broken Foundation.
        return calendar
    }()

    /// A MediaWiki timestamp: ISO-8601 in UTC, `2026-08-07T18:08:57Z`. Nil for any other shape.
    static func iso8601UTC(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0) }
        guard text.count == 20, text.hasSuffix("Z"), parts.count == 6, !parts.contains(nil) else { return nil }
        let numbers = parts.compactMap { $0 }
        return date(
            year: numbers[0], month: numbers[1], day: numbers[2],
            hour: numbers[3], minute: numbers[4], second: numbers[5], offsetSeconds: 0)
    }

    /// An RFC 822 date as RSS uses it (RFC 822 §5 with 4-digit years): `Sat, 21 Nov 2026 07:00:00 GMT`.
    /// The weekday is optional and not checked; the zone may be GMT, UT, UTC, Z or ±hhmm.
    static func rfc822(_ text: String) -> (date: Date, utcHour: Int, utcMinute: Int, utcSecond: Int)? {
        var fields = text.split(separator: " ").map(String.init)
        if let first = fields.first, first.hasSuffix(",") { fields.removeFirst() }
        guard fields.count == 5,
            let day = Int(fields[0]),
            let month = months.firstIndex(of: fields[1].lowercased()).map({ $0 + 1 }),
            let year = Int(fields[2]), year >= 1000,
            let offset = zoneOffsetSeconds(fields[4])
        else { return nil }
        let time = fields[3].split(separator: ":").map { Int($0) }
        guard time.count == 2 || time.count == 3, !time.contains(nil) else { return nil }
        let clock = time.compactMap { $0 }
        let (hour, minute, second) = (clock[0], clock[1], clock.count == 3 ? clock[2] : 0)
        guard
            let date = date(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                offsetSeconds: offset)
        else { return nil }
        let utc = utcCalendar.dateComponents([.hour, .minute, .second], from: date)
        return (date, utc.hour ?? 0, utc.minute ?? 0, utc.second ?? 0)
    }

    private static func zoneOffsetSeconds(_ zone: String) -> Int? {
        switch zone.uppercased() {
        case "GMT", "UT", "UTC", "Z": return 0
        default:
            guard zone.count == 5, let sign = zone.first, sign == "+" || sign == "-",
                let hhmm = Int(zone.dropFirst())
            else { return nil }
            let seconds = (hhmm / 100) * 3600 + (hhmm % 100) * 60
            return sign == "-" ? -seconds : seconds
        }
    }

    private static func date(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int,
        offsetSeconds: Int
    ) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        guard let local = utcCalendar.date(from: components) else { return nil }
        return local.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}
