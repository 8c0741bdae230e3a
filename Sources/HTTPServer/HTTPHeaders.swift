/// An ordered list of header fields with case-insensitive lookup (RFC 9110 §5.1: names are
/// case-insensitive; order of repeated fields is significant).
public struct HTTPHeaders: Sendable, Equatable, Sequence, ExpressibleByDictionaryLiteral {
    /// One header field as received or to be sent.
    public struct Field: Sendable, Equatable {
        public var name: String
        public var value: String
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    public private(set) var fields: [Field] = []

    public init() {}

    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    public var count: Int { fields.count }

    /// The first value for `name`, compared case-insensitively.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.equalsIgnoringASCIICase(name) }?.value }
        set {
            remove(name)
            if let newValue { add(name, newValue) }
        }
    }

    /// Every value for `name`, in order.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.equalsIgnoringASCIICase(name) }.map(\.value)
    }

    /// Every value for `name` joined into one list (RFC 9110 §5.3), or nil when there is none;
    /// the usual single field costs no array and no copy.
    public func joinedValues(for name: String) -> String? {
        var found: String?
        for field in fields where field.name.equalsIgnoringASCIICase(name) {
            guard let first = found else {
                found = field.value
                continue
            }
            found = first + ", " + field.value
        }
        return found
    }

    public func contains(_ name: String) -> Bool { fields.contains { $0.name.equalsIgnoringASCIICase(name) } }

    public mutating func add(_ name: String, _ value: String) {
        fields.append(Field(name: name, value: value))
    }

    public mutating func remove(_ name: String) {
        fields.removeAll { $0.name.equalsIgnoringASCIICase(name) }
    }

    public func makeIterator() -> IndexingIterator<[Field]> { fields.makeIterator() }
}

extension String {
    /// Header-name comparison without allocating: ASCII letters compare case-insensitively,
    /// everything else byte for byte. Headers are looked up many times per response.
    /// Over both strings' contiguous bytes: zipping their `utf8` views stepped two iterators a
    /// byte (callgrind: about 250 instructions a comparison, ten of them in every response head).
    @inlinable
    public func equalsIgnoringASCIICase(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        var (this, other) = (self, other)
        return this.withUTF8 { a in
            other.withUTF8 { b in
                for index in a.indices where a[index] != b[index] {
                    let foldedA = (a[index] >= 65 && a[index] <= 90) ? a[index] | 0x20 : a[index]
                    let foldedB = (b[index] >= 65 && b[index] <= 90) ? b[index] | 0x20 : b[index]
                    if foldedA != foldedB { return false }
                }
                return true
            }
        }
    }

    /// ASCII-only lowercasing: header names and tokens are ASCII (RFC 9110 §5.1), and this avoids
    /// Unicode case mapping on the hot path.
    @inlinable
    public func lowercasedASCII() -> String {
        var needsChange = false
        for byte in utf8 where byte >= 65 && byte <= 90 {
            needsChange = true
            break
        }
        guard needsChange else { return self }
        return String(decoding: utf8.map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
