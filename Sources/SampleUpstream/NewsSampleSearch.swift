import Foundation

/// A small reading of Google News's search operators, enough for the sample feed to answer the
/// searches a person tries offline: words (all must match), `"exact phrases"`, `-excluded`,
/// `site:host`, `OR` between alternatives, and `when:`/`after:`/`before:`, which are accepted and
/// ignored (sample items are always recent).
struct NewsSampleSearch {
    /// Alternatives joined by OR; each is a list of terms that must all match.
    private var alternatives: [[String]] = [[]]
    private var excluded: [String] = []
    private var sites: [String] = []

    init(_ query: String) {
        for token in Self.tokens(query) {
            if token == "OR" {
                alternatives.append([])
            } else if token.hasPrefix("-"), token.count > 1 {
                excluded.append(String(token.dropFirst()).lowercased())
            } else if token.lowercased().hasPrefix("site:") {
                sites.append(String(token.dropFirst(5)).lowercased())
            } else if ["when:", "after:", "before:"].contains(where: { token.lowercased().hasPrefix($0) }) {
                continue
            } else {
                alternatives[alternatives.count - 1].append(token.lowercased())
            }
        }
        alternatives.removeAll { $0.isEmpty }
    }

    /// The items that match; nothing for a query with no words or sites at all.
    func filter(_ items: [NewsItem]) -> [NewsItem] {
        guard !alternatives.isEmpty || !sites.isEmpty else { return [] }
        return items.filter { item in
            let text = item.headline.lowercased()
            guard !excluded.contains(where: text.contains) else { return false }
            guard sites.isEmpty || sites.contains(where: item.site.lowercased().contains) else { return false }
            return alternatives.isEmpty || alternatives.contains { terms in terms.allSatisfy(text.contains) }
        }
    }

    /// Words split on spaces, a quoted phrase kept whole (without its quotes).
    private static func tokens(_ query: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var quoted = false
        for character in query {
            if character == "\"" {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                quoted.toggle()
            } else if character == " " && !quoted {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
