import Foundation
import Models

extension WikipediaArticleClient {
    /// What one endpoint's response means: the article, a redirect, `.notFound` for a page that is
    /// not there, nil when the route itself is gone (404/410 without the API's own "no such page"
    /// body), or the error every API shares (429/503 back off, other statuses fail).
    static func answer(
        from response: FetchResponse, title: String, imageHosts: Set<String>
    ) throws(UpstreamError) -> ArticleAnswer? {
        switch response.status {
        case 200..<300:
            return .document(ArticleParser.document(from: response.body, fallbackTitle: title, imageHosts: imageHosts))
        case 301, 302, 303, 307, 308:
            guard let location = response.headers["location"], let target = redirectTarget(location),
                target.title != title
            else { throw .undecodable("redirect without a usable Location") }
            return .redirect(title: target.title, fragment: target.fragment)
        case 404 where saysPageIsMissing(response.body):
            throw .notFound
        case 404, 410:
            return nil
        default:
            try APIRequester.checkStatus(response)
            return nil
        }
    }

    /// Both APIs say "no such page" in JSON: REST v1 with `"type":"…/errors/not_found"`, core with
    /// `"httpCode":404` (and an `errorKey` such as `rest-nonexistent-title`). A route that is gone
    /// answers with the server's own page instead.
    static func saysPageIsMissing(_ body: Data) -> Bool {
        guard body.count <= 64 << 10 else { return false }
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: body) as? [String: Any] else { return false }
            object = parsed
        } catch {
            // Not JSON: a web server's own 404 page, which is how a route that is gone answers.
            return false
        }
        if let type = object["type"] as? String, type.hasSuffix("not_found") { return true }
        return (object["httpCode"] as? Int) == 404 || object["errorKey"] is String
    }

    /// The title a redirect's `Location` points at: REST v1 gives the target's own route (often
    /// relative, `Target_title`), core `/w/rest.php/v1/page/Target_title/html`.
    static func redirectTarget(_ location: String) -> (title: String, fragment: String?)? {
        let parts = location.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        var path = Substring(parts[0].prefix { $0 != "?" })
        if let range = path.range(of: "/page/html/") {
            path = path[range.upperBound...]
        } else if let range = path.range(of: "/page/"), path.hasSuffix("/html") {
            path = path[range.upperBound..<path.index(path.endIndex, offsetBy: -5)]
        } else if let slash = path.lastIndex(of: "/") {
            path = path[path.index(after: slash)...]
        }
        guard let decoded = String(path).removingPercentEncoding, let title = ArticleTitle.normalized(decoded) else { return nil }
        let fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding.flatMap { $0.isEmpty ? nil : $0 } : nil
        return (title, fragment)
    }
}
