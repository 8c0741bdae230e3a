import Dispatch
import Glibc
import Locking

/// Log lines collected off the request path and written in batches, as nginx buffers its access
/// log: a request appends its line under a short lock and never waits for standard error; a serial
/// queue writes what is pending once a second, when a batch fills, and at exit.
///
/// Access lines wait in one buffer per core, so that no request takes a lock another core takes. Each core's lines stay in order; a batch holds one core's lines,
/// then the next core's, so access lines of the same second from different cores may come out of
/// order by up to one batch, as the access logs of nginx's workers do. Every other line (start-up,
/// warnings, errors) is rare and is read in order, so those share one buffer, written after the
/// access lines that were waiting with them.
public final class LogBuffer: Sendable {
    /// About 10,000 access lines per core: several seconds of a busy server if the writer stalls (a
    /// slow terminal or a full pipe). Past it, lines are dropped and counted rather than blocking requests.
    public static let defaultCapacity = 1 << 20
    /// A core's waiting lines are written at once past this size, so a busy server writes in 64 KiB batches.
    public static let flushThreshold = 64 << 10
    /// How long a line may wait when traffic is light: a tail of the log is at most this far behind.
    public static let defaultFlushInterval: Duration = .seconds(1)

    private struct Shard {
        var pending: [UInt8] = []
        var dropped = 0
        var totalDropped = 0

        /// Appends, or counts the line dropped; true when the batch should be written now.
        mutating func append(byteCount: Int, urgent: Bool, capacity: Int, _ write: (inout [UInt8]) -> Void) -> Bool {
            guard pending.count + byteCount <= capacity else {
                dropped += 1
                totalDropped += 1
                return false
            }
            write(&pending)
            return urgent || pending.count >= LogBuffer.flushThreshold
        }
    }

    /// Access lines (`appendAccessLine`), per core.
    private let shards: PerCore<Shard>
    /// Every other line, in the order they came: shared by all cores, because they are few.
    private let ordered = Mutex(Shard())
    /// A write is queued and has not yet taken the pending lines: the one flag all cores share, read
    /// and set only when a core's buffer fills or a line is urgent, never per line.
    private let flushScheduled = Atomic<Bool>(false)
    /// Per core.
    private let capacity: Int
    private let output: @Sendable ([UInt8]) -> Void
    /// Serial: batches reach the output in the order they were taken.
    private let queue = DispatchQueue(label: "kiosk.log", qos: .utility)
    /// Dispatch sources are safe to schedule, resume and cancel from any thread; Swift's Dispatch
    /// overlay just does not say so on Linux.
    nonisolated(unsafe) private let timer: DispatchSourceTimer
    private let started = Mutex(false)

    /// - Parameters:
    ///   - capacity: bytes that may wait, per core.
    ///   - output: where batches go; standard error unless a test collects them.
    ///   - cores: how many buffers (one per CPU by default; 1 keeps one order, for tests).
    public init(
        capacity: Int = defaultCapacity, cores: Int = PerCore<Int>.defaultCount,
        output: @escaping @Sendable ([UInt8]) -> Void = LogBuffer.writeToStandardError
    ) {
        self.capacity = capacity
        self.output = output
        shards = PerCore(count: cores) { Shard() }
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
        guard
            started.withLock({ started in
                defer { started = true }; return !started
            })
        else { return }
        let nanoseconds =
            Int(flushInterval.components.seconds) * 1_000_000_000 + Int(flushInterval.components.attoseconds / 1_000_000_000)
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
        let capacity = capacity
        let wantsWrite = ordered.withLock { shard in shard.append(byteCount: byteCount, urgent: urgent, capacity: capacity, write)
        }
        if wantsWrite { scheduleWrite() }
    }

    /// An access line: like `appendLine`, into this core's buffer, so a request takes no lock
    /// another core takes.
    public func appendAccessLine(byteCount: Int, _ write: (inout [UInt8]) -> Void) {
        let capacity = capacity
        let wantsWrite = shards.withLocal { shard in shard.append(byteCount: byteCount, urgent: false, capacity: capacity, write)
        }
        if wantsWrite { scheduleWrite() }
    }

    private func scheduleWrite() {
        if !flushScheduled.exchange(true, ordering: .acquiringAndReleasing) {
            queue.async { [self] in writePending() }
        }
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

    /// Lines dropped since start because a buffer was full (for metrics and tests).
    public var droppedLines: Int {
        var total = ordered.withLock { $0.totalDropped }
        shards.forEach { total += $0.totalDropped }
        return total
    }

    /// Runs on `queue` only.
    private func writePending() {
        flushScheduled.store(false, ordering: .releasing)
        var batch: [UInt8] = []
        var dropped = 0
        func take(_ shard: inout Shard) {
            if !shard.pending.isEmpty {
                if batch.isEmpty {
                    swap(&batch, &shard.pending)
                } else {
                    batch.append(contentsOf: shard.pending)
                    shard.pending.removeAll(keepingCapacity: true)
                }
            }
            dropped += shard.dropped
            shard.dropped = 0
        }
        shards.forEach { take(&$0) }
        ordered.withLock { take(&$0) }
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
    /// One per core, as `HTTPDate`'s.
    private static let cache = PerCore { (second: time_t(-1), text: "") }

    static func now() -> String {
        let second = time(nil)
        return cache.withLocal { cached in
            if cached.second != second { cached = (second, format(second)) }
            return cached.text
        }
    }

    private static func format(_ second: time_t) -> String {
        var seconds = second
        var local = tm()
        localtime_r(&seconds, &local)
        var buffer = [Int8](repeating: 0, count: 32)
        let length = strftime(&buffer, buffer.count, "%Y-%m-%dT%H:%M:%S%z", &local)
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
