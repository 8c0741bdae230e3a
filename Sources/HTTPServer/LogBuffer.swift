import Dispatch
import Glibc
import Locking

/// Log lines collected off the request path and written in batches, as nginx buffers its access
/// log: a request appends its line under a short lock and never waits for standard error; a serial
/// queue writes what is pending once a second, when a batch fills, and at exit.
public final class LogBuffer: Sendable {
    /// About 10,000 access lines: several seconds of a busy server if the writer stalls (a slow
    /// terminal or a full pipe). Past it, lines are dropped and counted rather than blocking requests.
    public static let defaultCapacity = 1 << 20
    /// Waiting lines are written at once past this size, so a busy server writes in 64 KiB batches.
    public static let flushThreshold = 64 << 10
    /// How long a line may wait when traffic is light: a tail of the log is at most this far behind.
    public static let defaultFlushInterval: Duration = .seconds(1)

    private struct State {
        var pending: [UInt8] = []
        var dropped = 0
        var totalDropped = 0
        var flushScheduled = false
    }

    private let state = Mutex(State())
    private let capacity: Int
    private let output: @Sendable ([UInt8]) -> Void
    /// Serial: batches reach the output in the order they were taken.
    private let queue = DispatchQueue(label: "kiosk.log", qos: .utility)
    /// Dispatch sources are safe to schedule, resume and cancel from any thread; Swift's Dispatch
    /// overlay just does not say so on Linux.
    nonisolated(unsafe) private let timer: DispatchSourceTimer
    private let started = Mutex(false)

    /// - Parameter output: where batches go; standard error unless a test collects them.
    public init(capacity: Int = defaultCapacity, output: @escaping @Sendable ([UInt8]) -> Void = LogBuffer.writeToStandardError) {
        self.capacity = capacity
        self.output = output
        timer = DispatchSource.makeTimerSource(queue: queue)
        timer.setEventHandler { [weak self] in self?.writePending() }
    }

    deinit {
        // A suspended source must be resumed before it is released (Dispatch traps otherwise).
        timer.cancel()
        if !started.withLock({ $0 }) { timer.resume() }
    }

    /// Starts the periodic flush (once). Lines appended before it wait for the first flush.
    public func start(flushInterval: Duration = defaultFlushInterval) {
        guard started.withLock({ started in defer { started = true }; return !started }) else { return }
        let nanoseconds = Int(flushInterval.components.seconds) * 1_000_000_000 + Int(flushInterval.components.attoseconds / 1_000_000_000)
        timer.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        timer.resume()
    }

    /// Keeps `line` for the next batch, or counts it as dropped when the buffer is full. `urgent`
    /// (warnings and worse) asks for a write now, without waiting for the timer.
    public func append(_ line: String, urgent: Bool = false) {
        appendLine(byteCount: line.utf8.count, urgent: urgent) { $0.append(contentsOf: line.utf8) }
    }

    /// Like `append(_:urgent:)` for a line made of pieces: `write` appends exactly `byteCount`
    /// bytes in place, under the buffer's lock, so the caller builds no String of its own (an
    /// access line per request made that copy the dearest part of logging).
    public func appendLine(byteCount: Int, urgent: Bool = false, _ write: (inout [UInt8]) -> Void) {
        let scheduleFlush = state.withLock { state -> Bool in
            guard state.pending.count + byteCount <= capacity else {
                state.dropped += 1
                state.totalDropped += 1
                return false
            }
            write(&state.pending)
            guard urgent || state.pending.count >= Self.flushThreshold, !state.flushScheduled else { return false }
            state.flushScheduled = true
            return true
        }
        if scheduleFlush { queue.async { [self] in writePending() } }
    }

    /// Writes everything pending and returns once it is written: at exit, nothing is lost.
    public func flush() {
        queue.sync { writePending() }
    }

    /// Stops the periodic flush after writing what is pending.
    public func stop() {
        timer.cancel()
        flush()
    }

    /// Lines dropped since start because the buffer was full (for metrics and tests).
    public var droppedLines: Int { state.withLock { $0.totalDropped } }

    /// Runs on `queue` only.
    private func writePending() {
        let (batch, dropped) = state.withLock { state in
            defer {
                state.pending = []
                state.pending.reserveCapacity(Self.flushThreshold)
                state.dropped = 0
                state.flushScheduled = false
            }
            return (state.pending, state.dropped)
        }
        if !batch.isEmpty { output(batch) }
        if dropped > 0 {
            // Said after the batch it belongs to, so an operator sees where the gap is.
            output(Array("\(LogTimestamp.now()) warning kiosk.log: log buffer full: \(dropped) lines dropped\n".utf8))
        }
    }

    /// Writes all of `bytes` to standard error, retrying short writes and interrupted calls.
    public static func writeToStandardError(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = write(STDERR_FILENO, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return  // standard error is gone: there is nowhere left to say so
                }
                offset += written
            }
        }
    }
}

/// Local time as swift-log's stream handler writes it (`2026-11-24T09:02:26+0000`), formatted at
/// most once a second: strftime and the time zone lookup are the dearest part of a log line.
enum LogTimestamp {
    private static let cache = Mutex<(second: time_t, text: String)>((-1, ""))

    static func now() -> String {
        let second = time(nil)
        if let cached = cache.withLock({ $0.second == second ? $0.text : nil }) { return cached }
        var seconds = second
        var local = tm()
        localtime_r(&seconds, &local)
        var buffer = [Int8](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &local)
        let text = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        cache.withLock { $0 = (second, text) }
        return text
    }
}
