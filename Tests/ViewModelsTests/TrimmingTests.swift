import Foundation
import Testing
import Models

@Suite struct TrimmingTests {
    @Test(arguments: [
        "", " ", "swift", " swift ", "\tswift\n", "\r\nswift\r\n", "\u{3000}東京\u{3000}", "\u{00A0}a\u{00A0}",
        "\u{200B}a\u{200B}", "\u{2028}a\u{2029}", "\u{0085}a\u{0085}", " \u{301}a", "a \u{301}", "a\u{301} ", "😀 ", " 😀",
        "\u{FEFF}a", "a b", "  a  b  ", "\u{1680}\u{2000}\u{200A}\u{202F}\u{205F}a", "\u{000B}\u{000C}a", "\u{0000}a",
    ])
    func trimmingWhitespaceAndNewlines_forAnyText_isFoundationsTrimming(text: String) {
        #expect(text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every scalar alone and between letters: Foundation's set, scalar for scalar.
    @Test func trimmingWhitespaceAndNewlines_forEveryScalarOfTheFirstPlanes_isFoundationsTrimming() {
        for value in 0...0x3_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar)) + "a" + String(Character(scalar))
            #expect(
                text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "U+\(String(value, radix: 16))")
        }
    }
}
