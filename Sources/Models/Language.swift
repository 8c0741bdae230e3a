/// The two languages Kiosk speaks; it picks the upstream edition (ja.wikipedia.org, `hl=ja`…) and the wording.
public enum Language: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case ja, en
}
