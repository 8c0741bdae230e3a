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
                query: request.query["lang"], acceptLanguage: request.headers["Accept-Language"], anyWiki: readsWikipedia,
                wiki: readsWikipedia ? request.query["wiki"] : nil)
        }
        wantsJSON = RequestContext.wantsJSON(request)
        isShareable = request.method == "GET" || request.method == "HEAD"
    }
}

/// Picks the language: `lang=` in the URL wins; otherwise the first of ja/en in
/// `Accept-Language` by q-value (RFC 9110 §12.5.4); otherwise English.
///
/// On the pages that read Wikipedia (`anyWiki`), `wiki=` names the Wikipedia read (any in
/// `WikipediaLanguage.all`), else it is the interface language's own. An older URL's `lang=` that
/// names a Wikipedia but no interface language still reads as the wiki, and the interface then
/// follows `Accept-Language`, as it always has.
struct LanguagePreference: Sendable, Equatable {
    var language: Language
    var isExplicit: Bool
    var wiki: WikipediaLanguage

    init(query: String?, acceptLanguage: String?, anyWiki: Bool = false, wiki wikiQuery: String? = nil) throws(PageError) {
        try self.init(query: query, acceptLanguage: acceptLanguage, anyWiki: anyWiki)
        guard let wikiQuery, !wikiQuery.isEmpty else { return }
        guard let wiki = WikipediaLanguage(code: wikiQuery) else {
            throw .badRequest(Self.unknown(wikiQuery, anyWiki: true, language: language, name: "wiki"))
        }
        self.wiki = wiki
    }

    private init(query: String?, acceptLanguage: String?, anyWiki: Bool) throws(PageError) {
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
    static func unknown(_ query: String, anyWiki: Bool, language: Language, name: String = "lang") -> String {
        let shown = String(query.prefix(40))
        let search = Route(.search(Route.WikiSearch()), language: .en).href
        switch (language, anyWiki) {
        case (.ja, true):
            return "\(name) には Wikipedia の言語コード（ja、en、de、fr、ar など）を指定します（「\(shown)」はありません）。\(search) で検索できます。"
        case (.en, true):
            return "\(name) must be the code of a Wikipedia (ja, en, de, fr, ar…), not “\(shown)”. Search at \(search)."
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
