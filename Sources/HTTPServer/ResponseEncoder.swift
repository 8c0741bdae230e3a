/// Serialises a response head (RFC 9112 §4, §6): status line, fields, framing.
enum ResponseEncoder {
    /// What goes on the wire: the head, made for this connection, and the body, shared with whoever
    /// else holds it (a cached page's bytes are the same array for every reader, never copied).
    struct Wire {
        var head: [UInt8]
        var body: [UInt8]
        var count: Int { head.count + body.count }
    }

    /// Encodes `response` for the wire. `isHead` keeps the framing of the GET response but drops
    /// the body (RFC 9110 §9.3.2); `close` announces that the connection ends after this response.
    static func encode(_ response: Response, isHead: Bool, close: Bool, version: HTTPVersion, date: String) -> Wire {
        let sendsBody = !isHead && !HTTPStatus.forbidsBody(response.status)
        return Wire(head: head(response, isHead: isHead, close: close, version: version, date: date),
                    body: sendsBody ? response.body : [])
    }

    private static func head(_ response: Response, isHead: Bool, close: Bool, version: HTTPVersion, date: String) -> [UInt8] {
        var head = "HTTP/1.1 \(response.status) \(HTTPStatus.reason(response.status))\r\n"
        let forbidsBody = HTTPStatus.forbidsBody(response.status)
        var explicitLength: String?
        for field in response.headers {
            let name = field.name.lowercasedASCII()
            // The connection owns framing and persistence; a handler's values would contradict it.
            if name == "connection" || name == "transfer-encoding" || name == "date" { continue }
            if name == "content-length" {
                explicitLength = field.value
                continue
            }
            head += "\(field.name): \(sanitized(field.value))\r\n"
        }
        head += "Date: \(date)\r\n"
        if !forbidsBody {
            // A HEAD answer may carry the length the GET body would have (static files set it).
            let length = isHead ? (explicitLength ?? String(response.body.count)) : String(response.body.count)
            head += "Content-Length: \(length)\r\n"
        }
        if close {
            head += "Connection: close\r\n"
        } else if version == .http1_0 {
            head += "Connection: keep-alive\r\n"
        }
        head += "\r\n"
        return Array(head.utf8)
    }

    /// CR and LF in a field value would let a value start a new header (response splitting);
    /// they become spaces, as RFC 9110 §5.5 allows a recipient to do.
    private static func sanitized(_ value: String) -> String {
        guard value.utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 }) else { return value }
        return String(decoding: value.utf8.map { ($0 == 13 || $0 == 10 || $0 == 0) ? 32 : $0 }, as: UTF8.self)
    }

    /// The interim response for `Expect: 100-continue` (RFC 9110 §10.1.1).
    static let continueResponse = Wire(head: Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), body: [])
}
