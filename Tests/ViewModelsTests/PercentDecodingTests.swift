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
