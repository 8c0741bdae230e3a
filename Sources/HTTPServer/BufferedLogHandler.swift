import Logging

/// A swift-log handler that formats lines as the stream handler does but hands them to a
/// `LogBuffer`, so a request never waits for standard error (issue: one synchronous write per
/// access line cost 30% of throughput at the default log level).
public struct BufferedLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    private let buffer: LogBuffer

    public init(label: String, level: Logger.Level, buffer: LogBuffer, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.logLevel = level
        self.buffer = buffer
        self.metadataProvider = metadataProvider
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var merged = metadata
        if let provided = metadataProvider?.get() { merged.merge(provided) { _, new in new } }
        if let own = event.metadata { merged.merge(own) { _, new in new } }
        let pairs = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        buffer.append("\(LogTimestamp.now()) \(event.level) \(label):\(pairs) [\(event.source)] \(event.message)\n",
                      urgent: event.level >= .warning)
    }
}
