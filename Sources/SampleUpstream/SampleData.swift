import Foundation

/// One article of the sample search corpus (not `Models.Article`, a news headline).
struct WikiArticle: Decodable, Sendable {
    var pageid: Int
    var title: String
    var text: String
    var size: Int
    var wordcount: Int
    var timestamp: String
}

/// One headline of a sample news edition; dates are relative so the feed always looks fresh.
struct NewsItem: Decodable, Sendable {
    var headline: String
    var publisher: String
    var site: String
    var hoursAgo: Int
    var dateOnly: Bool
    /// Its Google News topic section (`world`, `technology`, …).
    var topic: String
}

/// The word lists and hand-written odd comics.
struct ComicsData: Decodable, Sendable {
    struct Words: Decodable, Sendable {
        var adjectives: [String]
        var nouns: [String]
        var altTemplates: [String]
    }
    struct Special: Decodable, Sendable {
        var num: Int
        var title: String
        var alt: String?
        var img: String?
        var link: String?
        var news: String?
        var extra_parts: [String: String]?
    }
    var latest: Int
    var firstDate: String
    var words: Words
    var special: [Special]
}

/// The invented film catalogue.
struct MoviesData: Decodable, Sendable {
    struct Genre: Decodable, Sendable {
        var id: Int
        var name: String
        var nameJa: String
        /// nil where the catalogue has no Arabic (the name is then English, as TMDB falls back).
        var nameAr: String?
        /// The name in the catalogue's other languages, by TMDB locale (`de-DE`).
        var names: [String: String]
    }
    struct Person: Decodable, Sendable {
        var name: String
        var character: String?
        var department: String?
        var job: String?
        var profile: String?
        var gender: Int
    }
    struct Picture: Decodable, Sendable {
        var file: String
        var lang: String?
    }
    /// A film's texts in one language of `Movie.translations`.
    struct Texts: Decodable, Sendable {
        var title: String
        var overview: String
        var tagline: String
    }
    struct Movie: Decodable, Sendable {
        var id: Int
        var title: String
        var titleJa: String
        /// The Arabic fields are nil for a film with no Arabic translation (see `MovieCatalogue.Translation`).
        var titleAr: String?
        var originalTitle: String
        var originalLanguage: String
        var overview: String
        var overviewJa: String
        var overviewAr: String?
        var tagline: String
        var taglineJa: String
        var taglineAr: String?
        var genres: [Int]
        var releaseDate: String
        var runtime: Int
        var popularity: Double
        var voteAverage: Double
        var voteCount: Int
        var budget: Int
        var revenue: Int
        var posterPath: String?
        var backdropPath: String?
        var posters: [Picture]
        var backdrops: [Picture]
        var cast: [Person]
        var crew: [Person]
        var recommendations: [Int]
        /// The film in the catalogue's other languages, by TMDB locale (`de-DE`, `zh-TW`).
        var translations: [String: Texts]
    }
    var genres: [Genre]
    var movies: [Movie]
}

/// Reads the JSON files of `Data/` from the module bundle.
enum SampleData {
    static func load<Value: Decodable>(_ type: Value.Type, from file: String) throws(SampleUpstreamError) -> Value {
        guard let directory = Bundle.module.url(forResource: "Data", withExtension: nil) else {
            throw .missingResource("Data")
        }
        let url = directory.appendingPathComponent(file)
        let bytes: Data
        do {
            bytes = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: file, reason: String(describing: error))
        }
        do {
            return try JSONDecoder().decode(Value.self, from: bytes)
        } catch {
            throw .unreadable(file: file, reason: String(describing: error))
        }
    }
}
