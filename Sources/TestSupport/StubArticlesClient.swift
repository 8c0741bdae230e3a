import Foundation
import Models

/// An articles client answering from dictionaries keyed by "lang title"; records each title asked.
public struct StubArticlesClient: ArticlesClient {
    public let requested = RequestLog<String>()
    private let answers: [String: Result<ArticleAnswer, UpstreamError>]
    private let languages: [String: [ArticleLanguageLink]]
    private let fetchedAt: Date

    public init(
        answers: [String: Result<ArticleAnswer, UpstreamError>] = [:], languages: [String: [ArticleLanguageLink]] = [:],
        fetchedAt: Date = TestSite.now
    ) {
        self.answers = answers
        self.languages = languages
        self.fetchedAt = fetchedAt
    }

    public func article(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<ArticleAnswer> {
        let key = "\(language.code) \(title)"
        requested.append(key)
        guard let answer = answers[key] else { throw .notFound }
        return Fetched(value: try answer.get(), fetchedAt: fetchedAt)
    }

    public func languageLinks(
        title: String, language: WikipediaLanguage, for origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<[ArticleLanguageLink]> {
        Fetched(value: languages["\(language.code) \(title)"] ?? [], fetchedAt: fetchedAt)
    }
}
