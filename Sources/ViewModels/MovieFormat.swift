import Foundation
import Models

/// The movie pages' numbers, dates and durations, in the reader's language.
enum MovieFormat {
    /// "2010" from "2010-07-15"; nil for "" or anything that does not start with a year.
    static func year(_ releaseDate: String?) -> String? {
        guard let parts = dateParts(releaseDate) else { return nil }
        return String(parts.year)
    }

    /// "July 15, 2010" / "2010年7月15日"; nil when the date is missing, malformed or no real day.
    static func releaseDate(_ releaseDate: String?, language: Language) -> String? {
        guard let parts = dateParts(releaseDate) else { return nil }
        return CalendarDay.text(year: parts.year, month: parts.month, day: parts.day, language: language)
    }

    /// "2h 19m" / "2時間19分"; whole hours drop the minutes ("2h"), short films the hours ("45m").
    static func runtime(_ minutes: Int?, language: Language) -> String? {
        guard let minutes, minutes > 0 else { return nil }
        return language.words.movies.runtime(minutes)
    }

    /// One decimal, with a point whatever the server's locale ("8.4").
    ///
    /// The same text `String(format: "%.1f", locale: en_US_POSIX)` gave, which rounds the shortest
    /// decimal that reads back as `value` half to even (ICU's rule: 8.35 → "8.4", 8.25 → "8.2"), but
    /// without CoreFoundation's number formatter, whose set-up per movie was most of the movie list's
    /// Outputs time and whose ICU data stays resident once loaded. TMDB rates out of 10, so anything
    /// outside 0…10 is bad data and shows clamped, rather than as the 300-digit number `%.1f` printed
    /// for 1e300.
    static func score(_ value: Double) -> String {
        let clamped = value.isNaN ? 0 : min(max(value, 0), 10)
        // Below 0.05 it is "0.0" whatever the digits (and Swift writes those below 0.0001 with an exponent).
        guard clamped >= 0.05 else { return "0.0" }
        let shortest = clamped.description  // "8.35": Swift's shortest round-trip digits, never an exponent here
        guard let point = shortest.utf8.firstIndex(of: UInt8(ascii: ".")), let whole = Int(shortest[..<point]) else {
            return shortest + ".0"  // not reached: Double's description always has a point
        }
        let fraction = shortest.utf8[shortest.utf8.index(after: point)...].map { Int($0) - Int(UInt8(ascii: "0")) }
        var tenths = whole * 10 + (fraction.first ?? 0)
        let rest = fraction.dropFirst()
        if let next = rest.first {
            let exactlyHalf = next == 5 && rest.dropFirst().allSatisfy { $0 == 0 }
            if next > 5 || (next == 5 && !exactlyHalf) || (exactlyHalf && tenths % 2 == 1) { tenths += 1 }
        }
        return String(tenths / 10) + "." + String(tenths % 10)
    }

    /// Year, month and day of a TMDB "YYYY-MM-DD" date; nil for "" and anything else.
    /// Read byte by byte (every card has one; splitting it into Substrings was a tenth of a card).
    private static func dateParts(_ text: String?) -> (year: Int, month: Int, day: Int)? {
        guard var text else { return nil }
        return text.withUTF8 { bytes -> (year: Int, month: Int, day: Int)? in
            // Fields of digits between the two dashes; the year has four, month and day at least one.
            var (year, month, dashes) = (0, 0, 0)
            var (value, length) = (0, 0)
            for byte in bytes {
                if byte == UInt8(ascii: "-") {
                    guard length > 0, dashes < 2, dashes == 1 || length == 4 else { return nil }
                    if dashes == 0 { year = value } else { month = value }
                    dashes += 1
                    (value, length) = (0, 0)
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), length < 9 {
                    value = value * 10 + Int(byte - UInt8(ascii: "0"))
                    length += 1
                } else {
                    return nil
                }
            }
            guard dashes == 2, length > 0, (1...12).contains(month), (1...31).contains(value) else { return nil }
            return (year, month, value)
        }
    }
}
