import HTTPServer

extension MovieCatalogue {
    /// `/3/trending/movie/{day|week}`: the most popular films, one page in the search shape with
    /// `media_type` on each, as TMDB answers it.
    func trending(window: String, in translation: Translation) -> Response {
        guard window == "day" || window == "week" else { return Self.notFound() }
        let results = movies.prefix(Self.pageSize).map { summary($0, in: translation, mediaType: true) }
        let body: JSONValue = [
            "page": 1, "results": .array(Array(results)),
            "total_pages": .int(max(1, movies.count / Self.pageSize)), "total_results": .int(movies.count),
        ]
        return .json(body, contentType: Self.contentType)
    }
}
