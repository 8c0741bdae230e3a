import HTTPServer
import Models

/// Picks the language: `lang=` in the URL wins; otherwise the first of ja/en in
/// `Accept-Language` by q-value (RFC 9110 §12.5.4); otherwise English.
///
/// On the pages that read Wikipedia (`anyWiki`), `lang=` may name any Wikipedia in
/// `WikipediaLanguage.all`: that is the wiki read, and the interface, which speaks only ja and en,
/// then follows `Accept-Language`. `lang=ja|en` sets both, as it always has.
struct LanguagePreference: Sendable, Equatable {
    var language: Language
    var isExplicit: Bool
    var wiki: WikipediaLanguage

    init(query: String?, acceptLanguage: String?, anyWiki: Bool = false) throws(PageError) {
        if let query, !query.isEmpty {
            if let language = Language(rawValue: query) {
                self.language = language
                isExplicit = true
                wiki = WikipediaLanguage(language)
                return
            }
            guard anyWiki, let wiki = WikipediaLanguage(code: query) else {
                let interface = Self.fromAcceptLanguage(acceptLanguage ?? "")
                throw .badRequest(Self.unknown(query, anyWiki: anyWiki, language: interface))
            }
            self.wiki = wiki
            isExplicit = false
            language = Self.fromAcceptLanguage(acceptLanguage ?? "")
            return
        }
        isExplicit = false
        language = Self.fromAcceptLanguage(acceptLanguage ?? "")
        wiki = WikipediaLanguage(language)
    }

    /// What a `lang=` the page cannot use earns: which values it takes, and where to search instead.
    static func unknown(_ query: String, anyWiki: Bool, language: Language) -> String {
        let shown = String(query.prefix(40))
        switch (language, anyWiki) {
        case (.ja, true):
            return "lang には Wikipedia の言語コード（ja、en、de、fr、ar など）を指定します（「\(shown)」はありません）。/search?lang=en で検索できます。"
        case (.en, true):
            return "lang must be the code of a Wikipedia (ja, en, de, fr, ar…), not “\(shown)”. Search at /search?lang=en."
        case (.ja, false):
            return "lang は「ja」か「en」です（「\(shown)」は使えません）。"
        case (.en, false):
            return "lang must be “ja” or “en”, not “\(shown)”."
        }
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
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            guard q > 0, let language = Language(rawValue: primary) else { continue }
            if q > (best?.q ?? 0) { best = (language, q) }
        }
        return best?.language ?? .en
    }
}
