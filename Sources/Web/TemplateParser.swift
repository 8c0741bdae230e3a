/// Reads one Mustache file into a `Template`, placing whitespace exactly as swift-mustache 2.1.1
/// does (its `Template+Parser.swift` is the specification here, quirks included: a standalone tag's
/// line vanishes; the text of a standalone partial's line stays and also indents the partial's later
/// lines; a block body loses the indentation of its first line from every line). It works on
/// `Character`s, as that parser does, so a combined character never reads as syntax.
///
/// Only what Kiosk's templates need is accepted; anything else is a `Failure` at its position, so
/// start-up names the file and line rather than render something unexpected: unescaped output
/// (`{{{x}}}`, `{{&x}}`, forbidden: docs/ARCHITECTURE.md, "Templates"), changed delimiters, pragmas, dynamic partials,
/// and transforms other than `empty(name)`.
struct TemplateParser {
    struct Failure: Error {
        /// Characters from the start of the file.
        var offset: Int
        var reason: String
    }

    private let text: [Character]
    private var position = 0
    /// Every template's place in the library, by name, so a partial is found by index when rendering.
    private let library: [String: Int]

    init(_ source: String, library: [String: Int]) {
        text = Array(source)
        self.library = library
    }

    private func partial(_ name: String, at offset: Int) throws(Failure) -> Int {
        guard let index = library[name] else { throw Failure(offset: offset, reason: "there is no template \(name).mustache") }
        return index
    }

    mutating func parse() throws(Failure) -> Template {
        Template(nodes: try Self.nodes(parseSection(State())))
    }

    /// Where the reader is: the name of the section it is inside, and the whitespace rules in force.
    private struct State {
        var sectionName: String?
        var sectionTransforms: [String] = []
        /// Nothing but spaces and tabs since the last newline: a tag here may be standalone.
        var newLine = true
        /// Inside `{{<parent}}…{{/parent}}`, where `{{$name}}` defines a block…
        var isParentBody = false
        /// …and at its top level, rather than inside one of those blocks.
        var isParentTopLevel = false
        /// The indentation of a block body's first line, taken off all of its lines.
        var blockIndentation: String?

        func entering(_ name: String, newLine: Bool, transforms: [String] = []) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = transforms
            state.isParentTopLevel = false
            if !newLine { state.newLine = false }
            return state
        }

