import HTTPTypes
import Foundation
import HTTPServer

/// TMDB v3 over the invented catalogue: `/3/search/movie`, `/3/movie/ID`, `/3/configuration`, and the
/// images under `/t/p/{size}/{file}`; TMDB's two error shapes and its auth rules.
struct MovieCatalogue: Sendable {
    static let contentType = "application/json;charset=utf-8"
    static let pageSize = 20
    static let maximumPage = 500
    static let maximumAppends = 20

    /// What kind of picture a file is, which sets its aspect ratio.
    enum PictureKind: Sendable { case poster, backdrop, profile, logo }

    let movies: [MoviesData.Movie]
    let moviesByID: [Int: MoviesData.Movie]
    let genres: [Int: MoviesData.Genre]
    let pictures: [String: PictureKind]

    init(data: MoviesData) {
        movies = data.movies.sorted { $0.popularity > $1.popularity }
        moviesByID = Dictionary(data.movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        genres = Dictionary(data.genres.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var pictures: [String: PictureKind] = [:]
        for movie in data.movies {
            for file in movie.posters.map(\.file) + [movie.posterPath].compactMap({ $0 }) { pictures[file] = .poster }
            for file in movie.backdrops.map(\.file) + [movie.backdropPath].compactMap({ $0 }) { pictures[file] = .backdrop }
            for file in (movie.cast + movie.crew).compactMap(\.profile) { pictures[file] = .profile }
        }
        for file in Self.providerLogos { pictures[file] = .logo }
        self.pictures = pictures
    }

    func respond(path: String, request: Request, host: String) -> Response {
        if path.hasPrefix("/t/p/") { return image(path) }
        let query = request.query
        let bearer = request.headers["Authorization"].flatMap {
            $0.hasPrefix("Bearer ") ? String($0.dropFirst(7)).trimmingSpaces() : nil
        }
        guard !(query["api_key"] ?? "").isEmpty || !(bearer ?? "").isEmpty else {
            return Self.failure(7, "Invalid API key: You must be granted a valid key.", status: 401)
        }
        let translation = Translation(language: query["language"])
        let segments = path.split(separator: "/").map(String.init)
        if segments.count == 4, segments[0...2] == ["3", "trending", "movie"] {
            return trending(window: segments[3], in: translation)
        }
        switch segments.count == 3 ? (segments[0], segments[1]) : ("", "") {
        case ("3", "search") where segments[2] == "movie":
            return search(query: query, in: translation)
        case ("3", "movie"):
            guard let id = Int(segments[2]), let movie = moviesByID[id] else { return Self.notFound() }
            let appends = (query["append_to_response"] ?? "").split(separator: ",").map { $0.trimmingSpaces() }
            guard appends.count <= Self.maximumAppends else {
                return Self.failure(
                    27, "Too many append to response objects: The maximum number of remote calls is 20.", status: 400)
            }
            let images = Self.imageLanguages(query: query)
            return .json(
                details(movie, in: translation, appends: appends, imageLanguages: images), contentType: Self.contentType)
        default:
            if path == "/3/configuration" { return .json(configuration(host: host), contentType: Self.contentType) }
            return Self.notFound()
        }
    }

    private func search(query: QueryParameters, in translation: Translation) -> Response {
        guard let text = query["query"]?.trimmingSpaces(), !text.isEmpty else {
            return .json(["errors": ["query must be provided"]], status: 422, contentType: Self.contentType)
        }
        let pageText = query["page"] ?? "1"
        guard let page = Int(pageText), page >= 1, page <= Self.maximumPage else {
            return Self.failure(
                22, "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.", status: 400)
        }
        let found = movies.filter { movie in
            ([movie.title, movie.titleJa, movie.titleAr ?? "", movie.originalTitle] + movie.translations.values.map(\.title))
                .contains { $0.range(of: text, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
        }
        let results = found.dropFirst((page - 1) * Self.pageSize).prefix(Self.pageSize).map { summary($0, in: translation) }
        let totalPages = (found.count + Self.pageSize - 1) / Self.pageSize
        let body: JSONValue = [
            "page": .int(page), "results": .array(results),
            "total_pages": .int(totalPages), "total_results": .int(found.count),
        ]
        return .json(body, contentType: Self.contentType)
    }

    /// `include_image_language=en,null` when given, else only the request's language (TMDB's filter).
    private static func imageLanguages(query: QueryParameters) -> Set<String?> {
        if let list = query["include_image_language"] {
            return Set(list.split(separator: ",").map { $0 == "null" ? nil : String($0) })
        }
        let language = (query["language"] ?? "en-US").split(separator: "-").first.map(String.init) ?? "en"
        return [language]
    }

    private func configuration(host: String) -> JSONValue {
        let base = "http://\(host)/t/p/"
        return [
            "change_keys": [],
            "images": [
                "base_url": .string(base), "secure_base_url": .string(base),
                "backdrop_sizes": ["w300", "w780", "w1280", "original"],
                "logo_sizes": ["w45", "w92", "w154", "w185", "w300", "w500", "original"],
                "poster_sizes": ["w92", "w154", "w185", "w342", "w500", "w780", "original"],
                "profile_sizes": ["w45", "w185", "h632", "original"],
                "still_sizes": ["w92", "w185", "w300", "original"],
            ],
        ]
    }

    /// `/t/p/{size}/{file}.png`: a real PNG with the picture's aspect ratio (drawn no larger than `PNGImage.maximumSide`).
    private func image(_ path: String) -> Response {
        let segments = path.split(separator: "/").map(String.init)  // ["t", "p", size, file]
        guard segments.count == 4, let kind = pictures["/" + segments[3]] else { return .text("Not found", status: 404) }
        let size = segments[2]
        let requested = size == "original" ? PNGImage.maximumSide : Int(size.dropFirst())
        guard let requested, size == "original" || size.hasPrefix("w") || size.hasPrefix("h") else {
            return .text("Not found", status: 404)
        }
        let ratio =
            switch kind {
            case .backdrop: 16.0 / 9.0
            case .logo: 1.0
            case .poster, .profile: 2.0 / 3.0
            }
        let width = size.hasPrefix("h") ? Int(Double(requested) * ratio) : requested
        let height = Int(Double(min(width, PNGImage.maximumSide)) / ratio)
        let png = PNGImage.picture(width: width, height: height, seed: Markup.stableHash(segments[3]))
        return Response(status: 200, headers: ["Content-Type": "image/png"], body: png)
    }

    static func failure(_ code: Int, _ message: String, status: HTTPResponse.Status) -> Response {
        .json(
            ["success": false, "status_code": .int(code), "status_message": .string(message)], status: status,
            contentType: contentType)
    }

    static func notFound() -> Response {
        failure(34, "The resource you requested could not be found.", status: 404)
    }
}
