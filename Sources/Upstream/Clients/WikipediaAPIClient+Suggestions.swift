import Foundation
import Models

extension WikipediaAPIClient {
    /// Titles a browser's address bar shows at once; more would be scrolled past.
    static let suggestionLimit = 10

    /// Title suggestions through the same cache and time-to-live as searches, so a person typing
    /// "Swi" twice, or many people typing it, costs Wikipedia one request. Blank text asks nothing.
    public func suggestions(
        for text: String, language: Language, origin: FetchOrigin
    ) async throws(UpstreamError) -> Fetched<[String]> {
        let text = text.trimmingWhitespaceAndNewlines()
        guard !text.isEmpty else { return Fetched(value: [], fetchedAt: now()) }
        let key = "wikipedia-suggestions \(language.rawValue) \(text)"
        return try await cache.value(key: key, source: .wikipedia, ttl: requester.settings.timeToLive.wikiSearch, origin: origin)
        {
            [requester] (_: [String]?, runsAs: FetchOrigin) async throws(UpstreamError) -> (value: [String], bytes: Int) in
            let response = try await requester.get(
                Self.suggestionsURL(for: text, language: language, template: requester.settings.wikipediaAPI), as: runsAs)
            return (try Self.suggestions(from: response), response.body.count)
        }
    }

    static func suggestionsURL(for text: String, language: Language, template: String) -> String {
        template.replacingOccurrences(of: "{lang}", with: language.rawValue) + "?"
            + QueryString.make([
                ("action", "opensearch"), ("search", text), ("limit", String(suggestionLimit)),
                ("namespace", "0"), ("format", "json"),
            ])
    }

    /// As for searches: errors come in the body whatever the status; 429/503 start a cooldown.
    static func suggestions(from response: FetchResponse) throws(UpstreamError) -> [String] {
        if response.status == 429 || response.status == 503 {
            throw .httpStatus(response.status, retryAfter: response.retryAfter)
        }
        do {
            let titles = try WikipediaSuggestionsDecoder.decode(response.body)
            try APIRequester.checkStatus(response)
            return titles
        } catch .apiError(let code, _) where backOffCodes.contains(code) {
            throw .httpStatus(503, retryAfter: response.retryAfter ?? defaultMaxlagWait)
        } catch {
            guard (200..<300).contains(response.status) else {
                throw .httpStatus(response.status, retryAfter: response.retryAfter)
            }
            throw error
        }
    }
}
