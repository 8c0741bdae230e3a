import Foundation
import Models
import ViewModels

// The client and ViewModel calls of tests that stand outside any request: a page's rules with no client to count
// (`FetchOrigin.anonymous`). Only tests and benchmarks see these (TestSupport is theirs alone), so
// Kiosk's own code always says whom a fetch is for.

extension WikipediaClient {
    public func search(_ query: WikiSearchQuery) async throws(UpstreamError) -> Fetched<WikiSearchPage> {
        try await search(query, for: .anonymous)
    }
    public func suggestions(for text: String, language: Language) async throws(UpstreamError) -> Fetched<[String]> {
        try await suggestions(for: text, language: language, origin: .anonymous)
    }
}

extension NewsClient {
    public func headlines(_ request: NewsRequest, refresh: Bool) async throws(UpstreamError) -> Fetched<NewsFeed> {
        try await headlines(request, refresh: refresh, for: .anonymous)
    }
    public func headlines(language: Language, refresh: Bool) async throws(UpstreamError) -> Fetched<NewsFeed> {
        try await headlines(.top(language), refresh: refresh, for: .anonymous)
    }
}

extension ComicsClient {
    public func latest() async throws(UpstreamError) -> Fetched<Comic> { try await latest(for: .anonymous) }
    public func comic(number: Int) async throws(UpstreamError) -> Fetched<Comic> {
        try await comic(number: number, for: .anonymous)
    }
}

extension MoviesClient {
    public func search(_ query: MovieSearchQuery) async throws(UpstreamError) -> Fetched<MovieSearchPage> {
        try await search(query, for: .anonymous)
    }
    public func detail(id: Int, language: Language) async throws(UpstreamError) -> Fetched<MovieDetail> {
        try await detail(id: id, language: language, for: .anonymous)
    }
}

extension ImageSource {
    public func image(url: String) async throws(UpstreamError) -> (contentType: String, body: Data) {
        try await image(url: url, for: .anonymous)
    }
}

extension ArticlesClient {
    public func article(title: String, language: WikipediaLanguage) async throws(UpstreamError) -> Fetched<ArticleAnswer> {
        try await article(title: title, language: language, for: .anonymous)
    }
    public func languageLinks(
        title: String, language: WikipediaLanguage
    ) async throws(UpstreamError) -> Fetched<[ArticleLanguageLink]> {
        try await languageLinks(title: title, language: language, for: .anonymous)
    }
}

extension FeaturedContentClient {
    public func featured(language: Language, day: String) async throws(UpstreamError) -> Fetched<FeaturedFeed> {
        try await featured(language: language, day: day, for: .anonymous)
    }
}

extension TrendingMoviesClient {
    public func trending(language: Language) async throws(UpstreamError) -> Fetched<[MovieSummary]> {
        try await trending(language: language, for: .anonymous)
    }
}

extension TranscriptsClient {
    public func transcript(number: Int) async throws(UpstreamError) -> Fetched<String?> {
        try await transcript(number: number, for: .anonymous)
    }
}

extension NewsLinkResolver {
    public func publisherURL(
        for id: NewsArticleID, edition: NewsEdition, ownHost: String?
    ) async -> Result<NewsLinkResolution, NewsLinkFailure> {
        await publisherURL(for: id, edition: edition, ownHost: ownHost, origin: .anonymous)
    }
}

extension MovieDetailViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension MovieSearchViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension SearchViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension SuggestionsViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension HomeViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension ComicViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension NewsViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension ArticleViewModel {
    public func outputs(for inputs: Inputs) async -> Outputs { await outputs(for: inputs, origin: .anonymous) }
}

extension NewsViewModel {
    public func refresh(_ inputs: Inputs) async -> String? { await refresh(inputs, origin: .anonymous) }
    public func atom(for inputs: Inputs) async -> AtomFeed { await atom(for: inputs, origin: .anonymous) }
}

extension HomeViewModel {
    public func wikipediaAtom(language: Language) async -> AtomFeed {
        await wikipediaAtom(language: language, origin: .anonymous)
    }
}

extension RandomComicViewModel {
    public func outcome(for inputs: Inputs) async -> Outcome { await outcome(for: inputs, origin: .anonymous) }
}

extension ComicFeedViewModel {
    public func feed(language: Language) async -> AtomFeed { await feed(language: language, origin: .anonymous) }
}

extension NewsLinkViewModel {
    public func answer(for inputs: Inputs) async -> Answer { await answer(for: inputs, origin: .anonymous) }
}
