import Foundation
import Models

/// A CLDR plural category (https://cldr.unicode.org, "Language Plural Rules"), for whole numbers.
public enum PluralCategory: Sendable, Hashable {
    case zero, one, two, few, many, other
}

/// Numbers, plurals, quotes and dates by one language's conventions (`docs/glossary.md` lists them).
///
/// Numbers and plurals follow CLDR's rules written down here: they run for every count on a page,
/// and Foundation's number formatter costs more than the page around it. Dates come from Foundation's
/// `Date.FormatStyle`, which has every locale's patterns.
public struct Formats: Sendable {
    public let language: Language
    private let groupSeparator: String
    /// Spanish and Italian group only from five digits (1234, 12.345): CLDR's `minimumGroupingDigits` 2.
    private let minimumGroupingDigits: Int
    private let locale: Locale
    /// The short numeric date and time of headlines: `11/27/2026, 10:34 AM`, `27.11.2026, 10:34`.
    public let numeric: NumericDateTime
    /// Every date this language has written, by style, instant and zone.
    let writtenDates = WrittenText<DateKey>()

    struct DateKey: Hashable, Sendable {
        var date: Date.FormatStyle.DateStyle
        var time: Date.FormatStyle.TimeStyle
        var instant: Date
        var zone: TimeZone
    }

    init(_ language: Language) {
        self.language = language
        numeric = NumericDateTime(language)
        switch language {
        case .de, .ptBR: (groupSeparator, minimumGroupingDigits) = (".", 1)
        case .es, .it: (groupSeparator, minimumGroupingDigits) = (".", 2)
        case .fr: (groupSeparator, minimumGroupingDigits) = ("\u{202F}", 1)
        default: (groupSeparator, minimumGroupingDigits) = (",", 1)
        }
        locale = Locale(identifier: language.localeIdentifier)
    }

    /// `12,345` / `12.345` / `12 345`: a whole number grouped in threes as the language writes it.
    ///
    /// Written from the last digit backwards into one string of room enough (a film card has two:
    /// through a `String` of its digits and a scalar appended at a time, each was most of its card).
    public func number(_ value: Int) -> String {
        var digits = 1
        var rest = value.magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let groups = digits >= 3 + minimumGroupingDigits ? (digits - 1) / 3 : 0
        var separator = groupSeparator
        return separator.withUTF8 { separator in
            // At most a sign, 20 digits and 6 separators of 3 bytes.
            String(unsafeUninitializedCapacity: 1 + digits + groups * separator.count) { buffer in
                var end = buffer.count
                var rest = value.magnitude
                for index in 0..<digits {
                    if groups > 0, index > 0, index % 3 == 0 {
                        end -= separator.count
                        for offset in 0..<separator.count { buffer[end + offset] = separator[offset] }
                    }
                    end -= 1
                    buffer[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                var start = end
                if value < 0 {
                    start -= 1
                    buffer[start] = UInt8(ascii: "-")
                }
                // Left-align what was written at the end.
                let count = buffer.count - start
                if start > 0 { for index in 0..<count { buffer[index] = buffer[start + index] } }
                return count
            }
        }
    }

    /// The plural category of `count` in this language.
    public func pluralCategory(_ count: Int) -> PluralCategory {
        let n = count.magnitude
        switch language {
        case .ja, .zhHans, .zhHant, .ko: return .other
        case .fr, .ptBR: return n <= 1 ? .one : .other
        case .ar:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                switch n % 100 {
                case 3...10: return .few
                case 11...99: return .many
                default: return .other
                }
            }
        case .en, .de, .es, .it, .pseudo: return n == 1 ? .one : .other
        }
    }

    /// The form for `count`'s category, or `other` when the language's text does not need that one.
    public func plural(
        _ count: Int, zero: String? = nil, one: String? = nil, two: String? = nil, few: String? = nil, many: String? = nil,
        other: String
    ) -> String {
        switch pluralCategory(count) {
        case .zero: zero ?? other
        case .one: one ?? other
        case .two: two ?? other
        case .few: few ?? other
        case .many: many ?? other
        case .other: other
        }
    }

    /// `text` in the language's quotation marks: “…”, 「…」, „…“, « … ».
    public func quoted(_ text: String) -> String {
        switch language {
        case .en, .ptBR, .zhHans, .pseudo: "“\(text)”"
        case .ja, .zhHant: "「\(text)」"
        case .de: "„\(text)“"
        case .fr: "«\u{202F}\(text)\u{202F}»"
        case .es, .it, .ar: "«\(text)»"
        case .ko: "‘\(text)’"
        }
    }

    /// `November 18, 2026` / `18. November 2026` / `2026年11月18日`, in `timeZone`.
    public func date(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        formatted(date, date: .long, time: .omitted, timeZone)
    }

    /// `Nov 18, 2026` / `18. Nov. 2026`, in `timeZone`.
    public func shortDate(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        formatted(date, date: .abbreviated, time: .omitted, timeZone)
    }

    /// `11:06 AM` / `11:06`, in `timeZone`.
    public func time(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        formatted(date, date: .omitted, time: .shortened, timeZone)
    }

    /// `Nov 18, 2026 at 11:06 AM` / `18. Nov. 2026, 11:06`, in `timeZone`.
    public func dateTime(_ date: Date, timeZone: TimeZone = .gmt) -> String {
        formatted(date, date: .abbreviated, time: .shortened, timeZone)
    }

    /// Foundation's text (written once per style, instant and zone), through `Pseudo.text` in the
    /// pseudo-locale so its month names stand out too.
    private func formatted(
        _ instant: Date, date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, _ timeZone: TimeZone
    ) -> String {
        writtenDates.text(for: DateKey(date: date, time: time, instant: instant, zone: timeZone)) {
            let text = instant.formatted(style(date: date, time: time, timeZone))
            return language == .pseudo ? Pseudo.text(text) : text
        }
    }

    private func style(
        date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, _ timeZone: TimeZone
    )
        -> Date.FormatStyle
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return Date.FormatStyle(date: date, time: time, locale: locale, calendar: calendar, timeZone: timeZone)
    }
}
