/// Why the bundled sample data could not be loaded (a packaging mistake, not a runtime condition).
public enum SampleUpstreamError: Error, Sendable, Equatable, CustomStringConvertible {
    case missingResource(String)
    case unreadable(file: String, reason: String)

    public var description: String {
        switch self {
        case .missingResource(let name): "sample data file \(name) is not in the bundle"
        case .unreadable(let file, let reason): "sample data file \(file) cannot be read: \(reason)"
        }
    }
}
