import Foundation
import Models

/// Parses `Retry-After` (RFC 9110 §10.2.3): delay-seconds or an HTTP-date (§5.6.7).
enum RetryAfter {
    /// Longest wait honoured, so a hostile or broken header cannot park a source for days.
    static let maxSeconds = 3600

    /// Whole seconds to wait from `now`, clamped to 0…`maxSeconds`; nil when the value is not valid.
    static func seconds(from value: String, now: Date) -> Int? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        if Digits.isDigits(trimmed) {
            // Long digit strings overflow Int: they are "very long", so clamp rather than reject.
            return min(Int(trimmed) ?? maxSeconds, maxSeconds)
        }
        guard let date = httpDate(trimmed) else { return nil }
        let delta = date.timeIntervalSince(now).rounded(.up)
        return Int(min(max(delta, 0), Double(maxSeconds)))
    }

    /// IMF-fixdate first; RFC 850 and asctime are obsolete forms recipients must still accept (§5.6.7).
    private static let formats = ["EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy"]

    static func httpDate(_ text: String) -> Date? {
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "GMT")
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
