extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`, scalar for scalar, without Foundation's trip
    /// through NSString (over a microsecond for every search, whatever its length). Text that starts
    /// and ends with a visible ASCII character, nearly every query, is returned as it is.
    public func trimmingWhitespaceAndNewlines() -> String {
        let bytes = utf8
        if let first = bytes.first, let last = bytes.last, Self.isVisibleASCII(first), Self.isVisibleASCII(last) {
            return String(self)
        }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !Self.isWhitespaceOrNewline($0) }),
            let end = scalars.lastIndex(where: { !Self.isWhitespaceOrNewline($0) })
        else { return "" }
        return String(self[start...end])
    }

    private static func isVisibleASCII(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }

    /// Foundation's `.whitespacesAndNewlines`: Unicode's White_Space, and the zero-width space.
    private static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar == "\u{200B}"
    }
}
