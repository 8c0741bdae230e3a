import HTTPServer

/// Everything a handler can fail with; the HTTP status is decided here and nowhere else.
/// Anything thrown that is not a `PageError` becomes a 500 with an id that is also logged.
public enum PageError: Error, Sendable, Equatable {
    /// Input a person can fix; the sentence says what was wrong.
    case badRequest(String)
    case notFound(String)
    case methodNotAllowed(allow: [String])
    /// A body in a format the address does not take (a form POST that is not form-encoded).
    case unsupportedMediaType(String)

    public var status: Int {
        switch self {
        case .badRequest: 400
        case .notFound: 404
        case .methodNotAllowed: 405
        case .unsupportedMediaType: 415
        }
    }

    public var message: String {
        switch self {
        case .badRequest(let why): why
        case .notFound(let what): what
        case .methodNotAllowed(let allow): "This address answers \(allow.joined(separator: ", ")) only."
        case .unsupportedMediaType(let why): why
        }
    }
}
