/// How a movie can be watched in one region, as TMDB reports it (data from JustWatch).
public struct MovieWatchOptions: Sendable, Equatable, Codable {
    /// The ways of watching TMDB names, in the order a page lists them: included in a subscription
    /// first, then free, with ads, to rent and to buy.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        case flatrate, free, ads, rent, buy
    }

    /// One service offering the movie.
    public struct Provider: Sendable, Equatable, Codable {
        public var id: Int
        public var name: String
        /// An image path ("/abc.png"); nil when TMDB has no logo.
        public var logoPath: String?

        public init(id: Int, name: String, logoPath: String?) {
            self.id = id
            self.name = name
            self.logoPath = logoPath
        }
    }

    /// The services of one kind, in TMDB's display order.
    public struct Offer: Sendable, Equatable, Codable {
        public var kind: Kind
        public var providers: [Provider]

        public init(kind: Kind, providers: [Provider]) {
            self.kind = kind
            self.providers = providers
        }
    }

    /// ISO 3166-1 alpha-2 ("JP"), one of `MovieRegion.all`.
    public var region: String
    /// TMDB's watch page for the movie in this region (an https URL on themoviedb.org); nil when absent.
    public var link: String?
    /// The services of each kind, kinds in `Kind.allCases` order; a kind with none is absent. A list,
    /// not a dictionary, so equal values also print and encode alike.
    public var offers: [Offer]

    public init(region: String, link: String?, offers: [Offer]) {
        self.region = region
        self.link = link
        self.offers = offers
    }

    /// True when no service of any kind offers the movie here.
    public var isEmpty: Bool { offers.allSatisfy(\.providers.isEmpty) }

    /// The services of `kind`; empty when there are none.
    public func providers(_ kind: Kind) -> [Provider] {
        offers.first { $0.kind == kind }?.providers ?? []
    }
}

/// When a movie was released in one region, and the age rating it was given there.
public struct MovieRelease: Sendable, Equatable, Codable {
    /// ISO 3166-1 alpha-2 ("JP").
    public var region: String
    /// "YYYY-MM-DD"; nil when TMDB gives only a certification.
    public var date: String?
    /// "R", "PG-12"; nil when none is given.
    public var certification: String?

    public init(region: String, date: String?, certification: String?) {
        self.region = region
        self.date = date
        self.certification = certification
    }
}

/// Someone behind the camera whom a movie page names: a director, a writer or the composer.
public struct CrewMember: Sendable, Equatable, Codable {
    /// What the page calls the job.
    public enum Role: String, Sendable, Hashable, Codable, CaseIterable {
        case director, writer, composer
    }

    public var name: String
    public var role: Role
    /// TMDB's own job title ("Screenplay", "Novel", "Original Music Composer").
    public var job: String

    public init(name: String, role: Role, job: String) {
        self.name = name
        self.role = role
        self.job = job
    }
}
