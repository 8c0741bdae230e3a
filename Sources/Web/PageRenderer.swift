import Foundation
import HTTPServer
import Mustache

/// Loads every template from `Templates/` at start-up and renders Outputs into HTML responses.
public struct PageRenderer: Sendable {
    /// A template that does not parse stops start-up; this says which file and line.
    public struct LoadError: Error, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "\(file):\(line):\(column): \(reason)" }
    }

    private let library: MustacheLibrary

    public init(directory: String) async throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoadError(file: directory, line: 0, column: 0, reason: "the templates folder does not exist")
        }
        do {
            library = try await MustacheLibrary(directory: directory)
        } catch let error as MustacheLibrary.ParserError {
            throw LoadError(file: (directory as NSString).appendingPathComponent(error.filename),
                            line: error.context.lineNumber, column: error.context.columnNumber,
                            reason: "\(error.error) near “\(error.context.line.trimmingCharacters(in: .whitespaces))”")
        }
        for required in ["layout", "pages/error"] where library.getTemplate(named: required) == nil {
            throw LoadError(file: (directory as NSString).appendingPathComponent(required + ".mustache"), line: 0, column: 0, reason: "required template is missing")
        }
    }

    /// Renders `object` with the named template; a missing template is a programming error
    /// caught by the start-up check and the tests, so it reports loudly rather than render nothing.
    public func render(_ template: String, _ object: Any) -> [UInt8] {
        guard let html = library.render(object, withTemplate: template) else {
            preconditionFailure("template \(template) is not loaded")
        }
        return Array(html.utf8)
    }

    public func hasTemplate(_ name: String) -> Bool { library.getTemplate(named: name) != nil }
}
