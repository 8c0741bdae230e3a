import Foundation
import Testing
import TestSupport

/// `@unchecked Sendable` turns the compiler's data-race check off for a type; each one is a promise
/// a person keeps by hand (and says why in a comment). Kiosk holds to as few as a server of its kind
/// needs (Hummingbird 2 has 6): a new one must replace one of these, or this test fails naming them all.
@Suite struct UncheckedSendableTests {
    static let limit = 6

    /// Every declaration in `Sources` that opts out, as "path:line": code lines only, not comments.
    static func uncheckedDeclarations() throws -> [String] {
        var found: [String] = []
        let root = Repository.root + "/Sources"
        let walker = FileManager.default.enumerator(atPath: root)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: root + "/" + path, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if !code.hasPrefix("//"), code.contains("@unchecked Sendable") { found.append("Sources/\(path):\(index + 1)") }
            }
        }
        return found.sorted()
    }

    @Test func uncheckedSendable_inSources_isAtMostSix() throws {
        let found = try Self.uncheckedDeclarations()
        #expect(!found.isEmpty, "the walk found no sources: is Repository.root right?")
        #expect(found.count <= Self.limit, "\(found.count) `@unchecked Sendable` in Sources: \(found.joined(separator: ", "))")
    }
}
