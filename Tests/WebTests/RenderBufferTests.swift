import Testing

@testable import Web

/// A rendering writes into the array it returns while the page fits the capacity reserved for it,
/// and moves aside (copying once) when it does not: either way the bytes are the page's.
@Suite struct RenderBufferTests {
    /// `pieces` appended (and `inserts` made) into an array of `capacity`, as `TemplateRendering` does.
    static func written(capacity: Int, _ pieces: [[UInt8]], inserts: [(bytes: [UInt8], at: Int)] = []) -> [UInt8] {
        var movedOut: [UInt8]?
        let array = [UInt8](unsafeUninitializedCapacity: capacity) { storage, initialized in
            var buffer = RenderBuffer(storage: storage)
            for piece in pieces { piece.withUnsafeBufferPointer { buffer.append($0) } }
            for insert in inserts { buffer.insert(insert.bytes, at: insert.at) }
            buffer.append(UInt8(ascii: "!"))
            (initialized, movedOut) = buffer.finish()
        }
        return movedOut ?? array
    }

    static let pieces: [[UInt8]] = (0..<40).map { Array("piece \($0); ".utf8) } + [[], Array("end".utf8)]
    static let expected = pieces.flatMap { $0 } + [UInt8(ascii: "!")]

    @Test(arguments: [0, 1, 7, 100, expected.count - 1, expected.count, expected.count + 1, 10_000])
    func anyCapacity_givesTheSameBytes(capacity: Int) {
        #expect(Self.written(capacity: capacity, Self.pieces) == Self.expected)
    }

    @Test(arguments: [3, 1_000])
    func insertingIndentation_movesWhatFollows(capacity: Int) {
        let written = Self.written(
            capacity: capacity, [Array("ab\ncd".utf8)], inserts: [(Array("  ".utf8), 3), ([], 0), (Array(">".utf8), 0)])
        #expect(String(decoding: written, as: UTF8.self) == ">ab\n  cd!")
    }

    /// Through the renderer: the first page of a template has no size to go by, the next is
    /// written in place, and a longer one after it outgrows that.
    @Test func pagesOfGrowingSize_renderWhole() async throws {
        let folder = try TemplateRendererTests.Folder(["list": "{{#items}}<li>{{name}}</li>\n{{/items}}"])
        let renderer = try await PageRenderer(directory: folder.url.path)
        for count in [3, 3, 500, 20, 5_000] {
            let items = (0..<count).map { ["name": "item \($0) & more"] as [String: Any] }
            let expected = (0..<count).map { "<li>item \($0) &amp; more</li>\n" }.joined()
            let html = renderer.render("list", reference: ["items": items] as [String: Any])
            #expect(String(decoding: html, as: UTF8.self) == expected, "\(count) items")
        }
    }
}
