import HTTPServer
import Models
import ViewModels

/// The movie pages' region: `region=` in the URL wins (an unknown code is a 400 listing the regions);
/// else the news edition's country when the URL carries `edition=`; else the first region among
/// `Accept-Language`'s tags by q-value (RFC 9110 §12.5.4); else the language's home country.
struct MovieRegionPreference: Sendable, Equatable {
    var region: MovieRegion
    /// True when the answer depends on `Accept-Language` (no `region=` or `edition=` decided it).
    var followsAcceptLanguage: Bool

    init(query: String?, edition: String?, acceptLanguage: String?, language: Language) throws(PageError) {
        if let query, !query.isEmpty {
            region = try MovieRegionSetting.region(from: query, language: language).accepted()
            followsAcceptLanguage = false
            return
        }
        let edition = edition.flatMap { $0.isEmpty ? nil : $0 }
        let accepted = edition == nil ? Self.regions(acceptLanguage ?? "") : []
        region = MovieRegionSetting.defaultRegion(edition: edition, acceptedRegions: accepted, language: language)
        followsAcceptLanguage = edition.flatMap(NewsEdition.named) == nil
    }

    init(_ search: Route.MovieSearch, _ request: Request, language: Language) throws(PageError) {
        try self.init(
            query: search.region, edition: request.query["edition"],
            acceptLanguage: request.headers["Accept-Language"], language: language)
    }

    /// Region subtags of `Accept-Language` ("en-GB" → GB, "zh-Hant-TW" → TW), most preferred first;
    /// at most a few tags are read, as a browser sends.
    static func regions(_ header: String) -> [String] {
        var found: [(region: String, q: Double, index: Int)] = []
        for (index, item) in header.split(separator: ",").prefix(maximumTags).enumerated() {
            let parts = item.split(separator: ";")
            guard let tag = parts.first else { continue }
            var q = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingSpaces()
                if pair.hasPrefix("q=") { q = Double(pair.dropFirst(2)) ?? 0 }
            }
            // The region is the first two-letter subtag after the language (RFC 5646 §2.2.4).
            let region = tag.trimmingSpaces().split(separator: "-").dropFirst().first { $0.utf8.count == 2 }
            guard q > 0, let region else { continue }
            found.append((region.uppercased(), q, index))
        }
        return found.sorted { ($1.q, $0.index) < ($0.q, $1.index) }.map(\.region)
    }

    /// More language tags than any browser sends; the rest of a longer header is not read.
    static let maximumTags = 32
}
