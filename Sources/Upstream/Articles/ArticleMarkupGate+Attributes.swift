extension ArticleMarkupGate.Pass {
    /// Reads a tag's attributes as the HTML tokenizer does (a quote opens a value only after `=`),
    /// collecting the kept ones. Returns the index after `>`, or nil when the input ends first (a
    /// tag cut off by the end of the file is dropped, as in a browser).
    func readAttributes(from start: Int, into kept: inout [(name: [UInt8], value: Range<Int>)]) -> Int? {
        var cursor = start
        while true {
            while cursor < input.count, isSpace(input[cursor]) || input[cursor] == UInt8(ascii: "/") { cursor += 1 }
            guard cursor < input.count else { return nil }
            if input[cursor] == UInt8(ascii: ">") { return cursor + 1 }
            let nameStart = cursor
            cursor += 1
            while cursor < input.count, !isTagNameEnd(input[cursor]), input[cursor] != UInt8(ascii: "=") { cursor += 1 }
            let nameEnd = cursor
            while cursor < input.count, isSpace(input[cursor]) { cursor += 1 }
            var value = cursor..<cursor
            if cursor < input.count, input[cursor] == UInt8(ascii: "=") {
                cursor += 1
                while cursor < input.count, isSpace(input[cursor]) { cursor += 1 }
                guard cursor < input.count else { return nil }
                let quote = input[cursor]
                if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let close = nextByte(quote, from: cursor + 1)
                    guard close < input.count else { return nil }
                    value = cursor + 1..<close
                    cursor = close + 1
                } else {
                    let valueStart = cursor
                    while cursor < input.count, !isSpace(input[cursor]), input[cursor] != UInt8(ascii: ">") { cursor += 1 }
                    value = valueStart..<cursor
                }
            }
            // Only names of the kept length are compared, so `data-mw` costs no copy.
            guard kept.count < ArticleMarkupGate.maximumAttributes, nameEnd - nameStart <= ArticleMarkupGate.longestKeptAttribute,
                let name = ArticleMarkupGate.keptAttributes.first(where: { matches($0, nameStart..<nameEnd) })
            else { continue }
            kept.append((name, value))
        }
    }

    private func matches(_ name: [UInt8], _ range: Range<Int>) -> Bool {
        guard name.count == range.count else { return false }
        for (offset, byte) in name.enumerated() where input[range.lowerBound + offset] | 0x20 != byte { return false }
        return true
    }

    /// `<name a="v"…>` with every value double-quoted (`"` inside as `&quot;`).
    mutating func write(_ name: [UInt8], _ attributes: [(name: [UInt8], value: Range<Int>)]) {
        output.append(UInt8(ascii: "<"))
        output.append(contentsOf: name)
        for attribute in attributes {
            output.append(UInt8(ascii: " "))
            output.append(contentsOf: attribute.name)
            output.append(UInt8(ascii: "="))
            output.append(UInt8(ascii: "\""))
            for byte in input[attribute.value] {
                if byte == UInt8(ascii: "\"") { output.append(contentsOf: Self.escapedQuote) } else { output.append(byte) }
            }
            output.append(UInt8(ascii: "\""))
        }
        output.append(UInt8(ascii: ">"))
    }

    static let escapedQuote = Array("&quot;".utf8)
}
