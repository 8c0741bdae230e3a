import Testing
@testable import Web

/// What the encoder puts in a `TemplateTree`: what swift-mustache's Mirror lookups used to see
/// (nil fields absent, numbers as Swift prints them, nil elements left out), and a dictionary's
/// rules for a field encoded twice.
@Suite struct TemplateTreeTests {
    /// A tree whose templates read `names`, with a way to follow a dotted path to a value.
    struct Probe {
        let tree: TemplateTree
        let names: FieldNames

        init(_ value: some Encodable, reading: [String]) {
            var names = FieldNames()
            for name in reading { _ = names.add(name) }
            self.names = names
            tree = TemplateTree(value, names: names)
        }

        func node(_ path: String) -> TemplateTree.Index? {
            var node = TemplateTree.root
            for name in path.split(separator: ".") {
                guard let id = names.id(of: String(name)), let child = tree.field(id, of: node) else { return nil }
                node = child
            }
            return node
        }

        /// The value at `path` as text: strings and numbers as their bytes, others described.
        func text(_ path: String) -> String? {
            guard let node = node(path) else { return nil }
            switch tree[node] {
            case .string(let range), .number(let range): return String(decoding: tree.bytes(range), as: UTF8.self)
            case .int(let int): return "int \(int)"
            case .double(let double): return "double \(double)"
            case .bool(let bool): return "bool \(bool)"
            case .object: return "object"
            case .list(let items): return "list of \(tree.count(of: node)), empty: \(tree.isEmpty(items))"
            case .absent: return "absent"
            }
        }
    }

    @Test func tree_whenOutputsHaveNilsNumbersAndNesting_keepsWhatMustacheSaw() {
        struct Link: Encodable { var label: String; var href: String? }
        struct Outputs: Encodable {
            var title: String
            var count: Int
            var small: Int8
            var ratio: Float
            var missing: String?
            var links: [Link?]
            var nested: Link
            var unread: String
        }
        let probe = Probe(
            Outputs(
                title: "t <b>", count: 3, small: 4, ratio: 1.5, missing: nil, links: [Link(label: "a", href: nil), nil],
                nested: Link(label: "n", href: "/n"), unread: "u"),
            reading: ["title", "count", "small", "ratio", "missing", "links", "nested", "label", "href"])
        #expect(
            probe.tree.fieldNames(of: TemplateTree.root) == ["title", "count", "small", "ratio", "links", "nested", "unread"],
            "a nil field is absent; one no template reads is still there")
        #expect(probe.text("title") == "t <b>", "text stays unescaped: rendering escapes it")
        #expect(probe.text("count") == "int 3")
        #expect(probe.text("small") == "4")
        #expect(probe.text("ratio") == "1.5")
        #expect(probe.text("missing") == nil)
        #expect(probe.text("links") == "list of 1, empty: false", "nil elements are left out")
        #expect(probe.text("nested.href") == "/n")
    }

    /// Encodes `first` then `second` for the same key, as a custom conformance could.
    struct Twice<First: Encodable, Second: Encodable>: Encodable {
        enum Key: CodingKey { case field, other }
        var first: First
        var second: Second
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(first, forKey: .field)
            try container.encode("o", forKey: .other)
            try container.encode(second, forKey: .field)
        }
    }

    @Test func tree_whenFieldEncodedTwice_hasItsLastValue() {
        let probe = Probe(Twice(first: "one", second: 2), reading: ["field", "other"])
        #expect(probe.text("field") == "int 2")
        #expect(probe.text("other") == "o")
    }

    @Test func tree_whenFieldEncodedAgainAsNil_isAbsentAndObjectMayBeEmpty() {
        struct Only: Encodable {
            enum Key: CodingKey { case field }
            var read: Bool
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode("one", forKey: .field)
                try container.encode(String?.none, forKey: .field)
            }
        }
        for read in [true, false] {
            let probe = Probe(Only(read: read), reading: read ? ["field"] : [])
            #expect(probe.text("field") == nil, "read by a template: \(read)")
            guard case .object(let fields) = probe.tree[TemplateTree.root] else {
                Issue.record("the root is an object")
                continue
            }
            #expect(probe.tree.isEmpty(fields), "a nil removes the earlier value, read by a template or not (\(read))")
        }
        let again = Probe(Twice(first: String?.none, second: "back"), reading: ["field"])
        #expect(again.text("field") == "back")
    }

    @Test func tree_whenValueEncodesNothing_isAnEmptyObject() {
        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
        let probe = Probe(Nothing(), reading: [])
        guard case .object(let fields) = probe.tree[TemplateTree.root] else {
            Issue.record("the root must be an object")
            return
        }
        #expect(probe.tree.isEmpty(fields))
    }
}
