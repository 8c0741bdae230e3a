import Foundation
import Mustache
@testable import Web

/// swift-mustache 2.1.1 over the same templates: how pages were rendered before Web compiled its
/// own, kept as the reference the compiled renderer must match byte for byte.
struct MustacheReference: Sendable {
    let library: MustacheLibrary

    init(directory: String) async throws {
        library = try await MustacheLibrary(directory: directory)
    }

    /// What production rendered for `outputs`: the dictionary tree of `TemplateValues` (the encoder
    /// production used, now beside this file) plus the layout's sample-data notice.
    func render(_ template: String, outputs: any Encodable, sampleDataNotice: String?) -> [UInt8] {
        render(template, tree: Self.tree(outputs, sampleDataNotice: sampleDataNotice))
    }

    func render(_ template: String, tree: Any) -> [UInt8] {
        guard let html = library.render(tree, withTemplate: template) else { preconditionFailure("no template \(template)") }
        return Array(html.utf8)
    }

    static func tree(_ outputs: any Encodable, sampleDataNotice: String?) -> Any {
        let values = TemplateValues.tree(outputs)
        guard var page = values as? [String: Any] else { return values }
        if let sampleDataNotice { page["sampleDataNotice"] = sampleDataNotice }
        for field in (outputs as? any TemplateOnlyFields)?.templateOnlyFields ?? [] { page[field.name] = field.value }
        return page
    }
}

extension TemplateTree {
    /// The compiled renderer's tree for a reference tree (dictionaries, arrays and scalars).
    init(reference: Any, names: FieldNames) {
        self.init(names: names)
        fill(Self.root, with: reference)
    }

    private mutating func fill(_ node: Index, with reference: Any) {
        switch reference {
        case let string as String: set(node, to: string)
        case let bool as Bool: set(node, to: .bool(bool), parent: Self.none)
        case let int as Int: set(node, to: .int(int), parent: Self.none)
        case let double as Double: set(node, to: .double(double), parent: Self.none)
        case let array as [Any]:
            makeList(node)
            for item in array { fill(addElement(to: node), with: item) }
        case let dictionary as [String: Any]:
            makeObject(node)
            for (name, value) in dictionary { fill(addField(name, to: node), with: value) }
        default: set(node, toNumber: String(describing: reference))
        }
    }
}

extension PageRenderer {
    /// Renders a reference tree (dictionaries, arrays and scalars) as the compiled renderer's tree.
    func render(_ template: String, reference: Any) -> [UInt8] {
        render(template, tree: TemplateTree(reference: reference, names: fieldNames))
    }
}

/// Where two renderings first differ, with some context, for a failure message a person can read.
func firstDifference(_ actual: [UInt8], _ expected: [UInt8]) -> String? {
    guard actual != expected else { return nil }
    let common = zip(actual, expected).prefix { $0 == $1 }.count
    func around(_ bytes: [UInt8]) -> String {
        String(decoding: bytes[max(0, common - 80)..<min(bytes.count, common + 80)], as: UTF8.self).debugDescription
    }
    return
        "differs at byte \(common) (sizes \(actual.count) vs \(expected.count)):\n  compiled:      \(around(actual))\n  swift-mustache: \(around(expected))"
}
