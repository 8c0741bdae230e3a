import Glibc

/// HTTP-date formatting and parsing (RFC 9110 §5.6.7) without Foundation.
public enum HTTPDate {
    static let dayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let longDayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Formats as IMF-fixdate, the only form a sender may generate: `Sun, 06 Nov 1994 08:49:37 GMT`.
    public static func format(_ secondsSince1970: Int) -> String {
        var time = time_t(secondsSince1970)
        var parts = tm()
        guard gmtime_r(&time, &parts) != nil else {
            // Only a year beyond `tm`'s range fails; the epoch is the least wrong answer for a header.
            return format(0)
        }
        var out = ""
        out.reserveCapacity(29)
        out += dayNames[Int(parts.tm_wday)]
        out += ", "
        out += twoDigits(Int(parts.tm_mday))
        out += " "
        out += monthNames[Int(parts.tm_mon)]
        out += " "
        out += String(Int(parts.tm_year) + 1900)
        out += " "
        out += twoDigits(Int(parts.tm_hour)) + ":" + twoDigits(Int(parts.tm_min)) + ":" + twoDigits(Int(parts.tm_sec))
        out += " GMT"
        return out
    }

    /// The current time as IMF-fixdate. Called for every response, so the string is formatted at
    /// most once per second and shared.
    public static func now() -> String {
        cache.string(for: Int(time(nil)))
    }

    /// Parses the three forms a recipient must accept (RFC 9110 §5.6.7): IMF-fixdate, the obsolete
    /// RFC 850 form (`Sunday, 06-Nov-94 08:49:37 GMT`) and asctime (`Sun Nov  6 08:49:37 1994`).
    /// Returns nil for anything else, so callers ignore the field as the RFC asks.
    public static func parse(_ string: String) -> Int? {
        let text = string.trimmingSpaces()
        if let comma = text.firstIndex(of: ",") {
            let day = text[..<comma]
            let rest = text[text.index(after: comma)...]
            if dayNames.contains(String(day)) { return parseFixdate(rest) }
            if longDayNames.contains(String(day)) { return parseRFC850(rest) }
            return nil
        }
        return parseAsctime(text[...])
    }

    /// ` 06 Nov 1994 08:49:37 GMT`
    private static func parseFixdate(_ rest: Substring) -> Int? {
        let fields = rest.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 6, fields[0].isEmpty, fields[1].count == 2, fields[3].count == 4, fields[5] == "GMT",
            let day = number(fields[1]), let month = monthIndex(fields[2]), let year = number(fields[3]),
            let clock = parseClock(fields[4])
        else { return nil }
        return seconds(year: year, month: month, day: day, clock: clock)
    }

    /// ` 06-Nov-94 08:49:37 GMT`; the two-digit year is read as the most recent matching year that
    /// is not more than 50 years in the future (RFC 9110 §5.6.7).
    private static func parseRFC850(_ rest: Substring) -> Int? {
        let fields = rest.split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 4, fields[0].isEmpty, fields[3] == "GMT" else { return nil }
        let date = fields[1].split(separator: "-", omittingEmptySubsequences: false)
        guard date.count == 3, date[0].count == 2, date[2].count == 2,
            let day = number(date[0]), let month = monthIndex(date[1]), let shortYear = number(date[2]),
            let clock = parseClock(fields[2])
        else { return nil }
        let currentYear = currentUTCYear()
        var year = currentYear - currentYear % 100 + shortYear
        if year > currentYear + 50 { year -= 100 }
        return seconds(year: year, month: month, day: day, clock: clock)
    }

    /// `Sun Nov  6 08:49:37 1994` (a single-digit day is padded with a space).
    private static func parseAsctime(_ text: Substring) -> Int? {
        let fields = text.split(separator: " ", omittingEmptySubsequences: true)
        guard fields.count == 5, dayNames.contains(String(fields[0])), (1...2).contains(fields[2].count),
            fields[4].count == 4, let month = monthIndex(fields[1]), let day = number(fields[2]),
            let clock = parseClock(fields[3]), let year = number(fields[4])
        else { return nil }
        return seconds(year: year, month: month, day: day, clock: clock)
    }

    private static func parseClock(_ field: Substring) -> (hour: Int, minute: Int, second: Int)? {
        let parts = field.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ $0.count == 2 }),
            let hour = number(parts[0]), let minute = number(parts[1]), let second = number(parts[2]),
            hour < 24, minute < 60, second <= 60
        else { return nil }  // 60: a leap second is valid syntax
        return (hour, minute, second)
    }

    /// Digits only: `Int("+1")` would accept a sign the grammar does not allow.
    private static func number(_ field: Substring) -> Int? {
        RequestSyntax.decimal(field.utf8)
    }

    private static func monthIndex(_ name: Substring) -> Int? {
        monthNames.firstIndex(of: String(name)).map { $0 + 1 }
    }

    /// Seconds since 1970 for a UTC civil date, or nil for an impossible date such as 31 Feb.
    private static func seconds(year: Int, month: Int, day: Int, clock: (hour: Int, minute: Int, second: Int)) -> Int? {
        guard day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        return daysFromCivil(year: year, month: month, day: day) * 86_400
            + clock.hour * 3600 + clock.minute * 60 + clock.second
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's civil algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func currentUTCYear() -> Int {
        var clock = time(nil)
        var parts = tm()
        guard gmtime_r(&clock, &parts) != nil else { return 1970 }
        return Int(parts.tm_year) + 1900
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0" + String(value) : String(value)
    }

    /// The last formatted second, one per core, so that no response takes a lock another core takes:
    /// one formatting per second per core instead of one per response.
    private static let cache = PerCore { (second: Int.min, string: "") }
}

private extension PerCore<(second: Int, string: String)> {
    func string(for now: Int) -> String {
        withLocal { cached in
            if cached.second != now {
                cached = (now, HTTPDate.format(now))
            }
            return cached.string
        }
    }
}
