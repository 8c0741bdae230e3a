/// Whole numbers as pages read them from URLs and write them for people, and as upstream headers
/// send them: one of each rule. (The HTTP server's wire syntax has its own byte-level `decimal`, in
/// `RequestSyntax`, since that module sees no other.)
public enum Digits {
    /// The value of one hex digit (either case), or nil: percent-escapes, read in more than one layer.
    public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// `37812` → `37,812`: both languages group digits by three with a comma.
    public static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// Digits only, as URLs and forms of ours write numbers: nil for empty text, a sign (`+20`, which
    /// `Int()` would take), spaces, anything else, or digits too many to fit.
    public static func wholeNumber(_ text: some StringProtocol) -> Int? {
        guard isDigits(text) else { return nil }
        return Int(text)
    }

    /// Digits with an optional leading `-`, saturating at `Int.min`/`Int.max` (the caller clamps).
    public static func integer(_ text: some StringProtocol) -> Int? {
        let negative = text.hasPrefix("-")
        let digits = negative ? text.dropFirst() : text[...]
        guard isDigits(digits) else { return nil }
        guard let magnitude = Int(digits) else { return negative ? Int.min : Int.max }
        return negative ? -magnitude : magnitude
    }

    /// Non-empty and ASCII digits only (no sign, no space).
    public static func isDigits(_ text: some StringProtocol) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
