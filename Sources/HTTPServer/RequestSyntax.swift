import Glibc

/// The byte-level grammar of RFC 9112 that the parser's state machine applies to one line at a time.
/// Pure functions over a buffer and a range: no state, no allocation until a part is accepted.
enum RequestSyntax {
    static let cr: UInt8 = 13
    static let lf: UInt8 = 10
    static let space: UInt8 = 32
    static let tab: UInt8 = 9

    enum LineScan {
        case line(contentEnd: Int, next: Int)
        case incomplete(resumeAt: Int)
        case bareCR
    }

    /// Looks for the end of the line that `from` is in. A CR that is the last buffered byte may be
    /// half of a CRLF, so the scan resumes at it next time.
    static func scanLine(_ bytes: UnsafeBufferPointer<UInt8>, from: Int) -> LineScan {
        var index = from
        let end = bytes.count
        while index < end {
            let byte = bytes[index]
            if byte > cr {  // the common case: neither CR nor LF
                index += 1
                continue
            }
            if byte == lf { return .line(contentEnd: index, next: index + 1) }
            if byte == cr {
                if index + 1 == end { return .incomplete(resumeAt: index) }
                return bytes[index + 1] == lf ? .line(contentEnd: index, next: index + 2) : .bareCR
            }
            index += 1
        }
        return .incomplete(resumeAt: end)
    }

    // MARK: - Request line (RFC 9112 §3)

    /// The parts of a request line, ready to go into a `Request`.
    struct RequestLine: Sendable {
        var method = ""
        var target = ""
        var rawPath = ""
        var query = QueryParameters()
        /// A malformed query string: reported once the request is fully read, so the connection survives.
        var queryError: HTTPParseError?
        var version = HTTPVersion.http1_1
    }

    /// `method SP request-target SP HTTP-version` (RFC 9112 §3), strictly: single spaces, token method.
    static func requestLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Result<RequestLine, HTTPParseError> {
        guard let firstSpace = line.first(where: { bytes[$0] == space }),
            let lastSpace = line.last(where: { bytes[$0] == space }), lastSpace > firstSpace
        else {
            return .failure(.badRequest("The request line is not “method target version”."))
        }
        let methodRange = line.lowerBound..<firstSpace
        let targetRange = (firstSpace + 1)..<lastSpace
        let versionRange = (lastSpace + 1)..<line.upperBound
        guard isToken(bytes, methodRange) else {
            return .failure(.badRequest("The request method is not a valid token."))
        }
        // RFC 9112 §3.2: the target is visible ASCII; a space, control byte or non-ASCII byte in it is
        // either an attack or a broken client, and guessing would desynchronise us from a proxy.
        guard !targetRange.isEmpty, targetRange.allSatisfy({ (0x21...0x7E).contains(bytes[$0]) }) else {
            return .failure(
                .badRequest("The request target is empty or contains a space, a control character or a non-ASCII byte."))
        }
        var result = RequestLine()
        switch version(bytes, versionRange) {
        case .success(let version): result.version = version
        case .failure(let error): return .failure(error)
        }
        result.method = string(bytes, methodRange)
        result.target = string(bytes, targetRange)
        guard let (path, query) = targetParts(bytes, targetRange, method: result.method) else {
            return .failure(.badRequest("The request target is not a path, an absolute http URL, or * for OPTIONS."))
        }
        result.rawPath = path.isEmpty ? "/" : string(bytes, path)
        if let query {
            do {
                result.query = try QueryParameters(decoding: UnsafeBufferPointer(rebasing: bytes[query]))
            } catch {
                result.queryError = HTTPParseError(
                    status: 400, reason: "The query string is malformed: \(error).",
                    closesConnection: false)
            }
        }
        return .success(result)
    }

