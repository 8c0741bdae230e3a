/// A value read from a URL or form as a person wrote it: the value, or a sentence in the reader's
/// language saying why it is not one (the web layer shows it on a 400 page). Every input parser in
/// ViewModels answers in this shape.
public enum Parsed<Value: Sendable & Equatable>: Sendable, Equatable {
    case valid(Value)
    case invalid(String)

    /// The value, or nil when the input was refused.
    public var value: Value? {
        if case .valid(let value) = self { value } else { nil }
    }
}
