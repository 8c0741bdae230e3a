import HTTPServer
import ViewModels
import Models

/// Picks the interface language and the Wikipedia read: `lang=` in the URL wins; otherwise the
/// best of Kiosk's languages in `Accept-Language` by q-value (RFC 9110 §12.5.4); otherwise English.
///
/// The Wikipedia follows the interface language (pt-BR reads `pt`, zh-Hans and zh-Hant read `zh`)
/// unless `wiki=` names another, on the pages that read Wikipedia (`anyWiki`). There `lang=` may also
/// name any Wikipedia Kiosk has no interface for (`lang=fa`, as URLs said before `wiki=`): that is the
/// wiki read, and the interface then follows `Accept-Language`.
struct LanguagePreference: Sendable, Equatable {
    var language: Language
    var isExplicit: Bool
    var wiki: WikipediaLanguage

    init(query: String?, wikiQuery: String? = nil, acceptLanguage: String?, anyWiki: Bool = false) throws(PageError) {
        let negotiated = { Self.fromAcceptLanguage(acceptLanguage ?? "") }
        if let query, !query.isEmpty {
            if let language = Language(rawValue: query) {
                self.language = language
                isExplicit = true
                wiki = WikipediaLanguage(language)
            } else if anyWiki, let wiki = WikipediaLanguage(code: query) {
                self.wiki = wiki
                isExplicit = false
                language = negotiated()
            } else {
                throw .badRequest(Self.unknown("lang", query, anyWiki: anyWiki, language: negotiated()))
            }
        } else {
            isExplicit = false
            language = negotiated()
            wiki = WikipediaLanguage(language)
        }
        if anyWiki, let wikiQuery, !wikiQuery.isEmpty {
            guard let named = WikipediaLanguage(code: wikiQuery) else {
                throw .badRequest(Self.unknown("wiki", wikiQuery, anyWiki: true, language: language))
            }
            wiki = named
        }
    }

    /// What a `lang=` or `wiki=` the page cannot use earns: the parameter, and which values it takes.
    static func unknown(_ parameter: String, _ query: String, anyWiki: Bool, language: Language) -> String {
        let shown = String(query.prefix(40))
        let codes = Language.offered.map(\.rawValue).joined(separator: ", ")
        let words = language.words.problems
        return anyWiki ? words.unknownWiki(parameter, shown) : words.unknownLanguage(codes, shown)
    }

    static func fromAcceptLanguage(_ header: String) -> Language {
        var best: (language: Language, q: Double)?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";")
            let tag = parts[0].trimmingSpaces().lowercasedASCII()
            var q = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingSpaces()
                if pair.hasPrefix("q=") { q = Double(pair.dropFirst(2)) ?? 0 }
            }
            guard q > 0, let language = Language(acceptLanguageTag: tag) else { continue }
            if q > (best?.q ?? 0) { best = (language, q) }
        }
        return best?.language ?? .en
    }
}
