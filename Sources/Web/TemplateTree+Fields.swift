/// A value that writes its own fields into a `TemplateTree`, the same tree its synthesized `Encodable`
/// conformance builds through `TreeEncoder`: every field in declaration order, a nil optional left
/// out, a nested value an object, an array a list.
///
/// For the largest pages' Outputs: going through `Encodable` boxes a generic container for every
/// nested value and dispatches every field through protocol witnesses, most of the cost of building
/// the news page's tree (Benchmarks/RESULTS.md). Conformances live beside the handler that renders
/// the type, so ViewModels stay unaware of templates; `TemplateFieldsTests` holds each one to the
/// tree its `Encodable` conformance builds.
protocol TemplateFields {
    func write(to object: TemplateObject)
    /// Writes the root's `TemplateOnlyFields`, if it has any (none by default).
    func writeTemplateOnlyFields(to root: TemplateObject)
}

extension TemplateFields {
    func writeTemplateOnlyFields(to root: TemplateObject) {}

    /// Writes `value`, known to be a `Self`, without copying it into an existential first; with
    /// `templateOnlyFields`, the fields a page's root adds for its templates alone after its own.
    static func write<T>(_ value: T, to object: TemplateObject, templateOnlyFields: Bool = false) {
        withUnsafePointer(to: value) {
            $0.withMemoryRebound(to: Self.self, capacity: 1) {
                $0.pointee.write(to: object)
                if templateOnlyFields { $0.pointee.writeTemplateOnlyFields(to: object) }
            }
        }
    }
}

/// Flags only the templates read, added at the root after the tree is written: they depend on the
/// page's language, and a JSON twin must not (it is the same in every language but for its words).
/// A refinement of `TemplateFields`, so the renderer reaches them through the one cast it already
/// makes to write the tree (a second cast per page was a conformance lookup per render).
protocol TemplateOnlyFields: TemplateFields {
    var templateOnlyFields: [(name: String, value: Bool)] { get }
}

extension TemplateOnlyFields {
    func writeTemplateOnlyFields(to root: TemplateObject) {
        for field in templateOnlyFields { root.bool(field.name, field.value) }
    }
}

/// One object of a tree being built, to which a `TemplateFields` value adds its fields in order.
struct TemplateObject {
    let storage: TreeStorage
    let node: TemplateTree.Index

    private func field(_ name: String) -> TemplateTree.Index { storage.tree.pointee.addField(name, to: node) }

    func string(_ name: String, _ value: String) { storage.set(field(name), to: value) }

    func string(_ name: String, _ value: String?) {
        if let value { string(name, value) }
    }

    func bool(_ name: String, _ value: Bool) { storage.tree.pointee.set(field(name), to: .bool(value), parent: node) }

    func int(_ name: String, _ value: Int) { storage.tree.pointee.set(field(name), to: .int(value), parent: node) }

    func int(_ name: String, _ value: Int?) {
        if let value { int(name, value) }
    }

    func object(_ name: String, _ value: some TemplateFields) {
        let child = field(name)
        storage.tree.pointee.makeObject(child)
        value.write(to: TemplateObject(storage: storage, node: child))
    }

    func object(_ name: String, _ value: (some TemplateFields)?) {
        if let value { object(name, value) }
    }

    func list(_ name: String, _ values: [some TemplateFields]) {
        let list = field(name)
        storage.tree.pointee.makeList(list)
        for value in values {
            let element = storage.tree.pointee.addElement(to: list)
            storage.tree.pointee.makeObject(element)
            value.write(to: TemplateObject(storage: storage, node: element))
        }
    }

    /// A field whose type writes no fields of its own, through its `Encodable` conformance.
    func encoded(_ name: String, _ value: (some Encodable)?) {
        if let value { storage.encode(value, field: field(name), of: node) }
    }
}
