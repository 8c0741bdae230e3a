/// Turns a page's Outputs into the dictionaries, arrays and scalars Mustache reads fastest.
///
/// This is the encoder production used with swift-mustache before Web built a
/// `TemplateTree` and rendered compiled templates; it stays here, unchanged, as the input of
/// the swift-mustache reference rendering (MustacheReference.swift).
///
/// Given a struct, swift-mustache finds each `{{name}}` with a fresh `Mirror` and a scan of every stored
/// property; the field types are demangled on every access. On the news page that was 83% of a 4 ms
/// render (perf, Benchmarks/PageBenchmark). Outputs are `Encodable` (the JSON twin uses that), so one
/// pass through this encoder gives the same stored properties as `[String: Any]`, found by hashing.
/// Semantics match the Mirror's: a nil property is absent, so Mustache looks it up in the enclosing
/// context as before; Bool, numbers and strings stay themselves; arrays stay arrays.
enum TemplateValues {
    static func tree<T: Encodable>(_ value: T) -> Any {
        let root = Node()
        do {
            try value.encode(to: TreeEncoder(node: root))
        } catch {
            // The encoder itself never throws; only a custom `encode(to:)` could, and Outputs have none.
            preconditionFailure("Outputs \(T.self) cannot be encoded for a template: \(error)")
        }
        return root.tree ?? [String: Any]()
    }
}

/// One value being built: a keyed or unkeyed container, a scalar, or nothing yet (nil).
private final class Node {
    enum Content {
        case empty
        case scalar(Any)
        case keyed([String: Node])
        case unkeyed([Node])
    }

    var content = Content.empty

    var tree: Any? {
        switch content {
        case .empty: nil
        case .scalar(let value): value
        case .keyed(let children): children.compactMapValues(\.tree)
        case .unkeyed(let elements): elements.compactMap(\.tree)
        }
    }

    func child(_ key: String) -> Node {
        let node = Node()
        if case .keyed(var children) = content {
            content = .empty  // let the dictionary be uniquely referenced while it grows
            children[key] = node
            content = .keyed(children)
        } else {
            content = .keyed([key: node])
        }
        return node
    }

    func element() -> Node {
        let node = Node()
        if case .unkeyed(var elements) = content {
            content = .empty
            elements.append(node)
            content = .unkeyed(elements)
        } else {
            content = .unkeyed([node])
        }
        return node
    }

    func makeKeyed() { if case .keyed = content {} else { content = .keyed([:]) } }
    func makeUnkeyed() { if case .unkeyed = content {} else { content = .unkeyed([]) } }

    /// Stores `value`: scalars as themselves, anything else through its own `encode(to:)`.
    func store<T: Encodable>(_ value: T) throws {
        switch value {
        case let scalar as String: content = .scalar(scalar)
        case let scalar as Bool: content = .scalar(scalar)
        case let scalar as Int: content = .scalar(scalar)
        case let scalar as Double: content = .scalar(scalar)
        default: try value.encode(to: TreeEncoder(node: self))
        }
    }
}

private struct TreeEncoder: Encoder {
    let node: Node
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeKeyed()
        return KeyedEncodingContainer(KeyedTreeContainer(node: node))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeUnkeyed()
        return UnkeyedTreeContainer(node: node)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTreeContainer(node: node) }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try node.child(key.stringValue).store(value) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { node.child(key.stringValue).content = .scalar(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.child(key.stringValue)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.child(key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.child("super")) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(node: node.child(key.stringValue)) }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }
    var count: Int {
        if case .unkeyed(let elements) = node.content { return elements.count }
        return 0
    }

    mutating func encodeNil() throws { _ = node.element() }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.element().store(value) }
    mutating func encode(_ value: Bool) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: String) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Double) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Float) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Int) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Int8) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Int16) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Int32) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: Int64) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: UInt) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: UInt8) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: UInt16) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: UInt32) throws { node.element().content = .scalar(value) }
    mutating func encode(_ value: UInt64) throws { node.element().content = .scalar(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(node: node.element()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        TreeEncoder(node: node.element()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.element()) }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let node: Node
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { node.content = .empty }
    mutating func encode<T: Encodable>(_ value: T) throws { try node.store(value) }
    mutating func encode(_ value: Bool) throws { node.content = .scalar(value) }
    mutating func encode(_ value: String) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Double) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Float) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Int) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Int8) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Int16) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Int32) throws { node.content = .scalar(value) }
    mutating func encode(_ value: Int64) throws { node.content = .scalar(value) }
    mutating func encode(_ value: UInt) throws { node.content = .scalar(value) }
    mutating func encode(_ value: UInt8) throws { node.content = .scalar(value) }
    mutating func encode(_ value: UInt16) throws { node.content = .scalar(value) }
    mutating func encode(_ value: UInt32) throws { node.content = .scalar(value) }
    mutating func encode(_ value: UInt64) throws { node.content = .scalar(value) }
}
