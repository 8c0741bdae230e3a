import Logging

/// A swift-log handler that formats lines as the stream handler does but hands them to a
/// `LogBuffer`, so a request never waits for standard error (a synchronous write per access line
/// was the largest cost of a warm request at the default log level).
public struct BufferedLogHandler: LogHandler {
    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    public var metadataProvider: Logger.MetadataProvider?
    private let label: String
    /// Kept for the life of the process (a process makes one buffer; tests a few) and never
    /// released, so that copying the handler, which swift-log does for every line, retains nothing:
    /// a strong reference would make each access line an atomic on the buffer's reference count,
    /// one cache line written by every core.
    private let unmanagedBuffer: Unmanaged<LogBuffer>
    private var buffer: LogBuffer { unmanagedBuffer.takeUnretainedValue() }

    public init(label: String, level: Logger.Level, buffer: LogBuffer, metadataProvider: Logger.MetadataProvider? = nil) {
        self.label = label
        self.logLevel = level
        self.unmanagedBuffer = .passRetained(buffer)
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
        let pairs =
            merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        // `<timestamp> <level> <label>:<pairs> [<source>] <message>` written piece by piece into the
        // buffer: no line String is built per request.
        let timestamp = LogTimestamp.now()
        let level = event.level.rawValue
        let source = event.source
        let message = event.message.description
        let count =
            timestamp.utf8.count + level.utf8.count + label.utf8.count + pairs.utf8.count + source.utf8.count
            + message.utf8.count + 8
        buffer.appendLine(byteCount: count, urgent: event.level >= .warning) { line in
            appendPrefix(to: &line, timestamp: timestamp, level: level, pairs: pairs, source: source)
            line.append(contentsOf: message.utf8)
            line.append(10)
        }
    }

    /// The server's access line, `<method> <path> <status> <bytes>B <ms>ms` from `source`, written
    /// straight into the buffer in the format `log(event:)` gives it, without the message String and
    /// log event swift-log builds per line, which a warm request would otherwise pay on every answer.
    /// False when the line needs the general path: metadata to merge into it.
    func logAccess(source: String, method: String, path: String, status: Int, bytes: Int, milliseconds: Int64) -> Bool {
        guard logLevel <= .info else { return true }  // nothing to write is done, too
        guard metadata.isEmpty, metadataProvider == nil else { return false }
        let timestamp = LogTimestamp.now()
        let count = timestamp.utf8.count + label.utf8.count + source.utf8.count + method.utf8.count + path.utf8.count + 60
        unmanagedBuffer._withUnsafeGuaranteedRef { buffer in
            buffer.appendAccessLine(byteCount: count) { line in
                appendPrefix(to: &line, timestamp: timestamp, level: "info", pairs: "", source: source)
                line.append(contentsOf: method.utf8)
                line.append(32)
                line.append(contentsOf: path.utf8)
                line.append(32)
                Self.appendDecimal(Int64(status), to: &line)
                line.append(32)
                Self.appendDecimal(Int64(bytes), to: &line)
                line.append(contentsOf: "B ".utf8)
                Self.appendDecimal(milliseconds, to: &line)
                line.append(contentsOf: "ms\n".utf8)
            }
        }
        return true
    }

    /// `<timestamp> <level> <label>:<pairs> [<source>] `, the part before the message.
    private func appendPrefix(to line: inout [UInt8], timestamp: String, level: String, pairs: String, source: String) {
        line.append(contentsOf: timestamp.utf8)
        line.append(32)
        line.append(contentsOf: level.utf8)
        line.append(32)
        line.append(contentsOf: label.utf8)
        line.append(UInt8(ascii: ":"))
        line.append(contentsOf: pairs.utf8)
        line.append(contentsOf: " [".utf8)
        line.append(contentsOf: source.utf8)
        line.append(contentsOf: "] ".utf8)
    }

    /// `value` in decimal ASCII, as string interpolation writes it.
    static func appendDecimal(_ value: Int64, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var place: UInt64 = 1
        while magnitude / place >= 10 { place *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / place % 10))
            place /= 10
        } while place > 0
    }
}
