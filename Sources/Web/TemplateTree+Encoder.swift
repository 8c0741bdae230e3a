import ViewModels

extension TemplateTree {
    /// `value`'s tree; a value that encodes nothing at all is an empty object, as the page root must be one.
    /// A value that writes its own fields (`TemplateFields`) skips the encoder at its root, and with
    /// `templateOnlyFields` adds its `TemplateOnlyFields` after them (a page's tree; not its JSON's).
    init<T: Encodable>(
        _ value: T, names: FieldNames, capacity: (nodes: Int, bytes: Int) = (64, 1024), templateOnlyFields: Bool = false
    ) {
        if let type = T.self as? any TemplateFields.Type {
            let storage = TreeStorage(TemplateTree(names: names, capacity: capacity))
            storage.tree.pointee.makeObject(Self.root)
            type.write(value, to: TemplateObject(storage: storage, node: Self.root), templateOnlyFields: templateOnlyFields)
            self = storage.tree.pointee
        } else {
            self.init(encoding: value, names: names, capacity: capacity, everything: false)
        }
    }

    /// `value`'s tree through its `Encodable` conformance alone (tests hold `TemplateFields` to it).
    init<T: Encodable>(encoding value: T, names: FieldNames, capacity: (nodes: Int, bytes: Int) = (64, 1024)) {
        self.init(encoding: value, names: names, capacity: capacity, everything: true)
    }

    /// - Parameter everything: false to let a nested `Chrome` write its own fields.
    private init<T: Encodable>(encoding value: T, names: FieldNames, capacity: (nodes: Int, bytes: Int), everything: Bool) {
        let storage = TreeStorage(TemplateTree(names: names, capacity: capacity), encodesEverything: everything)
        do {
            try storage.encode(value, into: Slot(node: Self.root, parent: Self.none))
        } catch {
            // The encoder itself never throws; only a custom `encode(to:)` could, and Outputs have none.
            preconditionFailure("Outputs \(T.self) cannot be encoded for a template: \(error)")
        }
        if case .absent = storage.tree.pointee[Self.root] { storage.tree.pointee.makeObject(Self.root) }
        self = storage.tree.pointee
    }

    /// Adds a string field to the root, as the last field of its name, when the root is an object.
    mutating func addRootField(_ name: String, _ value: String) {
        guard case .object = self[Self.root] else { return }
        set(addField(name, to: Self.root), to: value)
    }
}

/// The tree being encoded, shared by the encoder and its containers (which the Encoder protocols
/// make values); every change goes through one mutating call of `TemplateTree`.
///
/// The tree lives behind a pointer rather than in a `var` property: each access to a class's `var`
/// is checked for exclusivity at run time, a large share of encoding a page. It is safe:
/// the pointer is this object's own (allocated in init, freed in deinit), and no `TemplateTree`
/// method calls out to other code, so two accesses to it never overlap.
final class TreeStorage {
    let tree: UnsafeMutablePointer<TemplateTree>
    /// True to encode a nested `Chrome` through `Encodable` too, as tests do to hold its `TemplateFields` to it.
    let encodesEverything: Bool

    init(_ tree: TemplateTree, encodesEverything: Bool = false) {
        self.tree = .allocate(capacity: 1)
        self.tree.initialize(to: tree)
        self.encodesEverything = encodesEverything
    }

    deinit {
        tree.deinitialize(count: 1)
        tree.deallocate()
    }

    /// Encodes `value` into `slot`, which becomes absent again first (a value replaces what was there).
    fileprivate func encode<T: Encodable>(_ value: T, into slot: Slot) throws {
        // Comparing metatypes, not `as?` casts (a runtime conformance walk for every nested struct).
        // An Optional of these goes the long way round, through its own encode(to:), to the same value.
        if T.self == String.self { return set(slot.node, to: unsafeBitCast(value, to: String.self)) }
        if T.self == Bool.self {
            return tree.pointee.set(slot.node, to: .bool(unsafeBitCast(value, to: Bool.self)), parent: slot.parent)
        }
        if T.self == Int.self {
            return tree.pointee.set(slot.node, to: .int(unsafeBitCast(value, to: Int.self)), parent: slot.parent)
        }
        if T.self == Double.self {
            return tree.pointee.set(slot.node, to: .double(unsafeBitCast(value, to: Double.self)), parent: slot.parent)
        }
        tree.pointee.set(slot.node, to: .absent, parent: TemplateTree.none)
        // Every page's frame (header, language picker, footer) writes its own fields, whatever page holds it.
        if T.self == Chrome.self && !encodesEverything {
            tree.pointee.makeObject(slot.node)
            return Chrome.write(value, to: TemplateObject(storage: self, node: slot.node))
        }
        try value.encode(to: TreeEncoder(storage: self, slot: slot))
        // Encoding nothing (an Optional's nil, a custom conformance that writes nothing) is a nil.
        if case .absent = tree.pointee[slot.node] { tree.pointee.set(slot.node, to: .absent, parent: slot.parent) }
    }

    /// Encodes `value` into the field `node` of `object`, as a keyed container would.
    func encode<T: Encodable>(_ value: T, field node: TemplateTree.Index, of object: TemplateTree.Index) {
        do {
            try encode(value, into: Slot(node: node, parent: object))
        } catch {
            preconditionFailure("\(T.self) cannot be encoded for a template: \(error)")
        }
    }

