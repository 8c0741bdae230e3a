import Foundation
import Models

/// What an article page shows: the article as Kiosk's own page (contents, sections, links kept in
/// Kiosk, images through the proxy, the licence line, other languages); or where a redirect goes;
/// or "no such article" with a search for it; or the upstream problem. No HTML, no HTTP.
public struct ArticleViewModel: Sendable {
    /// MediaWiki's limit on a title (255 bytes of UTF-8): no article has a longer one.
    public static let maximumTitleBytes = 255

    /// The title from the URL, refused (400) when longer than any article's can be: a 3,000-character
    /// title would otherwise fill a "no such article" page thousands of pixels tall.
    public static func title(from text: String, language: Language) -> Parsed<String> {
        let bytes = text.utf8.count
        guard bytes > maximumTitleBytes else { return .valid(text) }
        return .invalid(language.words.article.titleTooLong(maximumTitleBytes, bytes))
    }

    public struct Inputs: Sendable, Equatable {
        /// The title as it came in the URL (decoded); normalised here.
        public var title: String
        /// The interface's language (wording).
        public var language: Language
        /// The Wikipedia the article is read from; the interface's own unless `lang=` named another.
        public var wiki: WikipediaLanguage
        /// The redirect page the reader came through, shown as "Redirected from …".
        public var redirectedFrom: String?

        public init(title: String, language: Language, wiki: WikipediaLanguage? = nil, redirectedFrom: String? = nil) {
            self.title = title
            self.language = language
            self.wiki = wiki ?? WikipediaLanguage(language)
            self.redirectedFrom = redirectedFrom
        }
    }

    private let articles: any ArticlesClient

    public init(articles: any ArticlesClient) {
        self.articles = articles
    }

    /// `/wiki/Title?lang=en&wiki=de` (with `#fragment`), the address of an article in Kiosk: `wiki`
    /// only when it is not the interface language's own.
    public static func href(
        title: String, wiki: WikipediaLanguage, interface: Language, fragment: String? = nil, redirectedFrom: String? = nil
    ) -> String {
        Route(.article(Route.WikiArticle(title: title, wiki: wiki, redirectedFrom: redirectedFrom)), language: interface)
            .href(fragment: fragment)
    }

    /// The article on Wikipedia itself.
    public static func originalURL(title: String, language: WikipediaLanguage) -> String {
        "https://\(language.code).wikipedia.org/wiki/" + ArticleTitle.pathSegment(title)
    }

    /// The page for an article already in hand, without its other languages (the fuzzer, benchmarks).
    public static func outputs(
        for document: ArticleDocument, title: String, language: Language, wiki: WikipediaLanguage? = nil
    ) -> Outputs {
        Outputs(
            document: document, title: title, language: language, wiki: wiki ?? WikipediaLanguage(language), languages: [],
            redirectedFrom: nil)
    }

    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        let language = inputs.language
        let wiki = inputs.wiki
        guard let title = ArticleTitle.normalized(inputs.title) else {
            return Outputs(missing: inputs.title, language: language, wiki: wiki)
        }
        do throws(UpstreamError) {
            let fetched = try await articles.article(title: title, language: wiki, for: origin)
            switch fetched.value {
            case .redirect(let target, let fragment):
                var outputs = Outputs(missing: title, language: language, wiki: wiki)
                outputs.notFound = nil
                outputs.redirect = Self.href(
                    title: target, wiki: wiki, interface: language, fragment: fragment, redirectedFrom: title)
                return outputs
            case .document(let document):
                let languages: [ArticleLanguageLink]
                do {
                    languages = try await articles.languageLinks(title: title, language: wiki, for: origin).value
                } catch {
                    // Other languages are a courtesy: the article reads the same without them.
                    languages = []
                }
                return Outputs(
                    document: document, title: title, language: language, wiki: wiki, languages: languages,
                    redirectedFrom: inputs.redirectedFrom.flatMap(ArticleTitle.normalized))
            }
        } catch .notFound {
            return Outputs(missing: title, language: language, wiki: wiki)
        } catch {
            var outputs = Outputs(missing: title, language: language, wiki: wiki)
            outputs.notFound = nil
            outputs.problem = UpstreamProblem(
                error: error, source: .wikipedia, language: language,
                originalURL: Self.originalURL(title: title, language: wiki), cachedAge: nil)
            return outputs
        }
    }
}
