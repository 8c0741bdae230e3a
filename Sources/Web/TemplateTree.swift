/// A page's Outputs as its templates read them: built by one pass of `Encodable` (the JSON twin
/// uses the same conformance; see TemplateTree+Encoder.swift), then read by `TemplateRendering`.
///
/// The semantics are those swift-mustache's Mirror lookups had on the Outputs structs: a nil
/// property is absent (so a plain `{{name}}` climbs to an enclosing value that has `name`; the
/// templates use `{{#.name}}` where that must not happen), Bool and numbers stay themselves
/// (a Bool section is a condition, a number renders as Swift prints it), arrays stay lists, and a
/// field encoded twice has its last value, as a dictionary would.
///
/// The whole tree is two arrays: nodes, which refer to each other by index, and the bytes of every
/// string, copied once. Nodes are plain data, so reading them while rendering retains nothing (perf:
/// with a class per object and a `String` per field, building the news page's tree was half its
/// render phase and retain/release of the values a fifth of the rest). A field's name is the number
/// `FieldNames` gives it, so a lookup compares integers.
struct TemplateTree {
    /// A node's place in `nodes`; `none` for no node.
    typealias Index = Int32
    static let none: Index = -1
    /// The Outputs value itself, the first node of every tree.
    static let root: Index = 0

    enum Value: Equatable {
        /// Not there: what a nil encodes, or a field that a later nil of the same name removed.
        case absent
        /// `bytes[range]`, as UTF-8.
        case string(Range<Int32>)
        case bool(Bool)
        case int(Int)
        case double(Double)
        /// Any other number (Float, Int8…) in `bytes[range]`, as `String(describing:)` prints it.
        case number(Range<Int32>)
        case object(Children)
        case list(Children)
    }

    /// An object's fields or a list's elements, in encoding order, linked through `next`/`previous`.
    struct Children: Equatable {
        var first = TemplateTree.none
        var last = TemplateTree.none
    }

    struct Node: Equatable {
        /// A field's name: its number in `names`, or `~n` for a name no template reads, whose bytes
        /// are at `unreadNames[n]` (kept only so that a later nil of that name can remove it).
        /// `notAField` for the root and list elements.
        var name: Int32
        var previous: Index
        var next = TemplateTree.none
        /// For an object, a bit per field name it holds (bit `name % 32`, names templates read): a
        /// lookup whose bit is clear skips the walk through its fields. Most lookups inside a list
        /// item climb past it to an enclosing value (the news page's headlines: a third of its field
        /// visits); the mask fills what was padding, so a node stays 32 bytes.
        var fieldMask: UInt32 = 0
        var value = Value.absent
    }

    static let notAField = Int32.max

    private(set) var nodes: [Node]
    private(set) var bytes: [UInt8] = []
    private var unreadNames: [Range<Int32>] = []
    /// The names templates read; an encoded field's name is looked up here.
    let names: FieldNames

    /// A tree with an absent root; `capacity` is how many nodes and string bytes to reserve.
    init(names: FieldNames, capacity: (nodes: Int, bytes: Int) = (64, 1024)) {
        self.names = names
        nodes = []
        nodes.reserveCapacity(capacity.nodes)
        nodes.append(Node(name: Self.notAField, previous: Self.none))
        bytes.reserveCapacity(capacity.bytes)
    }

    var capacityUsed: (nodes: Int, bytes: Int) { (nodes.count, bytes.count) }

    // MARK: - Reading

    subscript(node: Index) -> Value { nodes[Int(node)].value }

    /// The bytes of a `.string` or `.number`.
    func bytes(_ range: Range<Int32>) -> ArraySlice<UInt8> { bytes[Int(range.lowerBound)..<Int(range.upperBound)] }

    /// The field `name` (a number in `names`) of `node`, nil when absent or when `node` is no object.
    func field(_ name: Int32, of node: Index) -> Index? {
        guard nodes[Int(node)].fieldMask & Self.maskBit(name) != 0, case .object(let fields) = self[node] else { return nil }
        // From the last: a field encoded twice has its last value.
        var field = fields.last
        while field != Self.none {
            let candidate = nodes[Int(field)]
            if candidate.name == name, !candidate.isAbsent { return field }
            field = candidate.previous
        }
        return nil
    }

    /// The first present element at or after `element` in its list (`none` past the end).
    func present(from element: Index) -> Index {
        var element = element
        while element != Self.none, nodes[Int(element)].isAbsent { element = nodes[Int(element)].next }
        return element
    }

    /// The element after `element` that is present.
    func present(after element: Index) -> Index { present(from: nodes[Int(element)].next) }

