import HTTPTypes

/// An HTTP response a handler returns. The connection adds `Content-Length`, `Date`,
/// `Connection` and handles HEAD; the server's final step (`ResponseFinisher`) picks the content
/// coding and answers 304 when the client's copy is current, so a handler only states `ETag` /
/// `Last-Modified` and offers its bytes (and their gzip form, if it keeps one).
public struct Response: Sendable {
    public var status: HTTPResponse.Status { didSet { encodedHead = nil } }
    public var headers: HTTPHeaders { didSet { encodedHead = nil } }
    /// Changing the body drops `gzipForm`, which was made from the old bytes.
    public var body: [UInt8] { didSet { gzipForm = nil } }
    /// The gzip form of `body` that its owner keeps (a static file's, a rendered page's); the final
    /// step sends it to clients that accept gzip instead of compressing `body` again.
    public var gzipForm: GzipForm?
    /// The content coding is settled (by the final step, or by whoever made a response that is
    /// never coded, such as a static image): the final step then only decides 304. A shared answer
    /// (the page micro-cache's) is settled once for every client that negotiates the same way.
    public var isCodingSettled = false
    /// The route pattern that answered (`/comics/:number`), set by the site's route table; for metrics, whose
    /// labels must stay few (a path would make one series per comic). Empty when no route did.
    public var route: String = ""
    /// The status line and fields already on wire form (`prepareHead()`); any change to `status`
    /// or `headers` drops it, so it never disagrees with them.
    private(set) var encodedHead: ResponseEncoder.EncodedHead?

    public init(status: HTTPResponse.Status = .ok, headers: HTTPHeaders = .init(), body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Serialises the status line and fields once, for a response that is kept and sent many times
    /// (static files, shared pages): each answer then adds only `Date`, framing and `Connection`.
    public mutating func prepareHead() {
        encodedHead = ResponseEncoder.encodeHead(status: status, headers: headers)
    }

    /// Whether `prepareHead()` has run since the last change to the status or fields.
    public var isHeadPrepared: Bool { encodedHead != nil }

    /// A copy that shares no storage with this one: its own body, fields and prepared head. For an
    /// answer kept per core: one copy shared by all cores makes every answer's retain and release
    /// of its buffers an atomic on a cache line all cores write. A settled answer drops
    /// its gzip form, which only the final step reads, and only before the coding is settled; a
    /// form made ahead (a static file's) is copied too.
    public func unshared() -> Response {
        func fresh(_ text: String) -> String { String(decoding: Array(text.utf8), as: UTF8.self) }
        var copy = Response(
            status: status,
            headers: HTTPHeaders(headers.fields.map { (fresh($0.name), fresh($0.value)) }),
            body: body.withUnsafeBufferPointer { Array($0) })
        copy.gzipForm =
            isCodingSettled ? nil : gzipForm.map { form in form.finished.map { GzipForm(finished: $0.unshared()) } ?? form }
        copy.isCodingSettled = isCodingSettled
        copy.route = fresh(route)
        if isHeadPrepared { copy.prepareHead() }
        return copy
    }

    /// A plain-text response, for places where no page renderer exists (the server's own errors
    /// before a page layer is attached, `/healthz`).
    public static func text(_ text: String, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
    }
}

extension HTTPResponse.Status {
    /// Statuses whose responses never carry a body (RFC 9110 §6.4.1).
    public var forbidsBody: Bool { kind == .informational || self == .noContent || self == .notModified }

    /// The reason phrase for the status line (RFC 9110 §15). A status made from its number (`404`)
    /// carries none, so the standard one is looked up; clients ignore it, people read it.
    var statusLinePhrase: String {
        if !reasonPhrase.isEmpty { return reasonPhrase }
        return switch code {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 304: "Not Modified"
        case 307: "Temporary Redirect"
        case 308: "Permanent Redirect"
        case 400: "Bad Request"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 406: "Not Acceptable"
        case 408: "Request Timeout"
        case 411: "Length Required"
        case 413: "Content Too Large"
        case 414: "URI Too Long"
        case 415: "Unsupported Media Type"
        case 417: "Expectation Failed"
        case 422: "Unprocessable Content"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        case 505: "HTTP Version Not Supported"
        default: "Status \(code)"
        }
    }
}
