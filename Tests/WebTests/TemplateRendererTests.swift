import Foundation
import Testing
import TestSupport
@testable import Web

/// The compiled renderer on templates written to probe swift-mustache's whitespace rules (standalone
/// tags, indented partials and blocks, comments, CRLF), its load errors, and its one intended
/// difference from swift-mustache (escaping a quote that carries a combining mark).
@Suite struct TemplateRendererTests {
    /// A folder of templates, removed when the test ends; `layout` and `pages/error` are required.
    final class Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-templates-\(UUID().uuidString)")
        init(_ files: [String: String]) throws {
            var all = files
            all["layout", default: "{{$body}}{{/body}}\n"] += ""
            all["pages/error", default: "error\n"] += ""
            for (name, text) in all {
                let file = url.appendingPathComponent(name + ".mustache")
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file)
            }
        }
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    static let probes: [String: String] = [
        "indent": "<ul>\n  {{>partials/items}}\n\t{{>partials/items}}\n  x {{>partials/items}}\n</ul>\n",
        "partials/items":
            "{{#items}}\n<li>{{name}}</li>\n  {{^flag}}\n  off\n  {{/flag}}\n{{>partials/leaf}}\n{{/items}}\nafter {{name}}\n{{! standalone comment }}\n  {{! indented comment }}  \nend",
        "partials/leaf": "  leaf {{name}}\nleaf2\n",
        "parent":
            "<main>\n  {{$content}}\n  default\n  {{/content}}\n  <p>{{$inline}}inline default{{/inline}}</p>\n</main>\n  {{$tail}}{{/tail}}\n",
        "child":
            "{{! a child }}\n{{<parent}}\nignored text\n  {{$content}}\n    first {{name}}\n      second\n    {{#items}}\n    - {{name}}\n    {{/items}}\n  {{/content}}\n{{/parent}}\n",
        "child-inline": "{{<parent}}{{$inline}}[{{name}}]{{/inline}}{{/parent}}",
        "nested-parent": "  {{<parent}}\n  {{$tail}}\n  tail {{>partials/leaf}}\n  {{/tail}}\n  {{/parent}}\n",
        "crlf": "a\r\n  {{#flag}}\r\n  yes\r\n  {{/flag}}\r\n  {{>partials/leaf}}\r\n{{name}}\r\n",
        "names":
            "{{nested.name}} {{.nested.name}} {{#nested}}{{name}} {{.name}} {{missing}} {{items.name}}{{/nested}} {{#items}}{{.flag}}{{flag}}{{/items}}"
            + " {{^empty(items)}}some{{/empty(items)}}{{#empty(none)}}x{{/empty(none)}}{{^empty(name)}}named{{/empty(name)}}"
            + " {{count}} {{ratio}} {{flag}} {{#count}}[{{.}}]{{/count}} {{#name}}<{{.}}>{{/name}} { {x} }} {{!}}",
        "no-final-newline": "  {{#flag}}\n  text\n  {{/flag}}  ",
        "end-standalone": "{{#flag}}\nx\n{{/flag}}",
    ]

    static func tree() -> [String: Any] {
        [
            "name": "outer",
            "flag": true,
            "count": 42,
            "ratio": 7.5,
            "nested": ["name": "inner"] as [String: Any],
            "items": [
                ["name": "a\r\n", "flag": false] as [String: Any],
                ["name": "b\n"] as [String: Any],
                ["name": ""] as [String: Any],
            ] as [Any],
        ]
    }

    @Test func probes_whenRenderedWithVariedValues_matchSwiftMustacheByteForByte() async throws {
        let folder = try Folder(Self.probes)
        let renderer = try await PageRenderer(directory: folder.url.path)
        let reference = try await MustacheReference(directory: folder.url.path)
        let trees =
            [(label: "as written", tree: Self.tree() as Any)]
            + TreeVariants.all(of: Self.tree(), hostile: MustacheDifferentialTests.hostile, structuralLimit: 100)
        for name in Self.probes.keys.sorted() {
            for variant in trees {
                let expected = reference.render(name, tree: variant.tree)
                let actual = renderer.render(name, reference: variant.tree)
                let difference = firstDifference(actual, expected)
                #expect(difference == nil, "\(name), \(variant.label): \(difference ?? "")")
            }
        }
    }

    /// Escaping tests eight bytes at a time: each of the five characters, alone or in a run, at every
    /// place of a text longer than two words (so in a word, across words and in the tail) is escaped.
    @Test func escaping_whenSpecialCharacterIsAnywhereInALongText_escapesIt() async throws {
        let folder = try Folder(["text": "{{text}}"])
        let renderer = try await PageRenderer(directory: folder.url.path)
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for special in ["&", "<", ">", "\"", "'", "<>", "&&&&&&&&&"] {
            for position in 0...19 {
                var text = Array(repeating: "a", count: 20).joined()
                text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: position))
                let expected = text.map { entities[$0] ?? String($0) }.joined()
                let actual = String(decoding: renderer.render("text", reference: ["text": text] as [String: Any]), as: UTF8.self)
                #expect(actual == expected, "\(special) at \(position)")
            }
        }
    }

    /// The word test covers several characters at once (`"#&'` and `<>`): every other ASCII byte, the
    /// neighbours it also catches among them, goes out as itself wherever it stands in a word.
    @Test func escaping_everyOtherASCIIByte_goesOutAsItself() async throws {
        let folder = try Folder(["text": "{{text}}"])
        let renderer = try await PageRenderer(directory: folder.url.path)
        let entities: [Character: String] = ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;"]
        for scalar in UInt8(1)...UInt8(127) {
            let character = Character(Unicode.Scalar(scalar))
            for position in [0, 3, 7, 8, 12, 15, 16] {
                var text = Array(repeating: "b", count: 17).joined()
                text.insert(character, at: text.index(text.startIndex, offsetBy: position))
                text += "x<y"
                let expected = text.map { entities[$0] ?? String($0) }.joined()
                let actual = String(decoding: renderer.render("text", reference: ["text": text] as [String: Any]), as: UTF8.self)
                #expect(actual == expected, "byte \(scalar) at \(position)")
            }
        }
    }

    /// swift-mustache escapes by Character: `"` followed by U+0301 is one Character that is not `"`,
    /// so it went out raw and could end an attribute value. The compiled renderer escapes every byte.
    @Test func escaping_whenQuoteCarriesACombiningMark_stillEscapesIt() async throws {
        let folder = try Folder(["attribute": "<a title=\"{{text}}\">"])
        let renderer = try await PageRenderer(directory: folder.url.path)
        let reference = try await MustacheReference(directory: folder.url.path)
        let text = "\"\u{301} onmouseover='x' <\u{301}b> &\u{301}"
        let tree: [String: Any] = ["text": text]
        let compiled = String(decoding: renderer.render("attribute", reference: tree), as: UTF8.self)
        #expect(compiled == "<a title=\"&quot;\u{301} onmouseover=&#39;x&#39; &lt;\u{301}b&gt; &amp;\u{301}\">")
        let old = String(decoding: reference.render("attribute", tree: tree), as: UTF8.self)
        let rawQuote = "\"\u{301} onmouseover"
        #expect(old.contains(rawQuote), "swift-mustache left the quote raw; if this changes, the difference is gone")
    }

    @Test(arguments: [
        ("{{{raw}}}", "unescaped"), ("{{&raw}}", "unescaped"), ("{{=<% %>=}}", "delimiters"),
        ("{{%CONTENT_TYPE:TEXT}}", "pragmas"),
        ("{{>*dynamic}}", "dynamic"), ("{{#reversed(items)}}{{/reversed(items)}}", "transform"),
        ("{{>partials/missing}}", "no template"),
        ("{{#open}}", "never closed"), ("{{/stray}}", "closes no open section"), ("{{name", "not closed"),
        ("{{! open comment", "comment"),
    ])
    func load_whenTemplateUsesWhatIsNotSupported_namesFileAndLine(source: String, reason: String) async throws {
        let folder = try Folder(["pages/bad": "line one\nline two\n\(source)\n"])
        do {
            _ = try await PageRenderer(directory: folder.url.path)
            Issue.record("\(source) must stop start-up")
        } catch let error as PageRenderer.LoadError {
            #expect(error.file.hasSuffix("pages/bad.mustache"), "\(error)")
            #expect(error.line == 3 || (reason == "never closed" && error.line == 4), "\(source): \(error)")
            #expect(error.reason.contains(reason), "\(source): \(error)")
        }
    }
}
