import Glibc

/// Where a connection's state machine reads the time: the system clocks in the server, a clock the
/// test moves in tests.
struct ConnectionClock {
    /// Monotonic time since an arbitrary origin, for the write timeout.
    var now: () -> Duration
    /// The `Date` field of each answer (RFC 9110 §6.6.1).
    var httpDate: () -> String

    static var system: ConnectionClock {
        ConnectionClock(
            now: {
                var time = timespec()
                clock_gettime(CLOCK_MONOTONIC, &time)
                return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
            }, httpDate: HTTPDate.now)
    }
}
