/// Evaluates `If-None-Match` and `If-Modified-Since` (RFC 9110 §13.1.2, §13.1.3, §13.2.2) so an
/// unchanged representation is answered with `304 Not Modified` and no body.
public enum ConditionalRequest {
    /// The fields a 304 carries over from the 200 it stands for (RFC 9110 §15.4.5), so caches can
    /// refresh their stored response; content metadata (type, length, coding) is left out.
    public static let notModifiedFields = [
        "ETag", "Last-Modified", "Cache-Control", "Vary", "Content-Location", "Expires", "Date",
    ]

    /// Whether the client's cached copy is current. Only GET and HEAD are evaluated (§13.1.2,
    /// §13.1.3); other methods need If-Match/If-Unmodified-Since, which this server does not use.
    /// `etag` is the tag of the representation that would be sent; `lastModified` is in seconds
    /// since 1970.
    public static func isNotModified(
        request: Request, etag: @autoclosure () -> String?,
        lastModified: @autoclosure () -> Int?
    ) -> Bool {
        guard request.method == "GET" || request.method == "HEAD" else { return false }
        let noneMatch = request.headers.values(for: "If-None-Match")
        if !noneMatch.isEmpty {
            // If-None-Match wins: If-Modified-Since is ignored whenever it is present (§13.2.2 step 3).
            return noneMatchFails(EntityTag.parseList(noneMatch.joined(separator: ", ")), current: etag())
        }
        let modifiedSince = request.headers.values(for: "If-Modified-Since")
        // More than one member, or an invalid date, means the field is ignored (§13.1.3).
        guard modifiedSince.count == 1, let lastModified = lastModified(), let date = HTTPDate.parse(modifiedSince[0]) else {
            return false
        }
        return lastModified <= date
    }

    /// Whether `response`, about to be sent, may become a 304: only a 2xx answer is (§13.2.1: a
    /// server ignores preconditions when the answer without them would not be 2xx or 412), and its
    /// `ETag` / `Last-Modified` are read only when the request asks.
    public static func isNotModified(request: Request, response: Response) -> Bool {
        guard response.status.kind == .successful else { return false }
        return isNotModified(
            request: request, etag: response.headers["ETag"],
            lastModified: response.headers["Last-Modified"].flatMap(HTTPDate.parse))
    }

    /// A 304 for `response`: the status changes, the body and content headers go (§15.4.5).
    public static func notModifiedResponse(from response: Response) -> Response {
        var headers = HTTPHeaders()
        for field in response.headers where notModifiedFields.contains(where: { $0.equalsIgnoringASCIICase(field.name) }) {
            headers.add(field.name, field.value)
        }
        return Response(status: 304, headers: headers, body: [])
    }

    /// `*` matches any current representation; otherwise weak comparison (§8.8.3.2), which is the
    /// one If-None-Match uses, plus the gzip suffix rule of `EntityTag.comparisonKey`.
    private static func noneMatchFails(_ tags: [Substring], current: String?) -> Bool {
        if tags.contains("*") { return true }
        guard let current else { return false }
        let key = EntityTag.comparisonKey(current[...])
        return tags.contains { EntityTag.comparisonKey($0) == key }
    }
}
