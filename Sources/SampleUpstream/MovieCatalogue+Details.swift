import Foundation

/// The JSON shapes of TMDB's movie objects: search results, details and the appended sub-requests.
extension MovieCatalogue {
    /// A search result (and, with `media_type`, a recommendation).
    func summary(_ movie: MoviesData.Movie, in translation: Translation, mediaType: Bool = false) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("adult", false), ("backdrop_path", .string(orNull: movie.backdropPath)),
            ("genre_ids", .array(movie.genres.map { .int($0) })),
            ("id", .int(movie.id)),
        ]
        if mediaType { fields.append(("media_type", "movie")) }
        fields += [
            ("original_language", .string(movie.originalLanguage)), ("original_title", .string(movie.originalTitle)),
            ("overview", .string(translation.overview(movie))), ("popularity", .double(movie.popularity)),
            ("poster_path", .string(orNull: movie.posterPath)), ("release_date", .string(movie.releaseDate)),
            ("title", .string(translation.title(movie))), ("video", false),
            ("vote_average", .double(movie.voteAverage)), ("vote_count", .int(movie.voteCount)),
        ]
        return .object(fields)
    }

    func details(
        _ movie: MoviesData.Movie, in translation: Translation, appends: [String], imageLanguages: Set<String?>
    ) -> JSONValue {
        let japaneseOriginal = movie.originalLanguage == "ja"
        let country = japaneseOriginal ? "JP" : "US"
        var fields: [(String, JSONValue)] = [
            ("adult", false), ("backdrop_path", .string(orNull: movie.backdropPath)), ("belongs_to_collection", .null),
            ("budget", .int(movie.budget)),
            (
                "genres",
                .array(
                    movie.genres.compactMap { genres[$0] }.map {
                        ["id": .int($0.id), "name": .string(translation.name(of: $0))]
                    })
            ),
            ("homepage", ""), ("id", .int(movie.id)), ("imdb_id", .string("tt\(String(9_000_000 + movie.id))")),
            ("origin_country", [.string(country)]),
            ("original_language", .string(movie.originalLanguage)), ("original_title", .string(movie.originalTitle)),
            ("overview", .string(translation.overview(movie))), ("popularity", .double(movie.popularity)),
            ("poster_path", .string(orNull: movie.posterPath)),
            (
                "production_companies",
                [
                    [
                        "id": .int(90_000 + movie.id % 7), "logo_path": .null,
                        "name": japaneseOriginal ? "Sample Eiga" : "Sample Pictures", "origin_country": .string(country),
                    ]
                ]
            ),
            (
                "production_countries",
                [["iso_3166_1": .string(country), "name": japaneseOriginal ? "Japan" : "United States of America"]]
            ),
            ("release_date", .string(movie.releaseDate)), ("revenue", .int(movie.revenue)), ("runtime", .int(movie.runtime)),
            (
                "spoken_languages",
                [
                    japaneseOriginal
                        ? ["english_name": "Japanese", "iso_639_1": "ja", "name": "日本語"]
                        : ["english_name": "English", "iso_639_1": "en", "name": "English"]
                ]
            ),
            ("status", movie.releaseDate.isEmpty ? "Post Production" : "Released"),
            ("tagline", .string(translation.tagline(movie))),
            ("title", .string(translation.title(movie))),
            ("video", false), ("vote_average", .double(movie.voteAverage)), ("vote_count", .int(movie.voteCount)),
        ]
        for append in appends {
            switch append {
            case "credits": fields.append(("credits", credits(movie)))
            case "watch/providers": fields.append(("watch/providers", watchProviders(movie)))
            case "release_dates": fields.append(("release_dates", releaseDates(movie)))
            case "images": fields.append(("images", images(movie, languages: imageLanguages)))
            case "recommendations":
                let recommended = movie.recommendations.compactMap { moviesByID[$0] }
                fields.append(
                    (
                        "recommendations",
                        [
                            "page": 1, "results": .array(recommended.map { summary($0, in: translation, mediaType: true) }),
                            "total_pages": recommended.isEmpty ? 0 : 1, "total_results": .int(recommended.count),
                        ]
                    ))
            default: continue  // TMDB ignores names it does not know
            }
        }
        return .object(fields)
    }

    private func credits(_ movie: MoviesData.Movie) -> JSONValue {
        let cast: [JSONValue] = movie.cast.enumerated().map { order, person in
            .object(
                personFields(person, department: "Acting") + [
                    ("cast_id", .int(order + 1)), ("character", .string(person.character ?? "")),
                    ("credit_id", .string(Self.creditID(movie.id, person.name, "cast"))), ("order", .int(order)),
                ])
        }
        let crew: [JSONValue] = movie.crew.map { person in
            .object(
                personFields(person, department: person.department ?? "Crew") + [
                    ("credit_id", .string(Self.creditID(movie.id, person.name, person.job ?? ""))),
                    ("department", .string(person.department ?? "Crew")), ("job", .string(person.job ?? "")),
                ])
        }
        return ["id": .int(movie.id), "cast": .array(cast), "crew": .array(crew)]
    }

    private func personFields(_ person: MoviesData.Person, department: String) -> [(String, JSONValue)] {
        let hash = Markup.stableHash(person.name)
        return [
            ("adult", false), ("gender", .int(person.gender)), ("id", .int(Int(hash % 4_000_000) + 1_000)),
            ("known_for_department", .string(department)), ("name", .string(person.name)),
            ("original_name", .string(person.name)),
            ("popularity", .double(Double(hash % 5_000) / 100)), ("profile_path", .string(orNull: person.profile)),
        ]
    }

    private func images(_ movie: MoviesData.Movie, languages: Set<String?>) -> JSONValue {
        func picture(_ item: MoviesData.Picture, width: Int, height: Int) -> JSONValue {
            [
                "aspect_ratio": .double((Double(width) / Double(height) * 1000).rounded() / 1000), "height": .int(height),
                "iso_639_1": .string(orNull: item.lang), "file_path": .string(item.file), "vote_average": 5.312, "vote_count": 2,
                "width": .int(width),
            ]
        }
        let backdrops = movie.backdrops.filter { languages.contains($0.lang) }.map { picture($0, width: 3840, height: 2160) }
        let posters = movie.posters.filter { languages.contains($0.lang) }.map { picture($0, width: 2000, height: 3000) }
        return ["backdrops": .array(backdrops), "id": .int(movie.id), "logos": [], "posters": .array(posters)]
    }

    /// A 24-hex-digit credit id, stable for a movie, person and role.
    static func creditID(_ movie: Int, _ name: String, _ role: String) -> String {
        let high = String(Markup.stableHash("\(movie)/\(name)/\(role)"), radix: 16)
        let low = String(Markup.stableHash("\(role)/\(name)/\(movie)") & 0xFFFF_FFFF, radix: 16)
        return String(
            (String(repeating: "0", count: 16 - high.count) + high + String(repeating: "0", count: 8 - low.count) + low).prefix(
                24))
    }
}
