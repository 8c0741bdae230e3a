import Models

/// The `|<  < Prev  Random  Next >  >|` row under a comic's title: which neighbours exist
/// (xkcd has no #404, and nothing before #1 or after the latest) and how each link is named.
public struct ComicNavigation: Sendable, Hashable, Encodable {
    /// The five positions, in the order the row shows them.
    public enum Kind: String, Sendable, Hashable, Encodable, CaseIterable {
        case first, previous, random, next, last
    }

    /// One position; `href` is nil when there is nowhere to go (the template shows it dimmed).
    public struct Item: Sendable, Hashable, Encodable {
        public var kind: Kind
        /// The short visible text (`< Prev`).
        public var text: String
        /// What a screen reader says, with the target number when there is one.
        public var accessibleName: String
        public var href: String?
        /// `first`, `prev`, `next`, `last` (HTML link types); nil for random.
        public var rel: String?
        public var accessKey: String
        /// For templates: whether `href` is set.
        public var isAvailable: Bool
    }

    /// The `aria-label` of the `<nav>`.
    public var label: String
    public var items: [Item]

    /// The comic that does not exist: xkcd skipped it as a joke.
    public static let missingNumber = 404

    /// - Parameters:
    ///   - current: the number being viewed; nil for an unknown position (the latest failed to load).
    ///   - latest: the newest comic's number, when known; without it there is no next/last.
    public init(current: Int?, latest: Int?, language: Language) {
        let words = language.words.comics
        label = words.navigationLabel

        var previous = current.flatMap { Self.before($0) }
        if let latest, let candidate = previous, candidate > latest { previous = latest }
        // Without the latest number (its request failed) next is offered anyway: past the end is a 404 page with this row.
        var next: Int?
        if let current, Self.after(current) <= (latest ?? .max) { next = Self.after(current) }
        let isLatest = current != nil && current == latest

        func href(_ number: Int?) -> String? { number.map { Route.comic($0, language: language).href } }
        func numbered(_ name: String, _ number: Int?) -> String {
            number.map { words.numbered(name, $0) } ?? name
        }

        items = [
            Item(
                kind: .first, text: "|<", accessibleName: numbered(words.first, 1),
                href: current == 1 ? nil : href(1), rel: "first", accessKey: "f"),
            Item(
                kind: .previous, text: words.previousText, accessibleName: numbered(words.previous, previous),
                href: href(previous), rel: "prev", accessKey: "p"),
            Item(
                kind: .random, text: words.randomText, accessibleName: words.random,
                href: Route(.randomComic(from: current.map(String.init)), language: language).href, rel: nil, accessKey: "r"),
            Item(
                kind: .next, text: words.nextText, accessibleName: numbered(words.next, next),
                href: href(next), rel: "next", accessKey: "n"),
            // `/comics` rather than `/comics/L`: it is always the newest, so older pages never go stale.
            Item(
                kind: .last, text: ">|", accessibleName: words.latest,
                href: isLatest ? nil : Route(.latestComic, language: language).href, rel: "last", accessKey: "l"),
        ]
    }

    /// The number before `number`, skipping #404; nil before #1.
    public static func before(_ number: Int) -> Int? {
        let candidate = number - 1 == missingNumber ? number - 2 : number - 1
        return candidate >= 1 ? candidate : nil
    }

    /// The number after `number`, skipping #404 (the latest is checked by the caller).
    public static func after(_ number: Int) -> Int {
        number + 1 == missingNumber ? number + 2 : number + 1
    }

    public func item(_ kind: Kind) -> Item? { items.first { $0.kind == kind } }
    /// The link for `kind`, nil when that position has nowhere to go.
    public func href(_ kind: Kind) -> String? { item(kind)?.href }
}

extension ComicNavigation.Item {
    init(kind: ComicNavigation.Kind, text: String, accessibleName: String, href: String?, rel: String?, accessKey: String) {
        self.init(
            kind: kind, text: text, accessibleName: accessibleName, href: href, rel: rel, accessKey: accessKey,
            isAvailable: href != nil)
    }
}
