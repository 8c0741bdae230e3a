import Foundation
import Models

/// The movie pages' wording for numbers, dates and durations, in English or Japanese.
enum MovieFormat {
    /// "2010" from "2010-07-15"; nil for "" or anything that does not start with a year.
    static func year(_ releaseDate: String?) -> String? {
        guard let parts = dateParts(releaseDate) else { return nil }
        return String(parts.year)
    }

    /// "July 15, 2010" / "2010年7月15日"; nil when the date is missing or malformed.
    static func releaseDate(_ releaseDate: String?, language: Language) -> String? {
        guard let parts = dateParts(releaseDate) else { return nil }
        switch language {
        case .ja: return "\(parts.year)年\(parts.month)月\(parts.day)日"
        case .en: return "\(monthNames[parts.month - 1]) \(parts.day), \(parts.year)"
        }
    }

    /// "2h 19m" / "2時間19分"; whole hours drop the minutes ("2h"), short films the hours ("45m").
    static func runtime(_ minutes: Int?, language: Language) -> String? {
        guard let minutes, minutes > 0 else { return nil }
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        let ja = language == .ja
        var parts: [String] = []
        if hours > 0 { parts.append(ja ? "\(hours)時間" : "\(hours)h") }
        if rest > 0 { parts.append(ja ? "\(rest)分" : "\(rest)m") }
        return parts.joined(separator: ja ? "" : " ")
    }

    /// One decimal, with a point whatever the server's locale ("8.4"), rounded half away from zero as a
    /// reader rounds the figure TMDB sent (7.25 → "7.3"). TMDB rates out of 10, so anything outside
    /// 0…10 is bad data and shows clamped rather than as a 300-digit number. Integer arithmetic, not
    /// `String(format:)`: that goes through CoreFoundation's number formatter, whose ICU data alone
    /// added about 10 MiB to the process's resident memory the first time a movie page was shown.
    static func score(_ value: Double) -> String {
        let clamped = value.isNaN ? 0 : min(max(value, 0), 10)
        let tenths = Int((clamped * 10).rounded(.toNearestOrAwayFromZero))
        return "\(tenths / 10).\(tenths % 10)"
    }


    private static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                                     "August", "September", "October", "November", "December"]

    /// Year, month and day of a TMDB "YYYY-MM-DD" date; nil for "" and anything else.
    private static func dateParts(_ text: String?) -> (year: Int, month: Int, day: Int)? {
        guard let text else { return nil }
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4,
              let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        return (year, month, day)
    }
}
