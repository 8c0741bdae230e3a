import Foundation
import Models

/// "Where to watch" on a movie's page, for the reader's region: each way of watching with its
/// services, TMDB's watch page, the JustWatch credit TMDB's terms ask for, and a region picker.
public struct MovieWatchSection: Sendable, Hashable, Encodable {
    /// One service: its name (always shown as text, so logos are never the only label) and logo.
    public struct Provider: Sendable, Hashable, Encodable {
        public var name: String
        /// A `/img/` URL; nil when TMDB has no logo.
        public var logoURL: String?
    }

    /// "Stream", "Rent"…: the services of one kind.
    public struct Offer: Sendable, Hashable, Encodable {
        public var kind: String
        public var label: String
        public var providers: [Provider]
    }

    /// A GET form that reloads the page in another region, keeping the other settings.
    public struct Picker: Sendable, Hashable, Encodable {
        public struct Option: Sendable, Hashable, Encodable {
            public var code: String
            public var name: String
            public var isSelected: Bool
        }

        public struct Field: Sendable, Hashable, Encodable {
            public var name: String
            public var value: String
        }

        public var action: String
        public var label: String
        public var buttonLabel: String
        /// The page's other settings (`lang`, the search it came from), as hidden fields.
        public var fields: [Field]
        /// The regions with something to watch, and the reader's own (selected) even without.
        public var options: [Option]
    }

    public var heading: String
    public var regionCode: String
    public var regionName: String
    public var offers: [Offer]
    /// "Not available to stream in Japan."; nil when there are offers.
    public var unavailable: String?
    /// TMDB's watch page for this region; nil when TMDB gives none.
    public var tmdbLink: Chrome.Link?
    public var attribution: String
    /// Nil when no region at all has anything to watch: there is nowhere else to send the reader.
    public var picker: Picker?

    /// At most this many services per kind are shown: a phone shows a few rows, not a wall of logos.
    static let providersShown = 12

    init(
        movieID: Int, options: [MovieWatchOptions], region: MovieRegion, language: Language, images: TMDBImages,
        search: MovieSearchContext?
    ) {
        let words = language.words.movies
        let page = Route(.movie(id: String(movieID), Route.MovieSearch(search, region: nil)), language: language)
        let name = region.name(language)
        heading = words.watchHeading(name)
        regionCode = region.code
        regionName = name
        let here = options.first { $0.region == region.code }
        offers = MovieWatchOptions.Kind.allCases.compactMap { kind in
            guard let providers = here?.providers(kind), !providers.isEmpty else { return nil }
            return Offer(
                kind: kind.rawValue, label: Self.label(kind, language: language),
                providers: providers.prefix(Self.providersShown).map {
                    Provider(name: $0.name, logoURL: images.url($0.logoPath, size: .logo))
                })
        }
        unavailable = offers.isEmpty ? words.notAvailable(name) : nil
        tmdbLink = here?.link.map { Chrome.Link(label: words.allWaysToWatch, href: $0, isCurrent: false) }
        attribution = words.justWatchCredit
        var choices = options.filter { !$0.isEmpty }.compactMap { MovieRegion.named($0.region) }
        guard !choices.isEmpty else {
            picker = nil
            return
        }
        if !choices.contains(region) { choices.append(region) }
        let order = Self.order[language] ?? [:]
        choices.sort { (order[$0.code] ?? 0) < (order[$1.code] ?? 0) }
        picker = Picker(
            action: page.path,
            label: offers.isEmpty ? words.regionsWithOffers : words.regionLabel,
            buttonLabel: words.showButton,
            fields: page.hiddenFields(except: ["region"]).map { Picker.Field(name: $0.name, value: $0.value) },
            options: choices.map { Picker.Option(code: $0.code, name: $0.name(language), isSelected: $0 == region) })
    }

    /// Each region's place in a list sorted by its name in each language (by the language's own
    /// collation: Österreich among the Os), worked out once rather than on every page.
    private static let order: [Language: [String: Int]] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { ($0, rank($0)) })

    private static func rank(_ language: Language) -> [String: Int] {
        let locale = Locale(identifier: language.localeIdentifier)
        let sorted = MovieRegion.all.map { ($0.code, $0.name(language)) }.sorted {
            $0.1.compare($1.1, options: [.caseInsensitive], range: nil, locale: locale) == .orderedAscending
        }
        return Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($0.element.0, $0.offset) })
    }

    static func label(_ kind: MovieWatchOptions.Kind, language: Language) -> String {
        let words = language.words.movies
        return switch kind {
        case .flatrate: words.stream
        case .free: words.free
        case .ads: words.freeWithAds
        case .rent: words.rent
        case .buy: words.buy
        }
    }
}
