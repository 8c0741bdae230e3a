/// One rendering: the bytes so far, the stack of values sections have entered, and the templates
/// partials name. Values mean what they meant to swift-mustache 2.1.1 (its `Template+Render.swift`):
/// a list section repeats per item, a Bool section is a condition, nil or a missing name renders
/// nothing, anything else is entered; `{{name}}` looks from the innermost value outwards.
struct TemplateRendering {
    private var output: RenderBuffer
    private let tree: TemplateTree
    /// `program.bytes` and `tree.bytes`, borrowed for the rendering (see `render(_:program:capacity:template:)`):
    /// reading them through their arrays retained and released the array at every text operation
    /// and every value (perf: a third of the news page's render phase).
    private let text: UnsafeBufferPointer<UInt8>
    private let strings: UnsafeBufferPointer<UInt8>
    /// The nodes of `tree` that sections have entered, the root first.
    private var stack: [TemplateTree.Index]
    private let program: TemplateProgram
    /// The innermost partial's or block's indentation (swift-mustache's context kept it per call; it
    /// changes only at partials and blocks, so it lives here rather than in every section's call).
    private var indentation: [UInt8]?
    /// The blocks the enclosing `{{<parent}}` calls override, by name.
    private var blocks: [String: Range<Int>]?

    private init(
        tree: TemplateTree, program: TemplateProgram, text: UnsafeBufferPointer<UInt8>, strings: UnsafeBufferPointer<UInt8>,
        output: RenderBuffer
    ) {
        self.output = output
        self.tree = tree
        self.text = text
        self.strings = strings
        stack = [TemplateTree.root]
        stack.reserveCapacity(8)
        self.program = program
    }

    /// The library's template at `template` rendered with `tree`; `capacity` is the bytes to reserve
    /// (a page that needs more is written aside and copied once).
    static func render(_ tree: TemplateTree, program: TemplateProgram, capacity: Int, template: Int) -> [UInt8] {
        var movedOut: [UInt8]?
        let html = [UInt8](unsafeUninitializedCapacity: max(capacity, 1)) { storage, initialized in
            // The buffers stay valid inside these closures, and the rendering that borrows them ends there too.
            program.bytes.withUnsafeBufferPointer { text in
                tree.bytes.withUnsafeBufferPointer { strings in
                    var rendering = TemplateRendering(
                        tree: tree, program: program, text: text, strings: strings, output: RenderBuffer(storage: storage))
                    rendering.run(program.templates[template])
                    (initialized, movedOut) = rendering.output.finish()
                }
            }
        }
        return movedOut ?? html
    }

    /// Runs one template's operations. With a non-empty `indentation` (a standalone partial's), an
    /// operation that renders something right after a newline this template printed gets it in
    /// front: the rule is per node, as swift-mustache applies it, not per line of output.
    private mutating func run(_ body: Range<Int>) {
        guard let indentation, !indentation.isEmpty else {
            for index in body { execute(program.ops[index]) }
            return
        }
        let start = output.count
        for index in body {
            let before = output.count
            let atLineStart = endsWithNewline(since: start)
            execute(program.ops[index])
            if atLineStart, output.count > before { output.insert(indentation, at: before) }
        }
    }

    /// Whether what was printed since `start` ends with a "\n" Character ("\r\n" is another one).
    private func endsWithNewline(since start: Int) -> Bool {
        let end = output.count
        guard end > start, output[end - 1] == UInt8(ascii: "\n") else { return false }
        return end - 2 < start || output[end - 2] != UInt8(ascii: "\r")
    }

    private mutating func execute(_ op: TemplateProgram.Op) {
        switch op {
        case .text(let range):
            output.append(UnsafeBufferPointer(rebasing: text[range]))

        case .variable(let reference):
            if let found = lookup(reference) { append(found.value) }

        case .section(let reference, let body):
            guard let found = lookup(reference) else { return }
            switch found.value {
            case .list(let items):
                var item = tree.present(from: items.first)
                while item != TemplateTree.none {
                    enter(item, body)
                    item = tree.present(after: item)
                }
            case .bool(let isTrue):
                if isTrue { run(body) }
            default:
                enter(found.node, body)
            }

        case .invertedSection(let reference, let body):
            guard let found = lookup(reference) else {
                run(body)
                return
            }
            switch found.value {
            case .list(let items):
                if tree.isEmpty(items) { enter(found.node, body) }
            case .bool(let isTrue):
                if !isTrue { run(body) }
            default:
                break
            }

        case .block(let name, let defaultBody, let extra):
            let outer = indentation
            indentation = (outer ?? []) + text[extra]
            run(blocks?[program.blockNames[name]] ?? defaultBody)
            indentation = outer

        case .partial(let template, let extra, let table):
            let (outerIndentation, outerBlocks) = (indentation, blocks)
            if let extra { indentation = (outerIndentation ?? []) + text[extra] }
            if let table {
                // A block the caller's own parent already overrides keeps that (outer) override.
                let overrides = program.blockTables[table]
                blocks = outerBlocks.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
            }
            run(program.templates[template])
            (indentation, blocks) = (outerIndentation, outerBlocks)
        }
    }

    private mutating func enter(_ node: TemplateTree.Index, _ body: Range<Int>) {
        stack.append(node)
        run(body)
        stack.removeLast()
    }

    // MARK: - Lookup

    /// What a reference names: a node and its value, or (for `empty(name)`) a Bool that is no node.
    private struct Found {
        var node: TemplateTree.Index
        var value: TemplateTree.Value
    }

