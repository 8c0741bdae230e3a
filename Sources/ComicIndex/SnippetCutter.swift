import Models

/// A result's snippet, cut in Swift from the stored text of the page's rows only: about a line of
/// text around the first match, each occurrence of a term marked. (FTS5's `snippet()` over trigram
/// tokens cost about 0.1 ms a row and column, most of a page of twenty for a common term.)
///
/// Terms are found as the search found them: indexed terms anywhere (the trigram index finds parts
/// of words), short ASCII words only as whole words, other short terms anywhere; case is ignored as
/// the index ignores it. Text is compared by Unicode scalars, as the trigram tokenizer reads it.
enum SnippetCutter {
    /// Scalars kept before the first match; the whole snippet is about `length` scalars.
    static let lead = 20
    static let length = 80
    /// How far an edge of the snippet may move to fall between words instead of inside one.
    static let wordSnap = 12

    /// A term as folded scalars, and whether it matches only as a whole word.
    struct Needle: Sendable {
        let scalars: [UInt32]
        /// The folded term's UTF-8 bytes.
        let bytes: [UInt8]
        let isWord: Bool
        /// Found by comparing bytes: no letter of it has another case outside ASCII.
        let isByteComparable: Bool

        init(_ term: String, isWord: Bool) {
            scalars = term.unicodeScalars.map(SnippetCutter.fold)
            bytes = Array(String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init))).utf8)
            self.isWord = isWord
            isByteComparable = term.unicodeScalars.allSatisfy { $0.isASCII || !$0.properties.changesWhenCaseMapped }
        }
    }

    /// What to mark for `expression`: its indexed terms anywhere, its short terms as the index looks them up.
    static func needles(_ expression: SearchExpression) -> [Needle] {
        (expression.indexedTerms.map { Needle($0, isWord: false) }
            + expression.shortTerms.map { Needle($0, isWord: SearchExpression.isWord($0)) })
            .filter { !$0.scalars.isEmpty }
    }

    /// The snippet of `text`, or nil when no needle is in it.
    static func matched(_ text: String, needles: [Needle]) -> [TextRun]? {
        // The first match is looked for in the UTF-8 bytes (a page's transcripts are thousands of
        // characters), and only the snippet's window is read as scalars; a needle with letters
        // whose case changes outside ASCII (`É`) needs every scalar folded first.
        if needles.allSatisfy(\.isByteComparable) {
            var text = text
            return text.withUTF8 { bytes in window(bytes, needles: needles) }
        }
        let scalars = Array(text.unicodeScalars)
        let folded = scalars.map { fold($0) }
        guard let first = (0..<folded.count).first(where: { longestMatch(folded, needles, at: $0) != nil }) else { return nil }
        let start = max(0, min(first - lead, scalars.count - length))
        let end = min(scalars.count, start + length)
        return runs(
            scalars[start..<end], folded[start..<end], first: first - start, cutBefore: start > 0, cutAfter: end < scalars.count,
            needles)
    }

    /// The snippet around the first match in `bytes`, found by comparing bytes (ASCII letters folded).
    private static func window(_ bytes: UnsafeBufferPointer<UInt8>, needles: [Needle]) -> [TextRun]? {
        guard let at = (0..<bytes.count).first(where: { byteMatch(bytes, needles, at: $0) }) else { return nil }
        func isScalarStart(_ index: Int) -> Bool { bytes[index] & 0xC0 != 0x80 }
        var start = at
        var before = 0
        func stepBack() {
            start -= 1
            while start > 0 && !isScalarStart(start) { start -= 1 }
            before += 1
        }
        while start > 0 && before < lead { stepBack() }
        var end = at
        var after = 0
        while end < bytes.count && before + after < length {
            end += 1
            while end < bytes.count && !isScalarStart(end) { end += 1 }
            after += 1
        }
        // As much text as fits: a match near the end starts the snippet earlier, a short text is whole.
        while end == bytes.count && start > 0 && before + after < length { stepBack() }
        let scalars = Array(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self).unicodeScalars)
        let folded = scalars.map { fold($0) }
        return runs(scalars[...], folded[...], first: before, cutBefore: start > 0, cutAfter: end < bytes.count, needles)
    }

    /// Whether one of `needles` starts at byte `index` (whole words only where they must be).
    private static func byteMatch(_ bytes: UnsafeBufferPointer<UInt8>, _ needles: [Needle], at index: Int) -> Bool {
        let byte = foldByte(bytes[index])
        for needle in needles where needle.bytes[0] == byte && index + needle.bytes.count <= bytes.count {
            let after = index + needle.bytes.count
            var equal = true
            for offset in 1..<needle.bytes.count where foldByte(bytes[index + offset]) != needle.bytes[offset] {
                equal = false
                break
            }
            guard equal else { continue }
            if needle.isWord {
                if index > 0 && isWordScalar(UInt32(bytes[index - 1])) { continue }
                if after < bytes.count && isWordScalar(UInt32(bytes[after])) { continue }
            }
            return true
        }
        return false
    }

    private static func foldByte(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte | 0x20 : byte }

    /// The runs of a window of text (`first`: where its first match starts), between words where a
    /// space is near the cut, so the snippet does not start or end inside one.
    private static func runs(
        _ scalars: ArraySlice<Unicode.Scalar>, _ folded: ArraySlice<UInt32>, first: Int, cutBefore: Bool, cutAfter: Bool,
        _ needles: [Needle]
    ) -> [TextRun] {
        let scalars = Array(scalars)
        let folded = Array(folded)
        var start = 0
        var end = scalars.count
        if cutBefore, let space = (0..<min(first, wordSnap)).first(where: { isSpace(folded[$0]) }) { start = space + 1 }
        if cutAfter, let space = (max(first, end - wordSnap)..<end).reversed().first(where: { isSpace(folded[$0]) }) {
            end = space
        }
        var runs: [TextRun] = []
        // Each run's text is gathered as UTF-8 and made a string once: appending scalars to a string
        // one at a time was most of the cost of cutting a page's snippets.
        var plain = RunText()
        if cutBefore { plain.append("…") }
        var index = start
        while index < end {
            if let count = longestMatch(folded, needles, at: index) {
                if !plain.isEmpty { runs.append(TextRun(text: plain.take(), isMatch: false)) }
                let stop = min(end, index + count)
                var marked = RunText()
                for scalar in scalars[index..<stop] { marked.append(isSpace(scalar.value) ? " " : scalar) }
                runs.append(TextRun(text: marked.take(), isMatch: true))
                index = stop
            } else {
                plain.append(isSpace(folded[index]) ? " " : scalars[index])
                index += 1
            }
        }
        if cutAfter { plain.append("…") }
        if !plain.isEmpty { runs.append(TextRun(text: plain.take(), isMatch: false)) }
        return runs
    }

    /// A run's text being gathered, as UTF-8.
    private struct RunText {
        private var bytes: [UInt8] = []

        var isEmpty: Bool { bytes.isEmpty }

        mutating func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                bytes.append(UInt8(scalar.value))
            } else {
                UTF8.encode(scalar) { bytes.append($0) }
            }
        }

        /// The text so far, which starts again empty.
        mutating func take() -> String {
            defer { bytes.removeAll(keepingCapacity: true) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The start of `text`, unmarked (a result whose match is in a column not shown).
    static func opening(_ text: String) -> [TextRun] {
        var plain = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < length else {
                plain.append("…")
                break
            }
            plain.append(isSpace(scalar.value) ? " " : scalar)
            count += 1
        }
        return plain.isEmpty ? [] : [TextRun(text: String(plain), isMatch: false)]
    }

    /// The length of the longest of `needles` that starts at `index`, if any does (words only as
    /// whole words, as the search matched them).
    private static func longestMatch(_ haystack: [UInt32], _ needles: [Needle], at index: Int) -> Int? {
        var longest: Int?
        for needle in needles where index + needle.scalars.count <= haystack.count && haystack[index] == needle.scalars[0] {
            let after = index + needle.scalars.count
            if needle.isWord {
                let before = index == 0 ? 0x20 : haystack[index - 1]
                let next = after == haystack.count ? 0x20 : haystack[after]
                if isWordScalar(before) || isWordScalar(next) { continue }
            }
            if haystack[index..<after].elementsEqual(needle.scalars), needle.scalars.count > (longest ?? 0) {
                longest = needle.scalars.count
            }
        }
        return longest
    }

    private static func isSpace(_ value: UInt32) -> Bool { value == 0x20 || value == 0x0A || value == 0x0D }

    private static func isWordScalar(_ value: UInt32) -> Bool {
        (0x61...0x7A).contains(value | 0x20) || (0x30...0x39).contains(value)
    }

    /// Case folded as the index folds it: ASCII from the byte, other letters through Unicode's
    /// lowercase mapping where it is one scalar.
    static func fold(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 { return (0x41...0x5A).contains(value) ? value | 0x20 : value }
        guard scalar.properties.changesWhenLowercased else { return value }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars
        return lower.count == 1 ? lower.first?.value ?? value : value
    }
}
