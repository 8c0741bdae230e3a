import Foundation

/// Invented streaming services and release dates for the sample catalogue, in the shapes of TMDB's
/// `watch/providers` and `release_dates`: several regions with offers, Germany with TMDB's watch page
/// only (nothing to stream there), one service without a logo, and offers that vary by movie.
extension MovieCatalogue {
    struct SampleProvider: Sendable {
        var id: Int
        var name: String
        var logo: String?
        var priority: Int
    }

    static let streamly = SampleProvider(id: 9001, name: "Streamly", logo: "/pStreamlyLogo9001.png", priority: 1)
    static let cinebox = SampleProvider(id: 9002, name: "Cinebox+", logo: "/pCineboxLogo9002.png", priority: 2)
    static let videoClub = SampleProvider(id: 9003, name: "Kiosk Video Club", logo: nil, priority: 9)
    static let popcorn = SampleProvider(id: 9004, name: "Popcorn Rentals", logo: "/pPopcornLogo9004.png", priority: 4)
    static let freeFlix = SampleProvider(id: 9005, name: "FreeFlix", logo: "/pFreeFlixLogo9005.png", priority: 5)
    static let sakura = SampleProvider(id: 9006, name: "さくらシアター", logo: "/pSakuraLogo9006.png", priority: 3)

    /// Every logo file the image server answers.
    static let providerLogos: [String] = [streamly, cinebox, popcorn, freeFlix, sakura].compactMap(\.logo)

    func watchProviders(_ movie: MoviesData.Movie) -> JSONValue {
        func list(_ providers: [SampleProvider]) -> JSONValue {
            .array(
                providers.map {
                    [
                        "logo_path": .string(orNull: $0.logo), "provider_id": .int($0.id), "provider_name": .string($0.name),
                        "display_priority": .int($0.priority),
                    ]
                })
        }
        func region(_ code: String, _ kinds: [(String, [SampleProvider])]) -> (String, JSONValue) {
            let link: (String, JSONValue) = ("link", .string("https://www.themoviedb.org/movie/\(movie.id)/watch?locale=\(code)"))
            return (code, .object([link] + kinds.filter { !$0.1.isEmpty }.map { ($0.0, list($0.1)) }))
        }
        // Offers vary a little from movie to movie, as they do on TMDB.
        let even = movie.id % 2 == 0
        let third = movie.id % 3 == 0
        let results: [(String, JSONValue)] = [
            region("DE", []),
            region("FR", [("free", [Self.freeFlix])]),
            region("GB", [("flatrate", [Self.cinebox]), ("ads", [Self.freeFlix])]),
            region(
                "JP",
                [
                    ("flatrate", third ? [] : [Self.sakura]), ("rent", [Self.videoClub, Self.sakura]),
                    ("buy", [Self.sakura]),
                ]),
            region("KR", [("rent", [Self.popcorn])]),
            region(
                "US",
                [
                    ("flatrate", [Self.streamly] + (even ? [Self.cinebox] : [])), ("ads", even ? [Self.freeFlix] : []),
                    ("rent", [Self.popcorn, Self.videoClub]), ("buy", [Self.cinebox, Self.popcorn]),
                ]),
        ]
        return ["id": .int(movie.id), "results": .object(results)]
    }

    func releaseDates(_ movie: MoviesData.Movie) -> JSONValue {
        guard !movie.releaseDate.isEmpty else { return ["id": .int(movie.id), "results": []] }
        let day = movie.releaseDate + "T00:00:00.000Z"
        func release(_ certification: String, _ date: String, type: Int, note: String = "") -> JSONValue {
            [
                "certification": .string(certification), "descriptors": [], "iso_639_1": "", "note": .string(note),
                "release_date": .string(date), "type": .int(type),
            ]
        }
        // Japan's release comes a month later; the US has a festival premiere first, uncertified.
        let later = Self.monthLater(movie.releaseDate) + "T00:00:00.000Z"
        return [
            "id": .int(movie.id),
            "results": [
                ["iso_3166_1": "DE", "release_dates": [release("12", day, type: 3)]],
                ["iso_3166_1": "GB", "release_dates": [release("12A", day, type: 3)]],
                ["iso_3166_1": "JP", "release_dates": [release("G", later, type: 3)]],
                [
                    "iso_3166_1": "US",
                    "release_dates": [
                        release("", day, type: 1, note: "Sample Film Festival"), release("PG-13", day, type: 3),
                        release("PG-13", day, type: 4),
                    ],
                ],
            ],
        ]
    }

    /// "2005-12-25" from "2005-11-25" (the day kept at 28 or less so every month has it).
    static func monthLater(_ date: String) -> String {
        let parts = date.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return date }
        let (year, month) = parts[1] == 12 ? (parts[0] + 1, 1) : (parts[0], parts[1] + 1)
        return String(format: "%04d-%02d-%02d", year, month, min(parts[2], 28))
    }
}
