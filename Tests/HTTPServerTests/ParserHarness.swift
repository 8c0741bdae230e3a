import Testing
@testable import HTTPServer

/// The parts of a parsed request a test compares (Request itself is not Equatable: it holds parameters).
struct Parsed: Equatable, CustomStringConvertible {
    var method: String
    var target: String
    var rawPath: String
    var query: [String]
    var version: HTTPVersion
    var headers: [String]
    var body: String

    init(_ request: Request) {
        method = request.method
        target = request.target
        rawPath = request.rawPath
        query = request.query.map { "\($0.name)=\($0.value)" }
        version = request.version
        headers = request.headers.map { "\($0.name): \($0.value)" }
        body = String(decoding: request.body, as: UTF8.self)
    }

    var description: String { "\(method) \(rawPath) \(query) \(version) \(headers) body=\(body.debugDescription)" }
}

/// What came out of the parser, in order.
enum Outcome: Equatable, CustomStringConvertible {
    case request(Parsed)
    case error(HTTPParseError)

    var request: Parsed? { if case .request(let parsed) = self { parsed } else { nil } }
    var status: Int? { if case .error(let error) = self { error.status.code } else { nil } }

    var description: String {
        switch self {
        case .request(let parsed): "request(\(parsed))"
        case .error(let error): "error(\(error), closes: \(error.closesConnection))"
        }
    }
}

/// Feeds `input` to a fresh parser, in pieces of `pieceSize` bytes (all at once when nil), taking out
/// every request after each append; stops at an error that closes the connection.
func parse(_ input: [UInt8], limits: ServerLimits = .default, pieceSize: Int? = nil) -> [Outcome] {
    var parser = RequestParser(limits: limits)
    var outcomes: [Outcome] = []
    let size = max(pieceSize ?? input.count, 1)
    var start = 0
    repeat {
        let end = min(start + size, input.count)
        parser.append(Array(input[start..<end]))
        start = end
        while true {
            do {
                guard let request = try parser.next() else { break }
                outcomes.append(.request(Parsed(request)))
            } catch {
                outcomes.append(.error(error))
                if error.closesConnection { return outcomes }
            }
        }
    } while start < input.count
    return outcomes
}

func parse(_ text: String, limits: ServerLimits = .default, pieceSize: Int? = nil) -> [Outcome] {
    parse(Array(text.utf8), limits: limits, pieceSize: pieceSize)
}

/// A named raw input for parameterised tests, so a failure names the case that broke.
struct RawCase: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var status: Int

    init(_ name: String, _ text: String, _ status: Int = 0) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.status = status
    }

    init(_ name: String, bytes: [UInt8], _ status: Int) {
        self.name = name
        self.bytes = bytes
        self.status = status
    }

    var testDescription: String { name }
}

/// A request with the given head lines and body, CRLF line ends.
func raw(_ lines: [String], body: String = "") -> String {
    lines.map { $0 + "\r\n" }.joined() + "\r\n" + body
}
