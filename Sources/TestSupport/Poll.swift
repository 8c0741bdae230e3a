/// Waits for a condition that only real time settles and that the code under test offers no event
/// for: a server forgetting a connection it closed, bytes reaching a socket, a child process's port,
/// a Redis client's reconnect delay. It polls a condition, not a duration, so the outcome never
/// depends on how fast the runner is: the generous cap only turns "never" into a failure instead of
/// a hang. Where the code can signal (a handler starting, a fetch in flight), use a `Latch` instead.
public enum Poll {
    /// Far beyond anything these conditions take on a busy two-core runner (milliseconds), and far
    /// below the timeouts the tests tell them from (15 s idle, 20-30 s grace periods).
    public static let defaultLimit: Duration = .seconds(10)

    /// True as soon as `condition` holds; false if it still does not after `limit`.
    public static func until(
        within limit: Duration = defaultLimit, every interval: Duration = .milliseconds(10),
        _ condition: () async throws -> Bool
    ) async throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if try await condition() { return true }
            try await Task.sleep(for: interval)
        }
        return try await condition()
    }
}
