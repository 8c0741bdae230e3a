/// Every compiled template of a library linked into one flat program of plain-data operations:
/// literal text as ranges of one byte buffer, names as ranges of one table, section bodies and
/// partials as ranges of `ops`. Rendering then reads operations without retaining anything: copying
/// nested Template and Reference values at every node made retain/release most of rendering's time.
final class TemplateProgram: Sendable {
    enum Op: Sendable {
        /// `bytes[range]`.
        case text(Range<Int>)
        /// `references[index]`, HTML-escaped.
        case variable(Int)
        case section(Int, body: Range<Int>)
        case invertedSection(Int, body: Range<Int>)
        /// `blockNames[name]`: the override of that name, else `defaultBody`; `bytes[indentation]`.
        case block(name: Int, defaultBody: Range<Int>, indentation: Range<Int>)
        /// `templates[template]`, with `bytes[indentation]` when standalone and `blockTables[blocks]` for a parent.
        case partial(template: Int, indentation: Range<Int>?, blocks: Int?)
    }

    /// A `Template.Reference` whose path is `names[path]`, numbers in `fieldNames`.
    struct Reference: Sendable {
        var start: Template.Reference.Start
        var path: Range<Int>
        var isEmptyTest: Bool
    }

    let ops: [Op]
    let bytes: [UInt8]
    let references: [Reference]
    let names: [Int32]
    /// Every name a reference reads; a `TemplateTree` numbers its fields with this.
    let fieldNames: FieldNames
    let blockNames: [String]
    let blockTables: [[String: Range<Int>]]
    /// Each library template's operations, by its place in the library.
    let templates: [Range<Int>]

    init(library: [Template]) {
        var linker = Linker()
        templates = library.map { linker.emit($0) }
        ops = linker.ops
        bytes = linker.bytes
        references = linker.references
        names = linker.names
        fieldNames = linker.fieldNames
        blockNames = linker.blockNames
        blockTables = linker.blockTables
    }

    private struct Linker {
        var ops: [Op] = []
        var bytes: [UInt8] = []
        var references: [Reference] = []
        var names: [Int32] = []
        var fieldNames = FieldNames()
        var blockNames: [String] = []
        var blockTables: [[String: Range<Int>]] = []

        /// Emits the bodies `template` refers to first, then its own operations contiguously.
        mutating func emit(_ template: Template) -> Range<Int> {
            var own: [Op] = []
            for node in template.nodes {
                switch node {
                case .text(let text):
                    own.append(.text(add(text)))
                case .variable(let reference):
                    own.append(.variable(add(reference)))
                case .section(let reference, let body):
                    own.append(.section(add(reference), body: emit(body)))
                case .invertedSection(let reference, let body):
                    own.append(.invertedSection(add(reference), body: emit(body)))
                case .block(let name, let defaultBody, let indentation):
                    blockNames.append(name)
                    own.append(.block(name: blockNames.count - 1, defaultBody: emit(defaultBody), indentation: add(indentation)))
                case .partial(let index, let indentation, let blocks):
                    var table: Int?
                    if let blocks {
                        blockTables.append(blocks.mapValues { emit($0) })
                        table = blockTables.count - 1
                    }
                    own.append(.partial(template: index, indentation: indentation.map { add($0) }, blocks: table))
                }
            }
            let start = ops.count
            ops += own
            return start..<ops.count
        }

        mutating func add(_ text: [UInt8]) -> Range<Int> {
            let start = bytes.count
            bytes += text
            return start..<bytes.count
        }

        mutating func add(_ reference: Template.Reference) -> Int {
            let start = names.count
            for name in reference.path { names.append(fieldNames.add(name)) }
            references.append(Reference(start: reference.start, path: start..<names.count, isEmptyTest: reference.isEmptyTest))
            return references.count - 1
        }
    }
}
