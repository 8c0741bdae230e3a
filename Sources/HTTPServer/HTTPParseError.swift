import HTTPTypes

/// Why the bytes on a connection are not an acceptable HTTP/1.1 request, with the status to answer
/// and whether the connection can still be trusted for the next request.
public struct HTTPParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 400, 413, 414, 431, 501 or 505.
    public var status: HTTPResponse.Status
    /// A sentence for a person, e.g. "The request line is longer than 8 KiB."
    public var reason: String
    /// True for every framing error: once the parser cannot tell where a request ends, the next
    /// bytes cannot be trusted as a request either (RFC 9112 §9.6 "close"). False only for a
    /// malformed query string, where the request's framing was fine.
    public var closesConnection: Bool

    public init(status: HTTPResponse.Status, reason: String, closesConnection: Bool = true) {
        self.status = status
        self.reason = reason
        self.closesConnection = closesConnection
    }

    public var description: String { "\(status.code) \(status.statusLinePhrase): \(reason)" }

    static func badRequest(_ reason: String) -> HTTPParseError { HTTPParseError(status: 400, reason: reason) }

    /// "8 KiB" for whole kibibytes, "1 MiB" for whole mebibytes, otherwise "1000 bytes": limits in
    /// reasons read the way the operator configured them.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes >= 1024 && bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
