/// An incremental HTTP/1.1 request parser (RFC 9112): the connection appends bytes as they arrive
/// and takes complete requests out, in order. It never touches a socket, so tests feed it raw bytes.
///
/// The buffer is scanned once: `scanIndex` remembers where the search for the next line end stopped,
/// consumed bytes are dropped on a later `append`, and strings are only built for finished parts.
public struct RequestParser: Sendable {
    /// Empty lines tolerated before a request line (RFC 9112 §2.2 says to ignore at least one, which
    /// some clients send after a POST body); a bound keeps a client from feeding them forever.
    static let maxEmptyLinesBeforeRequest = 16
    /// Longest chunk-size line, extensions included (RFC 9112 §7.1.1 lets a server limit them).
    /// Kiosk uses no chunk extension, so this only needs to be generous enough for honest clients.
    static let maxChunkSizeLineBytes = 1024
    /// An emptied buffer keeps at most this much capacity: enough for any ordinary head without
    /// reallocating, while one 1 MiB upload does not pin 1 MiB to an idle keep-alive connection.
    static let maxRetainedBufferCapacity = 64 * 1024

    private let limits: ServerLimits
    private var buffer: [UInt8] = []
    /// The first byte not yet consumed.
    private var readIndex = 0
    /// Where the search for the next line end resumes, so an append does not rescan old bytes.
    private var scanIndex = 0
    private var state: State = .requestLine
    private var head = PendingRequest()
    private var emptyLinesBeforeRequest = 0

    private enum State: Sendable {
        case requestLine
        case headerFields
        case fixedBody(length: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailerFields
        case failed(HTTPParseError)
    }

    public init(limits: ServerLimits = .default) {
        self.limits = limits
    }

    public mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !isFailed, !bytes.isEmpty else { return }
        compact()
        buffer.append(contentsOf: bytes)
    }

    public mutating func append(_ bytes: [UInt8]) {
        guard !isFailed, !bytes.isEmpty else { return }
        compact()
        buffer.append(contentsOf: bytes)
    }

    /// True when a request head with `Expect: 100-continue` has been parsed and its body has not
    /// fully arrived and continue not yet sent (RFC 9110 §10.1.1).
    public var needsContinue: Bool {
        guard head.expectsContinue, !head.continueSent else { return false }
        switch state {
        case .fixedBody, .chunkSize, .chunkData, .chunkDataEnd, .trailerFields: return true
        case .requestLine, .headerFields, .failed: return false
        }
    }

    public mutating func markContinueSent() {
        head.continueSent = true
    }

    /// True when bytes of an unfinished request are buffered, or a request's head has been read and
    /// its body is still due (the connection uses it to choose header-read timeout vs idle timeout).
    public var hasBufferedBytes: Bool {
        switch state {
        case .requestLine: readIndex < buffer.count
        case .failed: false
        default: true
        }
    }

    /// True while the head is incomplete (header-read timeout applies).
    public var isReadingHead: Bool {
        switch state {
        case .requestLine: readIndex < buffer.count
        case .headerFields: true
        default: false
        }
    }

    private var isFailed: Bool {
        if case .failed = state { return true }
        return false
    }

    /// The next complete request, or nil when more bytes are needed. After an error with
    /// closesConnection, the parser is unusable.
    public mutating func next() throws(HTTPParseError) -> Request? {
        while true {
            switch state {
            case .failed(let error):
                throw error
            case .requestLine:
                guard let line = try nextLine() else {
                    try checkPartialRequestLine()
                    return nil
                }
                if line.isEmpty {
                    emptyLinesBeforeRequest += 1
                    guard emptyLinesBeforeRequest <= Self.maxEmptyLinesBeforeRequest else {
                        throw fail(.badRequest("The request starts with too many empty lines."))
                    }
                    continue
                }
                guard line.count <= limits.maxRequestLineBytes else { throw requestLineTooLong() }
                try readRequestLine(line)
                state = .headerFields
            case .headerFields, .trailerFields:
                let isTrailer = if case .trailerFields = state { true } else { false }
                guard let line = try nextLine() else {
                    // Any unfinished line still needs at least its LF.
                    if head.fieldBytes + (buffer.count - readIndex) + 1 > limits.maxHeaderBlockBytes {
                        throw fieldsTooLarge(isTrailer: isTrailer)
                    }
                    return nil
                }
                head.fieldBytes += readIndex - line.lowerBound
                guard head.fieldBytes <= limits.maxHeaderBlockBytes else { throw fieldsTooLarge(isTrailer: isTrailer) }
                if line.isEmpty {
                    if isTrailer { return try complete() }
                    try finishHead()
                    continue
                }
                head.fieldCount += 1
                guard head.fieldCount <= limits.maxHeaderFields else { throw tooManyFields(isTrailer: isTrailer) }
                try readFieldLine(line, isTrailer: isTrailer)
            case .fixedBody(let length):
                guard buffer.count - readIndex >= length else { return nil }
                head.body = Array(buffer[readIndex..<readIndex + length])
                consume(length)
                return try complete()
            case .chunkSize:
                guard let line = try nextLine() else {
                    if buffer.count - readIndex > Self.maxChunkSizeLineBytes + 1 { throw chunkLineTooLong() }
                    return nil
                }
                guard line.count <= Self.maxChunkSizeLineBytes else { throw chunkLineTooLong() }
                let size: Int
                switch buffer.withUnsafeBufferPointer({ bytes in RequestSyntax.chunkSize(bytes, line) }) {
                case .success(let parsed): size = parsed
                case .failure(let error): throw fail(error)
                }
                if size == 0 {
                    // Trailer fields get a budget of their own, bounded like the head's (RFC 9112 §7.1.2).
                    head.fieldBytes = 0
                    head.fieldCount = 0
                    state = .trailerFields
                } else {
                    guard size <= limits.maxBodyBytes - head.body.count else { throw bodyTooLarge() }
                    state = .chunkData(remaining: size)
                }
            case .chunkData(let remaining):
                guard buffer.count - readIndex >= remaining else { return nil }
                head.body.append(contentsOf: buffer[readIndex..<readIndex + remaining])
                consume(remaining)
                state = .chunkDataEnd
            case .chunkDataEnd:
                // RFC 9112 §7.1: chunk-data is followed by CRLF (a bare LF is tolerated, §2.2).
                guard readIndex < buffer.count else { return nil }
                if buffer[readIndex] == RequestSyntax.lf {
                    consume(1)
                } else if buffer[readIndex] == RequestSyntax.cr, readIndex + 1 < buffer.count,
                    buffer[readIndex + 1] == RequestSyntax.lf
                {
                    consume(2)
                } else if buffer[readIndex] == RequestSyntax.cr, readIndex + 1 == buffer.count {
                    return nil
                } else {
                    throw fail(.badRequest("A chunk of the body is longer than its size line says."))
                }
                state = .chunkSize
            }
        }
    }

