import Foundation

extension ArticleMarkupGate.Pass {
    /// `<name attributes…>`: written in canonical form, or dropped (with its content when it is a
    /// raw-text element), or kept as its text when it lies deeper than the depth cap.
    mutating func startTag() {
        let nameStart = index + 1
        var cursor = nameStart
        while cursor < input.count, !isTagNameEnd(input[cursor]) { cursor += 1 }
        let name = lowercased(nameStart..<cursor)
        var attributes: [(name: [UInt8], value: Range<Int>)] = []
        guard let end = readAttributes(from: cursor, into: &attributes) else { index = input.count; return }
        index = end
        let key = String(decoding: name, as: UTF8.self)
        if key == "title" { return rawText(named: name, keep: true) }
        if key == "plaintext" { index = input.count; return }
        if ArticleMarkupGate.skippedWithContent.contains(key) { return rawText(named: name, keep: false) }
        guard !ArticleMarkupGate.droppedTags.contains(key), name.allSatisfy(isNameByte) else { return }
        let isVoid = ArticleMarkupGate.voidElements.contains(key)
        let emit = emittedDepth < ArticleMarkupGate.maximumDepth
        if emit { write(name, attributes) }
        guard !isVoid else { return }
        // Inside MathML `<mspace/>` is complete (HTML ignores the slash): written out as an empty
        // element, so what follows it is not taken for its content.
        if openMath > 0, end >= 2, input[end - 2] == UInt8(ascii: "/") {
            if emit { writeEndTag(name) }
            return
        }
        open.append(ArticleMarkupGate.Open(name: name, isEmitted: emit))
        if key == "math" { openMath += 1 }
        if emit { emittedDepth += 1 }
    }

    /// `</name>`: closes the element it names when that is open near the top (and what is open
    /// inside it); otherwise it closes nothing here, and is dropped.
    mutating func endTag() {
        let nameStart = index + 2
        var cursor = nameStart
        while cursor < input.count, !isTagNameEnd(input[cursor]) { cursor += 1 }
        let name = lowercased(nameStart..<cursor)
        index = skip(past: UInt8(ascii: ">"), from: cursor)
        let lowest = max(open.count - ArticleMarkupGate.endTagReach, 0)
        guard let position = open[lowest...].lastIndex(where: { $0.name == name }) else { return }
        closeAll(downTo: position)
    }

    /// Pops and closes every open element from the top down to `position`.
    mutating func closeAll(downTo position: Int) {
        while open.count > position {
            let element = open.removeLast()
            if element.name == ArticleMarkupGate.mathName { openMath -= 1 }
            guard element.isEmitted else { continue }
            writeEndTag(element.name)
            emittedDepth -= 1
        }
    }

    mutating func writeEndTag(_ name: [UInt8]) {
        output.append(UInt8(ascii: "<"))
        output.append(UInt8(ascii: "/"))
        output.append(contentsOf: name)
        output.append(UInt8(ascii: ">"))
    }

    /// The content of a raw-text element runs to `</name` whatever it holds; kept (escaped) for the
    /// title, skipped otherwise.
    mutating func rawText(named name: [UInt8], keep: Bool) {
        var cursor = index
        var end = input.count
        var resume = input.count
        while cursor < input.count {
            let lessThan = nextLessThan(from: cursor)
            // Room for `</name` and the byte after it, which says whether the name ends there.
            guard lessThan + 2 + name.count < input.count else { break }
            if input[lessThan + 1] == UInt8(ascii: "/"), lowercased(lessThan + 2..<lessThan + 2 + name.count) == name,
                isTagNameEnd(input[lessThan + 2 + name.count])
            {
                end = lessThan
                resume = skip(past: UInt8(ascii: ">"), from: lessThan + 2 + name.count)
                break
            }
            cursor = lessThan + 1
        }
        if keep {
            output.append(contentsOf: Array("<title>".utf8))
            for byte in input[index..<end] {
                if byte == UInt8(ascii: "<") { output.append(contentsOf: Self.escapedLessThan) } else { output.append(byte) }
            }
            output.append(contentsOf: Array("</title>".utf8))
        }
        index = resume
    }

    mutating func skipComment() {
        // `<!-->` and `<!--->` are complete (empty) comments; otherwise the first `-->` or `--!>` ends it.
        let start = index + 4
        if startsWith(">", at: start) { index = start + 1; return }
        if startsWith("->", at: start) { index = start + 2; return }
        var cursor = start
        while cursor < input.count {
            let dash = nextByte(UInt8(ascii: "-"), from: cursor)
            if startsWith("-->", at: dash) { index = dash + 3; return }
            if startsWith("--!>", at: dash) { index = dash + 4; return }
            cursor = dash + 1
        }
        index = input.count
    }

    func skip(past byte: UInt8, from start: Int) -> Int {
        min(nextByte(byte, from: start) + 1, input.count)
    }

    func nextByte(_ byte: UInt8, from start: Int) -> Int {
        guard start < input.count, let base = input.baseAddress,
            let found = memchr(base + start, Int32(byte), input.count - start)
        else { return input.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    func startsWith(_ text: StaticString, at position: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position >= 0, position + count <= input.count else { return false }
        return memcmp(input.baseAddress! + position, text.utf8Start, count) == 0
    }

    func lowercased(_ range: Range<Int>) -> [UInt8] {
        input[range].map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 | 0x20 : $0 }
    }

    func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D }
    func isTagNameEnd(_ byte: UInt8) -> Bool { isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") }
    func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }
}
