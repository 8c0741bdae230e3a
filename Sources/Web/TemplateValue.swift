/// A page's Outputs as its template reads them: built by one pass of `Encodable` (the JSON twin
/// uses the same conformance), then looked up by hashing field names, with no dynamic casts.
///
/// The semantics are those swift-mustache's Mirror lookups had on the Outputs structs: a nil
/// property is absent (so a plain `{{name}}` climbs to an enclosing value that has `name`; the
/// templates use `{{#.name}}` where that must not happen), Bool and numbers stay themselves
/// (a Bool section is a condition, a number renders as Swift prints it), arrays stay lists.
///
/// Objects and lists are classes only so the encoder can fill them in place; a tree is built,
/// rendered and dropped inside one `PageRenderer.render` call, never shared.
enum TemplateValue {
    case string(String)
    case bool(Bool)
    case int(Int)
    case double(Double)
    /// Any other number (Float, Int8…), already as `String(describing:)` prints it.
    case number(String)
    case object(Object)
    case list(List)

    /// Fields in encoding order, found by a scan: an Outputs struct has a handful, and comparing a
    /// precomputed 64-bit key is cheaper than hashing the name (perf: hashing was 9% of a news page).
    final class Object {
        private var fields: [(name: FieldName, value: TemplateValue)] = []

        init() {
            // Most Outputs structs have 2–12 fields: one allocation instead of four doublings.
            fields.reserveCapacity(8)
        }

        var isEmpty: Bool { fields.isEmpty }
        var names: [String] { fields.map(\.name.string) }

        subscript(name: FieldName) -> TemplateValue? {
            get {
                // From the end: a field encoded twice has its last value, as a dictionary would.
                var index = fields.count - 1
                while index >= 0 {
                    if fields[index].name == name { return fields[index].value }
                    index -= 1
                }
                return nil
            }
            set {
                if let newValue {
                    fields.append((name, newValue))
                } else {
                    fields.removeAll { $0.name == name }
                }
            }
        }
    }

    final class List {
        var items: [TemplateValue] = []
    }

    /// `value`'s tree; a value that encodes nothing at all is an empty object, as the page root must be one.
    static func tree<T: Encodable>(_ value: T) -> TemplateValue {
        do {
            return try make(value) ?? .object(Object())
        } catch {
            // The encoder itself never throws; only a custom `encode(to:)` could, and Outputs have none.
            preconditionFailure("Outputs \(T.self) cannot be encoded for a template: \(error)")
        }
    }

