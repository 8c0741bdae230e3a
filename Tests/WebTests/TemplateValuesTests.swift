import Testing
@testable import Web

/// The reference renderer's input (Tests/WebTests/Reference/TemplateValues.swift, production's before Web
/// compiled its templates): these pin down that the tree holds what swift-mustache's Mirror lookups used to find.
@Suite struct TemplateValuesTests {
    private enum State: String, Encodable { case loaded, notFound = "not-found" }
    private struct Link: Encodable, Equatable { var label: String; var href: String?; var isCurrent: Bool }
    private struct Outputs: Encodable {
        var title: String
        var count: Int
        var rating: Double
        var state: State
        var problem: String?
        var links: [Link]
        var nested: Link?
    }

    @Test func tree_whenOutputs_keepsStoredPropertiesAndDropsNils() throws {
        let tree = TemplateValues.tree(
            Outputs(
                title: "Lamp <b>", count: 3, rating: 7.5, state: .notFound, problem: nil,
                links: [Link(label: "a", href: nil, isCurrent: true)], nested: nil))
        let root = try #require(tree as? [String: Any])
        #expect(root["title"] as? String == "Lamp <b>", "text stays unescaped: Mustache escapes it")
        #expect(root["count"] as? Int == 3)
        #expect(root["rating"] as? Double == 7.5)
        #expect(root["state"] as? String == "not-found")
        // A nil property is absent, as Mirror's nil was: Mustache then looks in the enclosing context.
        #expect(root.keys.sorted() == ["count", "links", "rating", "state", "title"])
        let links = try #require(root["links"] as? [Any])
        let first = try #require(links.first as? [String: Any])
        #expect(first["label"] as? String == "a")
        #expect(first["isCurrent"] as? Bool == true)
        #expect(first["href"] == nil)
    }

    @Test func tree_whenEmptyList_isAnEmptyArraySoInvertedSectionsRender() throws {
        let tree = TemplateValues.tree(
            Outputs(title: "", count: 0, rating: 0, state: .loaded, problem: nil, links: [], nested: nil))
        let root = try #require(tree as? [String: Any])
        #expect((root["links"] as? [Any])?.isEmpty == true)
    }
}
