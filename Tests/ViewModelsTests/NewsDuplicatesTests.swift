import Foundation
import Models
import Testing
@testable import ViewModels

/// Duplicate headlines are found exactly as Swift's String `==` finds them (canonical equivalence),
/// whether the keys are compared by their bytes (all certainly NFC) or by Swift itself.
@Suite struct NewsDuplicatesTests {
    /// Pairs that Swift holds equal though their bytes differ, pairs that only look alike, and
    /// plain text in every block `isCertainlyNFC` accepts.
    static let texts: [String] = [
        "Cafe\u{301}", "Caf\u{E9}", "Cafe",
        "K", "\u{212A}",  // Kelvin sign: canonically "K"
        ";", "\u{37E}", "`", "\u{1FEF}",  // Greek question mark, Greek varia
        "\u{C5}", "\u{212B}", "A\u{30A}",  // Å three ways
        "\u{304C}", "\u{304B}\u{3099}", "\u{304B}",  // が precomposed and as か + combining voiced mark
        "\u{30AC}", "\u{FF76}\u{FF9E}",  // ガ and its half-width form (only compatibility-equal)
        "\u{D55C}", "\u{1112}\u{1161}\u{11AB}",  // 한 as a syllable and as jamo
        "\u{985E}", "\u{F9D0}",  // 類 and its CJK compatibility ideograph (a singleton)
        "\u{FB01}", "fi",  // ﬁ ligature: compatibility only
        "東京で初雪", "東京で初雪 ", "“Quoted” — dash", "Ｋｉｏｓｋ", "😀", "e\u{301}\u{323}", "e\u{323}\u{301}",
    ]

    static func headlines(_ articles: [Article]) -> [NewsViewModel.Headline] {
        NewsViewModel.headlines(from: articles, format: NewsTimeFormat(timeZone: .gmt))
    }

    /// Every ordered pair, as titles, ids and links: one headline kept exactly when Swift says equal.
    @Test func duplicates_matchSwiftStringEquality() {
        for a in Self.texts {
            for b in Self.texts {
                let same = a == b
                let byTitle = Self.headlines([
                    Article(title: a, publisher: "P", link: "https://a.test/1", published: nil, isDateOnly: false, id: "1"),
                    Article(title: b, publisher: "P", link: "https://a.test/2", published: nil, isDateOnly: false, id: "2"),
                ])
                #expect(byTitle.count == (same ? 1 : 2), "titles \(Array(a.unicodeScalars)) \(Array(b.unicodeScalars))")
                let byPublisher = Self.headlines([
                    Article(title: "T", publisher: a, link: "https://a.test/1", published: nil, isDateOnly: false, id: "1"),
                    Article(title: "T", publisher: b, link: "https://a.test/2", published: nil, isDateOnly: false, id: "2"),
                ])
                #expect(byPublisher.count == (same ? 1 : 2), "publishers \(Array(a.unicodeScalars)) \(Array(b.unicodeScalars))")
                let byID = Self.headlines([
                    Article(title: "T1", publisher: "P", link: "https://a.test/1", published: nil, isDateOnly: false, id: a),
                    Article(title: "T2", publisher: "P", link: "https://a.test/2", published: nil, isDateOnly: false, id: b),
                ])
                #expect(byID.count == (same ? 1 : 2), "ids \(Array(a.unicodeScalars)) \(Array(b.unicodeScalars))")
                let byLink = Self.headlines([
                    Article(title: "T1", publisher: "P", link: "https://a.test/" + a, published: nil, isDateOnly: false, id: "1"),
                    Article(title: "T2", publisher: "P", link: "https://a.test/" + b, published: nil, isDateOnly: false, id: "2"),
                ])
                #expect(byLink.count == (same ? 1 : 2), "links \(Array(a.unicodeScalars)) \(Array(b.unicodeScalars))")
            }
        }
    }

    /// A feed of all the texts at once (some not NFC, so Swift's comparison decides) keeps one per
    /// equivalence class, the first of each in upstream order (all undated).
    @Test func duplicates_whenMixedWithNonNFCKeys_keepOnePerEquivalenceClass() {
        let articles = Self.texts.enumerated().map { index, text in
            Article(title: text, publisher: nil, link: "", published: nil, isDateOnly: false, id: "\(index)")
        }
        var expected: [String] = []
        for text in Self.texts where !expected.contains(where: { $0 == text }) { expected.append(text) }
        #expect(Self.headlines(articles).map(\.title) == expected)
    }

    /// Feeds up to the decoder's 200 items, drawn from a few texts so ids, links and titles repeat
    /// and chain, agree with the rule read literally: an article is new unless its id, link, or title
    /// and publisher equal (Swift `==`) one of any article seen before it. Once with only NFC texts
    /// (compared by bytes), once with the non-NFC ones mixed in (compared by Swift).
    @Test(arguments: [false, true])
    func duplicates_matchTheRuleReadLiterally(mixNonNFC: Bool) {
        let pool = mixNonNFC ? Self.texts : Self.texts.filter(NewsViewModel.isCertainlyNFC)
        var state: UInt64 = 0x5EED
        func pick(_ count: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % count
        }
        for size in [1, 2, 3, 10, 50, 200] {
            let articles = (0..<size).map { _ in
                Article(
                    title: pool[pick(pool.count)], publisher: pick(4) == 0 ? nil : pool[pick(pool.count)],
                    link: pick(3) == 0 ? "" : pool[pick(pool.count)], published: nil, isDateOnly: false,
                    id: pick(3) == 0 ? "" : pool[pick(pool.count)] + pool[pick(pool.count)])
            }
            var (ids, links, titles): ([String], [String], [(String, String)]) = ([], [], [])
            var expected: [Int] = []
            for (index, article) in articles.enumerated() {
                let newID = article.id.isEmpty || !ids.contains { $0 == article.id }
                let newLink = article.link.isEmpty || !links.contains { $0 == article.link }
                let newTitle = !titles.contains { $0.0 == article.title && $0.1 == (article.publisher ?? "") }
                ids.append(article.id)
                links.append(article.link)
                titles.append((article.title, article.publisher ?? ""))
                if newID && newLink && newTitle { expected.append(index) }
            }
            let kept = Self.headlines(articles)
            #expect(
                kept.map(\.id) == expected.map { articles[$0].id } && kept.map(\.title) == expected.map { articles[$0].title },
                "\(size) articles, mixNonNFC \(mixNonNFC)")
        }
    }

    /// Scalars `isCertainlyNFC` accepts stay as they are under NFC (alone, doubled and after a
    /// letter), so for such keys equal bytes and canonical equivalence are the same question.
    @Test func isCertainlyNFC_acceptsOnlyTextThatNFCLeavesAlone() {
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar))
            guard NewsViewModel.isCertainlyNFC(text) else { continue }
            for sample in [text, text + text, "a" + text, text + "\u{3042}"] {
                #expect(
                    Array(sample.precomposedStringWithCanonicalMapping.utf8) == Array(sample.utf8),
                    "U+\(String(value, radix: 16))")
            }
        }
        #expect(NewsViewModel.isCertainlyNFC("Plain ASCII, long enough for a few words of eight"))
        #expect(NewsViewModel.isCertainlyNFC("東京で初雪、平年より 3 日早く — “Kiosk”"))
        for maybe in ["Cafe\u{301}", "\u{212A}", "\u{37E}", "\u{304B}\u{3099}", "\u{1112}\u{1161}", "\u{F9D0}", "😀", "\u{2000}"] {
            #expect(!NewsViewModel.isCertainlyNFC(maybe), "\(Array(maybe.unicodeScalars))")
        }
    }
}