    /// nil for a value that encodes as nil (an Optional's `.none`): the field is then absent.
    fileprivate static func make<T: Encodable>(_ value: T) throws -> TemplateValue? {
        // Comparing metatypes, not `as?` casts (a runtime conformance walk for every nested struct).
        // An Optional of these goes the long way round, through its own encode(to:), to the same value.
        if T.self == String.self { return .string(unsafeBitCast(value, to: String.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if T.self == Int.self { return .int(unsafeBitCast(value, to: Int.self)) }
        if T.self == Double.self { return .double(unsafeBitCast(value, to: Double.self)) }
        let slot = Slot()
        try value.encode(to: TreeEncoder(slot: slot))
        return slot.value
    }
}

/// Where an encoder writes one value: its own storage, or a field of an object.
private final class Slot {
    private let object: TemplateValue.Object?
    private let key: String

    init() {
        object = nil
        key = ""
    }

    init(field key: String, of object: TemplateValue.Object) {
        self.object = object
        self.key = key
    }

    var value: TemplateValue? {
        didSet { object?[FieldName(key)] = value }
    }

    func makeObject() -> TemplateValue.Object {
        if case .object(let object) = value { return object }
        let object = TemplateValue.Object()
        value = .object(object)
        return object
    }

    func makeList() -> TemplateValue.List {
        if case .list(let list) = value { return list }
        let list = TemplateValue.List()
        value = .list(list)
        return list
    }
}

private struct TreeEncoder: Encoder {
    let slot: Slot
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ObjectContainer(object: slot.makeObject()))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { ListContainer(list: slot.makeList()) }

    func singleValueContainer() -> any SingleValueEncodingContainer { ScalarContainer(slot: slot) }
}

private extension FixedWidthInteger {
    var templateValue: TemplateValue { .number(String(describing: self)) }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let object: TemplateValue.Object
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: TemplateValue?, _ key: Key) { object[FieldName(key.stringValue)] = value }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { set(try TemplateValue.make(value), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { set(.double(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { set(.number(String(describing: value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { set(value.templateValue, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { set(value.templateValue, key) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        TreeEncoder(slot: Slot(field: key.stringValue, of: object)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        TreeEncoder(slot: Slot(field: key.stringValue, of: object)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { TreeEncoder(slot: Slot(field: "super", of: object)) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { TreeEncoder(slot: Slot(field: key.stringValue, of: object)) }
}

/// Nil elements are left out, as swift-mustache never saw them either (they were compacted away).
private struct ListContainer: UnkeyedEncodingContainer {
    let list: TemplateValue.List
    var codingPath: [any CodingKey] { [] }
    var count: Int { list.items.count }

    private func append(_ value: TemplateValue?) {
        if let value { list.items.append(value) }
    }

    mutating func encodeNil() throws {}
    mutating func encode<T: Encodable>(_ value: T) throws { append(try TemplateValue.make(value)) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(.double(value)) }
    mutating func encode(_ value: Float) throws { append(.number(String(describing: value))) }
    mutating func encode(_ value: Int) throws { append(.int(value)) }
    mutating func encode(_ value: Int8) throws { append(value.templateValue) }
    mutating func encode(_ value: Int16) throws { append(value.templateValue) }
    mutating func encode(_ value: Int32) throws { append(value.templateValue) }
    mutating func encode(_ value: Int64) throws { append(value.templateValue) }
    mutating func encode(_ value: UInt) throws { append(value.templateValue) }
    mutating func encode(_ value: UInt8) throws { append(value.templateValue) }
    mutating func encode(_ value: UInt16) throws { append(value.templateValue) }
    mutating func encode(_ value: UInt32) throws { append(value.templateValue) }
    mutating func encode(_ value: UInt64) throws { append(value.templateValue) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let object = TemplateValue.Object()
        list.items.append(.object(object))
        return KeyedEncodingContainer(ObjectContainer(object: object))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let nested = TemplateValue.List()
        list.items.append(.list(nested))
        return ListContainer(list: nested)
    }

    /// Synthesized conformances never ask for this; an element encoded through it is an object.
    mutating func superEncoder() -> any Encoder {
        let object = TemplateValue.Object()
        list.items.append(.object(object))
        return TreeEncoder(slot: Slot(field: "super", of: object))
    }
}

private struct ScalarContainer: SingleValueEncodingContainer {
    let slot: Slot
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { slot.value = nil }
    mutating func encode<T: Encodable>(_ value: T) throws { slot.value = try TemplateValue.make(value) }
    mutating func encode(_ value: Bool) throws { slot.value = .bool(value) }
    mutating func encode(_ value: String) throws { slot.value = .string(value) }
    mutating func encode(_ value: Double) throws { slot.value = .double(value) }
    mutating func encode(_ value: Float) throws { slot.value = .number(String(describing: value)) }
    mutating func encode(_ value: Int) throws { slot.value = .int(value) }
    mutating func encode(_ value: Int8) throws { slot.value = value.templateValue }
    mutating func encode(_ value: Int16) throws { slot.value = value.templateValue }
    mutating func encode(_ value: Int32) throws { slot.value = value.templateValue }
    mutating func encode(_ value: Int64) throws { slot.value = value.templateValue }
    mutating func encode(_ value: UInt) throws { slot.value = value.templateValue }
    mutating func encode(_ value: UInt8) throws { slot.value = value.templateValue }
    mutating func encode(_ value: UInt16) throws { slot.value = value.templateValue }
    mutating func encode(_ value: UInt32) throws { slot.value = value.templateValue }
    mutating func encode(_ value: UInt64) throws { slot.value = value.templateValue }
}

/// A field's name with a 64-bit FNV-1a key of its bytes, compared first (then the names themselves).
struct FieldName: Equatable, Sendable {
    let string: String
    let key: UInt64

    init(_ string: String) {
        self.string = string
        var key: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in string.utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.key = key
    }

    static func == (lhs: FieldName, rhs: FieldName) -> Bool { lhs.key == rhs.key && lhs.string == rhs.string }
}
