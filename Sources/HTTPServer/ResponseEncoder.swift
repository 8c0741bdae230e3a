import HTTPTypes

/// Serialises a response head (RFC 9112 §4, §6): status line, fields, framing.
///
/// A head has two parts: the status line and the handler's fields, which a cached response can
/// have serialised once (`Response.prepareHead()`), and the per-response tail (`Date`,
/// `Content-Length`, `Connection`, the blank line), a few dozen bytes made for each answer.
enum ResponseEncoder {
    /// What goes on the wire, in order: head, tail, body. The head and body are shared with whoever
    /// else holds them (a cached page's bytes are the same arrays for every reader, never copied).
    struct Wire {
        var head: [UInt8]
        var tail: [UInt8] = []
        var body: [UInt8]
        var count: Int { head.count + tail.count + body.count }
    }

    /// The status line and fields of a response, serialised, plus the handler's `Content-Length`
    /// (a HEAD answer may announce the length a GET body would have).
    struct EncodedHead: Sendable {
        let bytes: [UInt8]
        let explicitLength: String?
    }

    /// Encodes `response` for the wire. `isHead` keeps the framing of the GET response but drops
    /// the body (RFC 9110 §9.3.2); `close` announces that the connection ends after this response.
    static func encode(_ response: Response, isHead: Bool, close: Bool, version: HTTPVersion, date: String) -> Wire {
        let head = response.encodedHead ?? encodeHead(status: response.status, headers: response.headers)
        let forbidsBody = response.status.forbidsBody
        var tail: [UInt8] = []
        tail.reserveCapacity(96)
        tail.append(contentsOf: "Date: ".utf8)
        tail.append(contentsOf: date.utf8)
        tail.append(contentsOf: crlf)
        if !forbidsBody {
            tail.append(contentsOf: "Content-Length: ".utf8)
            if isHead, let explicit = head.explicitLength {
                appendSanitized(explicit, to: &tail)
            } else {
                appendDecimal(response.body.count, to: &tail)
            }
            tail.append(contentsOf: crlf)
        }
        if close {
            tail.append(contentsOf: "Connection: close\r\n".utf8)
        } else if version == .http1_0 {
            tail.append(contentsOf: "Connection: keep-alive\r\n".utf8)
        }
        tail.append(contentsOf: crlf)
        return Wire(head: head.bytes, tail: tail, body: !isHead && !forbidsBody ? response.body : [])
    }

    /// The status line and the handler's fields, minus those the connection owns.
    static func encodeHead(status: HTTPResponse.Status, headers: HTTPHeaders) -> EncodedHead {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(512)
        bytes.append(contentsOf: "HTTP/1.1 ".utf8)
        appendDecimal(status.code, to: &bytes)
        bytes.append(32)
        bytes.append(contentsOf: status.statusLinePhrase.utf8)
        bytes.append(contentsOf: crlf)
        var explicitLength: String?
        for field in headers {
            // The connection owns framing and persistence; a handler's values would contradict it.
            if field.name.equalsIgnoringASCIICase("Connection") || field.name.equalsIgnoringASCIICase("Transfer-Encoding")
                || field.name.equalsIgnoringASCIICase("Date")
            {
                continue
            }
            if field.name.equalsIgnoringASCIICase("Content-Length") {
                explicitLength = field.value
                continue
            }
            appendSanitized(field.name, to: &bytes)
            bytes.append(contentsOf: ": ".utf8)
            appendSanitized(field.value, to: &bytes)
            bytes.append(contentsOf: crlf)
        }
        return EncodedHead(bytes: bytes, explicitLength: explicitLength)
    }

    /// CR, LF and NUL in a field would let a value start a new header (response splitting); they
    /// become spaces, as RFC 9110 §5.5 allows a recipient to do.
    private static func appendSanitized(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            // Nearly every field is clean: one scan and one copy (appending the UTF8View and then
            // rewriting in place was about 400 instructions a field, most of a page's head).
            guard utf8.contains(where: { $0 == 13 || $0 == 10 || $0 == 0 }) else {
                bytes.append(contentsOf: utf8)
                return
            }
            for byte in utf8 { bytes.append(byte == 13 || byte == 10 || byte == 0 ? 32 : byte) }
        }
    }

    private static let crlf: [UInt8] = [13, 10]

    private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
        guard value > 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var digits:
            (
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
            ) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var rest = value
            var index = buffer.count
            while rest > 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            bytes.append(contentsOf: buffer[index...])
        }
    }

    /// The interim response for `Expect: 100-continue` (RFC 9110 §10.1.1).
    static let continueResponse = Wire(head: Array("HTTP/1.1 100 Continue\r\n\r\n".utf8), body: [])
}
