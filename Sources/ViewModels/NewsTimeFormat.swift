import Foundation

/// Formats instants for the news page: the language's numeric date and time (`NumericDateTime`) in the
/// edition's zone for people, ISO 8601 for `<time datetime>`.
///
/// Built from calendar components rather than a `DateFormatter`, so the output never depends on
/// the server's locale and the type stays a plain `Sendable` value.
struct NewsTimeFormat: Sendable {
    private let offsets: ZoneOffsets

    /// Reads the zone's transitions (a few hundred ICU calls): build one per edition, not per page.
    init(timeZone: TimeZone) {
        offsets = ZoneOffsets(timeZone: timeZone)
    }

    /// `11/22/2026, 12:30 AM` / `22.11.2026, 0:30` in the edition's zone, as `pattern`'s language writes it.
    func dateTime(_ date: Date, _ pattern: NumericDateTime) -> String {
        let civil = local(date)
        return pattern.dateTime(year: civil.year, month: civil.month, day: civil.day, hour: civil.hour, minute: civil.minute)
    }

    /// `11/21/2026` / `21.11.2026` for an item that only has a date. Upstream stamps those 07:00 GMT
    /// (midnight Pacific) on the day it means, so the UTC calendar day is that day; converting to a
    /// zone west of UTC−7 would show the day before.
    static func dateOnly(_ date: Date, _ pattern: NumericDateTime) -> String {
        let civil = CivilTime(date, offsetSeconds: 0)
        return pattern.date(year: civil.year, month: civil.month, day: civil.day)
    }

    /// True when both instants fall on the same calendar day in the edition's zone.
    func isSameDay(_ a: Date, _ b: Date) -> Bool {
        let (x, y) = (local(a), local(b))
        return (x.year, x.month, x.day) == (y.year, y.month, y.day)
    }

    /// `2026-11-21T15:30:00Z` (RFC 3339, valid for HTML's `datetime`).
    static func iso8601(_ date: Date) -> String {
        let civil = CivilTime(date, offsetSeconds: 0)
        guard hasFourDigitYear(civil) else {
            return isoDate(civil) + "T" + pad(civil.hour, 2) + ":" + pad(civil.minute, 2) + ":" + pad(civil.second, 2) + "Z"
        }
        return ascii(20) { text in
            text.day(civil, separator: "-")
            text.append("T")
            text.hourMinute(civil)
            text.append(":")
            text.twoDigits(civil.second)
            text.append("Z")
        }
    }

    /// `2026-11-21`: the `datetime` of a date-only item (same UTC day as `dateOnly`).
    static func isoDate(_ date: Date) -> String { isoDate(CivilTime(date, offsetSeconds: 0)) }

    /// The wall-clock time in the edition's zone: the zone gives the offset at that instant (daylight
    /// saving included), the rest is arithmetic. A `Calendar` per headline was most of the news page's
    /// ViewModel time (Benchmarks/PageBenchmark).
    func local(_ date: Date) -> CivilTime {
        CivilTime(date, offsetSeconds: offsets.secondsFromGMT(for: date))
    }

    private static func isoDate(_ civil: CivilTime) -> String {
        guard hasFourDigitYear(civil) else { return pad(civil.year, 4) + "-" + pad(civil.month, 2) + "-" + pad(civil.day, 2) }
        return ascii(10) { $0.day(civil, separator: "-") }
    }

    /// Years 0–9999 are written digit by digit below; any other (only a hostile feed's) takes `pad`.
    private static func hasFourDigitYear(_ civil: CivilTime) -> Bool { (0...9_999).contains(civil.year) }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }

    /// A string of exactly `count` ASCII bytes written in place: a headline's two stamps were a dozen
    /// small strings concatenated, most of the news page's Outputs time after the calendar went.
    private static func ascii(_ count: Int, _ write: (inout ASCIIWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: count) { buffer in
            var writer = ASCIIWriter(buffer: buffer)
            write(&writer)
            precondition(writer.count == count, "NewsTimeFormat wrote \(writer.count) bytes, not \(count)")
            return count
        }
    }
}

/// Writes the fields of a `CivilTime` as fixed-width decimal digits into a buffer.
private struct ASCIIWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func append(_ character: Unicode.Scalar) {
        buffer[count] = UInt8(ascii: character)
        count += 1
    }

    /// 0–99 as two digits.
    mutating func twoDigits(_ value: Int) {
        buffer[count] = UInt8(ascii: "0") + UInt8(value / 10)
        buffer[count + 1] = UInt8(ascii: "0") + UInt8(value % 10)
        count += 2
    }

    /// `2026/11/21` with `separator`; the year is 0–9999 (`hasFourDigitYear`).
    mutating func day(_ civil: CivilTime, separator: Unicode.Scalar) {
        twoDigits(civil.year / 100)
        twoDigits(civil.year % 100)
        append(separator)
        twoDigits(civil.month)
        append(separator)
        twoDigits(civil.day)
    }

    /// `00:30`.
    mutating func hourMinute(_ civil: CivilTime) {
        twoDigits(civil.hour)
        append(":")
        twoDigits(civil.minute)
    }
}

/// A proleptic Gregorian date and time of day at a fixed UTC offset, computed from the Unix time with
/// the days-to-civil algorithm (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms").
struct CivilTime: Equatable {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    init(_ date: Date, offsetSeconds: Int) {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) + offsetSeconds
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        hour = secondOfDay / 3_600
        minute = secondOfDay % 3_600 / 60
        second = secondOfDay % 60
        // Days since 0000-03-01, counted in 400-year eras of 146,097 days.
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }
}
