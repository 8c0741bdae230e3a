import Foundation
import Locking
import Models

/// How one edition's times are shown: its zone and that zone's formatter, built once per edition and
/// kept (reading a zone's transitions is a few hundred ICU calls, far more than a whole page's other
/// work), for at most the editions in `NewsEdition.all`.
///
/// Times follow the edition's audience, as a newspaper prints local time: Asia/Tokyo for ja-JP,
/// America/New_York for en-US, Europe/Berlin for de-DE. The page says which zone it uses
/// (`NewsWords.zoneNote`).
struct EditionClock: Sendable {
    /// The edition's zone, or `TimeZone.gmt` when the zone database lacks it (the note then says UTC).
    let timeZone: TimeZone
    let format: NewsTimeFormat

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
        timeZone = TimeZone(identifier: edition.timeZoneID) ?? .gmt
        format = NewsTimeFormat(timeZone: timeZone)
    }
}
