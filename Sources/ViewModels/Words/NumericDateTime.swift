import Models

/// A language's short numeric date and time, `11/27/2026, 10:34 AM` / `27.11.2026, 10:34` /
/// `2026. 11. 27. 오전 10:34`, as Foundation's `Date.FormatStyle(date: .numeric, time: .shortened)`
/// writes them (a test holds every language to it), for the stamps of a page's many headlines.
///
/// Foundation's formatter takes about 7 µs a call on Linux, as much as a whole page's other work for
/// twenty headlines; the patterns are written down here and filled in with integer arithmetic. A
/// class, made once per language: as a struct of five arrays, every stamp copied it, ten retains
/// and releases (callgrind).
public final class NumericDateTime: Sendable {
    enum Order: Sendable { case yearMonthDay, dayMonthYear, monthDayYear }
    /// A 12-hour clock's two day periods, and where they stand.
    struct Periods: Sendable {
        var am: [UInt8], pm: [UInt8]
        /// `오전 10:34` rather than `10:34 AM`.
        var first: Bool
        /// Between the period and the time: a space, a no-break space, or nothing.
        var gap: [UInt8]
    }

    let order: Order
    /// After the first and the second field of the date.
    let separator: [UInt8]
    /// After the last field of the date (Korean ends it with a full stop).
    let end: [UInt8]
    /// Day and month as two digits (`05/01/2026`).
    let padded: Bool
    /// Between the date and the time.
    let joiner: [UInt8]
    /// Nil for a 24-hour clock.
    let periods: Periods?

    init(_ language: Language) {
        func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
        let twelveHour = { (am: String, pm: String, first: Bool, gap: String) in
            Periods(am: bytes(am), pm: bytes(pm), first: first, gap: bytes(gap))
        }
        switch language {
        case .en, .pseudo:
            let (am, pm) = language == .pseudo ? (Pseudo.text("AM"), Pseudo.text("PM")) : ("AM", "PM")
            (order, separator, end, padded, joiner) = (.monthDayYear, bytes("/"), [], false, bytes(", "))
            periods = twelveHour(am, pm, false, "\u{202F}")
        case .ja, .zhHans:
            (order, separator, end, padded, joiner, periods) = (.yearMonthDay, bytes("/"), [], false, bytes(" "), nil)
        case .zhHant:
            (order, separator, end, padded, joiner) = (.yearMonthDay, bytes("/"), [], false, bytes(" "))
            periods = twelveHour("上午", "下午", true, "")
        case .ko:
            (order, separator, end, padded, joiner) = (.yearMonthDay, bytes(". "), bytes("."), false, bytes(" "))
            periods = twelveHour("오전", "오후", true, " ")
        case .de:
            (order, separator, end, padded, joiner, periods) = (.dayMonthYear, bytes("."), [], false, bytes(", "), nil)
        case .fr:
            (order, separator, end, padded, joiner, periods) = (.dayMonthYear, bytes("/"), [], true, bytes(" "), nil)
        case .es:
            (order, separator, end, padded, joiner, periods) = (.dayMonthYear, bytes("/"), [], false, bytes(", "), nil)
        case .ptBR, .it:
            (order, separator, end, padded, joiner, periods) = (.dayMonthYear, bytes("/"), [], true, bytes(", "), nil)
        case .ar:
            // A right-to-left mark after the day and the month keeps the date's order in Arabic text.
            (order, separator, end, padded, joiner) = (.dayMonthYear, bytes("\u{200F}/"), [], false, bytes("، "))
            periods = twelveHour("ص", "م", false, "\u{00A0}")
        }
    }

    /// `11/27/2026`.
    func date(year: Int, month: Int, day: Int) -> String {
        text { $0.date(year: year, month: month, day: day, self) }
    }

    /// `11/27/2026, 10:34 AM`.
    func dateTime(year: Int, month: Int, day: Int, hour: Int, minute: Int) -> String {
        text {
            $0.date(year: year, month: month, day: day, self)
            $0.append(joiner)
            $0.time(hour: hour, minute: minute, self)
        }
    }

    /// `10:34 AM` / `10:34`.
    func time(hour: Int, minute: Int) -> String {
        text { $0.time(hour: hour, minute: minute, self) }
    }

    /// One allocation: the longest stamp (a hostile feed's 19-digit year, Korean periods) is under 64 bytes.
    private func text(_ write: (inout UTF8Writer) -> Void) -> String {
        String(unsafeUninitializedCapacity: 64) { buffer in
            var writer = UTF8Writer(buffer: buffer)
            write(&writer)
            return writer.count
        }
    }
}

/// Writes a stamp's pieces into a buffer of at least 64 bytes.
private struct UTF8Writer {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    var count = 0

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            for each in bytes { byte(each) }
        }
    }

    mutating func byte(_ byte: UInt8) {
        buffer[count] = byte
        count += 1
    }

    /// `value` in decimal, at least `width` digits.
    mutating func number(_ value: Int, width: Int) {
        // Days, months, hours and minutes: one or two digits, without dividing in a loop.
        if value >= 0, value < 100, width <= 2 {
            if value >= 10 || width == 2 { byte(UInt8(ascii: "0") + UInt8(value / 10)) }
            byte(UInt8(ascii: "0") + UInt8(value % 10))
            return
        }
        // A year.
        if value >= 1000, value < 10000, width <= 4 {
            let (high, low) = value.quotientAndRemainder(dividingBy: 100)
            byte(UInt8(ascii: "0") + UInt8(high / 10))
            byte(UInt8(ascii: "0") + UInt8(high % 10))
            byte(UInt8(ascii: "0") + UInt8(low / 10))
            byte(UInt8(ascii: "0") + UInt8(low % 10))
            return
        }
        if value < 0 { byte(UInt8(ascii: "-")) }
        var digits = 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let total = max(digits, width)
        rest = value.magnitude
        for index in stride(from: count + total - 1, through: count, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += total
    }

    mutating func date(year: Int, month: Int, day: Int, _ pattern: NumericDateTime) {
        let width = pattern.padded ? 2 : 1
        let (year, month, day) = ((year, 1), (month, width), (day, width))
        let (first, second, third) =
            switch pattern.order {
            case .yearMonthDay: (year, month, day)
            case .dayMonthYear: (day, month, year)
            case .monthDayYear: (month, day, year)
            }
        number(first.0, width: first.1)
        append(pattern.separator)
        number(second.0, width: second.1)
        append(pattern.separator)
        number(third.0, width: third.1)
        append(pattern.end)
    }

    mutating func time(hour: Int, minute: Int, _ pattern: NumericDateTime) {
        guard let periods = pattern.periods else {
            number(hour, width: 1)
            byte(UInt8(ascii: ":"))
            number(minute, width: 2)
            return
        }
        let period = hour < 12 ? periods.am : periods.pm
        if periods.first {
            append(period)
            append(periods.gap)
        }
        number(hour % 12 == 0 ? 12 : hour % 12, width: 1)
        byte(UInt8(ascii: ":"))
        number(minute, width: 2)
        if !periods.first {
            append(periods.gap)
            append(period)
        }
    }
}
