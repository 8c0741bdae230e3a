import HTTPServer
import Models
import ViewModels

/// One page request as the site reads it, once: built by `Site` before the page's handler runs and
/// handed down as a parameter to the handler, its ViewModel (`origin`) and the upstream clients
/// below. Nothing of it travels in the `Request` or in a task-local.
struct PageRequest: Sendable {
    /// What the page is answered as.
    enum Format: Sendable, Hashable {
        case html, json, atom
    }

    /// The interface language: the page's words.
    var language: Language
    /// False when the language came from `Accept-Language`: the response then varies by it.
    var languageIsExplicit: Bool
    /// Set by a page whose other settings default from `Accept-Language` too (the movie region):
    /// the response then varies by it whatever the language.
    var otherSettingFollowsAcceptLanguage = false
    /// The content language: the Wikipedia an article or a search is read from (`lang=` on those
    /// pages names any).
    var wiki: WikipediaLanguage
    var format: Format
    /// For whom the page's upstream fetches are made (the client, counted against its fair share)
    /// and what they serve (a page, suggestions, background warming).
    var origin: FetchOrigin
    var path: String
    /// The query's pairs but `format`, for links back to the same page.
    var query: [(String, String)]

    var wantsJSON: Bool { format == .json }

    /// The page request from what the site's first look read; a `lang=` the page refuses is the 400
    /// it earns.
    init(_ request: Request, _ first: FirstRead, origin: FetchOrigin) throws(PageError) {
        let preference = try first.language.get()
        language = preference.language
        languageIsExplicit = preference.isExplicit
        wiki = preference.wiki
        format = first.format
        self.origin = origin
        path = request.rawPath
        query = request.query.pairs.map { ($0.name, $0.value) }.filter { $0.0 != "format" }
    }

    /// For a page that fetches nothing (error pages): read afresh, for nobody.
    init(_ request: Request) throws(PageError) {
        try self.init(request, FirstRead(request), origin: .anonymous)
    }

    init(
        language: Language, languageIsExplicit: Bool, format: Format, origin: FetchOrigin, path: String,
        query: [(String, String)]
    ) {
        self.language = language
        self.languageIsExplicit = languageIsExplicit
        wiki = WikipediaLanguage(language)
        self.format = format
        self.origin = origin
        self.path = path
        self.query = query
    }

    /// For errors raised before a request could be read (or with a bad `lang=`).
    static func fallback(format: Format) -> PageRequest {
        PageRequest(
            language: .en, languageIsExplicit: false, format: format == .json ? .json : .html, origin: .anonymous, path: "/",
            query: [])
    }

    /// `?format=json` or `?format=atom`, else JSON when `Accept` prefers it over HTML, else HTML.
    static func format(_ request: Request) -> Format {
        if let format = request.query["format"] {
            return format == "json" ? .json : format == "atom" ? .atom : .html
        }
        guard let accept = request.headers["Accept"]?.lowercasedASCII() else { return .html }
        return accept.contains("application/json") && !accept.contains("text/html") ? .json : .html
    }

    /// What the site reads of every request it may answer, once, on the socket loop, before it looks
    /// in the page cache: what the cache key needs, and what the `PageRequest` is then made of.
    struct FirstRead: Sendable {
        /// The page's language, or the 400 its `lang=` earns.
        var language: Result<LanguagePreference, PageError>
        var format: Format
        /// GET or HEAD: an answer that may be shared (the micro-cache) and changes nothing.
        var isShareable: Bool

        init(_ request: Request) {
            let readsWikipedia = Route.setting(ofPath: request.rawPath) == .wiki
            language = Result { () throws(PageError) in
                try LanguagePreference(
                    query: request.query["lang"], wikiQuery: request.query["wiki"],
                    acceptLanguage: request.headers["Accept-Language"],
                    anyWiki: readsWikipedia)
            }
            format = PageRequest.format(request)
            isShareable = request.method == "GET" || request.method == "HEAD"
        }
    }
}