    // MARK: - Buffer

    /// Drops consumed bytes. Called before appending (never while ranges into the buffer are live);
    /// moving only when at least half the buffer is consumed keeps the cost linear overall.
    private mutating func compact() {
        guard readIndex > 0 else { return }
        if readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= Self.maxRetainedBufferCapacity)
        } else if readIndex * 2 >= buffer.count {
            buffer.removeSubrange(0..<readIndex)
        } else {
            return
        }
        scanIndex -= readIndex
        readIndex = 0
    }

    private mutating func consume(_ count: Int) {
        readIndex += count
        scanIndex = readIndex
    }

    /// The next line's content (without its CRLF or LF) and consumes it, or nil when no line end has
    /// arrived yet. RFC 9112 §2.2: a bare LF ends a line; a bare CR is rejected.
    private mutating func nextLine() throws(HTTPParseError) -> Range<Int>? {
        let from = scanIndex
        switch buffer.withUnsafeBufferPointer({ RequestSyntax.scanLine($0, from: from) }) {
        case .line(let contentEnd, let next):
            let start = readIndex
            consume(next - readIndex)
            return start..<contentEnd
        case .incomplete(let resumeAt):
            scanIndex = resumeAt
            return nil
        case .bareCR:
            throw fail(.badRequest("A line ends with a bare CR instead of CRLF."))
        }
    }

    // MARK: - Head

    private mutating func readRequestLine(_ line: Range<Int>) throws(HTTPParseError) {
        let parsed = buffer.withUnsafeBufferPointer { bytes in RequestSyntax.requestLine(bytes, line) }
        switch parsed {
        case .success(let requestLine):
            head.requestLine = requestLine
        case .failure(let error):
            throw fail(error)
        }
    }

    private mutating func readFieldLine(_ line: Range<Int>, isTrailer: Bool) throws(HTTPParseError) {
        let field: RequestSyntax.FieldLine
        switch buffer.withUnsafeBufferPointer({ bytes in RequestSyntax.fieldLine(bytes, line) }) {
        case .success(let parsed): field = parsed
        case .failure(let error): throw fail(error)
        }
        // Trailer fields are validated for framing and then discarded: none of them may change how
        // the message is framed or routed (RFC 9110 §6.5.1).
        guard !isTrailer else { return }
        head.headers.add(field.name, field.value)
        switch field.kind {
        case .host:
            head.hostCount += 1
            // RFC 9112 §3.2: a server responds 400 to a Host field value that is invalid.
            guard RequestSyntax.isValidHost(field.value) else {
                throw fail(.badRequest("The Host header is not a host name with an optional port."))
            }
        case .contentLength:
            try readContentLength(field.value)
        case .transferEncoding:
            head.hasTransferEncoding = true
            for coding in field.value.split(separator: ",") {
                let trimmed = coding.trimmingSpaces()
                if !trimmed.isEmpty { head.transferCodings.append(trimmed.lowercasedASCII()) }
            }
        case .expect:
            if field.value.lowercasedASCII() == "100-continue" { head.sawExpectContinue = true }
        case .other:
            break
        }
    }

    /// RFC 9112 §6.3: digits only; a list of identical values may be taken as one value; any
    /// disagreement means the framing is unknowable, which is a request-smuggling risk → 400.
    private mutating func readContentLength(_ value: String) throws(HTTPParseError) {
        for element in value.utf8.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false) {
            guard let length = RequestSyntax.decimal(Substring(element).trimmingSpaces().utf8) else {
                throw fail(.badRequest("The Content-Length header is not a whole number."))
            }
            if let previous = head.contentLength, previous != length {
                throw fail(.badRequest("The request has Content-Length values that disagree."))
            }
            head.contentLength = length
        }
    }

    /// Checks what only the whole head can tell, then chooses how the body is framed (RFC 9112 §6.3).
    private mutating func finishHead() throws(HTTPParseError) {
        let version = head.requestLine.version
        // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host; no request may have several.
        if head.hostCount > 1 { throw fail(.badRequest("The request has more than one Host header.")) }
        if version == .http1_1 && head.hostCount == 0 {
            throw fail(.badRequest("An HTTP/1.1 request needs a Host header."))
        }
        // RFC 9110 §10.1.1: a server ignores 100-continue from an HTTP/1.0 client.
        head.expectsContinue = head.sawExpectContinue && version == .http1_1
        if head.hasTransferEncoding {
            // RFC 9112 §6.1: both headers together is how requests get smuggled past proxies.
            if head.contentLength != nil {
                throw fail(.badRequest("The request has both Content-Length and Transfer-Encoding."))
            }
            // RFC 9112 §6.1: HTTP/1.0 has no transfer codings, so the framing is unreliable.
            if version == .http1_0 {
                throw fail(.badRequest("An HTTP/1.0 request cannot use Transfer-Encoding."))
            }
            // RFC 9112 §6.1: an unknown coding → 501. Only plain `chunked` is understood here.
            guard head.transferCodings == ["chunked"] else {
                throw fail(HTTPParseError(status: 501, reason: "The only transfer coding this server accepts is chunked."))
            }
            state = .chunkSize
            return
        }
        let length = head.contentLength ?? 0  // RFC 9112 §6.3 (7): no length means no body.
        // Refuse now, before the client sends (and we buffer) a body we would throw away.
        guard length <= limits.maxBodyBytes else { throw bodyTooLarge() }
        state = .fixedBody(length: length)
    }

    private mutating func complete() throws(HTTPParseError) -> Request {
        let finished = head
        head = PendingRequest()
        state = .requestLine
        emptyLinesBeforeRequest = 0
        let line = finished.requestLine
        // The request was framed correctly, so the connection stays usable for the next one.
        if let error = line.queryError { throw error }
        return Request(
            method: line.method, target: line.target, rawPath: line.rawPath, query: line.query,
            version: line.version, headers: finished.headers, body: finished.body)
    }

    // MARK: - Errors

    /// Records a framing error so every later call throws it again.
    private mutating func fail(_ error: HTTPParseError) -> HTTPParseError {
        state = .failed(error)
        buffer = []
        readIndex = 0
        scanIndex = 0
        return error
    }

    /// 414 as soon as more than the limit is buffered with no line end (a trailing CR may still be
    /// the start of the CRLF), so an endless request line is never held in memory.
    private mutating func checkPartialRequestLine() throws(HTTPParseError) {
        let pending = buffer.count - readIndex
        let limit = limits.maxRequestLineBytes
        if pending > limit + 1 || (pending == limit + 1 && buffer[buffer.count - 1] != RequestSyntax.cr) {
            throw requestLineTooLong()
        }
    }

    private mutating func requestLineTooLong() -> HTTPParseError {
        fail(
            HTTPParseError(
                status: 414, reason: "The request line is longer than \(HTTPParseError.size(limits.maxRequestLineBytes))."))
    }

    private mutating func fieldsTooLarge(isTrailer: Bool) -> HTTPParseError {
        let what = isTrailer ? "trailer fields are" : "header fields are"
        return fail(
            HTTPParseError(
                status: 431,
                reason: "The request's \(what) larger than \(HTTPParseError.size(limits.maxHeaderBlockBytes)) in all."))
    }

    private mutating func tooManyFields(isTrailer: Bool) -> HTTPParseError {
        let what = isTrailer ? "trailer fields" : "header fields"
        return fail(HTTPParseError(status: 431, reason: "The request has more than \(limits.maxHeaderFields) \(what)."))
    }

    private mutating func bodyTooLarge() -> HTTPParseError {
        fail(HTTPParseError(status: 413, reason: "The request body is larger than \(HTTPParseError.size(limits.maxBodyBytes))."))
    }

    private mutating func chunkLineTooLong() -> HTTPParseError {
        fail(.badRequest("A chunk size line is longer than \(HTTPParseError.size(Self.maxChunkSizeLineBytes))."))
    }
}

/// What is known about the request being read, until it is complete.
private struct PendingRequest: Sendable {
    var requestLine = RequestSyntax.RequestLine()
    var headers = HTTPHeaders()
    var body: [UInt8] = []
    /// Bytes of the field section so far, line ends and the closing empty line included.
    var fieldBytes = 0
    var fieldCount = 0
    var hostCount = 0
    var contentLength: Int?
    var hasTransferEncoding = false
    var transferCodings: [String] = []
    var sawExpectContinue = false
    var expectsContinue = false
    var continueSent = false
}
