/// Google News's built-in topic sections (`/rss/headlines/section/topic/WORLD`), the same in every edition.
public enum NewsTopic: String, Sendable, Hashable, Codable, CaseIterable {
    case world, nation, business, technology, entertainment, sports, science, health

    /// The section's name in Google News URLs.
    public var upstreamName: String { rawValue.uppercased() }
}

/// Which headlines of an edition: its top stories, a topic, or a search (Google News operators and all).
public enum NewsView: Sendable, Hashable {
    case top
    case topic(NewsTopic)
    case search(String)
}

/// One feed Kiosk fetches from Google News: an edition and a view of it; one cache entry each.
public struct NewsRequest: Sendable, Hashable {
    public var edition: NewsEdition
    public var view: NewsView

    public init(edition: NewsEdition, view: NewsView = .top) {
        self.edition = edition
        self.view = view
    }

    /// The top stories of the interface language's own edition (`en` → en-US, `ja` → ja-JP).
    public static func top(_ language: Language) -> NewsRequest {
        NewsRequest(edition: .defaultEdition(for: language))
    }
}
