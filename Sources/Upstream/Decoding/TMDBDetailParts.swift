import Foundation
import Models

// The parts `append_to_response=credits,watch/providers,recommendations,release_dates` adds to a
// movie's details. Each list is read only up to its cap, so a hostile body's length costs skipping,
// not decoding.
extension TMDBDecoder {
    /// Cast members and crew entries read from `credits` (Fight Club has 75 and 188).
    static let maximumCreditsRead = 500
    /// Cast kept, in billing order: pages show the top dozen.
    static let maximumCastKept = 50
    /// Directors, writers and composers kept (one entry per person and role).
    static let maximumCrewKept = 30
    /// Regions read from `watch/providers` and `release_dates`: every ISO 3166-1 code, and Kosovo.
    static let maximumRegions = 250
    /// Services read per region and kind; a popular film has a dozen.
    static let maximumProvidersPerKind = 50
    /// Release entries read per region (premiere, theatrical, digital, physical, TV…).
    static let maximumReleasesPerRegion = 20

    /// A JSON object keyed by anything: `watch/providers`' regions.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// `watch/providers`' `results`: the known regions only, at most `maximumRegions`, sorted by code.
    struct RawWatchResults: Decodable {
        var regions: [MovieWatchOptions]

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            // Only codes Kiosk knows become regions; there are 250 of them, so sorting is bounded too.
            let known = container.allKeys.filter { MovieRegion.named($0.stringValue) != nil }
                .sorted { $0.stringValue < $1.stringValue }
                .prefix(TMDBDecoder.maximumRegions)
            var regions: [MovieWatchOptions] = []
            regions.reserveCapacity(known.count)
            for key in known {
                let raw = try container.decode(RawWatchRegion.self, forKey: key)
                regions.append(raw.options(region: key.stringValue))
            }
            self.regions = regions
        }
    }

    struct RawWatchRegion: Decodable {
        var link: String?
        var flatrate: ProviderList?
        var free: ProviderList?
        var ads: ProviderList?
        var rent: ProviderList?
        var buy: ProviderList?

        func options(region: String) -> MovieWatchOptions {
            var offers: [MovieWatchOptions.Offer] = []
            for (kind, list) in [
                (MovieWatchOptions.Kind.flatrate, flatrate), (.free, free), (.ads, ads), (.rent, rent), (.buy, buy),
            ] {
                let providers = (list?.elements ?? [])
                    .enumerated()
                    .sorted {
                        ($0.element.displayPriority ?? Int.max, $0.offset) < ($1.element.displayPriority ?? Int.max, $1.offset)
                    }
                    .map {
                        MovieWatchOptions.Provider(
                            id: $0.element.providerID ?? 0, name: UpstreamText.plain($0.element.providerName, .name),
                            logoPath: TMDBDecoder.imagePath($0.element.logoPath))
                    }
                    .filter { !$0.name.isEmpty }
                if !providers.isEmpty { offers.append(.init(kind: kind, providers: providers)) }
            }
            return MovieWatchOptions(region: region, link: UpstreamURL.web(link), offers: offers)
        }
    }

    /// At most `maximumProvidersPerKind` services; the rest of the array is skipped, not decoded.
    enum ProviderCap: JSONListCap {
        static var maximumCount: Int { TMDBDecoder.maximumProvidersPerKind }
    }

    typealias ProviderList = JSONCappedList<RawProvider, ProviderCap>

    struct RawProvider: Decodable {
        var providerID: Int?
        var providerName: String?
        var logoPath: String?
        var displayPriority: Int?

        enum CodingKeys: String, CodingKey {
            case providerID = "provider_id"
            case providerName = "provider_name"
            case logoPath = "logo_path"
            case displayPriority = "display_priority"
        }
    }

    struct RawWatchProviders: Decodable { var results: RawWatchResults? }

    struct RawCrew: Decodable {
        var name: String
        var department: String?
        var job: String?

        /// Directors, anyone in Writing (screenplay, novel, story…) and the composer; nil for the rest.
        var role: CrewMember.Role? {
            switch (department?.trimmingASCIIWhitespace(), job?.trimmingASCIIWhitespace()) {
            case (_, "Director"): .director
            case ("Writing", _): .writer
            case (_, "Original Music Composer"), (_, "Music"), (_, "Composer"): .composer
            default: nil
            }
        }
    }

    /// The crew a page names, each person once per role (TMDB lists a person once per job), in TMDB's order.
    static func crew(_ raw: [RawCrew]) -> [CrewMember] {
        var seen = Set<String>()
        var crew: [CrewMember] = []
        for entry in raw {
            guard crew.count < maximumCrewKept, let role = entry.role else { continue }
            let name = UpstreamText.plain(entry.name, .name)
            guard !name.isEmpty, seen.insert(role.rawValue + "\u{0}" + name).inserted else { continue }
            crew.append(CrewMember(name: name, role: role, job: UpstreamText.plain(entry.job, .name)))
        }
        return crew
    }

    /// `release_dates`: `{results: [{iso_3166_1, release_dates: [{certification, release_date, type}]}]}`.
    struct RawReleaseDates: Decodable { var results: JSONPrefix<RawRegionReleases> }

    struct RawRegionReleases: Decodable {
        var region: String
        var releaseDates: ReleaseList?

        enum CodingKeys: String, CodingKey {
            case region = "iso_3166_1"
            case releaseDates = "release_dates"
        }

        /// The theatrical release (type 3, else limited 2, else premiere 1, else the first listed) and
        /// the first certification given, preferring that release's own.
        var release: MovieRelease? {
            guard let region = MovieRegion.named(region.trimmingASCIIWhitespace())?.code else { return nil }
            let entries = releaseDates?.elements ?? []
            let rank: (Int?) -> Int = { type in
                switch type {
                case 3: 0
                case 2: 1
                case 1: 2
                default: 3
                }
            }
            let chosen = entries.enumerated().min { (rank($0.element.type), $0.offset) < (rank($1.element.type), $1.offset) }?
                .element
            let certification =
                chosen.flatMap { TMDBDecoder.certification($0.certification) }
                ?? entries.lazy.compactMap { TMDBDecoder.certification($0.certification) }.first
            let date = chosen.flatMap { TMDBDecoder.day($0.releaseDate) }
            guard date != nil || certification != nil else { return nil }
            return MovieRelease(region: region, date: date, certification: certification)
        }
    }

    enum ReleaseCap: JSONListCap {
        static var maximumCount: Int { TMDBDecoder.maximumReleasesPerRegion }
    }

    typealias ReleaseList = JSONCappedList<RawReleaseDate, ReleaseCap>

    struct RawReleaseDate: Decodable {
        var certification: String?
        var releaseDate: String?
        var type: Int?

        enum CodingKeys: String, CodingKey {
            case certification, type
            case releaseDate = "release_date"
        }
    }

    /// Releases of the known regions, one per region (the first listed wins), sorted by region.
    static func releases(_ raw: [RawRegionReleases]) -> [MovieRelease] {
        var byRegion: [String: MovieRelease] = [:]
        for entry in raw.prefix(maximumRegions) {
            if let release = entry.release, byRegion[release.region] == nil { byRegion[release.region] = release }
        }
        return byRegion.values.sorted { $0.region < $1.region }
    }

    /// A certification is a short label ("R", "PG-12", "16"); longer text is not one.
    static func certification(_ raw: String?) -> String? {
        let text = UpstreamText.plain(raw, .name)
        return text.isEmpty || text.count > 20 ? nil : text
    }

    /// "1999-10-15" from TMDB's "1999-10-15T00:00:00.000Z"; nil unless it starts with a date of that shape.
    static func day(_ raw: String?) -> String? {
        guard let raw = raw?.trimmingASCIIWhitespace(), raw.utf8.count >= 10 else { return nil }
        let day = raw.utf8.prefix(10)
        for (index, byte) in day.enumerated() {
            let isDash = index == 4 || index == 7
            guard isDash ? byte == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        }
        return String(decoding: day, as: UTF8.self)
    }
}
