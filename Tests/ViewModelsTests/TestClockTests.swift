import Foundation
import Testing
import TestSupport

/// The test clock's sleep, which every page deadline in the tests waits on: it wakes only when the
/// clock is moved past it, and a cancelled sleep throws and stops counting (as `Task.sleep` does).
@Suite struct TestClockTests {
    @Test func sleep_wakesOnlyWhenAdvancedPastItsDuration() async throws {
        let clock = TestClock()
        let sleeping = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleeps(1)
        clock.advance(by: .milliseconds(1_999))
        #expect(clock.pendingSleeps == 1)
        clock.advance(by: .milliseconds(1))
        #expect(clock.pendingSleeps == 0)
        try await sleeping.value
    }

    @Test func sleep_whenCancelled_throwsAndStopsWaiting() async {
        let clock = TestClock()
        let sleeping = Task { try await clock.sleep(for: .seconds(2)) }
        await clock.waitForSleeps(1)
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.value }
        #expect(clock.pendingSleeps == 0)
    }

    @Test func sleep_ofZero_returnsAtOnce() async throws {
        try await TestClock().sleep(for: .zero)
    }
}
