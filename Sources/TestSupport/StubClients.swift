import Foundation
import Models
import Locking

/// Records what a stub was asked, in order, for assertions like `requested == [.number(1)]`.
public final class RequestLog<Entry: Sendable>: Sendable {
    private let entries = Mutex<[Entry]>([])
    public init() {}
    public func append(_ entry: Entry) { entries.withLock { $0.append(entry) } }
    public var all: [Entry] { entries.withLock { $0 } }
}

/// A Wikipedia client answering from closures; records each search and each suggestions request,
/// and whom each was made for.
public struct StubWikipediaClient: WikipediaClient {
    public let requested = RequestLog<WikiSearchQuery>()
    public let suggestionsRequested = RequestLog<String>()
    /// The origin of every search and suggestions request, in order.
    public let origins = RequestLog<FetchOrigin>()
    private let answer: @Sendable (WikiSearchQuery) throws(UpstreamError) -> Fetched<WikiSearchPage>
    private let suggest: @Sendable (String, Language) throws(UpstreamError) -> Fetched<[String]>
    /// - Parameter suggest: the suggestions answer; by default it says the stub has none configured.
    public init(
        _ answer: @escaping @Sendable (WikiSearchQuery) throws(UpstreamError) -> Fetched<WikiSearchPage>,
        suggest: @escaping @Sendable (String, Language) throws(UpstreamError) -> Fetched<[String]> = {
            _, _ throws(UpstreamError) in
            throw .notConfigured("stub without suggestions")
        }
    ) {
        self.answer = answer
        self.suggest = suggest
    }
    public func search(_ query: WikiSearchQuery, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<WikiSearchPage> {
        requested.append(query)
        origins.append(origin)
        return try answer(query)
    }
    public func suggestions(
        for text: String, language: Language, origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<[String]> {
        suggestionsRequested.append(text)
        origins.append(origin)
        return try suggest(text, language)
    }
}

/// A news client answering from a closure; records (request, refresh).
public struct StubNewsClient: NewsClient {
    public struct Call: Sendable, Equatable {
        public var request: NewsRequest
        public var refresh: Bool
        /// The edition's id (`en-US`), for short expectations.
        public var edition: String { request.edition.id }
    }
    public let requested = RequestLog<Call>()
    private let answer: @Sendable (NewsRequest, Bool) async throws(UpstreamError) -> Fetched<NewsFeed>
    public init(_ answer: @escaping @Sendable (NewsRequest, Bool) async throws(UpstreamError) -> Fetched<NewsFeed>) {
        self.answer = answer
    }
    public func headlines(
        _ request: NewsRequest, refresh: Bool, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<NewsFeed> {
        requested.append(Call(request: request, refresh: refresh))
        return try await answer(request, refresh)
    }
}

/// An xkcd client over a dictionary of comics; records `.latest` / `.number(N)`.
public struct StubComicsClient: ComicsClient {
    public enum Call: Sendable, Equatable { case latest, number(Int) }
    public let requested = RequestLog<Call>()
    public let latestNumber: Int
    public let comics: [Int: Comic]
    public let failure: UpstreamError?
    public let fetchedAt: Date
    public init(
        latest: Int, comics: [Int: Comic], failure: UpstreamError? = nil,
        fetchedAt: Date = Date(timeIntervalSince1970: 1_795_000_000)
    ) {
        self.latestNumber = latest
        self.comics = comics
        self.failure = failure
        self.fetchedAt = fetchedAt
    }
    public func latest(for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        requested.append(.latest)
        if let failure { throw failure }
        guard let comic = comics[latestNumber] else { throw .notFound }
        return Fetched(value: comic, fetchedAt: fetchedAt)
    }
    public func comic(number: Int, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<Comic> {
        requested.append(.number(number))
        if let failure { throw failure }
        guard let comic = comics[number] else { throw .notFound }
        return Fetched(value: comic, fetchedAt: fetchedAt)
    }
}

/// A TMDB client answering from closures; records each call.
public struct StubMoviesClient: MoviesClient {
    public enum Call: Sendable, Equatable { case search(MovieSearchQuery), detail(Int, Language) }
    public let requested = RequestLog<Call>()
    private let searchAnswer: @Sendable (MovieSearchQuery) throws(UpstreamError) -> Fetched<MovieSearchPage>
    private let detailAnswer: @Sendable (Int, Language) throws(UpstreamError) -> Fetched<MovieDetail>
    public init(
        search: @escaping @Sendable (MovieSearchQuery) throws(UpstreamError) -> Fetched<MovieSearchPage> = {
            _ throws(UpstreamError) in throw .notConfigured("stub")
        },
        detail: @escaping @Sendable (Int, Language) throws(UpstreamError) -> Fetched<MovieDetail> = {
            _, _ throws(UpstreamError) in throw .notConfigured("stub")
        }
    ) {
        self.searchAnswer = search
        self.detailAnswer = detail
    }
    public func search(_ query: MovieSearchQuery, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<MovieSearchPage>
    {
        requested.append(.search(query))
        return try searchAnswer(query)
    }
    public func detail(id: Int, language: Language, for origin: FetchOrigin) async throws(UpstreamError) -> Fetched<MovieDetail> {
        requested.append(.detail(id, language))
        return try detailAnswer(id, language)
    }
}

/// An image source with fixed bytes per URL; anything else is refused.
public struct StubImageSource: ImageSource {
    public let requested = RequestLog<String>()
    public let images: [String: (String, Data)]
    public init(images: [String: (String, Data)] = [:]) { self.images = images }
    public func image(url: String, for origin: FetchOrigin) async throws(UpstreamError) -> (contentType: String, body: Data) {
        requested.append(url)
        guard let image = images[url] else { throw .refused("not in the stub") }
        return (image.0, image.1)
    }
}
