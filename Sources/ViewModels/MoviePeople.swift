import Models

/// Who is in a movie and who made it, each person a link to Kiosk's own movie search for their name.
public struct MoviePeople: Sendable, Hashable, Encodable {
    /// An actor: picture (or a placeholder showing their initial), name and the role played.
    public struct CastLine: Sendable, Hashable, Encodable {
        public var name: String
        /// Nil when TMDB leaves the role empty.
        public var character: String?
        /// `/movies?q=Name…`: the person's other movies, searched in Kiosk.
        public var href: String
        /// A `/img/` URL; nil when TMDB has no picture.
        public var pictureURL: String?
        /// The first letter of the name, shown in place of a missing picture.
        public var initial: String
    }

    /// "Director" with the people who did that job.
    public struct CrewLine: Sendable, Hashable, Encodable {
        public struct Person: Sendable, Hashable, Encodable {
            public var name: String
            public var href: String
        }

        public var role: String
        public var label: String
        public var people: [Person]
    }

    public var castHeading: String
    public var cast: [CastLine]
    public var crewHeading: String
    /// Directors, writers and composers; a role nobody did is absent.
    public var crew: [CrewLine]

    /// - Parameter region: the setting every movie link carries besides the language.
    init(_ detail: MovieDetail, castLimit: Int, language: Language, images: TMDBImages, region: MovieRegion) {
        let words = language.words.movies
        func search(_ name: String) -> String {
            Route(.movies(Route.MovieSearch(q: name, region: region.code)), language: language).href
        }
        castHeading = words.castHeading
        cast = detail.cast.prefix(castLimit).map {
            CastLine(
                name: $0.name, character: $0.character.flatMap { $0.isEmpty ? nil : $0 }, href: search($0.name),
                pictureURL: images.url($0.profilePath, size: .profile), initial: $0.name.first.map(String.init) ?? "?")
        }
        crewHeading = words.crewHeading
        crew = CrewMember.Role.allCases.compactMap { role in
            let people = detail.crew.filter { $0.role == role }
            guard !people.isEmpty else { return nil }
            return CrewLine(
                role: role.rawValue, label: Self.label(role, count: people.count, language: language),
                people: people.map { CrewLine.Person(name: $0.name, href: search($0.name)) })
        }
    }

    static func label(_ role: CrewMember.Role, count: Int, language: Language) -> String {
        let words = language.words.movies
        return switch role {
        case .director: words.directors(count)
        case .writer: words.writers(count)
        case .composer: words.music(count)
        }
    }
}
