import Foundation
import Testing
@testable import ViewModels

/// An image link checks each segment of its path with `isDecodable`, which must agree with
/// `decode` (whose text it no longer builds) on every input.
@Suite struct PercentDecodingTests {
    /// Raw bytes and escapes that end, begin or break UTF-8 sequences, control characters, and
    /// malformed escapes.
    static let tokens: [[UInt8]] =
        ["%", "4", "F", "G", "a", "/", "%C3", "%A9", "%E6", "%97", "%A5", "%ED", "%A0", "%F4", "%90", "%0A", "%7F", "%1", "%%"]
        .map { Array($0.utf8) } + [[0x00], [0x7F], [0xC3], [0xA9], [0xE6], [0x97], [0xFF], [0x09]]

    @Test func isDecodable_forEveryShortSequence_agreesWithDecode() {
        var inputs: [[UInt8]] = [[]]
        for first in Self.tokens {
            inputs.append(first)
            for second in Self.tokens {
                inputs.append(first + second)
                for third in Self.tokens { inputs.append(first + second + third) }
            }
        }
        for input in inputs {
            #expect(PercentEncoding.isDecodable(input) == (PercentEncoding.decode(input) != nil), "\(input)")
        }
    }
}

/// Titles and zone names replace one ASCII character by another without Foundation where they
/// can, and must give what Foundation's `replacingOccurrences` gives for any text.
@Suite struct ReplacingASCIITests {
    @Test(arguments: [
        "", "Tokyo", "Tokyo_Tower", "_", "__a__", "New_York", "東京_タワー", "東京", "a_\u{301}b", "_\u{301}", "é_e", "😀_😀",
        "a\r\n_b", "Ä_",
    ])
    func replacingASCII_forAnyText_isFoundationsReplacement(text: String) {
        #expect(text.replacingASCII("_", with: " ") == text.replacingOccurrences(of: "_", with: " "))
        #expect(text.replacingASCII(" ", with: "_") == text.replacingOccurrences(of: " ", with: "_"))
        #expect(text.utf8.elementsEqual(text.replacingASCII("#", with: "+").utf8))
    }
}
