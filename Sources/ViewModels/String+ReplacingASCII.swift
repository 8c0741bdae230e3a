import Foundation

extension StringProtocol {
    /// `replacingOccurrences(of: old, with: new)` for one ASCII character by another. Foundation's
    /// bridges to `NSString` (a microsecond and a dozen allocations) for every article link a page
    /// prints; here the usual text, which lacks `old` or is ASCII (where each byte is a character),
    /// is done byte by byte, and only other text keeps Foundation's rules for characters that combine.
    func replacingASCII(_ old: Unicode.Scalar, with new: Unicode.Scalar) -> String {
        precondition(old.isASCII && new.isASCII, "replacingASCII replaces ASCII by ASCII")
        let from = UInt8(old.value)
        let to = UInt8(new.value)
        let utf8 = self.utf8
        guard utf8.contains(from) else { return String(self) }
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            return replacingOccurrences(of: String(Character(old)), with: String(Character(new)))
        }
        return String(decoding: utf8.map { $0 == from ? to : $0 }, as: UTF8.self)
    }
}
