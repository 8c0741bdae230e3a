import Foundation
import Models

// TEMPORARY until the live upstream clients land (issue 3): every source reports "not configured".
struct PendingClients: WikipediaClient, NewsClient, ComicsClient, MoviesClient, ImageSource {
    func search(_ query: WikiSearchQuery) async throws(UpstreamError) -> Fetched<WikiSearchPage> { throw .notConfigured("not wired yet") }
    func headlines(language: Language, refresh: Bool) async throws(UpstreamError) -> Fetched<NewsFeed> { throw .notConfigured("not wired yet") }
    func latest() async throws(UpstreamError) -> Fetched<Comic> { throw .notConfigured("not wired yet") }
    func comic(number: Int) async throws(UpstreamError) -> Fetched<Comic> { throw .notConfigured("not wired yet") }
    func search(_ query: MovieSearchQuery) async throws(UpstreamError) -> Fetched<MovieSearchPage> { throw .notConfigured("not wired yet") }
    func detail(id: Int, language: Language) async throws(UpstreamError) -> Fetched<MovieDetail> { throw .notConfigured("not wired yet") }
    func image(url: String) async throws(UpstreamError) -> (contentType: String, body: Data) { throw .notConfigured("not wired yet") }
}
