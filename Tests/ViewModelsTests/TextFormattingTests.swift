import Foundation
import Testing
@testable import ViewModels

/// The hand-written number and URL formatting gives Foundation's text exactly.
@Suite struct TextFormattingTests {
    /// A reproducible generator (xorshift64), so a failing value can be found again.
    static func pseudoRandom(count: Int) -> [UInt64] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    @Test func score_matchesFoundationsFormat() {
        let posix = Locale(identifier: "en_US_POSIX")
        // Every thousandth from 0 to 10 (TMDB's averages have three decimals), the halves that round
        // to even (8.25, 8.35…), random doubles in 0…10, and values near the edges.
        var values = (0...10_000).map { Double($0) / 1_000 } + (0...200).map { Double($0) / 20 }
        values += Self.pseudoRandom(count: 5_000).map { Double($0 % 100_000_000) / 10_000_000 }
        values += [0.0, 0.04, 0.05, 0.0500001, 0.15, 8.35, 0.00001, 1e-300, 9.95, 9.9999, .leastNonzeroMagnitude]
        for value in values {
            #expect(MovieFormat.score(value) == String(format: "%.1f", locale: posix, value), "\(value)")
        }
        // Outside TMDB's 0…10 the score is bad data, shown clamped (see MovieSearchViewModelTests).
        for value in [-0.0, -0.04, -8.35, 10.04, 99.95, 1e15, 1e300, .infinity, -.infinity, .nan, .greatestFiniteMagnitude] {
            #expect(["0.0", "10.0"].contains(MovieFormat.score(value)), "\(value)")
        }
    }

    @Test func percentEncoding_matchesFoundations() {
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        let uriComponent = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let samples = [
            "", "Swift", "a b+c&d=e/f?g#h%i", "東京 タワー", "e\u{301}", "👩‍👩‍👧", "Ærøskøbing (town)", "100%",
            "C'est «ça»!", everyASCII, String(repeating: "~._-", count: 50),
        ]
        for sample in samples {
            #expect(
                PercentEncoding.encode(sample, keeping: PercentEncoding.unreserved)
                    == sample.addingPercentEncoding(withAllowedCharacters: unreserved), "\(sample.debugDescription)")
            #expect(
                PageURL.encode(sample) == sample.addingPercentEncoding(withAllowedCharacters: unreserved),
                "\(sample.debugDescription)")
            #expect(
                PercentEncoding.encode(sample, keeping: SearchViewModel.uriComponent)
                    == sample.addingPercentEncoding(withAllowedCharacters: uriComponent), "\(sample.debugDescription)")
        }
    }

    @Test func pageURL_leavesOutEmptyValuesAndJoinsTheRest() {
        #expect(PageURL.make("/search", [("q", "a b"), ("limit", ""), ("lang", "ja")]) == "/search?q=a%20b&lang=ja")
        #expect(PageURL.make("/news", [("lang", "")]) == "/news")
        #expect(PageURL.make("/", []) == "/")
    }
}

extension TextFormattingTests {
    /// The byte count of ASCII words agrees with splitting on whitespace Characters, for every
    /// ASCII whitespace and control byte, CR LF, and text that is not ASCII (which takes the split).
    @Test func wordCount_matchesSplittingOnWhitespaceCharacters() {
        let everyASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        var samples = [
            "", " ", "one", " one  two\tthree\nfour\r\nfive\u{0B}six\u{0C}seven\r", "a\u{1C}b\u{1F}c\u{85}d",
            "東京 タワー は 高い", "e\u{301} x", " \u{301}x", "\u{600} x", "word\u{A0}word", everyASCII,
        ]
        samples += Self.pseudoRandom(count: 200).map { seed in
            String(
                decoding: (0..<40).map { UInt8(truncatingIfNeeded: seed >> ($0 % 8 * 8) &+ UInt64($0) &* 7) & 0x7F },
                as: UTF8.self)
        }
        for sample in samples {
            #expect(
                SearchViewModel.wordCount(sample) == sample.split(whereSeparator: \.isWhitespace).count,
                "\(sample.debugDescription)")
        }
    }
}
