import Foundation
import Locking
import Testing
@testable import HTTPServer
import TestSupport

/// SIGTERM always ends the process within the grace period, even when handlers keep every
/// thread of Swift's cooperative pool busy, which starved the graceful path's own awaits.
@Suite struct ShutdownDeadlineTests {
    private final class FiredAt: Sendable {
        private let instant = Mutex<ContinuousClock.Instant?>(nil)
        var value: ContinuousClock.Instant? { instant.withLock { $0 } }
        func set() { instant.withLock { $0 = ContinuousClock.now } }
    }

    @Test func deadline_whenEveryPoolThreadIsBusy_stillFiresOnTime() async {
        let fired = FiredAt()
        let done = Latch()
        let started = ContinuousClock.now
        // CPU-bound "handlers": one more than the pool has threads. They stop when the deadline fires, or
        // after 20 s, so a deadline that needs the pool makes the test fail instead of hanging.
        let spinners = (0...ProcessInfo.processInfo.activeProcessorCount).map { _ in
            Task.detached {
                while fired.value == nil && ContinuousClock.now - started < .seconds(20) {}
            }
        }
        ShutdownDeadline.start(after: .milliseconds(200)) {
            fired.set()
            done.open()
        }
        await done.wait()
        for spinner in spinners { await spinner.value }
        let firedAfter = fired.value.map { $0 - started }
        // 200 ms asked; 5 s allows for a busy runner, and is far below the 20 s a starved deadline takes.
        #expect(firedAfter.map { $0 < .seconds(5) } == true, "fired after \(String(describing: firedAfter))")
    }
}
