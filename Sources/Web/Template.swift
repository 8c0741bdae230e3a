/// One Mustache template compiled for `PageRenderer`: literal bytes, and tags whose names are
/// split once at start-up, so rendering is appending bytes and comparing numbered field names.
///
/// The nodes are the tokens swift-mustache 2.1.1 (hummingbird-project/swift-mustache, the engine
/// these templates were written for) makes of the same text, with its whitespace rules already
/// applied by `TemplateParser`. `PageRenderer` links a library of them into a `TemplateProgram`,
/// which `Template+Render.swift` runs with swift-mustache's meaning.
struct Template: Sendable {
    var nodes: [Node]

    enum Node: Sendable {
        /// Literal text: one line at most, ending with its newline (swift-mustache's per-line
        /// tokens, which the indentation of standalone partials depends on).
        case text([UInt8])
        /// `{{name}}`, HTML-escaped.
        case variable(Reference)
        /// `{{#name}}…{{/name}}`.
        case section(Reference, Template)
        /// `{{^name}}…{{/name}}`.
        case invertedSection(Reference, Template)
        /// `{{$name}}default{{/name}}` in a parent: the child's block of that name, else the default.
        case block(name: String, default: Template, indentation: [UInt8])
        /// `{{>name}}`, or `{{<name}}` with the `blocks` it overrides; `template` is the named one's
        /// place in the renderer's library. `indentation` is set for a standalone partial: every line
        /// it renders after the first is indented by it.
        case partial(template: Int, indentation: [UInt8]?, blocks: [String: Template]?)
    }

    /// A tag's name as a lookup: where to start and the fields to follow.
    struct Reference: Sendable {
        enum Start: Sendable {
            /// `{{.}}`: the current value itself.
            case current
            /// `{{.field}}`: only the current value's fields, never an enclosing one's.
            case currentOnly
            /// `{{field}}`: the innermost value on the stack that has the first field.
            case stack
        }

        var start: Start
        /// The dotted name's parts (`a.b` → `["a", "b"]`), empty ones dropped.
        var path: [String]
        /// `{{^empty(list)}}`: the only transform the templates use.
        var isEmptyTest: Bool
    }
}
