import Foundation
import Models

extension SearchViewModel {
    /// The search page's copy in Japanese and English, with numbers and dates formatted for each.
    struct Wording: Sendable {
        let language: Language
        private var ja: Bool { language == .ja }

        var heading: String { ja ? "ウィキペディアを検索" : "Search Wikipedia" }
        var inputLabel: String { ja ? "検索する言葉" : "Search for" }
        var limitLabel: String { ja ? "表示件数" : "Results per page" }
        var submit: String { ja ? "検索" : "Search" }
        var resultsLabel: String { ja ? "検索結果" : "Search results" }
        var pagerLabel: String { ja ? "検索結果のページ" : "Result pages" }
        var previous: String { ja ? "← 前へ" : "← Previous" }
        var next: String { ja ? "次へ →" : "Next →" }
        var editedLabel: String { ja ? "最終更新" : "Last edited" }
        var originalLabel: String { ja ? "Wikipedia で開く" : "On Wikipedia" }
        var didYouMean: (prefix: String, suffix: String) { ja ? ("もしかして:", "") : ("Did you mean", "?") }

        func title(_ text: String) -> String {
            TabTitle.make(
                text.isEmpty ? (ja ? "検索" : "Search") : (ja ? "「\(text)」" : "“\(text)”"),
                section: Section.search.titleName(ja ? .ja : .en))
        }

        /// After a submit with an empty box: what to do instead of a blank page.
        var emptySubmit: String {
            ja
                ? "検索する言葉を入力して、Enter キーか「検索」を押してください。「猫」のような短い言葉でも探せます。"
                : "Type a word or phrase to search Wikipedia for, then press Enter or Search. Short words work too."
        }

        func tooLong(_ maximum: Int, actual: Int) -> String {
            ja
                ? "検索する言葉は\(maximum)文字までです（いまは\(Digits.grouped(actual))文字）。短くしてください。"
                : "A search can be at most \(maximum) characters long; this one has \(Digits.grouped(actual)). Please shorten it."
        }

        func noResults(_ text: String, offset: Int) -> String {
            if offset > 0 { return ja ? "「\(text)」の検索結果はこれ以上ありません。" : "There are no more results for “\(text)”." }
            return ja ? "「\(text)」に一致する記事はありません。" : "No articles match “\(text)”."
        }

        /// `Swift 検索結果:5件` / `5 results for “Swift”`.
        func count(_ total: Int, text: String) -> String {
            let number = Digits.grouped(total)
            if ja { return "\(text) 検索結果:\(number)件" }
            return total == 1 ? "1 result for “\(text)”" : "\(number) results for “\(text)”"
        }

        /// `Results 1–20 of 1,234` / `1,234件中 1–20件目`.
        func range(first: Int, last: Int, total: Int) -> String {
            let (first, last, total) = (Digits.grouped(first), Digits.grouped(last), Digits.grouped(total))
            return ja ? "\(total)件中 \(first)–\(last)件目" : "Results \(first)–\(last) of \(total)"
        }

        func words(_ count: Int) -> String {
            ja ? "\(Digits.grouped(count))語" : (count == 1 ? "1 word" : "\(Digits.grouped(count)) words")
        }

        /// `2026年8月7日` / `7 August 2026`, in UTC (the day Wikipedia records the edit on).
        func date(_ date: Date) -> String {
            let parts = SearchViewModel.utcCalendar.dateComponents([.year, .month, .day], from: date)
            let (year, month, day) = (parts.year ?? 0, parts.month ?? 1, parts.day ?? 1)
            return ja ? "\(year)年\(month)月\(day)日" : "\(day) \(Self.englishMonths[month - 1]) \(year)"
        }

        private static let englishMonths = [
            "January", "February", "March", "April", "May", "June",
            "July", "August", "September", "October", "November", "December",
        ]
    }

    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// `2026-08-07T18:08:57Z`, for `<time datetime>` and the JSON twin.
    static func isoTimestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