    /// RFC 9112 §2.3: `HTTP/` DIGIT `.` DIGIT. 1.0 and 1.1 are served; any other version → 505.
    private static func version(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Result<HTTPVersion, HTTPParseError> {
        let start = range.lowerBound
        guard range.count == 8, matchesASCII(bytes, start..<start + 5, "HTTP/", caseInsensitive: false),
            isDigit(bytes[start + 5]), bytes[start + 6] == UInt8(ascii: "."), isDigit(bytes[start + 7])
        else {
            return .failure(.badRequest("The request line does not end with an HTTP version such as HTTP/1.1."))
        }
        let version = HTTPVersion(major: Int(bytes[start + 5] - 48), minor: Int(bytes[start + 7] - 48))
        guard version == .http1_1 || version == .http1_0 else {
            return .failure(HTTPParseError(status: 505, reason: "This server speaks HTTP/1.1 and HTTP/1.0, not \(version)."))
        }
        return .success(version)
    }

    /// Splits a request-target into path and query ranges (RFC 9112 §3.2.1–§3.2.4). Absolute-form
    /// gives its path and query (the authority is ignored: Kiosk serves one site); asterisk-form is
    /// only for OPTIONS; authority-form (CONNECT) is not served. The path is empty for `http://host`.
    private static func targetParts(
        _ bytes: UnsafeBufferPointer<UInt8>, _ target: Range<Int>,
        method: String
    ) -> (path: Range<Int>, query: Range<Int>?)? {
        var pathStart = target.lowerBound
        if bytes[pathStart] == UInt8(ascii: "*") {
            guard target.count == 1, method == "OPTIONS" else { return nil }
            return (target, nil)
        }
        if bytes[pathStart] != UInt8(ascii: "/") {
            let scheme: Int
            if matchesASCII(bytes, pathStart..<min(pathStart + 7, target.upperBound), "http://", caseInsensitive: true) {
                scheme = 7
            } else if matchesASCII(bytes, pathStart..<min(pathStart + 8, target.upperBound), "https://", caseInsensitive: true) {
                scheme = 8
            } else {
                return nil
            }
            let authorityStart = pathStart + scheme
            let authorityEnd =
                (authorityStart..<target.upperBound).first {
                    bytes[$0] == UInt8(ascii: "/") || bytes[$0] == UInt8(ascii: "?")
                } ?? target.upperBound
            guard authorityEnd > authorityStart else { return nil }
            pathStart = authorityEnd
        }
        guard let mark = (pathStart..<target.upperBound).first(where: { bytes[$0] == UInt8(ascii: "?") }) else {
            return (pathStart..<target.upperBound, nil)
        }
        return (pathStart..<mark, (mark + 1)..<target.upperBound)
    }

    // MARK: - Field lines (RFC 9112 §5)

    /// The fields whose values change how the request is framed or answered.
    enum FieldKind { case host, contentLength, transferEncoding, expect, other }

    struct FieldLine {
        var name: String
        var value: String
        var kind: FieldKind
    }

    /// `field-name ":" OWS field-value OWS` (RFC 9112 §5), rejecting what could be read two ways.
    static func fieldLine(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Result<FieldLine, HTTPParseError> {
        let first = bytes[line.lowerBound]
        // RFC 9112 §5.2: obs-fold (a line starting with whitespace) is rejected, not unfolded; the same
        // answer covers whitespace right after the request line (§2.2).
        guard first != space && first != tab else {
            return .failure(.badRequest("A header line starts with whitespace (obsolete line folding is not accepted)."))
        }
        guard let colon = line.first(where: { bytes[$0] == UInt8(ascii: ":") }) else {
            return .failure(.badRequest("A header line has no colon."))
        }
        let nameRange = line.lowerBound..<colon
        guard !nameRange.isEmpty else { return .failure(.badRequest("A header line has no name before its colon.")) }
        // RFC 9112 §5.1: whitespace between name and colon → 400 (proxies disagree on what it means).
        let last = bytes[colon - 1]
        guard last != space && last != tab else {
            return .failure(.badRequest("A header name is followed by whitespace before its colon."))
        }
        guard isToken(bytes, nameRange) else {
            return .failure(.badRequest("A header name contains a character that is not allowed."))
        }
        var valueStart = colon + 1
        var valueEnd = line.upperBound
        while valueStart < valueEnd, bytes[valueStart] == space || bytes[valueStart] == tab { valueStart += 1 }
        while valueEnd > valueStart, bytes[valueEnd - 1] == space || bytes[valueEnd - 1] == tab { valueEnd -= 1 }
        // RFC 9110 §5.5: CR, LF and NUL are never allowed; other controls but HTAB are rejected too.
        for index in valueStart..<valueEnd {
            let byte = bytes[index]
            if (byte < space && byte != tab) || byte == 0x7F {
                return .failure(.badRequest("A header value contains a control character."))
            }
        }
        let kind: FieldKind =
            switch nameRange.count {
            case 4 where matchesASCII(bytes, nameRange, "host", caseInsensitive: true): .host
            case 6 where matchesASCII(bytes, nameRange, "expect", caseInsensitive: true): .expect
            case 14 where matchesASCII(bytes, nameRange, "content-length", caseInsensitive: true): .contentLength
            case 17 where matchesASCII(bytes, nameRange, "transfer-encoding", caseInsensitive: true): .transferEncoding
            default: .other
            }
        // Values are decoded as UTF-8 (invalid bytes become U+FFFD); obs-text is rare and only opaque.
        return .success(FieldLine(name: string(bytes, nameRange), value: string(bytes, valueStart..<valueEnd), kind: kind))
    }

    // MARK: - Chunked coding (RFC 9112 §7.1)

    /// Longest hex chunk size: 15 digits (2^60) cannot overflow an Int; any real size is far smaller.
    static let maxChunkSizeDigits = 15

    /// `chunk-size [ chunk-ext ]`: a hex size, then extensions that are checked for control bytes and ignored.
    static func chunkSize(_ bytes: UnsafeBufferPointer<UInt8>, _ line: Range<Int>) -> Result<Int, HTTPParseError> {
        var index = line.lowerBound
        var size = 0
        while index < line.upperBound, let digit = hexValue(bytes[index]) {
            guard index - line.lowerBound < maxChunkSizeDigits else {
                return .failure(.badRequest("A chunk size is too large a number."))
            }
            size = size << 4 | digit
            index += 1
        }
        guard index > line.lowerBound else { return .failure(.badRequest("A chunk size is not a hexadecimal number.")) }
        while index < line.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }  // BWS
        guard index == line.upperBound || bytes[index] == UInt8(ascii: ";") else {
            return .failure(.badRequest("A chunk size is not a hexadecimal number."))
        }
        for position in index..<line.upperBound {
            let byte = bytes[position]
            if (byte < space && byte != tab) || byte == 0x7F {
                return .failure(.badRequest("A chunk extension contains a control character."))
            }
        }
        return .success(size)
    }

    // MARK: - Host (RFC 9110 §7.2)

    /// `uri-host [ ":" port ]` (RFC 3986 §3.2.2–3.2.3): a registered name (unreserved characters,
    /// percent-encodings and sub-delims), an IPv4 address (a registered name's characters cover it) or a
    /// bracketed IPv6 literal, then digits up to 65535. Empty is valid: RFC 9112 §3.2 has clients send an
    /// empty Host when the target has no authority. A path, userinfo, space or second port is not a host.
    static func isValidHost(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        var index = 0
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")), close > 1,
                bytes[1..<close].allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }),
                isIPv6Address(bytes[1..<close])
            else { return false }
            index = close + 1
        } else {
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "%") {
                    guard index + 2 < bytes.count, isHexDigit(bytes[index + 1]), isHexDigit(bytes[index + 2]) else {
                        return false
                    }
                    index += 3
                    continue
                }
                guard isRegisteredNameByte(byte) else { return false }
                index += 1
            }
        }
        guard index < bytes.count else { return true }
        guard bytes[index] == UInt8(ascii: ":") else { return false }
        let port = bytes[(index + 1)...]
        // `port = *DIGIT`, so "host:" is allowed; a port number fits 16 bits.
        return port.isEmpty || (port.count <= 5 && (decimal(port).map { $0 <= 65_535 } ?? false))
    }

    /// RFC 3986 `IPv6address` (RFC 4291 §2.2 text forms): `inet_pton` accepts exactly those, so
    /// `[1::2::3]`, `[:]` or `[1.2.3.4]` are not taken for an address.
    private static func isIPv6Address(_ text: ArraySlice<UInt8>) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET6, String(decoding: text, as: UTF8.self), &address) == 1
    }

    /// RFC 3986 `unreserved / sub-delims`.
    private static func isRegisteredNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=".utf8.contains(byte)
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool { QueryParameters.hexValue(byte) != nil }

    // MARK: - Helpers

    /// `1*DIGIT` as an Int; nil for anything else. Saturates at Int.max (still "too large" to accept).
    static func decimal(_ digits: some Collection<UInt8>) -> Int? {
        guard !digits.isEmpty else { return nil }
        var value = 0
        for byte in digits {
            guard isDigit(byte) else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - 48))
            value = overflow1 || overflow2 ? Int.max : sum
        }
        return value
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case 48...57: Int(byte - 48)
        case 65...70: Int(byte - 55)
        case 97...102: Int(byte - 87)
        default: nil
        }
    }

    /// RFC 9110 §5.6.2 tchar: the characters allowed in methods and header names.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
            UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
            UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            true
        default:
            false
        }
    }

    private static func isToken(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        !range.isEmpty && range.allSatisfy { isTokenByte(bytes[$0]) }
    }

    /// Compares bytes with an ASCII literal; `caseInsensitive` expects the literal in lower case.
    private static func matchesASCII(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ literal: StaticString,
        caseInsensitive: Bool
    ) -> Bool {
        guard range.count == literal.utf8CodeUnitCount else { return false }
        let expected = literal.utf8Start
        for offset in 0..<range.count {
            var byte = bytes[range.lowerBound + offset]
            if caseInsensitive, byte >= 65, byte <= 90 { byte += 32 }
            if byte != expected[offset] { return false }
        }
        return true
    }

    private static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
