import Dispatch
import Glibc
@testable import HTTPServer
import Locking
import Testing
import TestSupport

/// The socket loops (a serial queue and an epoll set per core) keep Dispatch's rules, which
/// `Connection` relies on (the server tests drive them through real sockets; these pin the rules).
@Suite("Socket loop")
struct SocketLoopTests {
    static let loop = SocketLoop.start(count: 1, name: "test.loop")[0]

    /// Runs `body` on the loop and waits for it.
    func onLoop<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Self.loop.async { continuation.resume(returning: body()) }
        }
    }

    @Test func async_runsInOrder_onTheLoopsQueue() async {
        let seen = Mutex<[Int]>([])
        for index in 0..<100 { Self.loop.async { seen.withLock { $0.append(index) } } }
        await onLoop {}
        #expect(seen.withLock { $0 } == Array(0..<100))
    }

    @Test func readSource_firesWhileBytesWait_notWhileSuspended_andCancelRunsItsHandlerOnce() async throws {
        var pair: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &pair) == 0)
        let (ours, theirs) = (pair[0], pair[1])
        defer { close(theirs) }
        let fired = Mutex(0)
        let cancelled = Latch()
        nonisolated(unsafe) var source: LoopSource?
        await onLoop {
            let made = Self.loop.makeReadSource(fileDescriptor: ours)
            made.setEventHandler {
                var byte: UInt8 = 0
                _ = recv(ours, &byte, 1, 0)
                fired.withLock { $0 += 1 }
            }
            made.setCancelHandler {
                close(ours); cancelled.open()
            }
            made.activate()
            source = made
        }
        _ = send(theirs, "ab", 2, 0)
        #expect(try await Poll.until { fired.withLock { $0 } == 2 })  // level-triggered: one byte per event, both read
        await onLoop { source?.suspend() }
        _ = send(theirs, "c", 1, 0)
        try await Task.sleep(for: .milliseconds(100))
        #expect(fired.withLock { $0 } == 2)
        await onLoop { source?.resume() }
        #expect(try await Poll.until { fired.withLock { $0 } == 3 })
        await onLoop {
            source?.cancel(); source?.cancel()
        }
        await cancelled.wait()
    }

    @Test func timers_fireInDeadlineOrder_andAMovedDeadlineCounts() async throws {
        let fired = Mutex<[String]>([])
        nonisolated(unsafe) var timers: [LoopTimer] = []
        await onLoop {
            for name in ["late", "early", "moved", "cancelled"] {
                let timer = Self.loop.makeTimerSource()
                timer.setEventHandler { fired.withLock { $0.append(name) } }
                timer.activate()
                timers.append(timer)
            }
            timers[0].schedule(deadline: .now() + .milliseconds(300))
            timers[1].schedule(deadline: .now() + .milliseconds(50))
            timers[2].schedule(deadline: .now() + .milliseconds(30))
            timers[2].schedule(deadline: .now() + .milliseconds(150))  // moved later: only this one counts
            timers[3].schedule(deadline: .now() + .milliseconds(100))
            timers[3].cancel()
        }
        #expect(try await Poll.until { fired.withLock { $0.count } == 3 })
        try await Task.sleep(for: .milliseconds(100))
        #expect(fired.withLock { $0 } == ["early", "moved", "late"])
        await onLoop { timers.forEach { $0.cancel() } }
    }
}

@Suite("Per-core values")
struct PerCoreTests {
    @Test func eachThreadAddsToItsCoresCopy_andForEachSeesTheWhole() async {
        let counts = PerCore { 0 }
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask { for _ in 0..<10_000 { counts.withLocal { $0 += 1 } } }
            }
        }
        var total = 0
        counts.forEach { total += $0 }
        #expect(total == 80_000)
    }

    @Test func accessLinesFromManyCores_areAllWritten() async {
        let written = Mutex<[UInt8]>([])
        let buffer = LogBuffer(cores: PerCore<Int>.defaultCount) { batch in written.withLock { $0 += batch } }
        await withTaskGroup(of: Void.self) { group in
            for thread in 0..<4 {
                group.addTask {
                    for index in 0..<500 {
                        let line = "\(thread) \(index)\n"
                        buffer.appendAccessLine(byteCount: line.utf8.count) { $0.append(contentsOf: line.utf8) }
                    }
                }
            }
        }
        buffer.flush()
        let lines = String(decoding: written.withLock { $0 }, as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 2000)
        #expect(Set(lines).count == 2000)
    }
}
