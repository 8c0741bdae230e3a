import HTTPServer
import Models
import ViewModels

/// Everything a handler can fail with; its status comes from `Problem`, the one table.
/// Anything thrown that is not a `PageError` becomes a 500 with an id that is also logged.
public enum PageError: Error, Sendable, Equatable {
    /// Input a person can fix; the sentence says what was wrong.
    case badRequest(String)
    case notFound(String)
    /// No page answers this address at all (the router's 404).
    case noPage
    case methodNotAllowed(allow: [String])
    /// A body in a format the address does not take (a form POST that is not form-encoded).
    case unsupportedMediaType(String)

    var problem: Problem {
        switch self {
        case .badRequest: .invalidInput
        case .notFound, .noPage: .notFound
        case .methodNotAllowed: .methodNotAllowed
        case .unsupportedMediaType: .unsupportedMediaType
        }
    }

    /// The sentence under the error page's heading, in `language` (the thrower's own sentences
    /// already are in the reader's language).
    public func message(_ language: Language) -> String {
        switch self {
        case .badRequest(let why): why
        case .notFound(let what): what
        case .noPage: language.words.problems.noPage
        case .methodNotAllowed(let allow): language.words.problems.methodsAllowed(allow.joined(separator: ", "))
        case .unsupportedMediaType(let why): why
        }
    }
}

extension Parsed {
    /// The parsed value, or the 400 page saying (in the reader's language) why the input is not one.
    func accepted() throws(PageError) -> Value {
        switch self {
        case .valid(let value): return value
        case .invalid(let why): throw .badRequest(why)
        }
    }
}
