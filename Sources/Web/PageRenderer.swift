import Foundation
import Locking

/// Loads every template from `Templates/` at start-up, compiled (`TemplateParser`), and renders
/// Outputs into HTML bytes.
///
/// The templates are Mustache, written for swift-mustache 2.1.1, and render byte for byte as that
/// engine renders them (WebTests' differential suite keeps swift-mustache as the reference), but
/// for one fix: `TemplateRendering.appendEscaped`. This renderer replaced it for speed: swift-mustache
/// spends most of a cold page in dynamic casts, per-Character escaping and String concatenation;
/// compiled templates over a `TemplateTree` render the same bytes in a fraction of that time
/// (Benchmarks/RESULTS.md, "Cold pages").
public struct PageRenderer: Sendable {
    /// A template that does not parse stops start-up; this says which file and line.
    public struct LoadError: Error, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var column: Int
        public var reason: String
        public var description: String { "\(file):\(line):\(column): \(reason)" }
    }

    /// Tests compare every rendering with swift-mustache's (WebTests' MustacheDifferentialTests):
    /// they set this for the requests they make; it is nil, and costs one read, everywhere else.
    typealias Observer =
        @Sendable (_ template: String, _ outputs: any Encodable, _ sampleDataNotice: String?, _ html: [UInt8]) -> Void
    @TaskLocal static var observer: Observer?

    /// Every template, compiled and linked; partials refer to each other by their place in it.
    private let program: TemplateProgram
    /// Each template's place in `library`, by name (`pages/news`).
    private let indices: [String: Int]
    /// Each template's last output and value tree sizes, so the next rendering reserves its buffers once.
    private let lastSizes: [LastSize]

    private final class LastSize: Sendable {
        let bytes = Atomic<Int>(4096)
        let treeNodes = Atomic<Int>(64)
        let treeBytes = Atomic<Int>(1024)

        var tree: (nodes: Int, bytes: Int) { (treeNodes.load(ordering: .relaxed), treeBytes.load(ordering: .relaxed)) }
    }

    public init(directory: String) async throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw LoadError(file: directory, line: 0, column: 0, reason: "the templates folder does not exist")
        }
        let paths = Self.templateFiles(in: directory)
        let names = paths.map { String($0.dropLast(Self.fileExtension.count)) }
        let indices = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var library: [Template] = []
        for path in paths {
            let file = (directory as NSString).appendingPathComponent(path)
            let source: String
            do {
                source = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw LoadError(file: file, line: 0, column: 0, reason: "cannot be read as UTF-8: \(error)")
            }
            var parser = TemplateParser(source, library: indices)
            do {
                library.append(try parser.parse())
            } catch {
                let (line, column) = parser.lineAndColumn(of: error.offset)
                throw LoadError(file: file, line: line, column: column, reason: error.reason)
            }
        }
        for required in ["layout", "pages/error"] where indices[required] == nil {
            throw LoadError(
                file: (directory as NSString).appendingPathComponent(required + Self.fileExtension), line: 0, column: 0,
                reason: "required template is missing")
        }
        program = TemplateProgram(library: library)
        self.indices = indices
        lastSizes = library.map { _ in LastSize() }
    }

    private static let fileExtension = ".mustache"

    /// Paths of the templates below `directory`, relative to it (`pages/news.mustache`).
    private static func templateFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(fileExtension) }.sorted()
    }

    /// Renders `outputs` with the named template; `sampleDataNotice` joins the root values (the layout's
    /// footer shows it). A missing template is a programming error caught by the start-up check and
    /// the tests, so it reports loudly rather than render nothing.
    public func render<Outputs: Encodable>(_ template: String, _ outputs: Outputs, sampleDataNotice: String? = nil) -> [UInt8] {
        let index = self.index(of: template)
        let lastSize = lastSizes[index]
        var tree = TemplateTree(outputs, names: program.fieldNames, capacity: lastSize.tree, templateOnlyFields: true)
        if let sampleDataNotice { tree.addRootField("sampleDataNotice", sampleDataNotice) }
        let html = render(index, tree: tree)
        if let observer = Self.observer { observer(template, outputs, sampleDataNotice, html) }
        return html
    }

    /// Renders a value tree as it stands (the differential tests build their own).
    func render(_ template: String, tree: TemplateTree) -> [UInt8] { render(index(of: template), tree: tree) }

    /// The names templates read: a tree built for this renderer numbers its fields with them.
    var fieldNames: FieldNames { program.fieldNames }

    private func index(of template: String) -> Int {
        guard let index = indices[template] else {
            preconditionFailure("template \(template) is not loaded")
        }
        return index
    }

    private func render(_ index: Int, tree: TemplateTree) -> [UInt8] {
        let lastSize = lastSizes[index]
        lastSize.treeNodes.store(tree.capacityUsed.nodes, ordering: .relaxed)
        lastSize.treeBytes.store(tree.capacityUsed.bytes, ordering: .relaxed)
        // A little over the last page of this template, so that one a few headlines longer is still
        // written in place (a page that outgrows it is copied once more).
        let last = lastSize.bytes.load(ordering: .relaxed)
        let html = TemplateRendering.render(tree, program: program, capacity: last + last / 16 + 256, template: index)
        lastSize.bytes.store(html.count, ordering: .relaxed)
        return html
    }
}
