import Foundation
import Locking
import Models

/// How one edition's times are shown: its zone's formatter and the sentence naming the zone, built
/// once per edition and kept (reading a zone's transitions is a few hundred ICU calls, far more than
/// a whole page's other work), for at most the editions in `NewsEdition.all`.
///
/// Times follow the edition's audience, as a newspaper prints local time: Asia/Tokyo for ja-JP,
/// America/New_York for en-US, Europe/Berlin for de-DE. The page says which zone it uses.
struct EditionClock: Sendable {
    /// The edition's zone, or UTC when the zone database lacks it (then `zoneNote` says UTC).
    let timeZone: TimeZone
    let format: NewsTimeFormat
    /// "Times are New York time." / "時刻は日本時間です。", in each interface language.
    let englishZoneNote: String
    let japaneseZoneNote: String

    func zoneNote(_ language: Language) -> String { language == .ja ? japaneseZoneNote : englishZoneNote }

    private static let built = Mutex<[String: EditionClock]>([:])

    /// The clock of `edition`, built on first use.
    static func of(_ edition: NewsEdition) -> EditionClock {
        if let clock = built.withLock({ $0[edition.id] }) { return clock }
        // Built outside the lock: two first readers may both build it, and either copy is the same.
        let clock = EditionClock(edition)
        built.withLock { $0[edition.id] = clock }
        return clock
    }

    private init(_ edition: NewsEdition) {
        let zone = TimeZone(identifier: edition.timeZoneID)
        timeZone = zone ?? .gmt
        format = NewsTimeFormat(timeZone: timeZone)
        guard zone != nil else {
            englishZoneNote = "Times are UTC."
            japaneseZoneNote = "時刻は協定世界時（UTC）です。"
            return
        }
        let city =
            edition.timeZoneID.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") }
            ?? edition.timeZoneID
        englishZoneNote = "Times are \(city) time."
        japaneseZoneNote = edition.timeZoneID == "Asia/Tokyo" ? "時刻は日本時間です。" : "時刻は \(city) 時間（\(edition.timeZoneID)）です。"
    }
}
