import Foundation
import Models

/// One Google News edition (ja → Japan, en → United States): the zone its times are shown in and
/// its own page on news.google.com. One value per language, built on first use: the zone's lookup
/// and transitions were per-request work.
///
/// Times follow the edition's audience, as a newspaper prints local time: Asia/Tokyo for ja and
/// America/New_York for en (the US edition, `gl=US`). The page says which zone it uses.
struct NewsEdition: Sendable {
    let language: Language
    /// The edition's zone. Japan has no daylight saving, so a fixed +09:00 is exact if the zone
    /// database is missing; New York then falls back to UTC, and `zoneNote` says so.
    let timeZone: TimeZone
    /// Formats times in `timeZone`.
    let format: NewsTimeFormat
    /// "Times are New York time." — so a reader abroad knows what 09:30 means.
    let zoneNote: String
    /// The same edition on news.google.com; `hl`, `gl` and `ceid` must agree (UPSTREAMS.md §2).
    let googleNewsURL: String
    /// The page's parts that depend on the language alone.
    let wording: NewsViewModel.Wording

    static let en = NewsEdition(.en)
    static let ja = NewsEdition(.ja)

    static func of(_ language: Language) -> NewsEdition {
        switch language {
        case .ja: ja
        case .en: en
        }
    }

    private init(_ language: Language) {
        self.language = language
        switch language {
        case .ja:
            timeZone = TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt
            googleNewsURL = "https://news.google.com/?hl=ja&gl=JP&ceid=JP:ja"
        case .en:
            timeZone = TimeZone(identifier: "America/New_York") ?? .gmt
            googleNewsURL = "https://news.google.com/?hl=en-US&gl=US&ceid=US:en"
        }
        format = NewsTimeFormat(timeZone: timeZone)
        wording = NewsViewModel.Wording(language, googleNewsURL: googleNewsURL)
        zoneNote = switch (language, timeZone.identifier) {
        case (.ja, _): "時刻は日本時間です。"
        case (.en, "America/New_York"): "Times are New York time."
        case (.en, _): "Times are UTC."
        }
    }
}
