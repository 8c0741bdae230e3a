import Glibc

/// Ends the process when a graceful stop overruns its grace period, whatever handlers are doing.
///
/// The graceful path (`Server.shutdown`) awaits on Swift's cooperative thread pool, which has one thread
/// per core. Handlers that keep every one of them busy (two comics with quadratic text once pinned
/// both cores) starve it, and SIGTERM then never stopped the process. This deadline sleeps on a POSIX
/// thread of its own, outside that pool, so it fires on time however busy the pool is.
public enum ShutdownDeadline {
    /// After `limit`, calls `onExpiry` (log and flush) and then `exit(status)`, on a thread of its own.
    public static func start(after limit: Duration, status: Int32 = 1, onExpiry: @escaping @Sendable () -> Void) {
        start(after: limit) {
            onExpiry()
            exit(status)
        }
    }

    /// After `limit`, runs `expire` on a thread of its own (tests pass one that does not exit).
    static func start(after limit: Duration, expire: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Expiry(limit: limit, expire: expire)).toOpaque()
        var thread = pthread_t()
        let created = pthread_create(
            &thread, nil,
            { argument in
                let expiry = Unmanaged<Expiry>.fromOpaque(argument!).takeRetainedValue()
                var request = timespec(
                    tv_sec: Int(expiry.limit.components.seconds),
                    tv_nsec: Int(expiry.limit.components.attoseconds / 1_000_000_000))
                var remaining = timespec()
                // nanosleep returns early on a signal (SIGTERM again, say); sleep out the rest.
                while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
                expiry.expire()
                return nil
            }, box)
        if created == 0 {
            pthread_detach(thread)
        } else {
            // No thread (resources exhausted): expire now rather than never.
            Unmanaged<Expiry>.fromOpaque(box).takeRetainedValue().expire()
        }
    }

    private final class Expiry: Sendable {
        let limit: Duration
        let expire: @Sendable () -> Void
        init(limit: Duration, expire: @escaping @Sendable () -> Void) {
            self.limit = limit
            self.expire = expire
        }
    }
}
