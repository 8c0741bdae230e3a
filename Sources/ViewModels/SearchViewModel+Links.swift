import Foundation
import Models

extension SearchViewModel {
    /// Reads `q`, `limit` and `offset` as they arrive in a query string or form. The text is left
    /// for `outputs(for:)` to judge (too short/long is a message on the page, not a 400).
    /// Numbers are taken forgivingly, as Special:Search takes them: a `limit` outside 1–500 or an
    /// `offset` below 0 or past the maximum is moved to the nearest allowed value (a bookmarked
    /// `limit=1000` shows 500 results). Only what is not a whole number at all is a 400.
    public static func parse(
        text: String?, limit: String?, offset: String?, language: Language, wiki: WikipediaLanguage? = nil
    ) -> Parsed<Inputs> {
        let words = language.words.search
        var pageSize = defaultLimit
        if let limit, !limit.isEmpty {
            guard let value = Digits.integer(limit) else {
                return .invalid(words.badLimit(maximumLimit, limit))
            }
            pageSize = min(max(value, 1), maximumLimit)
        }
        var start = 0
        if let offset, !offset.isEmpty {
            guard let value = Digits.integer(offset) else {
                return .invalid(words.badOffset(maximumOffset, offset))
            }
            start = min(max(value, 0), maximumOffset)
        }
        return .valid(
            Inputs(
                text: text ?? "", language: language, wiki: wiki, limit: pageSize, offset: start,
                isSubmitted: text != nil))
    }

    /// The article on `language`'s Wikipedia: `/wiki/` + the title with spaces as `_`, each
    /// `/`-separated segment percent-encoded like `encodeURIComponent`;
    /// by page id when there is no title to link.
    public static func articleURL(title: String, pageID: Int, language: WikipediaLanguage) -> String {
        let host = "https://\(language.code).wikipedia.org"
        guard !title.isEmpty else { return "\(host)/w/index.php?curid=\(pageID)" }
        let path = title.replacingASCII(" ", with: "_")
            .split(separator: "/", omittingEmptySubsequences: false)
            .map { PercentEncoding.encode(String($0), keeping: uriComponent) }
            .joined(separator: "/")
        return "\(host)/wiki/\(path)"
    }

    /// The article a "go" search (the header's box) opens at once: the result whose title is the
    /// text searched for, ignoring case and `_` for space as Wikipedia does; nil when none is.
    public static func exactTitleHref(_ outputs: Outputs, text: String) -> String? {
        let wanted = text.replacingOccurrences(of: "_", with: " ").trimmingCharacters(in: .whitespaces).lowercased()
        guard !wanted.isEmpty else { return nil }
        return outputs.results.first { $0.title.lowercased() == wanted }?.href
    }

    /// The same search on Wikipedia itself, for when Kiosk cannot show it; `fulltext=1` keeps
    /// Wikipedia on its results page instead of jumping to an article with that exact title.
    public static func originalSearchURL(text: String, language: WikipediaLanguage) -> String {
        "https://\(language.code).wikipedia.org/w/index.php?search=\(PageURL.encode(text))&fulltext=1"
    }

    /// What `encodeURIComponent` leaves alone (ECMA-262 §19.2.6.1): `()` stay readable in titles.
    static let uriComponent = PercentEncoding.ASCIISet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()")
}
