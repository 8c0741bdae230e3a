import Foundation
import Models

/// Reads TMDB v3 `search/movie` and `movie/{id}?append_to_response=credits,watch/providers,
/// recommendations,release_dates,images` bodies, and TMDB's two error shapes.
public enum TMDBDecoder {
    /// TMDB refuses pages past 500 (status_code 22) whatever `total_pages` says.
    public static let maximumPage = 500
    /// `status_code`s that mean "no such thing": 34 (resource not found), 6 (invalid id).
    static let notFoundCodes: Set<Int> = [6, 34]

    public static func decodeSearch(_ data: Data, query: MovieSearchQuery) throws(UpstreamError) -> MovieSearchPage {
        try rejectErrorEnvelope(data)
        let raw = try JSONBody.decode(RawPage.self, from: data)
        let results = raw.results.elements.prefix(maximumListLength).map(\.summary)
        // Zero hits come with total_pages 0 or 1; both mean "no pages to show".
        let totalPages = results.isEmpty && raw.totalResults == 0 ? 0 : min(raw.totalPages, maximumPage)
        return MovieSearchPage(
            query: query, page: raw.page, totalPages: totalPages,
            totalResults: raw.totalResults, results: results)
    }

    public static func decodeDetail(_ data: Data) throws(UpstreamError) -> MovieDetail {
        try rejectErrorEnvelope(data)
        let raw = try JSONBody.decode(RawDetail.self, from: data)
        // Billing order is `order`, not the array's: all that was read is sorted, then the top kept.
        let cast = (raw.credits?.cast?.elements ?? [])
            .enumerated()
            .sorted { ($0.element.order ?? $0.offset, $0.offset) < ($1.element.order ?? $1.offset, $1.offset) }
            .prefix(maximumCastKept)
            .map {
                CastMember(
                    name: UpstreamText.plain($0.element.name, .name),
                    character: nonEmpty(UpstreamText.plain($0.element.character, .name)),
                    profilePath: imagePath($0.element.profilePath))
            }
        let title = UpstreamText.plain(raw.title, .title)
        return MovieDetail(
            id: raw.id,
            title: title,
            originalTitle: nonEmpty(UpstreamText.plain(raw.originalTitle, .title)) ?? title,
            tagline: nonEmpty(UpstreamText.plain(raw.tagline, .tagline)),
            overview: UpstreamText.plain(raw.overview, .overview),
            releaseDate: nonEmpty(UpstreamText.plain(raw.releaseDate, .detail)),
            // TMDB uses 0 as well as null for an unknown runtime.
            runtime: raw.runtime.flatMap { $0 > 0 ? $0 : nil },
            genres: (raw.genres?.elements ?? []).prefix(maximumListLength).map { UpstreamText.plain($0.name, .name) },
            posterPath: imagePath(raw.posterPath),
            backdropPath: imagePath(raw.backdropPath),
            voteAverage: raw.voteAverage ?? 0,
            voteCount: raw.voteCount ?? 0,
            homepage: UpstreamURL.web(raw.homepage),
            cast: cast,
            recommendations: (raw.recommendations?.results.elements ?? []).prefix(maximumListLength).map(\.summary),
            posters: (raw.images?.posters?.elements ?? []).prefix(maximumListLength).compactMap { imagePath($0.filePath) },
            backdrops: (raw.images?.backdrops?.elements ?? []).prefix(maximumListLength).compactMap { imagePath($0.filePath) },
            crew: crew(raw.credits?.crew?.elements ?? []),
            watchOptions: raw.watchProviders?.results?.regions ?? [],
            releases: releases(raw.releaseDates?.results.elements ?? [])
        )
    }

    /// The error for a non-2xx answer. Two envelopes exist: `{"success":false,"status_code":34,…}` and,
    /// for an empty search, 422 `{"errors":["query must be provided"]}`. Any other body keeps the status.
    public static func decodeError(status: Int, data: Data) -> UpstreamError {
        if let envelope = errorEnvelope(data) {
            if let code = envelope.statusCode {
                return notFoundCodes.contains(code)
                    ? .notFound
                    : .apiError(code: String(code), message: UpstreamText.plain(envelope.statusMessage, .detail))
            }
            if let messages = envelope.errors, !messages.isEmpty {
                let shown = messages.prefix(maximumErrorMessages).map { UpstreamText.plain($0, .detail) }
                return .apiError(code: String(status), message: UpstreamText.plain(shown.joined(separator: "; "), .detail))
            }
        }
        return .httpStatus(status, retryAfter: nil)
    }

    /// Longest list kept from a body (results, cast, genres, images): pages show far fewer, and a
    /// hostile body of a million cast members must not become a million rows of work.
    static let maximumListLength = 200
    /// An error envelope's `errors` shown at most (TMDB sends one).
    static let maximumErrorMessages = 5