        func enteringParent(_ name: String) -> State {
            var state = self
            state.sectionName = name
            state.sectionTransforms = []
            state.newLine = true
            state.isParentBody = true
            state.isParentTopLevel = true
            return state
        }
    }

    private enum Item {
        case node(Template.Node)
        case blockDefinition(String, Template)

        static func text(_ text: String) -> Item { .node(.text(Array(text.utf8))) }
    }

    private static func nodes(_ items: [Item]) -> [Template.Node] {
        // Block definitions exist only at a parent's top level, which `parseParent` consumes.
        items.compactMap { if case .node(let node) = $0 { node } else { nil } }
    }

    // MARK: - Sections

    private mutating func parseSection(_ entered: State) throws(Failure) -> [Item] {
        var items: [Item] = []
        var state = entered
        var whitespaceBefore = ""
        while !isAtEnd {
            if state.newLine {
                let whitespace = read { $0 == " " || $0 == "\t" }
                if state.isParentBody, !state.isParentTopLevel {
                    if let indentation = state.blockIndentation {
                        whitespaceBefore = String(whitespace.dropFirst(indentation.count))
                    } else {
                        state.blockIndentation = whitespace
                    }
                } else {
                    whitespaceBefore = whitespace
                }
            }
            let literal = try readUntilTagOrNewline()
            if current.isNewline {
                items.append(.text(whitespaceBefore + literal + String(current)))
                state.newLine = true
                position += 1
                continue
            }
            if !literal.isEmpty {
                items.append(.text(whitespaceBefore + literal))
                whitespaceBefore = ""
                state.newLine = false
            }
            if isAtEnd { break }
            var standalone = false
            let tagStart = position
            switch current {
            case "#", "^":
                let isInverted = current == "^"
                position += 1
                let (name, transforms) = try parseName()
                if isStandalone(state) {
                    standalone = true
                } else if !whitespaceBefore.isEmpty {
                    items.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                let reference = try Self.reference(name, transforms, at: tagStart)
                let body = Template(
                    nodes: Self.nodes(try parseSection(state.entering(name, newLine: standalone, transforms: transforms))))
                items.append(.node(isInverted ? .invertedSection(reference, body) : .section(reference, body)))

            case "/":
                position += 1
                let (name, transforms) = try parseName()
                guard name == state.sectionName, transforms == state.sectionTransforms else {
                    throw Failure(
                        offset: tagStart,
                        reason: "{{/\(name)}} closes no open section"
                            + (state.sectionName.map { " (expected {{/\($0)}})" } ?? ""))
                }
                if !isStandalone(state), !whitespaceBefore.isEmpty {
                    items.append(.text(whitespaceBefore))
                }
                return items

            case "!":
                position += 1
                try skipComment()
                standalone = isStandalone(state)

            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                if current == "*" { throw Failure(offset: tagStart, reason: "dynamic partials ({{>*name}}) are not supported") }
                let index = try partial(try parsePartialName(), at: tagStart)
                if !whitespaceBefore.isEmpty { items.append(.text(whitespaceBefore)) }
                if isStandalone(state) {
                    standalone = true
                    items.append(.node(.partial(template: index, indentation: Array(whitespaceBefore.utf8), blocks: nil)))
                } else {
                    items.append(.node(.partial(template: index, indentation: nil, blocks: nil)))
                }
                whitespaceBefore = ""

            case "<":
                position += 1
                _ = read(while: \.isWhitespace)
                let name = try parsePartialName()
                if name.first == "*" { throw Failure(offset: tagStart, reason: "dynamic parents ({{<*name}}) are not supported") }
                let index = try partial(name, at: tagStart)
                if !whitespaceBefore.isEmpty { items.append(.text(whitespaceBefore)) }
                standalone = isStandalone(state)
                var blocks: [String: Template] = [:]
                for item in try parseSection(state.enteringParent(name)) {
                    switch item {
                    case .blockDefinition(let block, let body): blocks[block] = body
                    case .node(.text): break  // text between a parent's blocks is dropped
                    case .node: throw Failure(offset: tagStart, reason: "only {{$blocks}} may stand inside {{<\(name)}}")
                    }
                }
                items.append(.node(.partial(template: index, indentation: Array(whitespaceBefore.utf8), blocks: blocks)))
                whitespaceBefore = ""

            case "$":
                position += 1
                let (name, transforms) = try parseName()
                guard transforms.isEmpty else { throw Failure(offset: tagStart, reason: "a block takes no transform") }
                if state.isParentTopLevel {
                    standalone = isStandalone(state)
                    let body = Template(nodes: Self.nodes(try parseSection(state.entering(name, newLine: standalone))))
                    items.append(.blockDefinition(name, body))
                } else {
                    if !whitespaceBefore.isEmpty { items.append(.text(whitespaceBefore)) }
                    standalone = isStandalone(state)
                    let body = Template(nodes: Self.nodes(try parseSection(state.entering(name, newLine: standalone))))
                    items.append(.node(.block(name: name, default: body, indentation: Array(whitespaceBefore.utf8))))
                    whitespaceBefore = ""
                }

            case "{", "&":
                throw Failure(
                    offset: tagStart, reason: "unescaped output ({{{name}}} or {{&name}}) is forbidden in Kiosk's templates")
            case "=":
                throw Failure(offset: tagStart, reason: "changing delimiters ({{=…=}}) is not supported")
            case "%":
                throw Failure(offset: tagStart, reason: "pragmas ({{%…}}) are not supported")

            default:
                if !whitespaceBefore.isEmpty {
                    items.append(.text(whitespaceBefore))
                    whitespaceBefore = ""
                }
                let (name, transforms) = try parseName()
                items.append(.node(.variable(try Self.reference(name, transforms, at: tagStart))))
            }
            state.newLine = standalone
        }
        if let open = state.sectionName {
            throw Failure(offset: position, reason: "{{#\(open)}} (or {{<\(open)}}, {{$\(open)}}) is never closed")
        }
        return items
    }

    // MARK: - Names

    private static let nameCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*()")
    private static let partialNameCharacters = nameCharacters.union(["/"])

    /// `name`, `a.b`, `.field`, `.` or `transform(name)`, then the closing `}}`.
    private mutating func parseName() throws(Failure) -> (String, [String]) {
        let start = position
        _ = read(while: \.isWhitespace)
        let name = read { Self.nameCharacters.contains($0) }
        _ = read(while: \.isWhitespace)
        try expectClose(start)
        guard name.contains("(") || name.contains(")") else { return (name, []) }
        // f(g(x)) → transforms [f, g] applied innermost first, name x.
        var rest = Substring(name)
        var transforms: [String] = []
        while let open = rest.firstIndex(of: "(") {
            transforms.append(String(rest[..<open]))
            rest = rest[rest.index(after: open)...]
        }
        let inner = rest.prefix { $0 != ")" }
        guard rest.dropFirst(inner.count) == String(repeating: ")", count: transforms.count) else {
            throw Failure(offset: start, reason: "unbalanced brackets in {{\(name)}}")
        }
        return (String(inner), transforms)
    }

    private mutating func parsePartialName() throws(Failure) -> String {
        let start = position
        _ = read(while: \.isWhitespace)
        let name = read { Self.partialNameCharacters.contains($0) }
        _ = read(while: \.isWhitespace)
        try expectClose(start)
        return name
    }

    private static func reference(_ name: String, _ transforms: [String], at offset: Int) throws(Failure) -> Template.Reference {
        guard transforms.isEmpty || transforms == ["empty"] else {
            throw Failure(
                offset: offset,
                reason: "the only transform supported is empty(name), not \(transforms.joined(separator: "(…"))(…)")
        }
        guard !(name.isEmpty && !transforms.isEmpty) else {
            throw Failure(offset: offset, reason: "sequence transforms (empty()) are not supported")
        }
        let path = name.split(separator: ".").map(String.init)
        let start: Template.Reference.Start = name == "." ? .current : name.first == "." ? .currentOnly : .stack
        return Template.Reference(start: start, path: path, isEmptyTest: !transforms.isEmpty)
    }

    // MARK: - Reading

    private var isAtEnd: Bool { position == text.count }

    /// The character at the reader, or NUL at the end (never a newline, never syntax).
    private var current: Character { isAtEnd ? "\0" : text[position] }

    private mutating func read(while matches: (Character) -> Bool) -> String {
        let start = position
        while !isAtEnd, matches(text[position]) { position += 1 }
        return String(text[start..<position])
    }

    private mutating func read(while keyPath: KeyPath<Character, Bool>) -> String {
        read { $0[keyPath: keyPath] }
    }

    private mutating func expectClose(_ tagStart: Int) throws(Failure) {
        guard position + 2 <= text.count, text[position] == "}", text[position + 1] == "}" else {
            throw Failure(offset: tagStart, reason: "the tag is not closed by }} (or its name has characters a name cannot have)")
        }
        position += 2
    }

    /// Text up to a newline (left unread) or an opening `{{` (read).
    private mutating func readUntilTagOrNewline() throws(Failure) -> String {
        var literal = ""
        while !isAtEnd {
            let character = text[position]
            if character == "\n" || character == "\r\n" { break }
            if character == "{" {
                guard position + 2 <= text.count else {
                    throw Failure(offset: position, reason: "the file ends in the middle of a tag")
                }
                if text[position + 1] == "{" {
                    position += 2
                    break
                }
            }
            literal.append(character)
            position += 1
        }
        return literal
    }

    private mutating func skipComment() throws(Failure) {
        let start = position
        while position + 1 < text.count {
            if text[position] == "}", text[position + 1] == "}" {
                position += 2
                return
            }
            position += 1
        }
        throw Failure(offset: start, reason: "the comment is never closed by }}")
    }

    /// A tag alone on its line (but for spaces and tabs): the line, newline included, is dropped.
    private mutating func isStandalone(_ state: State) -> Bool {
        guard state.newLine else { return false }
        if isAtEnd { return true }
        var next = position
        while next < text.count, text[next] == " " || text[next] == "\t" { next += 1 }
        guard next < text.count, text[next].isNewline else { return false }
        position = next + 1
        return true
    }

    /// 1-based line and column of `offset`, counting lines as swift-mustache's messages do.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let before = text[..<min(offset, text.count)]
        let line = before.filter(\.isNewline).count + 1
        let column = before.count - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0) + 1
        return (line, column)
    }
}
