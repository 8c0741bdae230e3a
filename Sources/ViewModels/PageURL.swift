import Foundation

/// Builds the site's own relative URLs with their query, so every link carries the settings
/// (`lang`) and stays bookmarkable.
public enum PageURL {
    /// `/search?q=Swift&lang=ja`; pairs with an empty value are left out so URLs stay short.
    public static func make(_ path: String, _ query: [(String, String)]) -> String {
        let parts = query.filter { !$0.1.isEmpty }.map { encode($0.0) + "=" + encode($0.1) }
        return parts.isEmpty ? path : path + "?" + parts.joined(separator: "&")
    }

    /// Percent-encodes everything but unreserved characters (RFC 3986 §2.3), so the value
    /// survives any query parser, including `+` and `&` inside a search.
    public static func encode(_ value: String) -> String {
        value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? value
    }

    private static let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
