import Foundation
import Testing
import TestSupport

@testable import Web

/// A page's JSON twin is the same in every interface language apart from its words: the same keys,
/// the same lists, the same numbers and flags. A program reading it never depends on the language.
@Suite struct JSONTwinLanguageTests {
    /// The shape of a JSON value with every string blanked: what must not change with the language.
    static func shape(_ value: Any) -> Any {
        switch value {
        // The page frame is the language's by definition (which language is current, its words).
        case let object as [String: Any]: object.filter { $0.key != "chrome" }.mapValues(shape)
        case let array as [Any]: array.map(shape)
        case is String: "…"
        default: value
        }
    }

    /// Where two shapes first differ (`chrome.languages[3].isCurrent`), or nil when they are the same.
    static func difference(_ a: Any, _ b: Any, at path: String = "") -> String? {
        switch (a, b) {
        case (let a as [String: Any], let b as [String: Any]):
            if Set(a.keys) != Set(b.keys) {
                return "\(path): keys \(Set(a.keys).symmetricDifference(b.keys).sorted())"
            }
            for key in a.keys.sorted() {
                if let found = difference(a[key]!, b[key]!, at: path + "." + key) { return found }
            }
            return nil
        case (let a as [Any], let b as [Any]):
            guard a.count == b.count else { return "\(path): \(a.count) vs \(b.count) items" }
            for (index, pair) in zip(a, b).enumerated() {
                if let found = difference(pair.0, pair.1, at: "\(path)[\(index)]") { return found }
            }
            return nil
        default:
            return "\(a)" == "\(b)" ? nil : "\(path): \(a) vs \(b)"
        }
    }

    @Test(arguments: ["de", "ar", "ja", "zh-Hant", "en-XA"])
    func jsonTwin_inAnotherLanguage_differsOnlyInWords(language: String) async throws {
        let site = try await TestSite.make()
        for (route, example) in RouteTableTests.examples.sorted(by: { $0.key < $1.key })
        where example.method == "GET" && !RouteTableTests.notPages.contains(route) && example.target.contains("lang=en") {
            // The content settings held fixed: each defaults from the language when the URL has none.
            // (fr, a language none of these is, so `wiki=` is printed in every language alike.)
            var english = example.target + "&format=json&wiki=fr"
            if !english.contains("edition=") { english += "&edition=en-US" }
            if !english.contains("region=") { english += "&region=US" }
            let other = english.replacingOccurrences(of: "lang=en", with: "lang=\(language)")
            let a = await site.respond(try TestSite.request(english))
            let b = await site.respond(try TestSite.request(other))
            #expect(a.status == b.status, "\(route)")
            guard a.headers["Content-Type"]?.contains("json") == true else { continue }
            let shapeA = Self.shape(try JSONSerialization.jsonObject(with: Data(a.text.utf8), options: [.fragmentsAllowed]))
            let shapeB = Self.shape(try JSONSerialization.jsonObject(with: Data(b.text.utf8), options: [.fragmentsAllowed]))
            let found = Self.difference(shapeA, shapeB)
            #expect(found == nil, "\(route) in \(language): the JSON differs beyond its words at \(found ?? "")")
        }
    }
}
