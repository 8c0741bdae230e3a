import CGumbo

/// A gumbo node, as the walker reads it (the tree is owned by the parse output and freed with it).
typealias Node = UnsafeMutablePointer<GumboNode>

extension UnsafeMutablePointer where Pointee == GumboNode {
    var isElement: Bool { pointee.type == GUMBO_NODE_ELEMENT }
    var isText: Bool {
        pointee.type == GUMBO_NODE_TEXT || pointee.type == GUMBO_NODE_WHITESPACE || pointee.type == GUMBO_NODE_CDATA
    }
    var tag: GumboTag { isElement ? pointee.v.element.tag : GUMBO_TAG_UNKNOWN }

    /// Element children in order (nothing for text).
    var children: [Node] {
        guard isElement else { return [] }
        let vector = pointee.v.element.children
        return (0..<Int(vector.length)).compactMap { vector.data[$0]?.assumingMemoryBound(to: GumboNode.self) }
    }

    var text: String { isText ? String(cString: pointee.v.text.text) : "" }

    func attribute(_ name: String) -> String? {
        guard isElement else { return nil }
        var attributes = pointee.v.element.attributes
        guard let attribute = gumbo_get_attribute(&attributes, name) else { return nil }
        return String(cString: attribute.pointee.value)
    }

    /// Whether the space-separated `class` list holds `name`.
    func hasClass(_ name: String) -> Bool {
        guard let classes = attribute("class") else { return false }
        return classes.split(separator: " ").contains { $0 == name }
    }

    /// Whether a space-separated attribute (`rel`, `typeof`) holds a value starting with `prefix`.
    func has(_ attributeName: String, startingWith prefix: String) -> Bool {
        guard let values = attribute(attributeName) else { return false }
        return values.split(separator: " ").contains { $0.hasPrefix(prefix) }
    }

    /// All text inside, depth-first, without recursion (it also serves content past the depth cap).
    var textContent: String {
        var result = ""
        var stack: [Node] = [self]
        while let node = stack.popLast() {
            if node.isText { result += node.text } else { stack.append(contentsOf: node.children.reversed()) }
        }
        return result
    }

    /// The first descendant element with `tag`, searched breadth-first up to `limit` nodes.
    func first(_ tag: GumboTag, limit: Int = 64) -> Node? {
        var queue = children[...]
        var seen = 0
        while let node = queue.popFirst(), seen < limit {
            seen += 1
            if node.tag == tag { return node }
            queue.append(contentsOf: node.children)
        }
        return nil
    }
}
