import Foundation
import Models

/// What the browser's address bar suggests as a reader types into Kiosk as a search engine:
/// Wikipedia titles that begin like the text. No HTML, no HTTP (the handler writes the
/// OpenSearch suggestions array).
public struct SuggestionsViewModel: Sendable {
    public struct Inputs: Sendable, Equatable {
        /// The text as the browser sent it; the answer echoes it unchanged.
        public var text: String
        public var language: Language
        public init(text: String, language: Language) {
            self.text = text
            self.language = language
        }
    }

    public struct Outputs: Sendable, Hashable {
        public var query: String
        public var titles: [String]
        /// Why there are no titles when Wikipedia failed; the handler maps it to a status.
        public var problem: UpstreamProblem?
    }

    private let wikipedia: any WikipediaClient

    public init(wikipedia: any WikipediaClient) {
        self.wikipedia = wikipedia
    }

    /// Blank text, or text longer than a search may be, is answered with no titles and no request.
    public func outputs(for inputs: Inputs, origin: FetchOrigin) async -> Outputs {
        var outputs = Outputs(query: inputs.text, titles: [], problem: nil)
        let text = inputs.text.trimmingWhitespaceAndNewlines()
        guard !text.isEmpty, text.unicodeScalars.count <= SearchViewModel.maximumLength else { return outputs }
        do {
            outputs.titles = try await wikipedia.suggestions(for: text, language: inputs.language, origin: origin).value
        } catch {
            outputs.problem = UpstreamProblem(
                error: error, source: .wikipedia, language: inputs.language,
                originalURL: SearchViewModel.originalSearchURL(text: text, language: WikipediaLanguage(inputs.language)),
                cachedAge: nil)
        }
        return outputs
    }
}