    /// Whether an object has no field or a list no element.
    func isEmpty(_ children: Children) -> Bool { present(from: children.first) == Self.none }

    /// The names of an object's present fields, in encoding order (for tests and messages).
    func fieldNames(of node: Index) -> [String] {
        guard case .object(let fields) = self[node] else { return [] }
        var result: [String] = []
        var field = present(from: fields.first)
        while field != Self.none {
            let name = nodes[Int(field)].name
            result.append(name >= 0 ? names.strings[Int(name)] : String(decoding: bytes(unreadNames[Int(~name)]), as: UTF8.self))
            field = present(after: field)
        }
        return result
    }

    // MARK: - Building

    /// Sets a node's value; a field (of `parent`) set to absent removes every field of its name from
    /// `parent`, as setting a dictionary's key to nil would.
    mutating func set(_ node: Index, to value: Value, parent: Index) {
        nodes[Int(node)].value = value
        if case .absent = value, parent != Self.none { removeFields(named: nodes[Int(node)].name, of: parent) }
    }

    mutating func set(_ node: Index, to string: String) {
        nodes[Int(node)].value = .string(append(string.utf8))
    }

    mutating func set(_ node: Index, toUTF8 string: UnsafeBufferPointer<UInt8>) {
        nodes[Int(node)].value = .string(append(string))
    }

    mutating func set(_ node: Index, toNumber text: String) {
        nodes[Int(node)].value = .number(append(text.utf8))
    }

    /// Makes `node` an object, or keeps it one (an encoder asked twice for a container fills the same).
    mutating func makeObject(_ node: Index) {
        if case .object = self[node] { return }
        nodes[Int(node)].value = .object(Children())
    }

    /// Makes `node` a list, or keeps it one.
    mutating func makeList(_ node: Index) {
        if case .list = self[node] { return }
        nodes[Int(node)].value = .list(Children())
    }

    /// A new absent field `name` after `object`'s others.
    mutating func addField(_ name: String, to object: Index) -> Index {
        let number: Int32
        if let id = names.id(of: name) {
            number = id
        } else {
            unreadNames.append(append(name.utf8))
            number = ~Int32(unreadNames.count - 1)
        }
        return addChild(named: number, to: object)
    }

    /// A new absent element after `list`'s others.
    mutating func addElement(to list: Index) -> Index { addChild(named: Self.notAField, to: list) }

    /// The number of present elements of a list (an unkeyed container's `count`).
    func count(of list: Index) -> Int {
        guard case .list(let elements) = self[list] else { return 0 }
        var count = 0
        var element = present(from: elements.first)
        while element != Self.none {
            count += 1
            element = present(after: element)
        }
        return count
    }

    @inline(__always)
    private static func maskBit(_ name: Int32) -> UInt32 { 1 &<< UInt32(truncatingIfNeeded: name & 31) }

    private mutating func addChild(named name: Int32, to parent: Index) -> Index {
        let child = Index(nodes.count)
        let children: Children
        switch self[parent] {
        case .object(let existing), .list(let existing): children = existing
        default: preconditionFailure("only an object or a list has children")
        }
        nodes.append(Node(name: name, previous: children.last))
        let updated = Children(first: children.first == Self.none ? child : children.first, last: child)
        if children.last != Self.none { nodes[Int(children.last)].next = child }
        if case .object = self[parent] {
            nodes[Int(parent)].value = .object(updated)
            if name >= 0 { nodes[Int(parent)].fieldMask |= Self.maskBit(name) }
        } else {
            nodes[Int(parent)].value = .list(updated)
        }
        return child
    }

    private mutating func removeFields(named name: Int32, of object: Index) {
        guard case .object(let fields) = self[object] else { return }
        let unread = name < 0 ? bytes(unreadNames[Int(~name)]) : nil
        var field = fields.first
        while field != Self.none {
            let other = nodes[Int(field)].name
            if other == name || (unread != nil && other < 0 && bytes(unreadNames[Int(~other)]) == unread) {
                nodes[Int(field)].value = .absent
            }
            field = nodes[Int(field)].next
        }
    }

    /// `text`'s UTF-8 at the end of `bytes`.
    private mutating func append(_ text: some Collection<UInt8>) -> Range<Int32> {
        let start = bytes.count
        bytes.append(contentsOf: text)
        // A page is kilobytes; past 2 GiB of text something upstream is badly wrong.
        precondition(bytes.count <= Int32.max, "a page's text exceeds 2 GiB")
        return Int32(start)..<Int32(bytes.count)
    }
}

private extension TemplateTree.Node {
    var isAbsent: Bool {
        if case .absent = value { return true }
        return false
    }
}