    /// A TMDB image path (`/kqjL17yufvn9OVLyXYpvtyrFfak.jpg`): one file name of letters, digits, `_`, `-`
    /// and `.`, as TMDB issues them; anything else (a URL, `..`, a query) is not an image path.
    static func imagePath(_ text: String?) -> String? {
        guard let raw = text?.trimmingASCIIWhitespace(), raw.utf8.count <= maximumImagePathLength, raw.hasPrefix("/"),
            raw.utf8.count > 1,
            raw.utf8.dropFirst().allSatisfy({ byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            }), !raw.contains("..")
        else { return nil }
        return raw
    }

    static let maximumImagePathLength = 100

    /// Error envelopes are a few hundred bytes; larger 2xx bodies are data and are not parsed twice.
    static let errorEnvelopeMaximumSize = 4096

    /// A 2xx body that is an error envelope is still an error.
    private static func rejectErrorEnvelope(_ data: Data) throws(UpstreamError) {
        guard data.count <= errorEnvelopeMaximumSize else { return }
        if let envelope = errorEnvelope(data), envelope.success == false || envelope.errors != nil {
            throw decodeError(status: 200, data: data)
        }
    }

    /// The error envelope, or nil when the body is not one (HTML, a result, not JSON at all).
    private static func errorEnvelope(_ data: Data) -> ErrorEnvelope? {
        do {
            let envelope = try JSONDecoder().decode(ErrorEnvelope.self, from: data)
            return envelope.statusCode != nil || envelope.errors != nil ? envelope : nil
        } catch {
            return nil  // Not an envelope: the caller reports the status, or decodes the body as data.
        }
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }

    private struct ErrorEnvelope: Decodable {
        var success: Bool?
        var statusCode: Int?
        var statusMessage: String?
        var errors: [String]?

        enum CodingKeys: String, CodingKey {
            case success, errors
            case statusCode = "status_code"
            case statusMessage = "status_message"
        }
    }

    private struct RawPage: Decodable {
        var page: Int
        var results: JSONPrefix<RawSummary>
        var totalPages: Int
        var totalResults: Int

        enum CodingKeys: String, CodingKey {
            case page, results
            case totalPages = "total_pages"
            case totalResults = "total_results"
        }
    }

    /// A search result, or a recommendation (which also carries `media_type`).
    private struct RawSummary: Decodable {
        var id: Int
        var title: String
        var originalTitle: String?
        var overview: String?
        var releaseDate: String?
        var posterPath: String?
        var backdropPath: String?
        var voteAverage: Double?
        var voteCount: Int?

        enum CodingKeys: String, CodingKey {
            case id, title, overview
            case originalTitle = "original_title"
            case releaseDate = "release_date"
            case posterPath = "poster_path"
            case backdropPath = "backdrop_path"
            case voteAverage = "vote_average"
            case voteCount = "vote_count"
        }

        var summary: MovieSummary {
            let title = UpstreamText.plain(title, .title)
            return MovieSummary(
                id: id, title: title, originalTitle: nonEmpty(UpstreamText.plain(originalTitle, .title)) ?? title,
                overview: UpstreamText.plain(overview, .overview),
                releaseDate: nonEmpty(UpstreamText.plain(releaseDate, .detail)), posterPath: imagePath(posterPath),
                backdropPath: imagePath(backdropPath), voteAverage: voteAverage ?? 0,
                voteCount: voteCount ?? 0)
        }
    }

    private struct RawDetail: Decodable {
        var id: Int
        var title: String
        var originalTitle: String?
        var tagline: String?
        var overview: String?
        var releaseDate: String?
        var runtime: Int?
        var genres: JSONPrefix<Genre>?
        var posterPath: String?
        var backdropPath: String?
        var voteAverage: Double?
        var voteCount: Int?
        var homepage: String?
        var credits: Credits?
        var recommendations: Recommendations?
        var images: Images?
        var watchProviders: RawWatchProviders?
        var releaseDates: RawReleaseDates?

        enum CodingKeys: String, CodingKey {
            case id, title, tagline, overview, runtime, genres, homepage, credits, recommendations, images
            case watchProviders = "watch/providers"
            case releaseDates = "release_dates"
            case originalTitle = "original_title"
            case releaseDate = "release_date"
            case posterPath = "poster_path"
            case backdropPath = "backdrop_path"
            case voteAverage = "vote_average"
            case voteCount = "vote_count"
        }
    }

    private struct Genre: Decodable { var name: String }

    private struct Credits: Decodable {
        var cast: JSONPrefix<Cast>?
        var crew: JSONPrefix<RawCrew>?
    }

    private struct Cast: Decodable {
        var name: String
        var character: String?
        var profilePath: String?
        var order: Int?

        enum CodingKeys: String, CodingKey {
            case name, character, order
            case profilePath = "profile_path"
        }
    }

    private struct Recommendations: Decodable { var results: JSONPrefix<RawSummary> }

    private struct Images: Decodable {
        var posters: JSONPrefix<Image>?
        var backdrops: JSONPrefix<Image>?
    }

    private struct Image: Decodable {
        var filePath: String
        enum CodingKeys: String, CodingKey { case filePath = "file_path" }
    }
}
