import Foundation
import Models

/// Decodes a JSON body, turning a `DecodingError` into `.undecodable` with the path that broke
/// ("missing results[2].id"), so the log says what upstream changed.
enum JSONBody {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(UpstreamError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw .undecodable(summary(of: error))
        } catch {
            throw .undecodable("\(error)")
        }
    }

    static func summary(of error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "missing \(path(context.codingPath + [key]))"
        case .typeMismatch(let type, let context):
            return "\(path(context.codingPath)) is not \(type)"
        case .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) is null, expected \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "not JSON: \(context.debugDescription)"
                : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text.isEmpty ? "the document" : text
    }
}

/// How many elements of a JSON array a `JSONCappedList` decodes.
protocol JSONListCap {
    static var maximumCount: Int { get }
}

/// More than any list a page shows (Special:Search's 500 results a page is the largest).
enum PageListCap: JSONListCap {
    static var maximumCount: Int { 500 }
}

/// The first `Cap.maximumCount` elements of a JSON array; the rest are never decoded. A hostile 4 MiB
/// body can hold tens of thousands of entries, and decoding each into a value is what costs, not skipping it.
struct JSONCappedList<Element: Decodable, Cap: JSONListCap>: Decodable {
    var elements: [Element]

    init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        var elements: [Element] = []
        while !list.isAtEnd, elements.count < Cap.maximumCount {
            elements.append(try list.decode(Element.self))
        }
        self.elements = elements
    }
}

/// The first 500 elements of a JSON array.
typealias JSONPrefix<Element: Decodable> = JSONCappedList<Element, PageListCap>
