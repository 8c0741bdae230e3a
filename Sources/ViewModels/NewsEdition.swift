import Foundation
import Models

/// One Google News edition (ja → Japan, en → United States): the zone its times are shown in and
/// its own page on news.google.com.
///
/// Times follow the edition's audience, as a newspaper prints local time: Asia/Tokyo for ja and
/// America/New_York for en (the US edition, `gl=US`). The page says which zone it uses.
struct NewsEdition: Sendable {
    let language: Language

    /// The edition's zone. Japan has no daylight saving, so a fixed +09:00 is exact if the zone
    /// database is missing; New York then falls back to UTC, and `zoneNote` says so.
    var timeZone: TimeZone {
        switch language {
        case .ja: TimeZone(identifier: "Asia/Tokyo") ?? TimeZone(secondsFromGMT: 9 * 3600) ?? .gmt
        case .en: TimeZone(identifier: "America/New_York") ?? .gmt
        }
    }

    /// "Times are New York time." — so a reader abroad knows what 09:30 means.
    var zoneNote: String {
        switch (language, timeZone.identifier) {
        case (.ja, _): "時刻は日本時間です。"
        case (.en, "America/New_York"): "Times are New York time."
        case (.en, _): "Times are UTC."
        }
    }

    /// The same edition on news.google.com; `hl`, `gl` and `ceid` must agree (UPSTREAMS.md §2).
    var googleNewsURL: String {
        switch language {
        case .ja: "https://news.google.com/?hl=ja&gl=JP&ceid=JP:ja"
        case .en: "https://news.google.com/?hl=en-US&gl=US&ceid=US:en"
        }
    }
}
