import Testing
import TestSupport

@testable import Web

/// `FieldNames` numbers a name the same way however the name is held, and finds the literal names
/// `TemplateFields` conformances pass by their words, without reading their bytes.
@Suite struct FieldNamesTests {
    /// Names as the template parser makes them: cut from a longer string, as `Substring`s are.
    static func parsed(_ names: [String]) -> FieldNames {
        let source = names.joined(separator: ".")
        var fieldNames = FieldNames()
        for name in source.split(separator: ".") { _ = fieldNames.add(String(name)) }
        return fieldNames
    }

    @Test func aLiteralShortNameIsFoundByItsWords() {
        let names = Self.parsed(["title", "href", "isCurrent", "fifteenBytes123"])
        #expect(names.findsByWords("title"))
        #expect(names.findsByWords("isCurrent"))
        #expect(names.findsByWords("fifteenBytes123"))
        #expect(names.id(of: "title") == 0)
        #expect(names.id(of: "fifteenBytes123") == 3)
    }

    @Test func aNameHeldAnotherWayHasTheSameNumber() {
        let long = "marksHeadlinesLanguage"
        let names = Self.parsed(["title", long, "publisher"])
        // Built at run time, in storage of its own: its words are not the registered copy's.
        var built = String(long.prefix(5))
        built.reserveCapacity(64)
        built += long.dropFirst(5)
        #expect(built == long)
        #expect(names.id(of: built) == 1)
        #expect(names.id(of: "marks" + "HeadlinesLanguage") == 1)
        #expect(names.id(of: String("publisher".reversed().reversed())) == 2)
    }

    @Test func anUnreadNameHasNoNumber() {
        let names = Self.parsed(["title"])
        #expect(names.id(of: "titles") == nil)
        #expect(names.id(of: "") == nil)
        #expect(!names.findsByWords("titles"))
    }

    /// Past the tables' first size, every name keeps its number, by words and by bytes.
    @Test func manyNamesKeepTheirNumbers() {
        let all = (0..<300).map { "field\($0)" } + (0..<40).map { "aMuchLongerFieldName\($0)" }
        let names = Self.parsed(all)
        for (id, name) in all.enumerated() {
            #expect(names.id(of: name) == Int32(id))
            var copy = name
            copy.reserveCapacity(32)
            #expect(names.id(of: copy) == Int32(id))
        }
        #expect(names.findsByWords("field299"))
    }

    /// The program every page renders with: the names its templates read are found from literals.
    @Test func theSiteTemplatesNamesAreFoundFromLiterals() async throws {
        let renderer = try await PageRenderer(directory: Repository.templates)
        for name in ["title", "href", "label", "publisher", "datetime", "isCurrent", "linksViaGoogle"] {
            #expect(renderer.fieldNames.findsByWords(name), "\(name)")
        }
    }
}