    private func lookup(_ index: Int) -> Found? {
        let reference = program.references[index]
        let path = reference.path
        var found: TemplateTree.Index?
        switch reference.start {
        case .current:
            found = stack[stack.count - 1]
        case .currentOnly:
            found = follow(path, from: stack[stack.count - 1])
        case .stack:
            if path.isEmpty {
                found = stack[stack.count - 1]
            } else {
                // The innermost value with the first field decides; the rest of the path does not climb.
                let first = program.names[path.lowerBound]
                var level = stack.count - 1
                while level >= 0 {
                    if let child = tree.field(first, of: stack[level]) {
                        found = path.count == 1 ? child : follow(path.dropFirst(), from: child)
                        break
                    }
                    level -= 1
                }
            }
        }
        guard let node = found else { return nil }
        let value = tree[node]
        guard reference.isEmptyTest else { return Found(node: node, value: value) }
        // swift-mustache's `empty` exists for strings, arrays and dictionaries; elsewhere it is nil.
        switch value {
        case .string(let bytes): return Found(node: TemplateTree.none, value: .bool(bytes.isEmpty))
        case .list(let children), .object(let children):
            return Found(node: TemplateTree.none, value: .bool(tree.isEmpty(children)))
        default: return nil
        }
    }

    private func follow(_ path: Range<Int>, from node: TemplateTree.Index) -> TemplateTree.Index? {
        var current = node
        for index in path {
            guard let child = tree.field(program.names[index], of: current) else { return nil }
            current = child
        }
        return current
    }

    // MARK: - Output

    /// A value as `String(describing:)` prints it, HTML-escaped. Lists and objects print nothing:
    /// no template prints one (swift-mustache would have printed Swift's debug description).
    private mutating func append(_ value: TemplateTree.Value) {
        switch value {
        case .string(let range), .number(let range):
            appendEscaped(UnsafeBufferPointer(rebasing: strings[Int(range.lowerBound)..<Int(range.upperBound)]))
        case .bool(let bool): output.append(bool ? Self.trueBytes : Self.falseBytes)
        case .int(let int): appendDecimal(int)
        case .double(let double):
            var text = double.description
            text.withUTF8 { output.append($0) }
        case .object, .list, .absent: break
        }
    }

    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)

    private mutating func appendDecimal(_ value: Int) {
        if value < 0 { output.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: enough for UInt64.max's 20 digits
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                count += 1
                buffer[buffer.count - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            output.append(raw: UnsafeRawBufferPointer(rebasing: buffer[(buffer.count - count)...]))
        }
    }

    /// `& < > " '` as `&amp; &lt; &gt; &quot; &#39;` (swift-mustache's entities), byte by byte.
    ///
    /// swift-mustache compared whole Characters, so one of these followed by a combining mark
    /// (`"\u{301}`) was a different Character and went out raw: a quote that still ends an HTML
    /// attribute. Every such byte is escaped here, whatever follows it; that is the one intended
    /// difference from swift-mustache's output (TemplateRendererTests pins it).
    private mutating func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        var pending = 0
        var index = 0
        // Eight bytes at a time: most of a page's text has none of the five, and one test per word
        // passes it (byte by byte, the spaces, digits and URL punctuation below `>` each took a branch).
        while index + 8 <= bytes.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            if Self.mayNeedEscaping(word) {
                for byte in index..<index + 8 { escape(bytes, at: byte, pending: &pending) }
            }
            index += 8
        }
        for byte in index..<bytes.count { escape(bytes, at: byte, pending: &pending) }
        output.append(UnsafeBufferPointer(rebasing: bytes[pending...]))
    }

    /// Whether `word` may hold `&`, `<`, `>`, `"` or `'` (also true for `#`; `escape` decides exactly):
    /// a byte of `v` is zero where `word` has one of them, for two `v`s that each cover several bytes
    /// by masking out the bits in which those differ, `"#&'` (0x22, 0x23, 0x26, 0x27) and `<>` (0x3C,
    /// 0x3E). The classic has-zero-byte test is exact about whether some byte is zero; two of them are
    /// half the work of one per character.
    @inline(__always)
    private static func mayNeedEscaping(_ word: UInt64) -> Bool {
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- 0x0101_0101_0101_0101) & ~value & 0x8080_8080_8080_8080 != 0 }
        return hasZeroByte((word ^ 0x2222_2222_2222_2222) & 0xFAFA_FAFA_FAFA_FAFA)
            || hasZeroByte((word ^ 0x3C3C_3C3C_3C3C_3C3C) & 0xFDFD_FDFD_FDFD_FDFD)
    }

    /// Writes what precedes `bytes[index]` and its entity when it is one of the five.
    @inline(__always)
    private mutating func escape(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, pending: inout Int) {
        // Letters and most punctuation sort after `>`: one comparison passes them.
        guard bytes[index] <= UInt8(ascii: ">") else { return }
        let entity: [UInt8]
        switch bytes[index] {
        case UInt8(ascii: "&"): entity = Self.ampersand
        case UInt8(ascii: "<"): entity = Self.lessThan
        case UInt8(ascii: ">"): entity = Self.greaterThan
        case UInt8(ascii: "\""): entity = Self.quote
        case UInt8(ascii: "'"): entity = Self.apostrophe
        default: return
        }
        output.append(UnsafeBufferPointer(rebasing: bytes[pending..<index]))
        output.append(entity)
        pending = index + 1
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