    /// Copies a native string's bytes straight from its storage (through `TemplateTree.set(_:to:)`,
    /// the copy would retain and release every string).
    func set(_ node: TemplateTree.Index, to string: String) {
        let tree = self.tree
        if string.utf8.withContiguousStorageIfAvailable({ tree.pointee.set(node, toUTF8: $0) }) == nil {
            tree.pointee.set(node, to: string)
        }
    }

    fileprivate func encodeNumber(_ value: some Numeric, into slot: Slot) {
        let text = String(describing: value)
        tree.pointee.set(slot.node, toNumber: text)
    }
}

/// Where an encoder writes one value: a node, and the object it is a field of (`none` otherwise).
private struct Slot {
    var node: TemplateTree.Index
    var parent: TemplateTree.Index
}

private struct TreeEncoder: Encoder {
    let storage: TreeStorage
    let slot: Slot
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        storage.tree.pointee.makeObject(slot.node)
        return KeyedEncodingContainer(ObjectContainer(storage: storage, object: slot.node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        storage.tree.pointee.makeList(slot.node)
        return ListContainer(storage: storage, list: slot.node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { ScalarContainer(storage: storage, slot: slot) }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: TreeStorage
    let object: TemplateTree.Index
    var codingPath: [any CodingKey] { [] }

    private func field(_ key: Key) -> Slot {
        Slot(node: storage.tree.pointee.addField(key.stringValue, to: object), parent: object)
    }
    private func set(_ value: TemplateTree.Value, _ key: Key) {
        storage.tree.pointee.set(field(key).node, to: value, parent: object)
    }
    private func setNumber(_ value: some Numeric, _ key: Key) { storage.encodeNumber(value, into: field(key)) }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try storage.encode(value, into: field(key)) }
    /// What the protocol's default does, without its run-time lookup of `Optional<T>`'s metadata per call.
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        if let value { try storage.encode(value, into: field(key)) }
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { storage.set(field(key).node, to: value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { setNumber(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { setNumber(value, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(storage: storage, slot: field(key)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(storage: storage, slot: field(key)).unkeyedContainer()
    }

    /// A field that is written only if the returned encoder writes something.
    mutating func superEncoder() -> any Encoder {
        TreeEncoder(storage: storage, slot: Slot(node: storage.tree.pointee.addField("super", to: object), parent: object))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(storage: storage, slot: field(key)) }
}

/// Nil elements are left out (absent, skipped when read), as swift-mustache never saw them either
/// (they were compacted away).
private struct ListContainer: UnkeyedEncodingContainer {
    let storage: TreeStorage
    let list: TemplateTree.Index
    var codingPath: [any CodingKey] { [] }
    var count: Int { storage.tree.pointee.count(of: list) }

    private func element() -> Slot { Slot(node: storage.tree.pointee.addElement(to: list), parent: TemplateTree.none) }
    private func append(_ value: TemplateTree.Value) {
        storage.tree.pointee.set(element().node, to: value, parent: TemplateTree.none)
    }
    private func appendNumber(_ value: some Numeric) { storage.encodeNumber(value, into: element()) }

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws { try storage.encode(value, into: element()) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { storage.set(element().node, to: value) }
    mutating func encode(_ value: Double) throws { append(.double(value)) }
    mutating func encode(_ value: Float) throws { appendNumber(value) }
    mutating func encode(_ value: Int) throws { append(.int(value)) }
    mutating func encode(_ value: Int8) throws { appendNumber(value) }
    mutating func encode(_ value: Int16) throws { appendNumber(value) }
    mutating func encode(_ value: Int32) throws { appendNumber(value) }
    mutating func encode(_ value: Int64) throws { appendNumber(value) }
    mutating func encode(_ value: UInt) throws { appendNumber(value) }
    mutating func encode(_ value: UInt8) throws { appendNumber(value) }
    mutating func encode(_ value: UInt16) throws { appendNumber(value) }
    mutating func encode(_ value: UInt32) throws { appendNumber(value) }
    mutating func encode(_ value: UInt64) throws { appendNumber(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(storage: storage, slot: element()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(storage: storage, slot: element()).unkeyedContainer()
    }

    /// Synthesized conformances never ask for this; an element encoded through it is an object.
    mutating func superEncoder() -> any Encoder {
        let object = element().node
        storage.tree.pointee.makeObject(object)
        return TreeEncoder(storage: storage, slot: Slot(node: storage.tree.pointee.addField("super", to: object), parent: object))
    }
}

private struct ScalarContainer: SingleValueEncodingContainer {
    let storage: TreeStorage
    let slot: Slot
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: TemplateTree.Value) { storage.tree.pointee.set(slot.node, to: value, parent: slot.parent) }

    mutating func encodeNil() throws { set(.absent) }
    mutating func encode<T: Encodable>(_ value: T) throws { try storage.encode(value, into: slot) }
    mutating func encode(_ value: Bool) throws { set(.bool(value)) }
    mutating func encode(_ value: String) throws { storage.set(slot.node, to: value) }
    mutating func encode(_ value: Double) throws { set(.double(value)) }
    mutating func encode(_ value: Float) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: Int) throws { set(.int(value)) }
    mutating func encode(_ value: Int8) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: Int16) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: Int32) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: Int64) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: UInt) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: UInt8) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: UInt16) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: UInt32) throws { storage.encodeNumber(value, into: slot) }
    mutating func encode(_ value: UInt64) throws { storage.encodeNumber(value, into: slot) }
}
