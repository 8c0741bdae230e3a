import Models

extension HomeViewModel {
    /// Every word the front page shows, in each interface language.
    struct Wording: Sendable {
        let language: Language
        var ja: Bool { language == .ja }

        var heading: String { ja ? "今日の Kiosk" : "Today on Kiosk" }
        var wikipediaHeading: String { ja ? "今日のウィキペディア" : "Wikipedia today" }
        var featuredLabel: String { ja ? "今日の特集記事" : "Today’s featured article" }
        var newsLabel: String { ja ? "ニュース" : "In the news" }
        var onThisDayLabel: String { ja ? "今日は何の日" : "On this day" }
        var mostReadLabel: String { ja ? "昨日よく読まれた記事" : "Most read yesterday" }
        var pictureLabel: String { ja ? "今日の画像" : "Picture of the day" }
        var searchWikipedia: String { ja ? "ウィキペディアを検索" : "Search Wikipedia" }
        var atomFeed: String { ja ? "Atom フィード" : "Atom feed" }
        var headlinesHeading: String { ja ? "主な見出し" : "Top headlines" }
        var allHeadlines: String { ja ? "すべての見出し" : "All headlines" }
        var readComics: String { ja ? "xkcd を読む" : "Read xkcd" }
        var moviesHeading: String { ja ? "今日話題の映画" : "Trending films today" }
        var findMovies: String { ja ? "映画を探す" : "Find films" }
        var reload: String { ja ? "再読み込み" : "Reload" }
        var noFeed: String {
            ja ? "この言語のウィキペディアには、この日の特集がありません。" : "This language’s Wikipedia has no featured content for this day."
        }

        /// "Saturday 21 November 2026 · New York time" / "2026年11月21日（土）・日本時間".
        func dateLine(_ civil: CivilTime, zoneID: String) -> String {
            let city = zoneID.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") } ?? zoneID
            let weekday = Self.weekday(civil)
            if ja {
                let zone = zoneID == "Asia/Tokyo" ? "日本時間" : "\(city) 時間"
                return "\(civil.year)年\(civil.month)月\(civil.day)日（\(Self.japaneseWeekdays[weekday])）・\(zone)"
            }
            return "\(Self.englishWeekdays[weekday]) \(day(civil)) · \(city) time"
        }

        /// "Featured content of 21 November 2026, Wikipedia's day (UTC)."
        func feedDateNote(_ civil: CivilTime) -> String {
            ja
                ? "ウィキペディアの \(civil.year)年\(civil.month)月\(civil.day)日（協定世界時）の特集です。"
                : "Featured content of \(day(civil)), Wikipedia’s day (UTC)."
        }

        /// "21 November 2026".
        private func day(_ civil: CivilTime) -> String {
            "\(civil.day) \(Self.englishMonths[max(0, min(11, civil.month - 1))]) \(civil.year)"
        }

        /// The parts this wiki's feed lacks, in one line; nil when none is missing.
        func missingParts(_ parts: [String]) -> String? {
            guard !parts.isEmpty else { return nil }
            if ja { return "この言語のウィキペディアには、この日の" + parts.map { "「\($0)」" }.joined() + "はありません。" }
            return "This language’s Wikipedia has no " + parts.map { "“\($0)”" }.joined(separator: " or ") + " for this day."
        }

        func views(_ count: Int) -> String {
            let digits = Self.grouped(count)
            return ja ? "\(digits) 回閲覧" : (count == 1 ? "1 view" : "\(digits) views")
        }

        func year(_ year: Int) -> String {
            if year < 0 { return ja ? "紀元前\(-year)年" : "\(-year) BC" }
            return ja ? "\(year)年" : String(year)
        }

        /// A card whose source has not answered by the page's deadline.
        func notReady(_ source: Source) -> String {
            ja ? "\(source.displayName) からの応答を待っています。" : "Still waiting for \(source.displayName)."
        }

        /// "1,234,567".
        static func grouped(_ value: Int) -> String {
            let digits = String(value.magnitude)
            var out = ""
            for (index, character) in digits.enumerated() {
                if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
                out.append(character)
            }
            return value < 0 ? "-" + out : out
        }

        /// 0 is Sunday (Sakamoto's method).
        static func weekday(_ civil: CivilTime) -> Int {
            let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
            let year = civil.month < 3 ? civil.year - 1 : civil.year
            let month = max(1, min(12, civil.month))
            let value = (year + year / 4 - year / 100 + year / 400 + offsets[month - 1] + civil.day) % 7
            return (value + 7) % 7
        }

        static let englishWeekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
        static let japaneseWeekdays = ["日", "月", "火", "水", "木", "金", "土"]
        static let englishMonths = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
    }
}
