import Foundation

/// A time zone's UTC offsets between its transitions, read once from the zone database, so the news
/// page finds a headline's offset by a binary search instead of asking ICU (a lock and its Gregorian
/// calendar arithmetic per headline: about a tenth of the English page's Outputs, PageBenchmark).
///
/// Between two consecutive transitions the offset is constant, which is what a transition is; the
/// table holds the offset that starts at each one. Instants outside the table's years, or within a
/// second of a transition (where ICU's millisecond rounding decides), are asked of the zone itself,
/// so every answer is the one `TimeZone.secondsFromGMT(for:)` gives.
struct ZoneOffsets: Sendable {
    let timeZone: TimeZone
    /// Unix seconds of the first instant covered, then of each transition; ascending.
    private let starts: [Double]
    /// `offsets[i]` holds from `starts[i]` until `starts[i + 1]`.
    private let offsets: [Int]
    /// The first instant no longer covered.
    private let end: Double

    /// 1970 up to 2100: any headline a feed can sensibly date. About 260 transitions for New York.
    static let coveredSeconds: ClosedRange<Double> = 0...4_102_444_800

    init(timeZone: TimeZone, covering range: ClosedRange<Double> = coveredSeconds) {
        self.timeZone = timeZone
        var starts = [range.lowerBound]
        var offsets = [timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: range.lowerBound))]
        var instant = Date(timeIntervalSince1970: range.lowerBound)
        while let next = timeZone.nextDaylightSavingTimeTransition(after: instant), next.timeIntervalSince1970 < range.upperBound,
            next > instant
        {
            starts.append(next.timeIntervalSince1970)
            offsets.append(timeZone.secondsFromGMT(for: next))
            instant = next
        }
        self.starts = starts
        self.offsets = offsets
        end = range.upperBound
    }

    /// The same as `timeZone.secondsFromGMT(for: date)`.
    func secondsFromGMT(for date: Date) -> Int {
        let seconds = date.timeIntervalSince1970
        guard seconds >= starts[0], seconds < end else { return timeZone.secondsFromGMT(for: date) }
        // The last start at or before `seconds`.
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= seconds { low = middle } else { high = middle - 1 }
        }
        let nextStart = low + 1 < starts.count ? starts[low + 1] : end
        guard seconds - starts[low] >= 1, nextStart - seconds >= 1 else { return timeZone.secondsFromGMT(for: date) }
        return offsets[low]
    }
}
