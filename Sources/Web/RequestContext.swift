import HTTPServer
import ViewModels
import Models

/// What every handler reads from a request besides its own parameters.
struct RequestContext: Sendable {
    var language: Language
    /// False when the language came from `Accept-Language`: the response then varies by it.
    var languageIsExplicit: Bool
    /// Set by a page whose other settings default from `Accept-Language` too (the movie region):
    /// the response then varies by it whatever the language.
    var otherSettingFollowsAcceptLanguage = false
    /// The Wikipedia an article or a search is read from: `lang=` on those pages names any.
    var wiki: WikipediaLanguage
    var wantsJSON: Bool
    var path: String
    var query: [(String, String)]

    init(_ request: Request) throws(PageError) {
        // Read once per request: by the site's first step when it ran (`PreparedRequest`), else here.
        let prepared = request.prepared as? PreparedRequest ?? PreparedRequest(request)
        let preference = try prepared.language.get()
        language = preference.language
        languageIsExplicit = preference.isExplicit
        wiki = preference.wiki
        wantsJSON = prepared.wantsJSON
        path = request.rawPath
        query = request.query.pairs.map { ($0.name, $0.value) }.filter { $0.0 != "format" }
    }

    /// `?format=json`, or an `Accept` that prefers JSON over HTML.
    static func wantsJSON(_ request: Request) -> Bool {
        if let format = request.query["format"] { return format == "json" }
        guard let accept = request.headers["Accept"]?.lowercasedASCII() else { return false }
        return accept.contains("application/json") && !accept.contains("text/html")
    }
}

/// What the site reads of every request it may answer, once: on the socket loop when the answer
/// from memory is tried, kept in `Request.prepared` for the page's handler when that misses.
struct PreparedRequest: Sendable {
    /// The page's language, or the 400 its `lang=` earns.
    var language: Result<LanguagePreference, PageError>
    var wantsJSON: Bool
    /// GET or HEAD: an answer that may be shared (the micro-cache) and changes nothing.
    var isShareable: Bool
    /// Set by the site's first step once it looked for a static file and a shared answer and found
    /// neither: the handler's path does not look again.
    var missedMemory = false

    init(_ request: Request) {
        let readsWikipedia = Route.setting(ofPath: request.rawPath) == .wiki
        language = Result { () throws(PageError) in
            try LanguagePreference(
                query: request.query["lang"], wikiQuery: request.query["wiki"],
                acceptLanguage: request.headers["Accept-Language"],
                anyWiki: readsWikipedia)
        }
        wantsJSON = RequestContext.wantsJSON(request)
        isShareable = request.method == "GET" || request.method == "HEAD"
    }
}

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
                throw .badRequest(Self.unknown(query, anyWiki: anyWiki, language: negotiated()))
            }
        } else {
            isExplicit = false
            language = negotiated()
            wiki = WikipediaLanguage(language)
        }
        if anyWiki, let wikiQuery, !wikiQuery.isEmpty {
            guard let named = WikipediaLanguage(code: wikiQuery) else {
                throw .badRequest(Self.unknown(wikiQuery, anyWiki: true, language: language))
            }
            wiki = named
        }
    }

    /// What a `lang=` the page cannot use earns: which values it takes, and where to search instead.
    static func unknown(_ query: String, anyWiki: Bool, language: Language) -> String {
        let shown = String(query.prefix(40))
        let codes = Language.offered.map(\.rawValue).joined(separator: ", ")
        let words = language.words.problems
        return anyWiki ? words.unknownWiki(shown) : words.unknownLanguage(codes, shown)
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
