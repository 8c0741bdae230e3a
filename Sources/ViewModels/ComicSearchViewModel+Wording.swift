import Models

extension ComicSearchViewModel {
    /// The comic search page's copy in Japanese and English.
    struct Wording: Sendable {
        let language: Language
        private var ja: Bool { language == .ja }

        var heading: String { ja ? "xkcd を検索" : "Search xkcd" }
        var resultsLabel: String { ja ? "見つかったコミック" : "Comics found" }
        var pagerLabel: String { ja ? "検索結果のページ" : "Result pages" }
        var previous: String { ja ? "← 前へ" : "← Previous" }
        var next: String { ja ? "次へ →" : "Next →" }
        var indexName: String { ja ? "Kiosk のコミック索引" : "Kiosk's comic index" }
        var unavailable: String {
            ja
                ? "コミックの検索はいま使えません（索引のファイルを読めません）。コミックそのものは見られます。"
                : "Comic search is unavailable right now: Kiosk cannot read its index. The comics themselves still work."
        }
        var searchElsewhere: String { ja ? "explain xkcd で検索する" : "Search on explain xkcd instead" }

        func title(_ text: String) -> String {
            TabTitle.make(text.isEmpty ? (ja ? "検索" : "Search") : (ja ? "「\(text)」" : "“\(text)”"), section: "xkcd")
        }

        var emptySubmit: String {
            ja
                ? "探したい言葉を入力してください。題名、マウスオーバーの文、書き起こしから探します。番号を入れるとその回を開きます。"
                : "Type a word or phrase to find in comics' titles, alt texts and transcripts, or a number to open that comic."
        }

        func tooLong(_ count: Int) -> String {
            let maximum = ComicSearchLimits.maximumQueryLength
            return ja
                ? "検索する言葉は\(maximum)文字までです（いまは\(Digits.grouped(count))文字）。短くしてください。"
                : "A search can be at most \(maximum) characters long; this one has \(Digits.grouped(count)). Please shorten it."
        }

        func noResults(_ text: String, beyond: Bool) -> String {
            if beyond { return ja ? "「\(text)」の検索結果はこれ以上ありません。" : "There are no more comics matching “\(text)”." }
            return ja ? "「\(text)」に一致するコミックはありません。" : "No comics match “\(text)”."
        }

        func summary(_ text: String, total: Int, first: Int, last: Int) -> String {
            let (count, first, last) = (Digits.grouped(total), Digits.grouped(first), Digits.grouped(last))
            if ja { return "「\(text)」に一致するコミック \(count)件（\(first)–\(last)件目）" }
            return total == 1 ? "1 comic matches “\(text)”" : "\(count) comics match “\(text)” (\(first)–\(last))"
        }

        /// "2,140 of 3,330 comics indexed so far": search works on those while the rest arrive.
        func progress(_ progress: IndexProgress) -> String {
            let indexed = Digits.grouped(progress.indexed)
            guard let total = progress.total else {
                return ja
                    ? "索引を作っています（\(indexed)件まで）。見つかるのはその中からです。"
                    : "Building the index: \(indexed) comics so far, searched as they arrive."
            }
            return ja
                ? "\(Digits.grouped(total))件中 \(indexed)件のコミックを索引に入れました。残りも順に追加されます。"
                : "\(indexed) of \(Digits.grouped(total)) comics indexed so far; the rest are on their way."
        }

        func date(_ year: Int, _ month: Int, _ day: Int) -> String {
            ja ? "\(year)年\(month)月\(day)日" : "\(day) \(Self.months[max(0, min(11, month - 1))]) \(year)"
        }

        private static let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
    }
}
